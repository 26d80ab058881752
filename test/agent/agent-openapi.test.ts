import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/index.js';
import { startServer, type RunningServer } from '../../src/server/index.js';
import { CORPUS_DIR } from '../support/shared.js';

/**
 * Clients written against the public admin API description must work with Lectern unchanged: every agent
 * operation there is served here with the same path and method, the same required request fields, at least
 * its response status codes, and an AgentJob with the same property names.
 */
const PUBLIC = path.join(CORPUS_DIR, 'admin-openapi.json');

/**
 * The description comes with the shared inputs beside the repository. Without them this file is skipped
 * with one loud line, except in CI (LECTERN_TEST_REQUIRE_POSTGRES=1, set by `.ci/run`), where it fails.
 */
const HAVE_PUBLIC = fs.existsSync(PUBLIC);
const IN_CI = process.env.LECTERN_TEST_REQUIRE_POSTGRES === '1';
if (!HAVE_PUBLIC && !IN_CI)
  console.warn(
    `!!! ${PUBLIC} is missing: SKIPPING the comparison with the public admin API. Put the shared inputs ` +
      'beside the repository (or set LECTERN_SHARED_DIR), or set LECTERN_TEST_REQUIRE_POSTGRES=1 to fail instead.',
  );

type Doc = { paths: Record<string, Record<string, any>>; components?: { schemas?: Record<string, any> } };

/** Follows local `$ref`s (`#/components/...`) until it reaches a schema. */
function deref(doc: Doc, node: any): any {
  let out = node;
  while (out && typeof out.$ref === 'string') {
    out = out.$ref
      .replace(/^#\//, '')
      .split('/')
      .reduce((n: any, part: string) => n?.[part.replace(/~1/g, '/').replace(/~0/g, '~')], doc);
  }
  return out;
}

const jsonSchema = (doc: Doc, holder: any) =>
  deref(doc, deref(doc, holder)?.content?.['application/json']?.schema);

describe.skipIf(!HAVE_PUBLIC && !IN_CI)('the served OpenAPI document against the public admin API', () => {
  let server: RunningServer;
  let dataDir: string;
  let served: Doc;
  let pub: Doc;

  beforeAll(async () => {
    if (!HAVE_PUBLIC)
      throw new Error(`${PUBLIC} is missing; CI needs the shared inputs beside the repository`);
    dataDir = await fsp.mkdtemp(path.join(os.tmpdir(), 'lectern-openapi-'));
    const config = loadConfig({
      LECTERN_DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      LECTERN_WORKERS: '0',
    });
    server = await startServer(config, { handleSignals: false, log: pino({ level: 'silent' }) });
    served = (await (await fetch(`${server.url}/openapi.json`)).json()) as Doc;
    pub = JSON.parse(await fsp.readFile(PUBLIC, 'utf8')) as Doc;
  });
  afterAll(async () => {
    await server?.close();
    await fsp.rm(dataDir, { recursive: true, force: true });
  });

  /** The public agent operations Lectern implements: the current (v2) ones; v1 is deprecated there. */
  const publicAgentOps = () =>
    Object.entries(pub.paths)
      .filter(([p]) => p.startsWith('/v2/agent/'))
      .flatMap(([p, item]) => Object.entries(item).map(([method, op]) => ({ path: p, method, op })));

  it('serves every public agent operation at the same path and method', () => {
    const ops = publicAgentOps();
    expect(ops.map((o) => `${o.method.toUpperCase()} ${o.path}`).sort()).toEqual([
      'GET /v2/agent/{projectId}/job/{id}',
      'POST /v2/agent/{projectId}/job',
      'POST /v2/agent/{projectId}/job/{id}/message',
    ]);
    for (const { path: p, method } of ops) expect(served.paths[p]?.[method], `${method} ${p}`).toBeDefined();
  });

  it('asks for the same required request fields, path parameters included', () => {
    for (const { path: p, method, op } of publicAgentOps()) {
      const ours = served.paths[p][method];
      const wanted = jsonSchema(pub, op.requestBody);
      const have = jsonSchema(served, ours.requestBody);
      expect([...(have?.required ?? [])].sort(), `${method} ${p}`).toEqual(
        [...(wanted?.required ?? [])].sort(),
      );
      for (const field of Object.keys(wanted?.properties ?? {}))
        expect(have?.properties?.[field], `${method} ${p} ${field}`).toBeDefined();
      const params = (o: any) =>
        (o.parameters ?? [])
          .filter((x: any) => x.in === 'path' && x.required)
          .map((x: any) => x.name)
          .sort();
      expect(params(ours), `${method} ${p}`).toEqual(params(op));
    }
  });

  it('answers with at least the public status codes, and the AgentJob where the public API has one', () => {
    const checked = { jobs: 0, errors: 0 };
    for (const { path: p, method, op } of publicAgentOps()) {
      const ours = served.paths[p][method].responses;
      for (const [status, response] of Object.entries(op.responses as Record<string, any>)) {
        const where = `${method} ${p} ${status}`;
        expect(ours[status], where).toBeDefined();
        const wanted = jsonSchema(pub, response);
        const have = jsonSchema(served, ours[status]);
        if (status.startsWith('2')) {
          expect(Object.keys(have.properties).sort(), where).toEqual(Object.keys(wanted.properties).sort());
          checked.jobs += 1;
        } else {
          expect(have.properties.error?.type, where).toBe('string');
          expect(have.required ?? [], where).toContain('error');
          checked.errors += 1;
        }
      }
    }
    // create 201, get 200, message 200; create 400/429, get 404, message 400/404/429.
    expect(checked).toEqual({ jobs: 3, errors: 6 });
  });

  it('has the AgentJob properties of the public schema, with the same types and nullability', () => {
    const wanted = pub.components!.schemas!.AgentJob;
    const op = served.paths['/v2/agent/{projectId}/job/{id}'].get;
    const have = jsonSchema(served, op.responses['200']);
    expect(Object.keys(have.properties).sort()).toEqual(Object.keys(wanted.properties).sort());
    expect(Object.keys(have.properties.source.properties).sort()).toEqual(
      Object.keys(wanted.properties.source.properties).sort(),
    );
    const types = (s: any): string[] =>
      (s.anyOf ?? s.oneOf ?? [s])
        .map((x: any) => x.type)
        .concat(s.nullable ? ['null'] : [])
        .filter(Boolean)
        .sort();
    for (const [name, schema] of Object.entries(wanted.properties as Record<string, any>)) {
      expect(types(have.properties[name]), name).toEqual(types(schema));
    }
    expect(have.properties.status.enum).toEqual(wanted.properties.status.enum);
  });
});
