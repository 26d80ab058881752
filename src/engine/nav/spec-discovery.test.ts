/** The navigation's side of OpenAPI files no configuration names: when the folder is searched, in which order. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { loadSiteConfig } from '../config/index.js';
import { DISCOVERY_LIMITS } from '../openapi/index.js';
import { buildNav, SpecCache } from './index.js';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'lectern-nav-discovery-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const spec = (opPath: string) =>
  JSON.stringify({ openapi: '3.0.3', paths: { [opPath]: { get: { responses: { '200': {} } } } } });

function site(name: string, files: Record<string, string>, api?: unknown): string {
  const dir = path.join(root, name);
  const pages = Object.keys(files)
    .filter((f) => f.endsWith('.mdx'))
    .map((f) => f.replace(/\.mdx$/, ''));
  const all = {
    ...files,
    'docs.json': JSON.stringify({ name: 'X', ...(api ? { api } : {}), navigation: { pages } }),
  };
  for (const [file, text] of Object.entries(all)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

const page = (ref: string) => `---\ntitle: P\nopenapi: "${ref}"\n---\n`;

function nav(dir: string, specs = new SpecCache(dir)) {
  return { ...buildNav(loadSiteConfig(dir), dir, specs), specs };
}

describe('OpenAPI files no configuration names', () => {
  test('are searched only when a page needs them, and come after the configured ones', () => {
    const files = { 'a.mdx': page('GET /a'), 'named.json': spec('/a'), 'other.json': spec('/b') };
    const resolved = nav(site('resolved', files, { openapi: 'named.json' }));
    expect(resolved.specs.discovery).toBeNull();
    expect(resolved.openapiFiles).toEqual(['named.json']);

    const needed = nav(site('needed', { ...files, 'b.mdx': page('GET /b') }, { openapi: 'named.json' }));
    expect(needed.specs.discovery).not.toBeNull();
    expect(needed.openapiFiles).toEqual(['named.json', 'other.json']);
    // A reference naming its file searches nothing else.
    const own = nav(site('own', { 'a.mdx': page('named.json GET /b'), 'named.json': spec('/a') }));
    expect(own.specs.discovery).toBeNull();
  });

  test('are searched for a reference naming a spec by its name, and a name several have is one warning', () => {
    // Untitled pages take the summary of the operation found: the spec it was found in.
    const untitled = (ref: string) => `---\nopenapi: "${ref}"\n---\n`;
    const titled = (opPath: string, summary: string) =>
      JSON.stringify({ openapi: '3.0.3', paths: { [opPath]: { get: { summary, responses: {} } } } });
    const files = {
      'a.mdx': untitled('v2 get /a'),
      'b.mdx': untitled('openapi GET /b'),
      'c.mdx': untitled('openapi GET /b'),
      'restapi/versions/v1.json': titled('/a', 'From v1'),
      'restapi/versions/v2.json': titled('/a', 'From v2'),
      'old/openapi.json': titled('/b', 'From old'),
      'new/openapi.yaml': titled('/b', 'From new'),
    };
    const named = nav(site('by-name', files));
    expect(named.specs.discovery).not.toBeNull();
    expect(named.openapiFiles).toEqual([
      'new/openapi.yaml',
      'old/openapi.json',
      'restapi/versions/v1.json',
      'restapi/versions/v2.json',
    ]);
    expect(named.pages.map((p) => p.title)).toEqual(['From v2', 'From new', 'From new']);
    expect(named.diagnostics).toEqual([
      {
        severity: 'warning',
        code: 'OPENAPI_SPEC_AMBIGUOUS',
        message:
          'openapi: "openapi" names 2 OpenAPI files (new/openapi.yaml, old/openapi.json): new/openapi.yaml is used, the first holding the operation; write the file\'s path to choose',
        file: 'b.mdx',
      },
    ]);
  });

  test('a search cut short by its limits is a warning', () => {
    const dir = site('limited', { 'a.mdx': page('GET /a'), 'big.json': spec('/a') });
    const limited = nav(dir, new SpecCache(dir, { ...DISCOVERY_LIMITS, maxBytes: 10 }));
    expect(limited.diagnostics).toEqual([
      {
        severity: 'warning',
        code: 'OPENAPI_DISCOVERY_LIMIT',
        message:
          "the search for OpenAPI files that docs.json does not name skipped big.json (over 10 bytes): name the file in the page's openapi: frontmatter",
      },
    ]);
  });

  test('an api.openapi file that cannot be used is reported once', () => {
    const dir = site(
      'unusable',
      { 'a.mdx': page('GET /a'), 'b.mdx': page('GET /b') },
      {
        openapi: ['missing.json', 'https://example.com/openapi.json'],
      },
    );
    expect(nav(dir).diagnostics.map((d) => `${d.file} ${d.code} ${d.message}`)).toEqual([
      'docs.json OPENAPI_SPEC_NOT_FOUND api.openapi "missing.json" is missing, outside the docs folder or not a valid OpenAPI document',
      expect.stringMatching(
        /^docs\.json OPENAPI_SPEC_REMOTE api\.openapi "https:\/\/example\.com\/openapi\.json" is a URL and was not loaded/,
      ),
    ]);
  });
});
