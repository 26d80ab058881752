/** A request target, checked and split: what the static handler looks up. */
export interface ParsedTarget {
  /** Decoded, non-empty path segments. */
  segments: string[];
  trailingSlash: boolean;
  /** `?...` as received, or ''. */
  query: string;
}

export type TargetResult = { ok: true; target: ParsedTarget } | { ok: false; reason: string };

/**
 * Refuses what could step outside the site or confuse a lookup: encoded slashes and backslashes, NUL,
 * `.` and `..` segments (raw or percent-encoded), and malformed escapes.
 */
export function parseTarget(url: string | undefined): TargetResult {
  if (!url || !url.startsWith('/')) return { ok: false, reason: 'request target must be a path' };
  const q = url.indexOf('?');
  const rawPath = q === -1 ? url : url.slice(0, q);
  const query = q === -1 ? '' : url.slice(q);
  if (/%(2f|5c|00)/i.test(rawPath) || rawPath.includes('\\') || rawPath.includes('\0')) {
    return { ok: false, reason: 'encoded separators are not allowed' };
  }
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return { ok: false, reason: 'malformed percent-encoding' };
  }
  if (decoded.includes('\0') || decoded.includes('\\'))
    return { ok: false, reason: 'invalid character in path' };
  const parts = decoded.split('/');
  if (parts.some((p) => p === '.' || p === '..'))
    return { ok: false, reason: 'dot segments are not allowed' };
  const segments = parts.filter((p) => p !== '');
  return {
    ok: true,
    target: { segments, trailingSlash: decoded.length > 1 && decoded.endsWith('/'), query },
  };
}

/** A safe `Location` for a path on this site: segments re-encoded, exactly one leading slash. */
export function sitePath(segments: string[], trailingSlash: boolean, query: string): string {
  const joined = segments.map((s) => encodeURIComponent(s)).join('/');
  return `/${joined}${trailingSlash && joined ? '/' : ''}${query}`;
}
