/**
 * Process wiring: services (database, tenancy, job queue, object store, rate limiter, logger), the
 * API server with in-process workers, and worker-only processes. Used by `lectern server` and `lectern worker`.
 */
export { createServices, sqlitePathFor, type CreateServicesOptions, type Services } from './services.js';
export { createLogger, redactUrl } from './logger.js';
export {
  jobHandlers,
  startServer,
  startWorkers,
  type RunningServer,
  type RunningWorkers,
  type StartOptions,
} from './start.js';
