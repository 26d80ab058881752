import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers/server.js';

const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ?? addFormatsModule) as (
  ajv: Ajv2020,
) => Ajv2020;

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ LECTERN_WORKERS: '0' });
});
afterAll(async () => {
  await server?.stop();
});

/** Every `$ref` in the document, as JSON pointers. */
function refsOf(node: unknown, out: string[] = []): string[] {
  if (Array.isArray(node)) node.forEach((n) => refsOf(n, out));
  else if (node && typeof node === 'object') {
    for (const [k, v] of Object.entries(node)) {
      if (k === '$ref' && typeof v === 'string') out.push(v);
      else refsOf(v, out);
    }
  }
  return out;
}

function resolvePointer(doc: unknown, ref: string): unknown {
  return ref
    .replace(/^#\//, '')
    .split('/')
    .map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], doc);
}

describe('GET /openapi.json', () => {
  it('is OpenAPI 3.1 with bearer security and the static export operations of the public API', () => {
    const doc = server.doc as unknown as Record<string, any>;
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(doc.security).toEqual([{ bearerAuth: [] }]);
    const ops = Object.values(doc.paths as Record<string, Record<string, { operationId?: string }>>).flatMap(
      (item) => Object.values(item).map((op) => op.operationId),
    );
    expect(ops).toEqual(
      expect.arrayContaining(['startStaticExportJob', 'getStaticExportJob', 'generateStaticExportBundle']),
    );
    expect(
      doc.paths['/v1/static-export/jobs'].post.responses['202'].content['application/json'].schema,
    ).toEqual({
      $ref: '#/components/schemas/StaticExportJob',
    });
    // Health and link routes need no key.
    expect(doc.paths['/healthz'].get.security).toEqual([]);
    expect(doc.paths['/v1/objects/{key}'].get.security).toEqual([]);
  });

  it('has only resolvable $refs and schemas that compile as JSON Schema 2020-12 in strict mode', () => {
    const doc = server.doc as unknown as Record<string, any>;
    for (const ref of refsOf(doc)) {
      expect(ref.startsWith('#/'), ref).toBe(true);
      expect(resolvePointer(doc, ref), ref).toBeDefined();
    }
    const ajv = new Ajv2020({ strict: true, strictRequired: false, allowUnionTypes: true });
    addFormats(ajv);
    ajv.addKeyword('example');
    for (const [name, schema] of Object.entries(doc.components.schemas as Record<string, object>)) {
      ajv.addSchema({ ...schema, $id: undefined }, `#/components/schemas/${name}`);
    }
    let compiled = 0;
    for (const item of Object.values(doc.paths as Record<string, Record<string, any>>)) {
      for (const op of Object.values(item)) {
        expect(op.responses, 'every operation documents responses').toBeDefined();
        const bodies = [op.requestBody, ...Object.values(op.responses)].filter(Boolean) as Array<{
          content?: Record<string, { schema: object }>;
        }>;
        for (const body of bodies) {
          for (const media of Object.values(body.content ?? {})) {
            // Inline the document's components so refs resolve inside this standalone compile.
            const schema = { ...media.schema, $defs: undefined };
            const text = JSON.stringify(schema).replace(/"#\/components\/schemas\/([^"]+)"/g, '"#/$defs/$1"');
            ajv.compile({ ...JSON.parse(text), $defs: doc.components.schemas });
            compiled++;
          }
        }
      }
    }
    expect(compiled).toBeGreaterThan(10);
  });

  it('lists on every operation the errors any request can get (parser refusals, 500) in the Error shape', () => {
    const doc = server.doc as unknown as Record<string, any>;
    let operations = 0;
    for (const [path, item] of Object.entries(doc.paths as Record<string, Record<string, any>>)) {
      for (const [method, op] of Object.entries(item)) {
        for (const status of ['400', '408', '431', '500']) {
          expect(
            op.responses[status]?.content?.['application/json']?.schema,
            `${method} ${path} ${status}`,
          ).toEqual({ $ref: '#/components/schemas/Error' });
        }
        operations++;
      }
    }
    expect(operations).toBeGreaterThan(5);
  });
});

describe('health and readiness', () => {
  it('GET /healthz and /readyz answer 200 without a key', async () => {
    const health = await server.client.request('GET', '/healthz');
    expect(health.status).toBe(200);
    expect(health.json).toEqual({ status: 'ok' });
    const ready = await server.client.request('GET', '/readyz');
    expect(ready.status).toBe(200);
    expect(ready.json).toEqual({ status: 'ok', checks: { database: 'ok', store: 'ok' } });
  });

  it('GET /readyz answers 503 JSON when the database is gone, and other requests a bare 500', async () => {
    const other = await startTestServer({ LECTERN_WORKERS: '0' });
    try {
      const org = await other.services.tenancy.createOrg({ name: 'o', plan: 'enterprise' });
      const { key } = await other.services.tenancy.createKey({ orgId: org.id });
      await other.services.db.close();
      const ready = await other.client.request('GET', '/readyz');
      expect(ready.status).toBe(503);
      expect(ready.json).toMatchObject({
        status: 'unavailable',
        code: 'NOT_READY',
        checks: { database: 'error', store: 'ok' },
      });
      // A well-formed key needs the database: the request fails with a 500 that carries no details.
      const job = await other.client.request('GET', '/v1/static-export/jobs/se_0000000000000000', { key });
      expect(job.status).toBe(500);
      expect(job.json).toEqual({ error: 'internal error', code: 'INTERNAL' });
    } finally {
      await other.app.close();
    }
  });
});

describe('the response validator used by every e2e test', () => {
  it('rejects what the served document does not allow', () => {
    const v = server.client.validator!;
    const job = {
      jobId: 'se_1',
      status: 'queued',
      progress: 0,
      pageCount: 0,
      createdAt: new Date().toISOString(),
      updatedAt: new Date().toISOString(),
      error: null,
    };
    const ok = {
      method: 'GET',
      url: '/v1/static-export/jobs/se_1',
      status: 200,
      contentType: 'application/json; charset=utf-8',
      body: JSON.stringify(job),
    };
    expect(v.check(ok)).toEqual([]);
    expect(v.check({ ...ok, body: JSON.stringify({ ...job, status: 'done' }) })).not.toEqual([]);
    expect(v.check({ ...ok, body: JSON.stringify({ ...job, progress: 101 }) })).not.toEqual([]);
    expect(v.check({ ...ok, body: JSON.stringify({ ...job, createdAt: 'yesterday' }) })).not.toEqual([]);
    expect(v.check({ ...ok, status: 418 })).not.toEqual([]);
    expect(v.check({ ...ok, contentType: 'text/html' })).not.toEqual([]);
    expect(v.check({ ...ok, status: 404, body: JSON.stringify({ error: 'x' }) })).not.toEqual([]);
    expect(v.check({ ...ok, url: '/unknown', status: 200 })).not.toEqual([]);
    expect(
      v.check({
        ...ok,
        url: '/unknown',
        status: 404,
        body: JSON.stringify({ error: 'no', code: 'NOT_FOUND' }),
      }),
    ).toEqual([]);
    expect(v.templateFor('/v1/static-export/jobs/se_1/bundle')).toBe('/v1/static-export/jobs/{jobId}/bundle');
    expect(v.templateFor('/v1/objects/exports/se_1/bundle.tar.gz')).toBe('/v1/objects/{key}');
  });
});
