/**
 * Custom heading ids, Mintlify's `## My section {#my-anchor}` (create/text.mdx, "Custom heading IDs"): the
 * id replaces the generated anchor and `{#...}` is not shown. In MDX `{#my-anchor}` is a JavaScript
 * expression that does not parse, which would send the whole page to the plain Markdown fallback, so before
 * parsing the braces are escaped (`\{#my-anchor\}`, as Docusaurus does): the heading then parses with the
 * text `{#my-anchor}` at its end, which `takeHeadingIds` moves from the text to the heading's data. The plain
 * Markdown parse reads `{#my-anchor}` as text already, so the same step serves both parsers.
 */
import type { Heading, Nodes, Root } from 'mdast';
import type {} from 'mdast-util-mdx-jsx';

declare module 'mdast' {
  interface HeadingData {
    /** The author's `{#id}`, as written (made unique when rendered: state.ts `claimId`). */
    customId?: string;
  }
  interface RootData {
    /** Every heading's `customId` and `<Heading id>`, in order (absent when there is none). */
    headingIds?: string[];
  }
}

/**
 * What an id may hold: letters and digits of any script, `-`, `_`, `.` and `:`. Nothing that needs quoting
 * in HTML or a URL's fragment beyond percent-encoding.
 */
const VALID_ID = /^[\p{L}\p{N}\p{M}_.:-]+$/u;

/** True when an author's id (`{#id}`, `<Heading id>`) may be used as written. */
export function isValidHeadingId(id: string): boolean {
  return VALID_ID.test(id);
}
/**
 * What is escaped: any `{#...}` without braces, backslashes or backticks, so a page with an id we refuse
 * (`{#has space}`) still parses as MDX; that one stays as text, with a warning.
 */
const ID = String.raw`[^{}\\\`\r\n]+`;
/** An ATX heading (after indentation and blockquote markers: MDX has no indented code) ending in `{#id}`. */
const ATX = new RegExp(String.raw`^([ \t]*(?:>[ \t]*)*#{1,6}(?=[ \t]).*?)\{#(${ID})\}([ \t]*)$`);
/** A line ending in `{#id}`: the text of a setext heading when a `===` or `---` line follows. */
const SETEXT_TEXT = new RegExp(String.raw`^([ \t]*(?:>[ \t]*)*\S.*?)\{#(${ID})\}([ \t]*)$`);
const SETEXT_UNDERLINE = /^[ \t]*(?:>[ \t]*)*(?:=+|-+)[ \t]*$/;
/** The escaped form's text once parsed, at the end of a heading. */
const TRAILING_ID = new RegExp(String.raw`[ \t]*\{#(${ID})\}[ \t]*$`);
const FENCE = /^[ \t]*(?:>[ \t]*)*(`{3,}|~{3,})(.*)$/;

/**
 * The source with each heading's trailing `{#id}` escaped, or null when there is none. Fenced code and the
 * frontmatter are left as written, and no line is added or removed, so positions hold (columns move by two
 * on a changed line, after the id's opening brace only).
 */
export function escapeHeadingIds(source: string): string | null {
  if (!source.includes('{#')) return null;
  const lines = source.split('\n');
  let changed = false;
  let fence: string | null = null;
  let start = 0;
  if (/^\uFEFF?---[ \t]*\r?$/.test(lines[0] ?? '')) {
    const end = lines.findIndex((line, index) => index > 0 && /^(?:---|\.\.\.)[ \t]*\r?$/.test(line));
    if (end > 0) start = end + 1;
  }
  for (let index = start; index < lines.length; index += 1) {
    const line = lines[index].replace(/\r$/, '');
    const open = FENCE.exec(line);
    if (fence) {
      if (open && open[1][0] === fence[0] && open[1].length >= fence.length && open[2].trim() === '')
        fence = null;
      continue;
    }
    if (open) {
      fence = open[1];
      continue;
    }
    const next = lines[index + 1]?.replace(/\r$/, '');
    const match =
      ATX.exec(line) ?? (next !== undefined && SETEXT_UNDERLINE.test(next) ? SETEXT_TEXT.exec(line) : null);
    if (!match) continue;
    const carriageReturn = lines[index].endsWith('\r') ? '\r' : '';
    lines[index] = `${escapeEarlierIds(match[1])}\\{#${match[2]}\\}${match[3]}${carriageReturn}`;
    changed = true;
  }
  return changed ? lines.join('\n') : null;
}

/** A code span (a backtick run up to the next run of the same length), or an id's braces outside one. */
const SPAN_OR_ID = new RegExp(String.raw`(\`+)[^]*?(?<!\`)\1(?!\`)|(?<!\\)\{#(${ID})\}`, 'g');

/**
 * `## Title {#a} {#b}`: the last `{#...}` is the id, an earlier one stays in the heading's text (nothing the
 * author wrote is lost). It is escaped too, else MDX reads it as an expression, which does not parse, and the
 * whole page would fall back to plain Markdown. Code spans are left as written.
 */
function escapeEarlierIds(text: string): string {
  if (!text.includes('{#')) return text;
  return text.replace(SPAN_OR_ID, (all, _ticks: string | undefined, id: string | undefined) =>
    id === undefined ? all : `\\{#${id}\\}`,
  );
}

/** The valid, literal `id` of a `<Heading>` element, else undefined. */
function headingComponentId(node: Nodes): string | undefined {
  if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return undefined;
  if (node.name !== 'Heading') return undefined;
  const attribute = node.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === 'id');
  const id = typeof attribute?.value === 'string' ? attribute.value.trim() : '';
  return id && VALID_ID.test(id) ? id : undefined;
}

/**
 * Moves each heading's trailing `{#id}` text into its data (`customId`), listing the ids on the root
 * (with those of `<Heading id>` elements).
 * Returns the headings whose `{#...}` is not a valid id (left as text).
 */
export function takeHeadingIds(tree: Root): { heading: Heading; id: string }[] {
  const ids: string[] = [];
  const refused: { heading: Heading; id: string }[] = [];
  const visit = (node: Nodes): void => {
    if (node.type === 'heading') {
      const last = node.children[node.children.length - 1];
      const match = last?.type === 'text' ? TRAILING_ID.exec(last.value) : null;
      if (!match || last?.type !== 'text') return;
      const id = match[1];
      if (!VALID_ID.test(id)) {
        refused.push({ heading: node, id });
        return;
      }
      const rest = last.value.slice(0, match.index);
      if (rest === '') node.children.pop();
      else last.value = rest;
      node.data = { ...node.data, customId: id };
      ids.push(id);
      return;
    }
    // `<Heading id="x">` is an author's id too (components/heading.ts), reserved like `{#x}`.
    const componentId = headingComponentId(node);
    if (componentId !== undefined) ids.push(componentId);
    if ('children' in node) for (const child of node.children) visit(child);
  };
  visit(tree);
  if (ids.length > 0) tree.data = { ...tree.data, headingIds: ids };
  return refused;
}
