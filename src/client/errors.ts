/**
 * The client's one error type. `status` is the HTTP status (0 when no response arrived); `code` is the
 * server's stable code when it sent one, otherwise one of the client's own codes below.
 */
export class ApiClientError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** Seconds the server asked us to wait (from `Retry-After`), when it did. */
    readonly retryAfter: number | null = null,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'ApiClientError';
  }
}

export const ClientErrorCodes = {
  NETWORK_ERROR: 'NETWORK_ERROR',
  INVALID_RESPONSE: 'INVALID_RESPONSE',
  HTTP_ERROR: 'HTTP_ERROR',
  DOWNLOAD_FAILED: 'DOWNLOAD_FAILED',
  SHA256_MISMATCH: 'SHA256_MISMATCH',
  SIZE_MISMATCH: 'SIZE_MISMATCH',
  ABORTED: 'ABORTED',
} as const;

/** Codes a server uses for common statuses when its body has none (or is not JSON). */
const DEFAULT_CODES: Record<number, string> = {
  400: 'INVALID_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  429: 'RATE_LIMITED',
};

/** `Retry-After` is either delta-seconds or an HTTP date; returns seconds (>= 0) or null. */
export function parseRetryAfter(value: string | null, now: number = Date.now()): number | null {
  if (value === null || value.trim() === '') return null;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const date = Date.parse(trimmed);
  if (Number.isNaN(date)) return null;
  return Math.max(0, Math.ceil((date - now) / 1000));
}

/** Builds the error for a non-2xx response from its body (JSON `{error, code}` when the server follows the contract). */
export async function errorFromResponse(response: Response, what: string): Promise<ApiClientError> {
  let message = `${what} failed with HTTP ${response.status}`;
  let code = DEFAULT_CODES[response.status] ?? ClientErrorCodes.HTTP_ERROR;
  const text = await response.text().catch(() => '');
  try {
    const body = JSON.parse(text) as { error?: unknown; code?: unknown };
    if (typeof body.error === 'string' && body.error) message = body.error;
    if (typeof body.code === 'string' && body.code) code = body.code;
  } catch {
    // Not JSON (a proxy's HTML page, say): keep the generic message rather than echo arbitrary markup.
  }
  return new ApiClientError(
    response.status,
    code,
    message,
    parseRetryAfter(response.headers.get('retry-after')),
  );
}

/** A URL safe to print: presigned links carry their credential in the query string, so drop it. */
export function redactUrl(url: string): string {
  try {
    const u = new URL(url);
    return `${u.origin}${u.pathname}${u.search ? '?…' : ''}`;
  } catch {
    return '<invalid URL>';
  }
}
