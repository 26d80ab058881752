/**
 * Braces in prose that open no expression MDX can read (`{{.RepoDigests}}` from a Go template, a lone `{`,
 * `{a b}`), escaped so they show as written and the page keeps its components: MDX hands every `{` to acorn
 * and fails the whole page on one it cannot parse (Mintlify then refuses the deployment), where Markdown
 * shows the text. Used by repair.ts on prose only (code is left out before); braces in `$…$` math are
 * LaTeX's and kept. An expression that parses (JSX inside too), an empty or comment-only one and a spread
 * attribute (`{...props}`) are skipped whole, so braces within them are never looked at.
 */
import { Parser } from 'acorn';
import acornJsx from 'acorn-jsx';

const JsxParser = Parser.extend(acornJsx());
const MATH = /(\$\$[\s\S]*?\$\$|\$[^$\n]+\$)/;
const OPEN_COMMENT = -2;

export function escapeBadBraces(text: string): string {
  if (!text.includes('{')) return text;
  return text
    .split(MATH)
    .map((piece, index) => (index % 2 === 1 ? piece : escapeIn(piece)))
    .join('');
}

function escapeIn(text: string): string {
  let out = '';
  let from = 0;
  for (let open = text.indexOf('{'); open >= 0; open = text.indexOf('{', from)) {
    out += text.slice(from, open);
    if (open > 0 && text[open - 1] === '\\') {
      out += '{';
      from = open + 1;
      continue;
    }
    const end = expressionEnd(text, open);
    // A comment left open here closes in a later chunk (it wraps a code block): not ours to judge.
    if (end === OPEN_COMMENT) {
      out += '{';
      from = open + 1;
      continue;
    }
    if (end >= 0) {
      out += text.slice(open, end);
      from = end;
      continue;
    }
    // Not an expression: escape it and, when it is closed, every brace up to its match (`{{.Name}}`).
    const close = balancedEnd(text, open);
    out += close < 0 ? '\\{' : text.slice(open, close).replace(/[{}]/g, '\\$&');
    from = close < 0 ? open + 1 : close;
  }
  return out + text.slice(from);
}

/**
 * The index after the `}` closing the expression opened at `open`, -1 when MDX could not read it, or
 * OPEN_COMMENT when it starts with a comment that does not end in this text.
 */
function expressionEnd(text: string, open: number): number {
  const first = skipSpaceAndComments(text, open + 1);
  if (first < 0) return OPEN_COMMENT;
  if (text[first] === '}') return first + 1;
  if (text.startsWith('...', first)) return balancedEnd(text, open);
  try {
    const node = JsxParser.parseExpressionAt(text, open + 1, { ecmaVersion: 'latest', sourceType: 'module' });
    const close = skipSpaceAndComments(text, node.end);
    return close >= 0 && text[close] === '}' ? close + 1 : -1;
  } catch {
    return -1;
  }
}

function skipSpaceAndComments(text: string, at: number): number {
  let i = at;
  for (;;) {
    while (i < text.length && /\s/.test(text[i]!)) i++;
    if (text.startsWith('/*', i)) {
      const end = text.indexOf('*/', i + 2);
      if (end < 0) return -1;
      i = end + 2;
    } else if (text.startsWith('//', i)) {
      const end = text.indexOf('\n', i);
      if (end < 0) return -1;
      i = end + 1;
    } else return i;
  }
}

/** The index after the `}` matching the `{` at `open` (by count alone), or -1. */
function balancedEnd(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === '{') depth++;
    else if (text[i] === '}' && --depth === 0) return i + 1;
  }
  return -1;
}
