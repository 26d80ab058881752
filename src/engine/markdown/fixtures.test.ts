/**
 * Fixture tests, remark-gfm style: each folder in `fixtures/` holds `input.mdx`, the expected
 * `output.html` and `result.json` (title, description, toc, needs, diagnostics). Snippets a fixture imports
 * live in its own `snippets/` folder. An optional `settings.json` gives the site settings the page renders
 * with (`content`: ContentSettings from docs.json, `features`: the deployment's, `openapi`: documents in the
 * folder for `openapi:` frontmatter). `UPDATE_FIXTURES=1` rewrites the expected files: review every diff.
 */
import { describe, expect, it } from 'vitest';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRenderer, type ContentSettings, type PageRenderer } from './index.js';
import { createApiRenderer } from '../openapi/index.js';
import { createTestContext } from './test-context.js';

const root = join(dirname(fileURLToPath(import.meta.url)), 'fixtures');
const update = process.env.UPDATE_FIXTURES === '1';
/** Pages and files that exist for every fixture; anything else is a broken link or a missing image. */
export const FIXTURE_PAGES = new Set([
  'index',
  'quickstart',
  'components/columns',
  'api-reference',
  'guides/intro',
]);
export const FIXTURE_ASSETS = new Set([
  '/images/ok.png',
  '/images/logo.svg',
  '/videos/demo.mp4',
  '/images/poster.jpg',
]);

interface FixtureSettings {
  content?: ContentSettings;
  features?: { apiPlayground?: boolean };
  openapi?: string[];
}

const renderers = new Map<string, Promise<PageRenderer>>();
function getRenderer(content: ContentSettings = {}): Promise<PageRenderer> {
  const key = JSON.stringify(content);
  let renderer = renderers.get(key);
  if (!renderer) renderers.set(key, (renderer = createRenderer({ settings: content })));
  return renderer;
}

describe('fixtures', () => {
  const cases = readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  it('has fixtures', () => expect(cases.length).toBeGreaterThan(30));
  for (const name of cases) {
    it(name, async () => {
      const dir = join(root, name);
      const input = readFileSync(join(dir, 'input.mdx'), 'utf8');
      const settingsFile = join(dir, 'settings.json');
      const settings = (
        existsSync(settingsFile) ? JSON.parse(readFileSync(settingsFile, 'utf8')) : {}
      ) as FixtureSettings;
      const features = { search: true, apiPlayground: false, ...settings.features };
      const ctx = createTestContext({
        srcDir: dir,
        file: 'input.mdx',
        pages: FIXTURE_PAGES,
        assets: FIXTURE_ASSETS,
        features,
        ...(settings.openapi
          ? {
              renderApiOperation: createApiRenderer({
                srcDir: dir,
                defaultSpecs: settings.openapi,
                features,
                settings: settings.content?.api,
              }),
            }
          : {}),
      });
      const page = await (await getRenderer(settings.content)).render(input, ctx);
      const html = `${page.html}\n`;
      const result = `${JSON.stringify({ title: page.title, description: page.description, frontmatter: page.frontmatter, toc: page.toc, needs: page.needs, diagnostics: page.diagnostics }, null, 2)}\n`;
      const htmlFile = join(dir, 'output.html');
      const resultFile = join(dir, 'result.json');
      if (update || !existsSync(htmlFile)) writeFileSync(htmlFile, html);
      if (update || !existsSync(resultFile)) writeFileSync(resultFile, result);
      expect(html).toBe(readFileSync(htmlFile, 'utf8'));
      expect(result).toBe(readFileSync(resultFile, 'utf8'));
    });
  }
});
