/** Finding the OpenAPI files of a docs folder that no configuration names (discover.ts). */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { discoverSpecs, DISCOVERY_LIMITS } from './discover.js';
import { findOperation } from './index.js';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'lectern-openapi-discover-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const spec = (summary: string, extra: Record<string, unknown> = {}) =>
  JSON.stringify({
    openapi: '3.0.3',
    info: { title: summary, version: '1' },
    paths: { '/items': { post: { summary, responses: { '200': { description: 'OK' } } } } },
    ...extra,
  });

function folder(name: string, files: Record<string, string>): string {
  const dir = path.join(root, name);
  for (const [rel, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    fs.writeFileSync(path.join(dir, rel), text);
  }
  return dir;
}

describe('discoverSpecs', () => {
  it('finds OpenAPI and Swagger documents, JSON and YAML, at any depth, in path order', () => {
    const dir = folder('kinds', {
      'b.json': spec('B'),
      'api/v2/spec.yaml': 'openapi: 3.1.0\ninfo:\n  title: Y\n  version: "1"\npaths: {}\n',
      'legacy/swagger.yml': 'swagger: 2.0\ninfo:\n  title: S\n  version: "1"\npaths: {}\n',
      // Keys sorted alphabetically put the version after everything else.
      'sorted.json': JSON.stringify({ components: {}, info: { title: 'S', version: '1' }, openapi: '3.0.0' }),
      'a.json': spec('A'),
    });
    expect(discoverSpecs(dir)).toEqual({
      files: ['a.json', 'api/v2/spec.yaml', 'b.json', 'legacy/swagger.yml', 'sorted.json'],
      tooLarge: [],
      truncated: false,
    });
  });

  it('ignores other JSON and YAML, dependencies and dot-folders', () => {
    const dir = folder('others', {
      'docs.json': JSON.stringify({ name: 'X', api: { openapi: 'spec.json' } }),
      'orval.config.json': JSON.stringify({ openapi: { input: 'x' } }),
      'data.yaml': 'items:\n  - openapi: 3.0.0\n',
      'asyncapi.yaml': 'asyncapi: 2.6.0\ninfo:\n  title: A\n  version: "1"\n',
      'broken.json': '{"openapi": "3.0.0", ',
      'notes.md': 'openapi: 3.0.0\n',
      'node_modules/pkg/openapi.json': spec('dep'),
      'sub/node_modules/pkg/openapi.json': spec('dep'),
      '.github/openapi.json': spec('hidden'),
      '.spec.json': spec('hidden'),
      'real.json': spec('real'),
    });
    expect(discoverSpecs(dir).files).toEqual(['real.json']);
  });

  it('reads a linked file inside the folder, never one outside it, and does not enter linked folders', () => {
    const outside = folder('outside', { 'secret.json': spec('outside') });
    const dir = folder('links', { 'specs/inner.json': spec('inner') });
    fs.symlinkSync(path.join(outside, 'secret.json'), path.join(dir, 'leak.json'));
    fs.symlinkSync(path.join(dir, 'specs', 'inner.json'), path.join(dir, 'alias.json'));
    fs.symlinkSync(outside, path.join(dir, 'outside-dir'));
    fs.symlinkSync(dir, path.join(dir, 'specs', 'loop'));
    expect(discoverSpecs(dir).files).toEqual(['alias.json', 'specs/inner.json']);
    // The outside file is not even looked at: it is no candidate, too large or not.
    const tiny = discoverSpecs(dir, { ...DISCOVERY_LIMITS, maxBytes: 20 });
    expect(tiny.tooLarge).toEqual(['alias.json', 'specs/inner.json']);
  });

  it('skips files over the size limit and stops at the file limit, and says so', () => {
    const dir = folder('limits', { 'a.json': spec('A'), 'b.json': spec('B'), 'c.json': spec('C') });
    fs.writeFileSync(path.join(dir, 'data.json'), JSON.stringify({ rows: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] }));
    const big = discoverSpecs(dir, { ...DISCOVERY_LIMITS, maxBytes: 20 });
    // A large file that does not start like a spec is not worth a word.
    expect(big).toEqual({ files: [], tooLarge: ['a.json', 'b.json', 'c.json'], truncated: false });
    fs.rmSync(path.join(dir, 'data.json'));
    const many = discoverSpecs(dir, { ...DISCOVERY_LIMITS, maxFiles: 2 });
    expect(many).toEqual({ files: ['a.json', 'b.json'], tooLarge: [], truncated: true });
    expect(discoverSpecs(dir, { ...DISCOVERY_LIMITS, maxEntries: 1 }).truncated).toBe(true);
  });
});

describe('findOperation with discovered documents', () => {
  const dir = folder('find', { 'named.json': JSON.stringify({ openapi: '3.0.3', paths: {} }) });

  it('asks for them only when the named documents do not hold the operation, and takes the first', () => {
    let asked = 0;
    const discovered = () => {
      asked++;
      return ['a.json', 'b.json'];
    };
    fs.writeFileSync(path.join(dir, 'a.json'), spec('A'));
    fs.writeFileSync(path.join(dir, 'b.json'), spec('B'));
    expect(findOperation('named.json POST /items', { srcDir: dir, discovered })).toBeNull();
    expect(asked).toBe(0);
    const found = findOperation('POST /items', { srcDir: dir, defaultSpecs: ['named.json'], discovered });
    expect(found?.file).toBe('a.json');
    expect(asked).toBe(1);
    expect(findOperation('POST /items', { srcDir: dir, defaultSpecs: ['b.json'], discovered })?.file).toBe(
      'b.json',
    );
    expect(asked).toBe(1);
  });

  it('names a few of the documents searched when the operation is in none', () => {
    const problems: string[] = [];
    const names = ['a.json', 'b.json', 'named.json', '/a.json', 'missing.json'];
    fs.writeFileSync(path.join(dir, 'c.json'), spec('C'));
    findOperation('GET /nope', {
      srcDir: dir,
      defaultSpecs: names,
      discovered: () => ['c.json'],
      onProblem: (p) => problems.push(`${p.code} ${p.message}`),
    });
    expect(problems).toEqual([
      'OPENAPI_OPERATION_NOT_FOUND operation "GET /nope" was not found in a.json, b.json, named.json and 1 other OpenAPI document',
    ]);
  });

  it('leaves a page silent when a remote document, never loaded, may hold the operation', () => {
    const problems: string[] = [];
    const onProblem = (p: { code: string; message: string }) => problems.push(p.code);
    const remote = 'https://example.com/openapi.json';
    expect(
      findOperation('GET /nope', { srcDir: dir, defaultSpecs: [remote, 'a.json'], onProblem }),
    ).toBeNull();
    expect(problems).toEqual([]);
    // The page's own reference to a URL is its own problem.
    findOperation(`${remote} GET /nope`, { srcDir: dir, onProblem });
    expect(problems).toEqual(['OPENAPI_SPEC_REMOTE']);
  });
});
