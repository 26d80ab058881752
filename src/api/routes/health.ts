import { sql } from 'kysely';
import type { ApiPlugin } from '../type-provider.js';
import type { Services } from '../../server/services.js';
import { HealthResponse, ReadyResponse, errorResponses, response } from '../schemas.js';

const CHECK_TIMEOUT_MS = 3000;

/** Resolves 'ok' or 'error'; a check that hangs counts as an error rather than hanging the probe. */
async function check(run: () => Promise<unknown>): Promise<'ok' | 'error'> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'error'>((resolve) => {
    timer = setTimeout(() => resolve('error'), CHECK_TIMEOUT_MS);
  });
  try {
    return await Promise.race([run().then(() => 'ok' as const), timeout]);
  } catch {
    return 'error';
  } finally {
    clearTimeout(timer);
  }
}

export const healthRoutes: ApiPlugin<{ services: Services }> = async (app, { services }) => {
  app.get(
    '/healthz',
    {
      config: { public: true },
      schema: {
        tags: ['system'],
        summary: 'Liveness: the process is up',
        security: [],
        response: { 200: response(HealthResponse, 'The process is up.'), ...errorResponses() },
      },
    },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/readyz',
    {
      config: { public: true },
      schema: {
        tags: ['system'],
        summary: 'Readiness: the database and the object store answer',
        security: [],
        response: {
          200: response(ReadyResponse, 'The database and the object store answer.'),
          503: response(ReadyResponse, 'Not ready: a check failed (see `checks`).'),
          ...errorResponses(),
        },
      },
    },
    async (request, reply) => {
      const [database, store] = await Promise.all([
        check(() => sql`select 1`.execute(services.db.kysely)),
        check(() => services.store.ping()),
      ]);
      if (database === 'ok' && store === 'ok') return { status: 'ok' as const, checks: { database, store } };
      request.log.warn({ database, store }, 'not ready');
      return reply
        .code(503)
        .send({ status: 'unavailable', checks: { database, store }, error: 'not ready', code: 'NOT_READY' });
    },
  );
};
