/**
 * Navigation fixtures: each folder under fixtures/ holds a docs.json (or mint.json) and the expected
 * normalised result in expected.json. Pages named in the config get a stub .mdx unless the folder has the
 * file itself or lists the page in absent.json. Adding a case is adding a folder; UPDATE_FIXTURES=1 rewrites
 * expected.json (review the diff).
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { loadSiteConfig } from '../config/index.js';
import { EngineError } from '../errors.js';
import { FIXTURES, fixtureNames, fixtureTmpRoot, prepareFixture } from './fixtures.test-support.js';
import { buildNav } from './index.js';

const tmpRoot = fixtureTmpRoot();
afterAll(() => fs.rmSync(tmpRoot, { recursive: true, force: true }));
const prepare = (name: string) => prepareFixture(name, tmpRoot);

function run(dir: string): unknown {
  try {
    const loaded = loadSiteConfig(dir);
    const nav = buildNav(loaded, dir);
    const warnings = loaded.checker.warnings.map((d) => `${d.severity} ${d.code}: ${d.message}`);
    return {
      tree: nav.tree,
      pages: nav.pages.map((p) => ({
        path: p.path,
        file: p.file,
        title: p.title,
        sectionIds: p.sectionIds,
        breadcrumb: p.breadcrumb,
        hidden: p.hidden,
        ...(p.searchable ? { searchable: true } : {}),
        ...(p.url ? { url: p.url, noindex: p.noindex } : {}),
        ...(p.generated ? { generated: p.generated.spec } : {}),
        ...(p.prev ? { prev: p.prev.path } : {}),
        ...(p.next ? { next: p.next.path } : {}),
      })),
      diagnostics: nav.diagnostics.map((d) => `${d.severity} ${d.code}: ${d.message}`),
      ...(warnings.length ? { configWarnings: warnings } : {}),
    };
  } catch (err) {
    if (err instanceof EngineError) return { error: { code: err.code, message: err.message } };
    throw err;
  }
}

describe('navigation fixtures', () => {
  const cases = fixtureNames();
  test('there are fixtures', () => expect(cases.length).toBeGreaterThan(10));
  for (const name of cases) {
    test(name, () => {
      const actual = JSON.parse(JSON.stringify(run(prepare(name))));
      const expectedFile = path.join(FIXTURES, name, 'expected.json');
      if (process.env.UPDATE_FIXTURES) fs.writeFileSync(expectedFile, `${JSON.stringify(actual, null, 2)}\n`);
      expect(actual).toEqual(JSON.parse(fs.readFileSync(expectedFile, 'utf8')));
    });
  }
});
