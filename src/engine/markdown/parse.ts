/**
 * The two parsers, built once per renderer: MDX (the normal case) and plain Markdown, used when a page is
 * not valid MDX (a stray `<br>` or `{` in prose) so the build goes on with a diagnostic instead of failing.
 * GFM's costly constructs are tried only where a source can need them (gfm-syntax.ts): same trees, less work.
 */
import { unified, type Processor } from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import remarkFrontmatter from 'remark-frontmatter';
import remarkMath from 'remark-math';
import type { Root } from 'mdast';
import type { Diagnostic } from '../types.js';
import { repairMdx } from './repair.js';
import { escapeHeadingIds, takeHeadingIds } from './heading-id.js';
import { gfmSyntaxFor, remarkGfmSyntax } from './gfm-syntax.js';
import { withTableHeads } from './table-gate.js';

export interface Parsers {
  /** Parses MDX (GFM's costly constructs tried only where the source can need them). */
  mdx(source: string): Root;
  /** Parses plain Markdown, the same way. */
  markdown(source: string): Root;
}

/**
 * `math: false` (docs.json `styling.latex: false`) leaves `$` and `$$` as text: a site without math keeps
 * its dollar signs whatever follows them.
 */
export function createParsers(options: { math?: boolean } = {}): Parsers {
  // Without and with the autolink literal syntax (gfm-syntax.ts).
  const build = (mdx: boolean) =>
    [false, true].map((autolinkLiterals) => {
      const processor = unified().use(remarkParse);
      if (mdx) processor.use(remarkMdx);
      processor.use(remarkFrontmatter, ['yaml']).use(remarkGfmSyntax, { autolinkLiterals });
      if (options.math !== false) processor.use(remarkMath);
      // Freeze now so the first page does not pay for plugin setup, and every page shares it.
      processor.freeze();
      return processor as unknown as Processor<Root>;
    });
  const parse = (processors: Processor<Root>[], source: string): Root => {
    const gfm = gfmSyntaxFor(source);
    return withTableHeads(gfm.tableHeads, () => processors[gfm.autolinkLiterals ? 1 : 0].parse(source));
  };
  const mdx = build(true);
  const markdown = build(false);
  return { mdx: (source) => parse(mdx, source), markdown: (source) => parse(markdown, source) };
}

export interface ParseResult {
  tree: Root;
  /**
   * The text that was parsed (with heading ids escaped, and repaired when HTML-isms were rewritten);
   * positions refer to it.
   */
  source: string;
  /** False when the MDX parse failed and the plain Markdown fallback was used. */
  mdx: boolean;
  diagnostics: Diagnostic[];
}

export function parseSource(parsers: Parsers, source: string, file: string): ParseResult {
  const result = parseAny(parsers, source, file);
  // Cheap test first: most pages have neither `{#id}` nor `<Heading id>` (takeHeadingIds walks the tree).
  if (!source.includes('{#') && !source.includes('<Heading')) return result;
  for (const { heading, id } of takeHeadingIds(result.tree)) {
    result.diagnostics.push({
      severity: 'warning',
      code: 'heading-id',
      message: `heading id {#${id}} was kept as text: an id is letters, digits, "-", "_", "." and ":"`,
      file,
      line: heading.position?.start.line,
      column: heading.position?.start.column,
    });
  }
  return result;
}

function parseAny(parsers: Parsers, original: string, file: string): ParseResult {
  // `## Title {#id}` is not MDX as written: escaped up front rather than after a failed parse (heading-id.ts).
  const source = escapeHeadingIds(original) ?? original;
  try {
    return { tree: parsers.mdx(source), source, mdx: true, diagnostics: [] };
  } catch (error) {
    const repaired = repairMdx(source);
    if (repaired !== null) {
      try {
        const tree = parsers.mdx(repaired);
        return {
          tree,
          source: repaired,
          mdx: true,
          diagnostics: [
            problem(
              error,
              file,
              'mdx-repaired',
              'HTML written the Markdown way (like `<br>` or `<!-- -->`), a placeholder (`<token>`), a comment Prettier escaped or a brace that opens no expression (`{{.Name}}`) was read as MDX',
            ),
          ],
        };
      } catch {
        // Still not MDX: fall back to plain Markdown below.
      }
    }
    return {
      tree: parsers.markdown(original),
      source: original,
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
