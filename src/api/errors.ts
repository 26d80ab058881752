import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

/**
 * The one error type of the HTTP layer. Every error response is `{ error, code }` JSON with `status`.
 * Codes are stable: clients may branch on them; messages are for humans and may change.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** Extra response headers (WWW-Authenticate, Retry-After, Allow, ...). */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const ErrorCodes = {
  UNAUTHORIZED: 'UNAUTHORIZED',
  FORBIDDEN: 'FORBIDDEN',
  PLAN_REQUIRED: 'PLAN_REQUIRED',
  INVALID_REQUEST: 'INVALID_REQUEST',
  INVALID_JSON: 'INVALID_JSON',
  UNKNOWN_DOMAIN: 'UNKNOWN_DOMAIN',
  NOT_FOUND: 'NOT_FOUND',
  METHOD_NOT_ALLOWED: 'METHOD_NOT_ALLOWED',
  JOB_NOT_COMPLETED: 'JOB_NOT_COMPLETED',
  JOB_FAILED: 'JOB_FAILED',
  IDEMPOTENCY_KEY_REUSED: 'IDEMPOTENCY_KEY_REUSED',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  HEADERS_TOO_LARGE: 'HEADERS_TOO_LARGE',
  REQUEST_TIMEOUT: 'REQUEST_TIMEOUT',
  UNSUPPORTED_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  RATE_LIMITED: 'RATE_LIMITED',
  LINK_INVALID: 'LINK_INVALID',
  LINK_EXPIRED: 'LINK_EXPIRED',
  RANGE_NOT_SATISFIABLE: 'RANGE_NOT_SATISFIABLE',
  NOT_READY: 'NOT_READY',
  INTERNAL: 'INTERNAL',
} as const;

export interface ErrorBody {
  error: string;
  code: string;
}

/**
 * Headers on every API answer, errors included: answers carry job state and signed links, so no shared
 * caches and no content sniffing. (`Cache-Control` only where a route has not set its own.)
 */
export const SAFETY_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Cache-Control': 'no-store',
} as const;

/** Fastify's own client-side error codes, mapped to ours. Anything not listed and not 4xx is a 500. */
const FASTIFY_CODES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: ErrorCodes.INVALID_JSON,
  FST_ERR_CTP_EMPTY_JSON_BODY: ErrorCodes.INVALID_JSON,
  FST_ERR_CTP_BODY_TOO_LARGE: ErrorCodes.PAYLOAD_TOO_LARGE,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: ErrorCodes.UNSUPPORTED_MEDIA_TYPE,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: ErrorCodes.INVALID_REQUEST,
  FST_ERR_BAD_URL: ErrorCodes.INVALID_REQUEST,
  FST_ERR_MAX_PARAM_LENGTH: ErrorCodes.INVALID_REQUEST,
  FST_ERR_VALIDATION: ErrorCodes.INVALID_REQUEST,
};

/**
 * Statuses that differ from Fastify's: it answers an over-long path parameter with 414, which the served
 * document does not list; it is an invalid parameter like any other (the schemas' own maxLength gives 400
 * below the router's cap).
 */
const FASTIFY_STATUS: Record<string, number> = {
  FST_ERR_MAX_PARAM_LENGTH: 400,
};

const READABLE: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'request body is not valid JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'request body is empty but Content-Type is application/json',
  FST_ERR_CTP_BODY_TOO_LARGE: 'request body is too large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupported Content-Type; send application/json',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'request body size does not match Content-Length',
  FST_ERR_BAD_URL: 'malformed URL',
  FST_ERR_MAX_PARAM_LENGTH: 'URL parameter too long',
};

/** Turns any thrown value into a status, headers and a safe body; never leaks internals for 5xx. */
export function toErrorResponse(err: unknown): {
  status: number;
  body: ErrorBody;
  headers: Record<string, string>;
  internal: boolean;
} {
  if (err instanceof ApiError) {
    return {
      status: err.status,
      body: { error: err.message, code: err.code },
      headers: err.headers,
      internal: false,
    };
  }
  const e = err as Partial<FastifyError> & { validation?: unknown; validationContext?: string };
  if (e && typeof e === 'object' && e.validation) {
    return {
      status: 400,
      body: { error: e.message || 'invalid request', code: ErrorCodes.INVALID_REQUEST },
      headers: {},
      internal: false,
    };
  }
  const fastifyCode = e && typeof e.code === 'string' ? e.code : '';
  if (fastifyCode in FASTIFY_CODES || (fastifyCode.startsWith('FST_') && isClientStatus(e.statusCode))) {
    const status = FASTIFY_STATUS[fastifyCode] ?? (isClientStatus(e.statusCode) ? e.statusCode : 400);
    const message = READABLE[fastifyCode] ?? e.message ?? 'bad request';
    return {
      status,
      body: { error: message, code: FASTIFY_CODES[fastifyCode] ?? ErrorCodes.INVALID_REQUEST },
      headers: {},
      internal: false,
    };
  }
  return {
    status: 500,
    body: { error: 'internal error', code: ErrorCodes.INTERNAL },
    headers: {},
    internal: true,
  };
}

function isClientStatus(status: unknown): status is number {
  return typeof status === 'number' && status >= 400 && status < 500;
}

export function sendError(request: FastifyRequest, reply: FastifyReply, err: unknown): FastifyReply {
  const { status, body, headers, internal } = toErrorResponse(err);
  if (internal) {
    request.log.error({ err }, 'unexpected error');
  } else if (status >= 500) {
    request.log.error({ code: body.code }, body.error);
  }
  for (const [name, value] of Object.entries(headers)) reply.header(name, value);
  // Also set here because framework errors (bad URLs) are answered outside the app's hooks.
  reply.headers(SAFETY_HEADERS);
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}

export const notFound = (what = 'not found'): ApiError => new ApiError(404, ErrorCodes.NOT_FOUND, what);
export const badRequest = (message: string, code: string = ErrorCodes.INVALID_REQUEST): ApiError =>
  new ApiError(400, code, message);
