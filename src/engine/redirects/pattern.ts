/**
 * The one reader of Mintlify's redirect pattern syntax, shared by the engine (which translates rules to the
 * hosts' `_redirects`) and `lectern serve` (which applies `redirects.json`), so both read a rule the same way.
 *
 * A source is split on `/` (empty segments ignored) into tokens:
 * - `:name` matches one segment, `:name*` zero or more, `:name+` one or more, a bare `*` zero or more
 *   (captured as `*`);
 * - a segment with one `*` inside it (`concepts-*`, Mintlify's partial wildcard) matches one segment with that
 *   prefix and suffix, capturing the middle as `*`;
 * - anything else is a literal segment (compared after percent-decoding).
 *
 * A destination is text with `:name` (optionally followed by `*` or `+`) and `*` substituted from the captures.
 *
 * `redirectTarget` is the one matcher too: `lectern serve` answers requests with it, and the engine resolves
 * links written against redirect sources with it, so a link lands where a reader following it would.
 */
export type RedirectToken =
  | { kind: 'literal'; text: string; value: string }
  | { kind: 'param'; text: string; name: string; repeat: '' | '*' | '+' }
  | { kind: 'partial'; text: string; prefix: string; suffix: string };

export type DestinationPart =
  | { kind: 'text'; text: string }
  | { kind: 'param'; text: string; name: string }
  | { kind: 'wildcard'; text: '*' };

/** The capture name of a bare `*` and of a partial wildcard. */
export const WILDCARD = '*';

const PARAM_SEGMENT = /^:([A-Za-z_][A-Za-z0-9_]*)([*+]?)$/;
const DESTINATION_TOKEN = /:([A-Za-z_][A-Za-z0-9_]*)[*+]?|\*/g;

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

export function parseRedirectSource(source: string): RedirectToken[] {
  return source
    .split('/')
    .filter(Boolean)
    .map((text): RedirectToken => {
      if (text === '*') return { kind: 'param', text, name: WILDCARD, repeat: '*' };
      const m = PARAM_SEGMENT.exec(text);
      if (m) return { kind: 'param', text, name: m[1], repeat: m[2] as '' | '*' | '+' };
      const star = text.indexOf('*');
      if (star !== -1 && star === text.lastIndexOf('*'))
        return {
          kind: 'partial',
          text,
          prefix: safeDecode(text.slice(0, star)),
          suffix: safeDecode(text.slice(star + 1)),
        };
      return { kind: 'literal', text, value: safeDecode(text) };
    });
}

export function parseRedirectDestination(destination: string): DestinationPart[] {
  const parts: DestinationPart[] = [];
  let last = 0;
  for (const m of destination.matchAll(DESTINATION_TOKEN)) {
    if (m.index > last) parts.push({ kind: 'text', text: destination.slice(last, m.index) });
    parts.push(
      m[1] === undefined ? { kind: 'wildcard', text: '*' } : { kind: 'param', text: m[0], name: m[1] },
    );
    last = m.index + m[0].length;
  }
  if (last < destination.length) parts.push({ kind: 'text', text: destination.slice(last) });
  return parts;
}

/** True when the source has no placeholder or wildcard: it matches exactly one path. */
export function isExactRedirectSource(source: string): boolean {
  return parseRedirectSource(source).every((t) => t.kind === 'literal');
}

/** A rule read once: its source's tokens and its destination's parts. */
export interface RedirectPattern {
  tokens: RedirectToken[];
  destination: DestinationPart[];
  /** The destination as written (a trailing slash there is kept). */
  rawDestination: string;
}

export function compileRedirect(source: string, destination: string): RedirectPattern {
  return {
    tokens: parseRedirectSource(source),
    destination: parseRedirectDestination(destination),
    rawDestination: destination,
  };
}

/** What each placeholder captured when `segments` (decoded, non-empty) match the source; null otherwise. */
export function matchRedirectSource(
  tokens: RedirectToken[],
  segments: string[],
): Map<string, string[]> | null {
  const params = new Map<string, string[]>();
  const walk = (ti: number, si: number): boolean => {
    if (ti === tokens.length) return si === segments.length;
    const token = tokens[ti];
    if (token.kind === 'literal')
      return si < segments.length && segments[si] === token.value && walk(ti + 1, si + 1);
    if (token.kind === 'partial') {
      const segment = segments[si];
      const { prefix, suffix } = token;
      if (
        segment === undefined ||
        segment.length < prefix.length + suffix.length ||
        !segment.startsWith(prefix) ||
        !segment.endsWith(suffix)
      )
        return false;
      params.set(WILDCARD, [segment.slice(prefix.length, segment.length - suffix.length)]);
      return walk(ti + 1, si + 1);
    }
    if (token.repeat === '') {
      if (si >= segments.length) return false;
      params.set(token.name, [segments[si]]);
      return walk(ti + 1, si + 1);
    }
    // Greedy, backing off so later literals can still match.
    const min = token.repeat === '+' ? 1 : 0;
    for (let end = segments.length; end >= si + min; end--) {
      params.set(token.name, segments.slice(si, end));
      if (walk(ti + 1, end)) return true;
    }
    return false;
  };
  return walk(0, 0) ? params : null;
}

/**
 * Where `segments` (the decoded, non-empty segments of a path) are sent by the rule, or null when its source
 * does not match them: the destination with each capture's segments percent-encoded and joined by `/` (a
 * placeholder nothing captured stays as written). A destination on the site comes back as a path with one
 * leading slash, no empty segments, and no trailing slash unless the rule writes one; no query is added.
 */
export function redirectTarget(rule: RedirectPattern, segments: string[]): string | null {
  const params = matchRedirectSource(rule.tokens, segments);
  if (!params) return null;
  const encode = (parts: string[]) => parts.map((p) => encodeURIComponent(p)).join('/');
  let location = rule.destination
    .map((part) => {
      if (part.kind === 'text') return part.text;
      if (part.kind === 'wildcard') return encode(params.get(WILDCARD) ?? []);
      const captured = params.get(part.name);
      return captured ? encode(captured) : part.text;
    })
    .join('');
  if (!/^https?:\/\//i.test(location)) {
    // Never emit `//host` (a protocol-relative URL would leave the site).
    location = '/' + location.replace(/^\/+/, '').replace(/\/{2,}/g, '/');
    // `/articles/:slug*` with nothing captured is `/articles`, not `/articles/`.
    if (!rule.rawDestination.endsWith('/') && location.length > 1) location = location.replace(/\/+$/, '');
  }
  return location;
}
