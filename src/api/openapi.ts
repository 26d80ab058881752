import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';

const DESCRIPTION = [
  'The admin API of Lectern: static export of a documentation site to a `.tar.gz` bundle, and agent jobs',
  'that edit a documentation repository and open a pull request.',
  '',
  'Authenticate with `Authorization: Bearer lct_...` (an admin key). Keys carry `read` (GET, HEAD) and/or',
  '`write` (everything else) scope and may be limited to projects. Every error body is',
  '`{"error": "...", "code": "..."}`.',
  '',
  'Idempotency: `POST /v1/static-export/jobs` accepts an `Idempotency-Key` header. A retry with the same key',
  'and the same body returns the job created first (202 again). Reusing a key with a different body is',
  'refused with 422 `IDEMPOTENCY_KEY_REUSED`.',
].join('\n');

/**
 * OpenAPI 3.1 generated from the routes' TypeBox schemas. Shared schemas keep their `$id` as their
 * component name, so the document reads like the public static-export OpenAPI file.
 */
export function registerOpenApi(app: FastifyInstance): void {
  app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Lectern Admin API', version: '2.0.0', description: DESCRIPTION },
      components: {
        securitySchemes: {
          bearerAuth: {
            type: 'http',
            scheme: 'bearer',
            description:
              'An admin key (`lct_...`), created with `lectern admin key create`. A server-side secret.',
          },
        },
      },
      security: [{ bearerAuth: [] }],
      tags: [
        { name: 'static-export', description: 'Pre-render a site into a downloadable bundle.' },
        { name: 'agent', description: 'Agent jobs that edit docs and open pull requests.' },
        { name: 'system', description: 'Health, readiness and this document.' },
      ],
    },
    // `/v1/objects/*` reads better, and generates better clients, as `/v1/objects/{key}`.
    transform: ({ schema, url }) => {
      if (!url.endsWith('/*')) return { schema, url };
      const params = {
        type: 'object',
        required: ['key'],
        properties: {
          key: { type: 'string', description: 'The object key, e.g. `exports/se_.../bundle.tar.gz`.' },
        },
      };
      return { schema: { ...schema, params }, url: `${url.slice(0, -2)}/:key` };
    },
    refResolver: {
      buildLocalReference: (json, _baseUri, _fragment, i) =>
        typeof json.$id === 'string' ? json.$id : `def-${i}`,
    },
  });

  let cached: string | null = null;
  app.get('/openapi.json', { schema: { hide: true }, config: { public: true } }, async (_request, reply) => {
    cached ??= JSON.stringify(app.swagger());
    return reply.type('application/json; charset=utf-8').send(cached);
  });
}
