import Fastify, { LogController, type FastifyBaseLogger } from 'fastify';
import type { Services } from '../server/services.js';
import { registerAuthentication } from './auth.js';
import { clientErrorHandler } from './client-error.js';
import { ApiError, ErrorCodes, SAFETY_HEADERS, sendError } from './errors.js';
import { requestSerializer } from './logging.js';
import { registerOpenApi } from './openapi.js';
import { sharedSchemas } from './schemas.js';
import { buildValidator } from './validation.js';
import type { App, TypeBoxProvider } from './type-provider.js';
import { healthRoutes } from './routes/health.js';
import { staticExportRoutes } from './routes/static-export.js';
import { objectRoutes, usesLocalLinks } from './routes/objects.js';
import { agentRoutes } from './agent/index.js';

export type { App };

export interface BuildAppOptions {
  /** Largest accepted request body (default 1 MiB). */
  bodyLimit?: number;
  /** Log one line per request (default true). */
  requestLogging?: boolean;
}

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;

/** `/v1/jobs/:id` and `/v1/objects/*` as regular expressions over a request path. */
function patternFor(url: string): RegExp {
  const source = url
    .split('/')
    .map((part) =>
      part.startsWith(':') ? '[^/]+' : part === '*' ? '.*' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('/');
  return new RegExp(`^${source}/?$`);
}

/**
 * The HTTP API. Call `await app.ready()` (or `listen`) before use; routes register asynchronously.
 * Every response that is not a success is `{ error, code }` JSON, whatever went wrong.
 */
export function buildApp(services: Services, opts: BuildAppOptions = {}): App {
  const app = Fastify({
    // Whatever logger the process uses, requests are logged through the safe serializer.
    loggerInstance: services.log.child({}, { serializers: { req: requestSerializer } }) as FastifyBaseLogger,
    logController: new LogController({ disableRequestLogging: opts.requestLogging === false }),
    bodyLimit: opts.bodyLimit ?? 1024 * 1024,
    clientErrorHandler,
    schemaController: { compilersFactory: { buildValidator } },
    frameworkErrors: (err, request, reply) => {
      sendError(request, reply, err);
    },
  }).withTypeProvider<TypeBoxProvider>();

  // An empty body with Content-Type: application/json is treated as no body, since many clients send
  // that header on every POST (the bundle route has no body); anything else goes to the safe default.
  const defaultJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (typeof body === 'string' && body.trim() === '') return done(null, undefined);
    defaultJson(request, body as string, done);
  });

  const routes: Array<{ method: string; pattern: RegExp }> = [];
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods)
      routes.push({ method: String(method).toUpperCase(), pattern: patternFor(route.url) });
  });

  for (const schema of sharedSchemas) app.addSchema(schema);
  registerOpenApi(app);
  registerAuthentication(app, services);

  app.addHook('onSend', async (_request, reply) => {
    for (const [name, value] of Object.entries(SAFETY_HEADERS)) {
      if (name !== 'Cache-Control' || !reply.hasHeader(name)) reply.header(name, value);
    }
  });

  app.setErrorHandler((err, request, reply) => sendError(request, reply, err));
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0];
    const allowed = METHODS.filter((m) => routes.some((r) => r.method === m && r.pattern.test(path)));
    if (allowed.length > 0) {
      return sendError(
        request,
        reply,
        new ApiError(405, ErrorCodes.METHOD_NOT_ALLOWED, `method ${request.method} is not allowed here`, {
          Allow: allowed.join(', '),
        }),
      );
    }
    return sendError(
      request,
      reply,
      new ApiError(404, ErrorCodes.NOT_FOUND, `no route for ${request.method} ${path.slice(0, 200)}`),
    );
  });

  app.register(healthRoutes, { services });
  app.register(staticExportRoutes, { services });
  if (usesLocalLinks(services.store)) app.register(objectRoutes, { services });
  app.register(agentRoutes, { services });
  return app;
}
