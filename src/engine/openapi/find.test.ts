/** References naming their spec by its name (`v1 GET /users`), as Mintlify's troubleshooting page writes them. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findOperation, namesSpec, specPaths, type FindOptions } from './find.js';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'lectern-openapi-find-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const spec = (opPath: string) =>
  JSON.stringify({ openapi: '3.0.3', paths: { [opPath]: { get: { responses: { '200': {} } } } } });

function folder(name: string, files: Record<string, string>): string {
  const dir = path.join(root, name);
  for (const [rel, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    fs.writeFileSync(path.join(dir, rel), text);
  }
  return dir;
}

/** findOperation with problems and ambiguities collected as text. */
function find(value: string, opts: FindOptions) {
  const said: string[] = [];
  const found = findOperation(value, {
    ...opts,
    onProblem: (p) => said.push(`${p.code} ${p.message}`),
    onAmbiguous: (name, files, used) => said.push(`ambiguous ${name}: ${files.join(' ')} -> ${used}`),
  });
  return { file: found?.file ?? null, said };
}

describe('namesSpec', () => {
  it('compares a name to the base name without extension, or a path without extension', () => {
    expect(namesSpec('v2', 'restapi/versions/v2.json')).toBe(true);
    expect(namesSpec('v3-openapi', 'v3-openapi.yaml')).toBe(true);
    expect(namesSpec('/v2', 'v2.yml')).toBe(true);
    expect(namesSpec('versions/v2', 'restapi/versions/v2.json')).toBe(false);
    expect(namesSpec('restapi/versions/v2', 'restapi/versions/v2.json')).toBe(true);
    expect(namesSpec('v2', 'v2-beta.json')).toBe(false);
    expect(namesSpec('V2', 'v2.json')).toBe(false);
    // A name with an extension is a path, never a name.
    expect(namesSpec('v2.json', 'specs/v2.json')).toBe(false);
  });
});

describe('a reference naming its spec without the path', () => {
  const dir = folder('named', {
    'restapi/versions/v1.json': spec('/datasets'),
    'restapi/versions/v2.json': spec('/datasets'),
    'openapi.yml': spec('/other'),
    'v3-openapi.yaml': spec('/api/v1/runs/{runId}'),
  });

  it('finds a configured spec by name, without searching the folder', () => {
    let asked = 0;
    const discovered = () => {
      asked++;
      return [];
    };
    const ref = 'v3-openapi GET /api/v1/runs/{runId}';
    const found = find(ref, { srcDir: dir, defaultSpecs: ['openapi.yml', 'v3-openapi.yaml'], discovered });
    expect(found).toEqual({ file: 'v3-openapi.yaml', said: [] });
    expect(asked).toBe(0);
  });

  it("finds a spec nothing configures, with the method in either case, and only that name's", () => {
    const discovered = () => ['openapi.yml', 'restapi/versions/v1.json', 'restapi/versions/v2.json'];
    for (const ref of ['v2 GET /datasets', 'v2 get /datasets'])
      expect(find(ref, { srcDir: dir, discovered })).toEqual({ file: 'restapi/versions/v2.json', said: [] });
    expect(find('v1 GET /datasets', { srcDir: dir, discovered }).file).toBe('restapi/versions/v1.json');
  });

  it('keeps paths working, with or without a leading slash', () => {
    expect(find('/restapi/versions/v1.json GET /datasets', { srcDir: dir }).file).toBe(
      '/restapi/versions/v1.json',
    );
    expect(find('restapi/versions/v2 GET /datasets', { srcDir: dir, defaultSpecs: [] }).file).toBeNull();
    const discovered = () => ['restapi/versions/v2.json'];
    expect(find('restapi/versions/v2 GET /datasets', { srcDir: dir, discovered }).file).toBe(
      'restapi/versions/v2.json',
    );
  });

  it('reports a name that no spec has as a missing document, and a missing operation as such', () => {
    const discovered = () => ['openapi.yml', 'restapi/versions/v2.json'];
    expect(find('v9 GET /datasets', { srcDir: dir, discovered }).said).toEqual([
      'OPENAPI_SPEC_NOT_FOUND OpenAPI document "v9" was not found: no file has that path, and no OpenAPI file in the docs folder has that name',
    ]);
    expect(find('v2 GET /nope', { srcDir: dir, discovered }).said).toEqual([
      'OPENAPI_OPERATION_NOT_FOUND operation "GET /nope" was not found in restapi/versions/v2.json',
    ]);
    // A path with an extension is not a name: its absence is the document's.
    expect(find('specs/v2.json GET /datasets', { srcDir: dir, discovered }).said).toEqual([
      'OPENAPI_SPEC_NOT_FOUND OpenAPI document "specs/v2.json" was not found',
    ]);
  });

  it('takes the first of several specs with the name that holds the operation, and says so', () => {
    const shared = folder('shared', {
      'a/openapi.json': spec('/only-in-a'),
      'b/openapi.yaml': spec('/only-in-b'),
      'c/openapi.json': spec('/only-in-b'),
    });
    const discovered = () => ['a/openapi.json', 'b/openapi.yaml', 'c/openapi.json'];
    expect(find('openapi GET /only-in-b', { srcDir: shared, discovered })).toEqual({
      file: 'b/openapi.yaml',
      said: ['ambiguous openapi: a/openapi.json b/openapi.yaml c/openapi.json -> b/openapi.yaml'],
    });
    // A configured spec with the name comes first; the folder is then not searched at all.
    expect(
      find('openapi GET /only-in-b', { srcDir: shared, defaultSpecs: ['c/openapi.json'], discovered }),
    ).toEqual({ file: 'c/openapi.json', said: [] });
  });
});

