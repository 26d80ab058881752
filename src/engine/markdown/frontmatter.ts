/**
 * Frontmatter without the rest of the pipeline: D1 reads every page's title for the navigation before any
 * page is rendered, so this only slices the leading YAML block and parses it.
 */
import { parseFlatYaml } from '../flat-yaml.js';
import { parseFrontmatterYamlText } from '../lenient-yaml.js';

const BLOCK = /^\uFEFF?---[ \t]*\r?\n([\s\S]*?)\r?\n?^(?:---|\.\.\.)[ \t]*(?:\r?\n|$)/m;

export interface FrontmatterResult {
  data: Record<string, unknown>;
  /** Set when a block exists but is not a YAML mapping. */
  error?: string;
  /** Line (1-based) of the problem, counted from the start of the file. */
  line?: number;
}

/** The raw YAML text of the leading `---` block, or null. */
export function frontmatterBlock(source: string): string | null {
  const match = BLOCK.exec(source);
  return match && match.index === 0 ? match[1] : null;
}

/** Parses YAML text into a plain mapping, reporting (never throwing) when it is not one. */
export function parseFrontmatterYaml(yaml: string): FrontmatterResult {
  // Most pages hold only `key: scalar` lines: read without the YAML library, which costs about 0.4 ms.
  const flat = parseFlatYaml(yaml);
  if (flat) return { data: flat };
  try {
    const value = parseFrontmatterYamlText(yaml);
    if (value === null || value === undefined) return { data: {} };
    if (typeof value !== 'object' || Array.isArray(value)) {
      return { data: {}, error: 'frontmatter is not a mapping of keys to values' };
    }
    return { data: value as Record<string, unknown> };
  } catch (error) {
    const linePos = (error as { linePos?: Array<{ line: number }> }).linePos;
    return {
      data: {},
      error: `frontmatter is not valid YAML: ${(error as Error).message.split('\n')[0]}`,
      // +1: the opening `---` line precedes the YAML text.
      line: linePos?.[0] ? linePos[0].line + 1 : 1,
    };
  }
}

/** The page's frontmatter as a mapping; `{}` when absent or invalid. Cheap: only the YAML block is read. */
export function readFrontmatter(source: string): Record<string, unknown> {
  const block = frontmatterBlock(source);
  return block === null ? {} : parseFrontmatterYaml(block).data;
}

/** Keys that only mean something in frontmatter: a page opening with one of them forgot its `---` lines. */
const UNFENCED = /^(?:openapi|openapi-schema|title|sidebarTitle|description|icon|mode|api):[ \t]+\S/;

/**
 * The first line of a page without a frontmatter block when it reads like a frontmatter key (`openapi: GET
 * /users`): MDX shows it as a paragraph of text, and an API page then has no operation, so it is worth a
 * warning that says why. Null when the page has a block or opens with anything else.
 */
export function unfencedFrontmatterLine(source: string): { line: number; text: string } | null {
  const lines = source.replace(/^\uFEFF/, '').split(/\r?\n/, 20);
  const index = lines.findIndex((l) => l.trim() !== '');
  if (index < 0 || !UNFENCED.test(lines[index])) return null;
  return { line: index + 1, text: lines[index].trim() };
}

/** A frontmatter value as text: a non-blank string, or a number (`title: 2024`); else undefined. */
export function stringField(value: unknown): string | undefined {
  if (typeof value === 'string' && value.trim() !== '') return value;
  if (typeof value === 'number') return String(value);
  return undefined;
}
