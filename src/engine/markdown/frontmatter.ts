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

/** A frontmatter value as text: a non-blank string, or a number (`title: 2024`); else undefined. */
export function stringField(value: unknown): string | undefined {
  if (typeof value === 'string' && value.trim() !== '') return value;
  if (typeof value === 'number') return String(value);
  return undefined;
}
