/**
 * Common HTML-isms that are valid Markdown but not valid MDX (`<br>`, `<img ...>` without `/>`,
 * `<!-- comments -->`), rewritten to their MDX form so such a page keeps its components, and stray
 * punctuation after a component's closing tag (`</ParamField>.`, which MDX reads as text and so as a tag
 * closed in the wrong place) dropped. Code (fenced blocks and inline code spans) is left untouched, and no
 * line is added or removed, so positions hold.
 */
const VOID_TAG = /<(br|hr|img|input|source|wbr|col|area|embed|track)\b((?:\s+[^<>]*?)?)\s*(?<!\/)>/gi;
const COMMENT = /<!--([\s\S]*?)-->/g;
const FENCE = /^\s*(`{3,}|~{3,})/;
const CLOSING_TAG_THEN_PUNCTUATION = /^([ \t]*<\/[A-Z][\w.]*[ \t]*>)[ \t]*[.,;:!?]+[ \t]*$/gm;

export function repairMdx(source: string): string | null {
  const lines = source.split('\n');
  const out: string[] = [];
  let chunk: string[] = [];
  let fence: string | null = null;
  const flush = () => {
    if (chunk.length > 0) out.push(repairProse(chunk.join('\n')));
    chunk = [];
  };
  for (const line of lines) {
    const match = FENCE.exec(line);
    if (fence) {
      out.push(line);
      if (match && match[1][0] === fence[0] && match[1].length >= fence.length && line.trim() === match[1])
        fence = null;
    } else if (match) {
      flush();
      fence = match[1];
      out.push(line);
    } else chunk.push(line);
  }
  flush();
  const repaired = out.join('\n');
  return repaired === source ? null : repaired;
}

function repairProse(text: string): string {
  const withoutComments = text
    .replace(COMMENT, (_all, body: string) => `{/*${body.replace(/\*\//g, '* /')}*/}`)
    .replace(CLOSING_TAG_THEN_PUNCTUATION, '$1');
  // Odd pieces between backtick runs are inline code: keep them as written.
  return withoutComments
    .split(/(`+[^`]*`+)/)
    .map((piece, index) => (index % 2 === 1 ? piece : piece.replace(VOID_TAG, '<$1$2 />')))
    .join('');
}
