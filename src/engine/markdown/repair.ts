/**
 * Common HTML-isms that are valid Markdown but not valid MDX (`<br>`, `<img ...>` without `/>`,
 * `<!-- comments -->`), rewritten to their MDX form so such a page keeps its components, and stray
 * punctuation after a component's closing tag (`</ParamField>.`, which MDX reads as text and so as a tag
 * closed in the wrong place) dropped; and placeholders written in angle brackets (`Bearer <token>`,
 * `<your-api-key>`, `<API_KEY>`), which MDX reads as a tag never closed, escaped so they show as written (a
 * placeholder is a bare name, not an HTML element's, that the page never closes), a `<` no tag can start
 * (`<100ms`) escaped, CommonMark's `<https://…>` autolinks written as links, and MDX comments whose stars
 * Prettier escaped (a backslash before each star, which MDX reads as a regular expression left open)
 * unescaped, and braces that open no expression escaped (repair-braces.ts). Code (fenced blocks and inline code spans) is left untouched, and no line is added or removed,
 * so positions hold.
 */
import { escapeBadBraces } from './repair-braces.js';

const VOID_TAG = /<(br|hr|img|input|source|wbr|col|area|embed|track)\b((?:\s+[^<>]*?)?)\s*(?<!\/)>/gi;
const COMMENT = /<!--([\s\S]*?)-->/g;
const FENCE = /^\s*(`{3,}|~{3,})/;
const CLOSING_TAG_THEN_PUNCTUATION = /^([ \t]*<\/[A-Z][\w.]*[ \t]*>)[ \t]*[.,;:!?]+[ \t]*$/gm;
/** `<token>`, `<access-token>`, `<your_key>`, `<API_KEY>`: lowercase names, or capitals joined by `_`. */
const PLACEHOLDER = /<([a-z][a-z\d]*(?:[-_][a-z\d]+)*|[A-Z][A-Z\d]*(?:_[A-Z\d]+)+)>/g;
/** A type argument written in prose (`List<String>`): a capitalised name glued to the word before it. */
const TYPE_ARGUMENT = /(?<=\w)<([A-Z][A-Za-z\d]*)>/g;
/** A `<` nothing in MDX can start (`<100ms`, `a < b`, `<=`, `<-`): Markdown shows it as written. */
const LONE_LT = /(?<!\\)<(?=[^A-Za-z_$/>!{\\]|$)/gm;
/** CommonMark's autolinks, which MDX does not read: `<https://x.dev>`, `<team@x.dev>`. */
const AUTOLINK = /<((?:https?|ftp|mailto):[^\s<>]+)>/gi;
const EMAIL_AUTOLINK = /<([\w.+-]+@[\w-]+(?:\.[\w-]+)+)>/g;
const CLOSED_NAME = /<\/([\w.:-]+)/g;
// A comment's ends as Prettier's MDX formatting writes them (brace, slash, backslash, star; and backslash,
// star, slash, brace), each found on its own: a comment around a code block has its ends in different chunks.
const ESCAPED_COMMENT_START = /\{\/\\\*/g;
const ESCAPED_COMMENT_END = /\\\*\/\}/g;
/** HTML's element names: an unclosed `<p>` or `<li>` is HTML written the Markdown way, not a placeholder. */
const HTML_NAMES = new Set(
  `a abbr address area article aside audio b base bdi bdo blockquote body br button canvas caption cite code col
  colgroup data datalist dd del details dfn dialog div dl dt em embed fieldset figcaption figure footer form h1 h2
  h3 h4 h5 h6 head header hgroup hr html i iframe img input ins kbd label legend li link main map mark menu meta
  meter nav noscript object ol optgroup option output p param picture pre progress q rp rt ruby s samp script
  search section select slot small source span strong style sub summary sup table tbody td template textarea
  tfoot th thead time title tr track u ul var video wbr center font big tt strike`.split(/\s+/),
);

export function repairMdx(source: string): string | null {
  // A name closed anywhere (`</token>`) is a tag, whichever fence or chunk its opening sits in.
  const closed = new Set([...source.matchAll(CLOSED_NAME)].map((m) => m[1]!.toLowerCase()));
  const lines = source.split('\n');
  const out: string[] = [];
  let chunk: string[] = [];
  let fence: string | null = null;
  const flush = () => {
    if (chunk.length > 0) out.push(repairProse(chunk.join('\n'), closed));
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

function repairProse(text: string, closed: ReadonlySet<string>): string {
  const escapeUnclosed = (tag: string, name: string) =>
    HTML_NAMES.has(name.toLowerCase()) || closed.has(name.toLowerCase()) ? tag : `\\${tag}`;
  const withoutComments = text
    .replace(COMMENT, (_all, body: string) => `{/*${body.replace(/\*\//g, '* /')}*/}`)
    .replace(CLOSING_TAG_THEN_PUNCTUATION, '$1');
  // Odd pieces between backtick runs are inline code: keep them as written.
  return withoutComments
    .split(/(`+[^`]*`+)/)
    .map((piece, index) =>
      index % 2 === 1
        ? piece
        : escapeBadBraces(
            piece
              .replace(ESCAPED_COMMENT_START, '{/*')
              .replace(ESCAPED_COMMENT_END, '*/}')
              .replace(VOID_TAG, '<$1$2 />')
              .replace(AUTOLINK, '[$1]($1)')
              .replace(EMAIL_AUTOLINK, '[$1](mailto:$1)')
              .replace(LONE_LT, '\\<')
              .replace(PLACEHOLDER, escapeUnclosed)
              .replace(TYPE_ARGUMENT, escapeUnclosed),
          ),
    )
    .join('');
}
