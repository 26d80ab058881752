import { parseFlatYaml } from '../flat-yaml.js';
import { parseFrontmatterYamlText } from '../lenient-yaml.js';

export { parseFlatYaml };

const OPEN = /^\uFEFF?---[ \t]*\r?\n/;

/**
 * Reads only the YAML frontmatter block at the top of an MDX file. A block that is not valid YAML, or not
 * a mapping, yields `{}` (the markdown renderer reports it with a line number).
 */
export function readFrontmatter(source: string): Record<string, unknown> {
  const open = OPEN.exec(source);
  if (!open) return {};
  const rest = source.slice(open[0].length);
  const close = /^---[ \t]*$/m.exec(rest);
  if (!close) return {};
  const block = rest.slice(0, close.index);
  const flat = parseFlatYaml(block);
  if (flat) return flat;
  try {
    const data = parseFrontmatterYamlText(block);
    return data !== null && typeof data === 'object' && !Array.isArray(data)
      ? (data as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

/** `guides/getting-started` -> `Getting started` (Mintlify's fallback when a page has no title). */
export function titleFromPath(pagePath: string): string {
  const last = pagePath.split('/').pop() ?? pagePath;
  const words = last.replace(/[-_]+/g, ' ').trim();
  return words === '' ? pagePath : words[0].toUpperCase() + words.slice(1);
}

const METHOD = /(?:^|\s)(GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS|TRACE|WEBHOOK)\s+\S/i;

/** The HTTP method of an `openapi:` or `api:` frontmatter value, for the sidebar badge. */
export function methodOf(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const m = METHOD.exec(value);
  return m ? m[1].toUpperCase() : undefined;
}
