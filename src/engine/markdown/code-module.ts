/**
 * JavaScript snippet files (`/snippets/lanes.jsx`) read as whole modules, with the acorn parser (and JSX
 * plugin) that MDX itself uses for its `import`/`export` blocks. Read as MDX instead, a file is only ESM
 * where a line starts with `import`/`export`: a helper `const Lane = ...` became a paragraph, and an
 * `export` right under it (no blank line) was swallowed into that paragraph. Nothing here is run.
 */
import { Parser } from 'acorn';
import acornJsx from 'acorn-jsx';
import type { Root } from 'mdast';
import type { Program } from 'estree';

const JsxParser = Parser.extend(acornJsx());

/**
 * The file as a tree holding one ESM node (what `readModule` reads), or null when it is not JavaScript
 * acorn reads (TypeScript syntax, a syntax error): the caller then reads it as MDX, as before.
 */
export function parseCodeModule(source: string): Root | null {
  let program: Program;
  try {
    program = JsxParser.parse(source, {
      ecmaVersion: 'latest',
      sourceType: 'module',
      locations: true,
      allowHashBang: true,
    }) as unknown as Program;
  } catch {
    return null;
  }
  const lines = source.split(/\r\n|\n|\r/);
  const end = { line: lines.length, column: lines[lines.length - 1].length + 1, offset: source.length };
  const position = { start: { line: 1, column: 1, offset: 0 }, end };
  return {
    type: 'root',
    children: [{ type: 'mdxjsEsm', value: source, data: { estree: program }, position }],
    position,
  };
}
