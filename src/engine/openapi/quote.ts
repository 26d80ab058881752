/** String literals for the sample languages: each escapes what its language would end or interpolate on. */

export const str = (s: string) => JSON.stringify(s);
export const single = (s: string) => `'${s.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
/** JSON's `\uXXXX` escapes in the `\u{XXXX}` form Swift and Rust use. */
export const braced = (s: string) => str(s).replace(/\\u([0-9a-fA-F]{4})/g, '\\u{$1}');
/** C reads `\u0001` as a universal character name (invalid below U+00A0): use `\x01`. */
export const cString = (s: string) => str(s).replace(/\\u00([0-9a-fA-F]{2})/g, '\\x$1');
/** Kotlin and Dart interpolate `$` in double-quoted strings. */
export const dollarSafe = (s: string) => str(s).replace(/\$/g, '\\$');
/** Ruby interpolates `#{` in double-quoted strings. */
export const rubyStr = (s: string) => str(s).replace(/#\{/g, '\\#{');
export const shellQuote = (s: string) => `'${s.replace(/'/g, `'\\''`)}'`;
export const psQuote = (s: string) => `'${s.replace(/'/g, "''")}'`;

export const capitalised = (method: string) => method.charAt(0).toUpperCase() + method.slice(1).toLowerCase();

/** A JSON value as a Python literal (True/False/None). */
export function pythonLiteral(value: unknown, indent = 0): string {
  const pad = '    '.repeat(indent + 1);
  const end = '    '.repeat(indent);
  if (value === null || value === undefined) return 'None';
  if (value === true) return 'True';
  if (value === false) return 'False';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : 'None';
  if (typeof value === 'string') return JSON.stringify(value);
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    return `[\n${value.map((v) => pad + pythonLiteral(v, indent + 1)).join(',\n')}\n${end}]`;
  }
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.length === 0) return '{}';
  return `{\n${entries.map(([k, v]) => `${pad}${JSON.stringify(k)}: ${pythonLiteral(v, indent + 1)}`).join(',\n')}\n${end}}`;
}
