import { pino, type DestinationStream, type Logger } from 'pino';
import { requestSerializer } from '../api/logging.js';

export { redactUrl } from '../api/logging.js';

/**
 * The process logger. Requests are logged by method, redacted URL and route only: no headers (so no
 * Authorization), no bodies; link signatures are masked. The redact paths are a second fence in case a
 * caller logs a header object by hand.
 */
export function createLogger(opts: { level?: string; destination?: DestinationStream } = {}): Logger {
  return pino(
    {
      level: opts.level ?? 'info',
      redact: {
        paths: [
          'authorization',
          'headers.authorization',
          'req.headers.authorization',
          '*.headers.authorization',
          'apiKey',
          'token',
          'forgeToken',
        ],
        censor: '[redacted]',
      },
      serializers: {
        req: requestSerializer,
        err: pino.stdSerializers.err,
      },
    },
    opts.destination,
  );
}