describe('a spec file written from the page’s folder', () => {
  const dir = folder('relative', {
    'en/api/endpoints/relayer-api.json': spec('/rpc/GetChainID'),
    'en/api/analytics-api.json': spec('/rpc/AverageDAU'),
    'en/api/endpoints/root-too.json': spec('/beside'),
    'root-too.json': spec('/at-root'),
    'only-root.json': spec('/only-root'),
    'outside.json': spec('/x'),
  });
  const page = 'en/api/endpoints/get-chain-id.mdx';

  it('lists where a file is looked for: the page’s folder, then the root for a bare file name', () => {
    expect(specPaths('./relayer-api.json', page)).toEqual(['en/api/endpoints/relayer-api.json']);
    expect(specPaths('../analytics-api.json', page)).toEqual(['en/api/analytics-api.json']);
    expect(specPaths('relayer-api.json', page)).toEqual([
      'en/api/endpoints/relayer-api.json',
      'relayer-api.json',
    ]);
    expect(specPaths('specs/v1.yaml', page)).toEqual(['en/api/endpoints/specs/v1.yaml', 'specs/v1.yaml']);
    // Root-relative paths, names, URLs, and any file without a page are as written.
    expect(specPaths('/relayer-api.json', page)).toEqual(['/relayer-api.json']);
    expect(specPaths('relayer-api', page)).toEqual(['relayer-api']);
    expect(specPaths('https://acme.dev/openapi.json', page)).toEqual(['https://acme.dev/openapi.json']);
    expect(specPaths('./relayer-api.json')).toEqual(['./relayer-api.json']);
    // A page at the root: its folder is the root.
    expect(specPaths('./openapi.json', 'index.mdx')).toEqual(['openapi.json']);
    expect(specPaths('openapi.json', 'index.mdx')).toEqual(['openapi.json']);
    expect(specPaths('../../../../x.json', page)).toEqual(['../x.json']);
  });

  it('finds a spec beside the page, or in a parent folder, with or without ./', () => {
    for (const ref of ['./relayer-api.json', 'relayer-api.json'])
      expect(find(`${ref} GET /rpc/GetChainID`, { srcDir: dir, page }).file).toBe(
        'en/api/endpoints/relayer-api.json',
      );
    expect(find('../analytics-api.json GET /rpc/AverageDAU', { srcDir: dir, page })).toEqual({
      file: 'en/api/analytics-api.json',
      said: [],
    });
  });

  it('falls back to the root for a bare file name only, and prefers the file beside the page', () => {
    expect(find('only-root.json GET /only-root', { srcDir: dir, page })).toEqual({
      file: 'only-root.json',
      said: [],
    });
    expect(find('root-too.json GET /beside', { srcDir: dir, page }).file).toBe(
      'en/api/endpoints/root-too.json',
    );
    // The page's copy lacks the operation: the root's is read next.
    expect(find('root-too.json GET /at-root', { srcDir: dir, page }).file).toBe('root-too.json');
    expect(find('/root-too.json GET /at-root', { srcDir: dir, page }).file).toBe('/root-too.json');
    expect(find('./only-root.json GET /only-root', { srcDir: dir, page }).said).toEqual([
      'OPENAPI_SPEC_NOT_FOUND OpenAPI document "./only-root.json" was not found (looked for en/api/endpoints/only-root.json)',
    ]);
    expect(find('nowhere.json GET /x', { srcDir: dir, page }).said).toEqual([
      'OPENAPI_SPEC_NOT_FOUND OpenAPI document "nowhere.json" was not found (looked for en/api/endpoints/nowhere.json and nowhere.json)',
    ]);
    expect(find('root-too.json GET /nope', { srcDir: dir, page }).said).toEqual([
      'OPENAPI_OPERATION_NOT_FOUND operation "GET /nope" was not found in en/api/endpoints/root-too.json, root-too.json',
    ]);
  });

  it('keeps paths inside the docs folder', () => {
    // `outside.json` exists beside the folder the build reads: it is never looked at.
    const inner = path.join(dir, 'en');
    expect(find('../../../outside.json GET /x', { srcDir: inner, page: 'api/endpoints/p.mdx' })).toEqual({
      file: null,
      said: ['OPENAPI_SPEC_OUTSIDE OpenAPI document "../../../outside.json" is outside the docs folder'],
    });
    expect(find('../outside.json GET /x', { srcDir: inner, page: 'p.mdx' }).said).toEqual([
      'OPENAPI_SPEC_OUTSIDE OpenAPI document "../outside.json" is outside the docs folder',
    ]);
    // A link beside the page to a file outside is refused as the loader refuses any.
    fs.symlinkSync(path.join(dir, 'outside.json'), path.join(inner, 'api/endpoints/linked.json'));
    expect(find('./linked.json GET /x', { srcDir: inner, page: 'api/endpoints/p.mdx' }).said).toEqual([
      'OPENAPI_SPEC_OUTSIDE OpenAPI document "api/endpoints/linked.json" is outside the source folder',
    ]);
  });

  it('leaves names and root-relative references as they were', () => {
    const discovered = () => ['en/api/endpoints/relayer-api.json'];
    expect(find('relayer-api GET /rpc/GetChainID', { srcDir: dir, page, discovered }).file).toBe(
      'en/api/endpoints/relayer-api.json',
    );
    expect(find('/en/api/analytics-api.json GET /rpc/AverageDAU', { srcDir: dir, page }).file).toBe(
      '/en/api/analytics-api.json',
    );
  });
});
