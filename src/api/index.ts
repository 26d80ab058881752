/**
 * The admin HTTP API (Fastify): authentication, errors, OpenAPI, static export routes, local bundle links.
 * Route modules elsewhere (src/api/agent) use `ApiError`, `requireScope` and the shared schemas from here.
 */
export { buildApp, type BuildAppOptions } from './app.js';
export type { ApiPlugin, App, TypeBoxProvider } from './type-provider.js';
export { ApiError, ErrorCodes, toErrorResponse, type ErrorBody } from './errors.js';
export { assertScope, canSeeProject, requirePlan, requireScope, type Scope } from './auth.js';
export { ErrorSchema, errorResponses, ref } from './schemas.js';
