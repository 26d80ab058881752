/** Frontmatter's common shape read without the YAML library; shared by the navigation and the renderer. */

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
    } else if (/^[|>&*!%@`?:,\-\]}#]/.test(raw) || /[ \t]#|:[ \t]|:$/.test(raw)) {
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
