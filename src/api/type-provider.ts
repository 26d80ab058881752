import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyPluginAsync,
  FastifyPluginOptions,
  FastifyTypeProvider,
  RawServerDefault,
} from 'fastify';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Static, TSchema } from '@sinclair/typebox';

/**
 * Request and reply types inferred from `@sinclair/typebox` 0.34 schemas. (@fastify/type-provider-typebox 6
 * infers from the newer `typebox` 1.x package, whose types 0.34 schemas do not match.)
 */
export interface TypeBoxProvider extends FastifyTypeProvider {
  validator: this['schema'] extends TSchema ? Static<this['schema']> : unknown;
  serializer: this['schema'] extends TSchema ? Static<this['schema']> : unknown;
}

export type App = FastifyInstance<
  RawServerDefault,
  IncomingMessage,
  ServerResponse,
  FastifyBaseLogger,
  TypeBoxProvider
>;

/** A route module: an async Fastify plugin whose schemas type its handlers. */
export type ApiPlugin<Options extends FastifyPluginOptions = Record<never, never>> = FastifyPluginAsync<
  Options,
  RawServerDefault,
  TypeBoxProvider
>;
