import { parse as parseYaml } from 'yaml';

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
    const data = parseYaml(block, { schema: 'core', maxAliasCount: 50 }) as unknown;
    return data !== null && typeof data === 'object' && !Array.isArray(data)
      ? (data as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

const LINE = /^([A-Za-z_][\w.-]*)[ \t]*:(?:[ \t]+(.*?))?[ \t]*$/;
const NUMBER = /^[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?$/;

/**
 * The common case, `key: scalar` lines only, parsed without the YAML library (which costs about a
 * millisecond per page). Returns null for anything it is not sure about, and the caller falls back to YAML.
 */
export function parseFlatYaml(block: string): Record<string, unknown> | null {
  const out: Record<string, unknown> = {};
  for (const line of block.split(/\r?\n/)) {
    if (line.trim() === '' || line.startsWith('#')) continue;
    const m = LINE.exec(line);
    if (!m) return null;
    const raw = m[2] ?? '';
    let value: unknown;
    if (raw === '') return null; // a nested block or an empty value: leave it to YAML
    const first = raw[0];
    if (first === '"' || first === '[' || first === '{') {
      try {
        value = JSON.parse(raw);
      } catch {
        return null;
      }
    } else if (first === "'") {
      if (!/^'(?:[^']|'')*'$/.test(raw)) return null;
      value = raw.slice(1, -1).replace(/''/g, "'");
    } else if (/^[|>&*!%@`?:,-]/.test(raw) || raw.includes(' #') || raw.includes(': ')) {
      return null;
    } else if (raw === 'true' || raw === 'false') value = raw === 'true';
    else if (raw === 'null' || raw === '~') value = null;
    else if (NUMBER.test(raw)) value = Number(raw);
    else if (
      /^(?:true|false|null|yes|no|on|off)$/i.test(raw) ||
      /^0[xo]/i.test(raw) ||
      /^[-+]?\.(?:inf|nan)$/i.test(raw)
    )
      return null;
    else value = raw;
    if (m[1] in out || m[1] === '__proto__') return null;
    out[m[1]] = value;
  }
  return out;
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
