import { assertRemoteAllowed } from '../git/index.js';
import { ForgeError, type ForgeErrorCode } from './errors.js';
import type { ForgeOptions } from './types.js';

export interface ForgeRequest {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT';
  url: string;
  headers: Record<string, string>;
  body?: unknown;
  token: string;
  allowPrivateSources?: boolean;
  timeoutMs?: number;
  signal?: AbortSignal;
}

/** A JSON request to one forge API: method, path below its base, and body. */
export type ForgeCall = <T>(method: ForgeRequest['method'], path: string, body?: unknown) => Promise<T>;

/** The client of one forge API base: every request carries `headers` and the options' token, rules and limits. */
export function forgeClient(base: string, headers: Record<string, string>, opts: ForgeOptions): ForgeCall {
  return (method, path, body) =>
    forgeRequest({
      method,
      url: base + path,
      headers,
      body,
      token: opts.token,
      allowPrivateSources: opts.allowPrivateSources,
      timeoutMs: opts.timeoutMs,
      signal: opts.signal,
    });
}

/** Sends one JSON request to a forge API and returns the parsed body; non-2xx becomes a ForgeError. */
export async function forgeRequest<T>(req: ForgeRequest): Promise<T> {
  await assertRemoteAllowed(req.url, req.allowPrivateSources).catch((err: Error) => {
    throw new ForgeError('FORGE_CONFIG', `forge API URL rejected: ${err.message}`);
  });
  const timeout = AbortSignal.timeout(req.timeoutMs ?? 30_000);
  const signal = req.signal ? AbortSignal.any([req.signal, timeout]) : timeout;
  let res: Response;
  try {
    res = await fetch(req.url, {
      method: req.method,
      headers: {
        Accept: 'application/json',
        'User-Agent': 'lectern-agent',
        ...(req.body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...req.headers,
      },
      body: req.body === undefined ? undefined : JSON.stringify(req.body),
      // A redirect could carry the token's header to another host.
      redirect: 'error',
      signal,
    });
  } catch (err) {
    const reason = timeout.aborted
      ? 'timed out'
      : req.signal?.aborted
        ? 'was aborted'
        : `failed (${(err as Error).message})`;
    throw new ForgeError(
      'FORGE_UNAVAILABLE',
      redact(`forge request ${req.method} ${pathOf(req.url)} ${reason}`, req.token),
    );
  }
  const text = await res.text();
  let data: unknown = null;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    data = null;
  }
  if (!res.ok) {
    const message = redact(forgeMessage(data) ?? (text.slice(0, 300) || res.statusText), req.token);
    throw new ForgeError(codeFor(res.status), `forge returned ${res.status}: ${message}`, res.status);
  }
  if (data === null)
    throw new ForgeError(
      'FORGE_BAD_RESPONSE',
      `forge returned a non-JSON ${res.status} response`,
      res.status,
    );
  return data as T;
}

function codeFor(status: number): ForgeErrorCode {
  if (status === 401 || status === 403) return 'FORGE_AUTH';
  if (status === 404) return 'FORGE_NOT_FOUND';
  if (status >= 500) return 'FORGE_UNAVAILABLE';
  return 'FORGE_REJECTED';
}

/**
 * The human explanation in a forge error body: GitHub `{message, errors: [{message}]}`, GitLab
 * `{message: string | string[] | {field: [..]}}` or `{error}`, Gitea `{message}`.
 */
export function forgeMessage(data: unknown): string | null {
  if (!data || typeof data !== 'object') return null;
  const d = data as { message?: unknown; error?: unknown; errors?: unknown };
  const parts: string[] = [];
  const add = (v: unknown): void => {
    if (typeof v === 'string') parts.push(v);
    else if (Array.isArray(v)) v.forEach(add);
    else if (v && typeof v === 'object') {
      const m = (v as { message?: unknown }).message;
      if (typeof m === 'string') parts.push(m);
      else for (const [k, val] of Object.entries(v)) parts.push(`${k} ${[val].flat().join(', ')}`);
    }
  };
  add(d.message);
  add(d.error);
  add(d.errors);
  return parts.length ? parts.join('; ').slice(0, 1000) : null;
}

function pathOf(url: string): string {
  try {
    return new URL(url).pathname;
  } catch {
    return '';
  }
}

function redact(text: string, token: string): string {
  return token ? text.split(token).join('***') : text;
}
