import { ApiClientError, ClientErrorCodes, errorFromResponse } from './errors.js';

export interface RetryPolicy {
  /** Attempts after the first one. */
  maxRetries: number;
  /** First backoff delay; doubles each attempt, with jitter. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** A `Retry-After` longer than this is not waited out: the error is thrown instead. */
  maxRetryAfterSeconds: number;
}

export const DEFAULT_RETRY: RetryPolicy = {
  maxRetries: 4,
  baseDelayMs: 250,
  maxDelayMs: 8_000,
  maxRetryAfterSeconds: 120,
};

export interface RequestSpec {
  method: 'GET' | 'POST' | 'DELETE';
  url: string;
  headers: Record<string, string>;
  body?: string;
  /** Whether repeating the request after a lost response is harmless (GET, or POST with an Idempotency-Key). */
  idempotent: boolean;
  /** For messages: "start static export". */
  what: string;
  signal?: AbortSignal;
}

export type FetchLike = typeof fetch;

export const sleep = (ms: number, signal?: AbortSignal): Promise<void> =>
  new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(abortError());
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(abortError());
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });

function abortError(): ApiClientError {
  return new ApiClientError(0, ClientErrorCodes.ABORTED, 'request aborted');
}

export function backoffDelay(policy: RetryPolicy, attempt: number): number {
  const exp = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** attempt);
  // Full jitter keeps many clients that failed together from retrying together.
  return Math.round(exp / 2 + Math.random() * (exp / 2));
}

/**
 * Sends one API request with retries: 429 is always retried (the server refused it, so repeating is safe),
 * honouring `Retry-After`; network errors and 5xx only when the request is idempotent.
 */
export async function sendWithRetry(
  fetchImpl: FetchLike,
  spec: RequestSpec,
  policy: RetryPolicy,
): Promise<Response> {
  for (let attempt = 0; ; attempt++) {
    const last = attempt >= policy.maxRetries;
    let response: Response;
    try {
      response = await fetchImpl(spec.url, {
        method: spec.method,
        headers: spec.headers,
        body: spec.body,
        signal: spec.signal,
      });
    } catch (err) {
      if (spec.signal?.aborted) throw abortError();
      if (!spec.idempotent || last) {
        throw new ApiClientError(
          0,
          ClientErrorCodes.NETWORK_ERROR,
          `${spec.what}: ${networkMessage(err)}`,
          null,
          { cause: err },
        );
      }
      await sleep(backoffDelay(policy, attempt), spec.signal);
      continue;
    }
    if (response.ok) return response;
    const error = await errorFromResponse(response, spec.what);
    if (last) throw error;
    if (response.status === 429) {
      const wait = error.retryAfter;
      if (wait !== null && wait > policy.maxRetryAfterSeconds) throw error;
      await sleep(wait !== null ? wait * 1000 : backoffDelay(policy, attempt), spec.signal);
      continue;
    }
    if (response.status >= 500 && spec.idempotent) {
      await sleep(backoffDelay(policy, attempt), spec.signal);
      continue;
    }
    throw error;
  }
}

function networkMessage(err: unknown): string {
  const cause = (err as { cause?: { code?: string; message?: string } })?.cause;
  if (cause?.code) return `cannot reach the server (${cause.code})`;
  return `cannot reach the server (${err instanceof Error ? err.message : String(err)})`;
}

export async function readJson<T>(response: Response, what: string): Promise<T> {
  const text = await response.text();
  try {
    return JSON.parse(text) as T;
  } catch (err) {
    throw new ApiClientError(
      response.status,
      ClientErrorCodes.INVALID_RESPONSE,
      `${what}: the server's response is not JSON`,
      null,
      { cause: err },
    );
  }
}
