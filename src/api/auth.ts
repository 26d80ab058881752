import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { Principal } from '../tenancy/index.js';
import type { Services } from '../server/services.js';
import { ApiError, ErrorCodes } from './errors.js';

export type Scope = 'read' | 'write';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the authentication hook on every route that is not `config: { public: true }`. */
    principal: Principal;
  }
  interface FastifyContextConfig {
    /** No bearer key needed (health, OpenAPI, signed object links). */
    public?: boolean;
    /** Scope the route needs; by default read for GET/HEAD and write for everything else. */
    scope?: Scope;
  }
}

const REALM = 'Bearer realm="lectern"';

function unauthorized(message: string, tokenPresented: boolean): ApiError {
  const challenge = tokenPresented ? `${REALM}, error="invalid_token"` : REALM;
  return new ApiError(401, ErrorCodes.UNAUTHORIZED, message, { 'WWW-Authenticate': challenge });
}

function isPrincipal(value: unknown): value is Principal {
  return (
    !!value &&
    typeof value === 'object' &&
    typeof (value as Principal).orgId === 'string' &&
    'scopes' in value
  );
}

/** Why a key was refused, in words a key holder can act on; never says whether another key exists. */
function failureMessage(failure: unknown): string {
  const reason = String(
    (failure as { reason?: unknown; code?: unknown })?.reason ?? (failure as { code?: unknown })?.code ?? '',
  ).toLowerCase();
  if (reason.includes('expired')) return 'admin key has expired';
  if (reason.includes('revoked')) return 'admin key has been revoked';
  if (reason.includes('malformed') || reason.includes('checksum') || reason.includes('format'))
    return 'malformed admin key';
  return 'invalid admin key';
}

/** Reads the bearer key, authenticates it and applies the per-key rate limit. */
export async function authenticateRequest(
  services: Services,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<Principal> {
  const header = request.headers.authorization;
  if (!header)
    throw unauthorized('missing Authorization header; send "Authorization: Bearer <admin key>"', false);
  const match = /^Bearer[ \t]+([^\s]+)[ \t]*$/i.exec(header);
  if (!match) throw unauthorized('malformed Authorization header; expected "Bearer <admin key>"', false);
  const result = await services.tenancy.authenticate(match[1]);
  if (!isPrincipal(result)) throw unauthorized(failureMessage(result), true);

  const limit = services.config.rateLimitPerMinute;
  if (limit > 0) {
    // Batched: at most one shared write per few requests (see `hitBatched` for the bound it keeps).
    const verdict = await services.rateLimiter.hitBatched(`key:${result.keyId}`, limit, 60);
    if (!verdict.allowed) {
      const retryAfter = String(Math.max(1, Math.ceil(verdict.retryAfterSeconds)));
      reply.header('RateLimit-Policy', `${limit};w=60`);
      throw new ApiError(
        429,
        ErrorCodes.RATE_LIMITED,
        `rate limit of ${limit} requests per minute exceeded`,
        {
          'Retry-After': retryAfter,
        },
      );
    }
  }
  request.principal = result;
  return result;
}

export function assertScope(principal: Principal, scope: Scope): void {
  if (!principal.scopes.has(scope)) {
    throw new ApiError(403, ErrorCodes.FORBIDDEN, `this admin key lacks the ${scope} scope`);
  }
}

function scopeFor(request: FastifyRequest): Scope {
  const configured = request.routeOptions.config?.scope;
  if (configured) return configured;
  return request.method === 'GET' || request.method === 'HEAD' ? 'read' : 'write';
}

/**
 * Authenticates every route except public ones and unknown URLs (those get a 404 without a key).
 * Runs as `onRequest`, so 401/403 come before body parsing and validation.
 */
export function registerAuthentication(app: FastifyInstance, services: Services): void {
  app.decorateRequest('principal', null as unknown as Principal);
  app.addHook('onRequest', async (request, reply) => {
    if (request.is404 || request.routeOptions.config?.public) return;
    const principal = await authenticateRequest(services, request, reply);
    assertScope(principal, scopeFor(request));
  });
}

/**
 * Route hook for explicit checks (usable as `onRequest` or `preHandler`). The global hook has already
 * authenticated the request; this adds a scope requirement beyond the method's default.
 */
export function requireScope(scope: Scope): onRequestAsyncHookHandler {
  return async (request) => {
    if (!request.principal)
      throw unauthorized('missing Authorization header; send "Authorization: Bearer <admin key>"', false);
    assertScope(request.principal, scope);
  };
}

/** Route hook: the key's organization must be on `plan` (static export needs Enterprise). */
export function requirePlan(plan: Principal['plan'], feature: string): onRequestAsyncHookHandler {
  return async (request) => {
    if (request.principal?.plan !== plan) {
      throw new ApiError(403, ErrorCodes.PLAN_REQUIRED, `${feature} requires the ${plan} plan`);
    }
  };
}

/** Keys limited to projects see only those projects; everything else reads as "does not exist". */
export function canSeeProject(principal: Principal, projectId: string | null | undefined): boolean {
  if (principal.projectIds === null) return true;
  return !!projectId && principal.projectIds.includes(projectId);
}
