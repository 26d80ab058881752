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
