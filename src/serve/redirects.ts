import { compileRedirect, redirectTarget, type RedirectPattern } from '../engine/redirects/index.js';

/**
 * The site's redirects (`redirects.json` in the bundle, from the docs config). A source is a path pattern,
 * read and matched by the engine's `redirects` folder, whose matcher also resolves links while building:
 * `:name` matches one segment, `:name*` zero or more, `:name+` one or more, a bare `*` any number of
 * segments, and `prefix-*` one segment starting with `prefix-`. The destination may use the same
 * placeholders (`*` is what the bare or partial wildcard captured).
 * `permanent` (default true) gives 308, false 307; an explicit `statusCode` (301, 302, 303, 307, 308) wins.
 */
export interface RedirectRule {
  source: string;
  destination: string;
  permanent?: boolean;
  statusCode?: number;
}

interface CompiledRule extends RedirectPattern {
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
      this.#rules.push({ ...compileRedirect(rule.source, rule.destination), status });
    }
  }

  get size(): number {
    return this.#rules.length;
  }

  /** `segments` are the decoded, non-empty segments of the request path. */
  match(segments: string[], query: string): RedirectMatch | null {
    for (const rule of this.#rules) {
      const location = redirectTarget(rule, segments);
      if (location !== null)
        return {
          status: rule.status,
          location: query && !location.includes('?') ? location + query : location,
        };
    }
    return null;
  }
}
