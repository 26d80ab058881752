/**
 * The two parsers, built once per renderer: MDX (the normal case) and plain Markdown, used when a page is
 * not valid MDX (a stray `<br>` or `{` in prose) so the build goes on with a diagnostic instead of failing.
 */
import { unified, type Processor } from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import remarkGfm from 'remark-gfm';
import remarkFrontmatter from 'remark-frontmatter';
import remarkMath from 'remark-math';
import type { Root } from 'mdast';
import type { Diagnostic } from '../types.js';
import { repairMdx } from './repair.js';

export interface Parsers {
  mdx: Processor<Root>;
  markdown: Processor<Root>;
}

export function createParsers(): Parsers {
  const mdx = unified()
    .use(remarkParse)
    .use(remarkMdx)
    .use(remarkFrontmatter, ['yaml'])
    .use(remarkGfm)
    .use(remarkMath);
  const markdown = unified().use(remarkParse).use(remarkFrontmatter, ['yaml']).use(remarkGfm).use(remarkMath);
  // Freeze now so the first page does not pay for plugin setup, and every page shares it.
  mdx.freeze();
  markdown.freeze();
  return { mdx: mdx as unknown as Processor<Root>, markdown: markdown as unknown as Processor<Root> };
}

export interface ParseResult {
  tree: Root;
  /** The text that was parsed (the repaired text when HTML-isms were rewritten); positions refer to it. */
  source: string;
  /** False when the MDX parse failed and the plain Markdown fallback was used. */
  mdx: boolean;
  diagnostics: Diagnostic[];
}

export function parseSource(parsers: Parsers, source: string, file: string): ParseResult {
  try {
    return { tree: parsers.mdx.parse(source), source, mdx: true, diagnostics: [] };
  } catch (error) {
    const repaired = repairMdx(source);
    if (repaired !== null) {
      try {
        const tree = parsers.mdx.parse(repaired);
        return {
          tree,
          source: repaired,
          mdx: true,
          diagnostics: [
            problem(
              error,
              file,
              'mdx-repaired',
              'HTML written the Markdown way (like `<br>` or `<!-- -->`) was read as MDX',
            ),
          ],
        };
      } catch {
        // Still not MDX: fall back to plain Markdown below.
      }
    }
    return {
      tree: parsers.markdown.parse(source),
      source,
      mdx: false,
      diagnostics: [problem(error, file, 'mdx-parse', 'rendered as plain Markdown instead')],
    };
  }
}

function problem(error: unknown, file: string, code: string, outcome: string): Diagnostic {
  const place = (
    error as { place?: { line?: number; column?: number; start?: { line: number; column: number } } }
  ).place;
  const point = place && 'start' in place && place.start ? place.start : place;
  const reason = (error as { reason?: string }).reason ?? (error as Error).message;
  return {
    severity: 'warning',
    code,
    message: `not valid MDX (${reason}); ${outcome}`,
    file,
    line: point?.line,
    column: point?.column,
  };
}
