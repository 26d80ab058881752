import {
  parseRedirectDestination,
  parseRedirectSource,
  WILDCARD,
  type DestinationPart,
  type RedirectToken,
} from '../engine/redirects/index.js';

/**
 * The site's redirects (`redirects.json` in the bundle, from the docs config). A source is a path pattern,
 * read by the engine's `parseRedirectSource`: `:name` matches one segment, `:name*` zero or more, `:name+`
 * one or more, a bare `*` any number of segments, and `prefix-*` one segment starting with `prefix-`. The
 * destination may use the same placeholders (`*` is what the bare or partial wildcard captured).
 * `permanent` (default true) gives 308, false 307; an explicit `statusCode` (301, 302, 303, 307, 308) wins.
 */
export interface RedirectRule {
  source: string;
  destination: string;
  permanent?: boolean;
  statusCode?: number;
}

interface CompiledRule {
  tokens: RedirectToken[];
  destination: DestinationPart[];
  /** The destination as written (a trailing slash there is kept). */
  rawDestination: string;
  status: number;
}

export interface RedirectMatch {
  status: number;
  location: string;
}

const STATUSES = new Set([301, 302, 303, 307, 308]);

export class Redirects {
  readonly #rules: CompiledRule[] = [];

  /** Rules that are malformed are skipped and reported through `onInvalid` (the site still serves). */
  constructor(rules: unknown, onInvalid: (message: string) => void = () => {}) {
    const list = Array.isArray(rules)
      ? rules
      : Array.isArray((rules as { redirects?: unknown })?.redirects)
        ? (rules as { redirects: unknown[] }).redirects
        : [];
    for (const [i, raw] of list.entries()) {
      const rule = raw as Partial<RedirectRule>;
      if (
        typeof rule?.source !== 'string' ||
        typeof rule.destination !== 'string' ||
        !rule.source.startsWith('/')
      ) {
        onInvalid(`redirect #${i + 1} needs a source starting with "/" and a destination`);
        continue;
      }
      const status =
        typeof rule.statusCode === 'number' && STATUSES.has(rule.statusCode)
          ? rule.statusCode
          : rule.permanent === false
            ? 307
            : 308;
      this.#rules.push({
        tokens: parseRedirectSource(rule.source),
        destination: parseRedirectDestination(rule.destination),
        rawDestination: rule.destination,
        status,
      });
    }
  }

  get size(): number {
    return this.#rules.length;
  }

  /** `segments` are the decoded, non-empty segments of the request path. */
  match(segments: string[], query: string): RedirectMatch | null {
    for (const rule of this.#rules) {
      const params = matchTokens(rule.tokens, segments);
      if (params) return { status: rule.status, location: buildLocation(rule, params, query) };
    }
    return null;
  }
}

function matchTokens(tokens: RedirectToken[], segments: string[]): Map<string, string[]> | null {
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

function buildLocation(rule: CompiledRule, params: Map<string, string[]>, query: string): string {
  const encode = (parts: string[]) => parts.map((p) => encodeURIComponent(p)).join('/');
  let location = rule.destination
    .map((part) => {
      if (part.kind === 'text') return part.text;
      if (part.kind === 'wildcard') return encode(params.get(WILDCARD) ?? []);
      const captured = params.get(part.name);
      return captured ? encode(captured) : part.text;
    })
    .join('');
  const external = /^https?:\/\//i.test(location);
  if (!external) {
    // Never emit `//host` (a protocol-relative URL would leave the site).
    location = '/' + location.replace(/^\/+/, '').replace(/\/{2,}/g, '/');
    // `/articles/:slug*` with nothing captured is `/articles`, not `/articles/`.
    if (!rule.rawDestination.endsWith('/') && location.length > 1) location = location.replace(/\/+$/, '');
  }
  if (query && !location.includes('?')) location += query;
  return location;
}
