import { Type } from '@sinclair/typebox';
import type { ApiPlugin } from '../type-provider.js';
import { LocalObjectStore, type ObjectStore } from '../../storage/index.js';
import type { Services } from '../../server/services.js';
import { ApiError, ErrorCodes } from '../errors.js';
import { etagMatches, parseRange } from '../range.js';
import { errorResponses } from '../schemas.js';

export function usesLocalLinks(store: ObjectStore): store is LocalObjectStore {
  return store instanceof LocalObjectStore;
}

function quoted(etag: string): string {
  return etag.startsWith('"') || etag.startsWith('W/') ? etag : `"${etag}"`;
}

function contentTypeFor(key: string): string {
  return /\.(tar\.gz|tgz|gz)$/i.test(key) ? 'application/gzip' : 'application/octet-stream';
}

const binary = (description: string) => ({
  description,
  content: { 'application/gzip': { schema: { type: 'string', contentMediaType: 'application/gzip' } } },
});

/**
 * Presigned links of the local object store, served by the API itself. Authorized by the link's HMAC
 * signature alone (no bearer key), so a link can be handed to `curl`, a Helm chart or a CDN.
 */
export const objectRoutes: ApiPlugin<{ services: Services }> = async (app, { services }) => {
  // Read per request: the server may swap in a store with the real link base once it knows its port.
  const store = () => services.store as LocalObjectStore;

  app.route({
    method: ['GET', 'HEAD'],
    url: '/v1/objects/*',
    config: { public: true },
    schema: {
      tags: ['static-export'],
      summary: 'Download an object through a presigned link',
      description:
        'The `bundleUrl` of the local object store. Supports `HEAD`, `Range` (206, 416) and `If-None-Match` (304). ' +
        'Expired or altered links get 403.',
      security: [],
      querystring: Type.Object({
        expires: Type.Optional(Type.String({ description: 'Expiry of the link, Unix seconds.' })),
        signature: Type.Optional(Type.String({ description: 'HMAC of method, path and expiry, hex.' })),
      }),
      response: {
        200: binary('The whole object.'),
        206: binary('The requested byte range.'),
        304: { description: 'Not modified (If-None-Match matched the ETag).', type: 'null' },
        ...errorResponses(403, 404, 416),
      },
    },
    handler: async (request, reply) => {
      const path = request.url.split('?')[0];
      const query = request.query as Record<string, string | undefined>;
      // A HEAD is a GET without the body: a link signed for GET serves both.
      const verdict = store().verifyLink('GET', path, query);
      if (!verdict.ok) {
        throw verdict.reason === 'expired'
          ? new ApiError(403, ErrorCodes.LINK_EXPIRED, 'this link has expired; generate a new bundle link')
          : new ApiError(403, ErrorCodes.LINK_INVALID, 'this link is not valid (altered or malformed)');
      }
      const info = await store().head(verdict.key);
      if (!info) throw new ApiError(404, ErrorCodes.NOT_FOUND, 'object not found');

      const etag = quoted(info.etag);
      reply
        .header('ETag', etag)
        .header('Last-Modified', info.lastModified.toUTCString())
        .header('Accept-Ranges', 'bytes')
        .header('Cache-Control', 'private, no-cache')
        .header(
          'Content-Disposition',
          `attachment; filename="${verdict.key.split('/').pop() ?? 'bundle.tar.gz'}"`,
        );
      if (etagMatches(request.headers['if-none-match'], etag)) return reply.code(304).send();

      // If-Range with a different validator means "the object changed: send all of it".
      const ifRange = request.headers['if-range'];
      const range = ifRange && ifRange !== etag ? null : parseRange(request.headers.range, info.size);
      if (range === 'unsatisfiable') {
        reply.header('Content-Range', `bytes */${info.size}`);
        throw new ApiError(
          416,
          ErrorCodes.RANGE_NOT_SATISFIABLE,
          `range not satisfiable; the object has ${info.size} bytes`,
        );
      }
      const length = range ? range.end - range.start + 1 : info.size;
      reply.type(contentTypeFor(verdict.key)).header('Content-Length', String(length));
      if (range) reply.code(206).header('Content-Range', `bytes ${range.start}-${range.end}/${info.size}`);
      if (request.method === 'HEAD') return reply.send();
      const body = await store().get(verdict.key, range ? { start: range.start, end: range.end } : undefined);
      return reply.send(body);
    },
  });
};
