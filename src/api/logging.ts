/** Query parameters that carry link signatures or credentials; their values never reach a log line. */
const SECRET_QUERY = /([?&](?:signature|x-amz-signature|x-amz-credential|x-amz-security-token)=)[^&#]*/gi;

export function redactUrl(url: string | undefined): string | undefined {
  return url?.replace(SECRET_QUERY, '$1[redacted]');
}

interface RequestLike {
  method?: string;
  url?: string;
  ip?: string;
  routeOptions?: { url?: string };
}

/**
 * How a request appears in logs: method, route, redacted URL and client address. No headers (so never
 * `Authorization`), no bodies, and link signatures masked.
 */
export function requestSerializer(req: RequestLike): Record<string, unknown> {
  return { method: req.method, url: redactUrl(req.url), route: req.routeOptions?.url, remoteAddress: req.ip };
}
