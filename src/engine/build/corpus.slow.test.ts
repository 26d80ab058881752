/**
 * SLOW (minutes): builds the whole Mintlify corpus (about 1,000 pages in four languages) in place, read-only,
 * into a temporary folder, and checks the result against the bundle contract. Kept in the suite on purpose;
 * set LECTERN_SKIP_SLOW_TESTS=1 to leave it out of a local run.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildSite, type BuildResult } from '../index.js';
import {
  brokenCssReferences,
  brokenReferences,
  cssOutsideHostReferences,
  listFiles,
  outsideHostReferences,
} from './site-check.js';

const CORPUS = '/work/shared/corpus/mintlify-docs';
const corpusHere = fs.existsSync(path.join(CORPUS, 'docs.json'));

describe.skipIf(process.env.LECTERN_SKIP_SLOW_TESTS === '1' || !corpusHere)(
  'the Mintlify corpus, built whole',
  () => {
    const out = fs.mkdtempSync(path.join(os.tmpdir(), 'lectern-corpus-'));
    const site = path.join(out, 'site');
    let result: BuildResult;
    afterAll(() => fs.rmSync(out, { recursive: true, force: true }));
    beforeAll(async () => {
      result = await buildSite({ srcDir: CORPUS, outDir: site, siteUrl: 'https://docs.example.com' });
    }, 900_000);

    test('every page in the navigation is built, and the unlisted pages they link to', () => {
      // 984 pages in the navigation, plus 25 unlisted ("hidden") pages that built pages link to.
      expect(result.pageCount).toBe(1009);
      const html = listFiles(site).filter((f) => f.endsWith('.html'));
      expect(html.length).toBe(1010); // the pages and 404.html
      expect(html).toContain('organize/hidden-page-example.html');
      expect(html).not.toContain('README.html');
      for (const p of [
        'index.html',
        'fr/index.html',
        'es/quickstart.html',
        'zh/api/introduction.html',
        'api/static-export/start-job.html',
      ])
        expect(html).toContain(p);
    });

    test('builds with no errors, warning about the genuine problems of the source', () => {
      // No page in the navigation is missing; the translated analytics specs lack four operations the
      // translated pages reference (checked by hand against fr/, es/ and zh/analytics.openapi.json).
      // Those pages build without their API section and with a warning, so the site still exports.
      expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
      const errors = result.diagnostics
        .filter((d) => d.code === 'OPENAPI_OPERATION_NOT_FOUND')
        .map((d) => `${d.code} ${d.file}`)
        .sort();
      const expected = ['es', 'fr', 'zh'].flatMap((lang) =>
        ['feedback-by-page', 'searches', 'views', 'visitors'].map(
          (p) => `OPENAPI_OPERATION_NOT_FOUND ${lang}/api/analytics/${p}.mdx`,
        ),
      );
      expect(errors).toEqual(expected.sort());
      expect(result.diagnostics.some((d) => d.code === 'PAGE_NOT_FOUND')).toBe(false);
      // The only broken links are broken in the source too: no page or redirect at these paths.
      const broken = [
        ...new Set(
          result.diagnostics
            .filter((d) => d.code === 'broken-link')
            .map((d) => /"([^"]+)"/.exec(d.message)?.[1]),
        ),
      ].sort();
      // The folders the changelog and translated pages link to (`/api-playground/`, `/es/api-reference`) have
      // no page of their own: they open the first page the navigation lists under them, as on Mintlify
      // (build/folder-page.ts), so no link of the source is broken any more.
      expect(broken).toEqual([]);
      // Every documented component is known; PreviewButton is the site's own snippet component.
      const unknown = [
        ...new Set(
          result.diagnostics
            .filter((d) => d.code === 'unknown-component')
            .map((d) => /<(\w[\w.]*)/.exec(d.message)?.[1] ?? d.message),
        ),
      ];
      expect(unknown).toEqual(['PreviewButton']);
    });

    test('no page loads anything from another host, and every relative link resolves but those broken in the source', () => {
      const outside: string[] = [];
      const broken: string[] = [];
      for (const f of listFiles(site).filter((x) => x.endsWith('.html'))) {
        const html = fs.readFileSync(path.join(site, f), 'utf8');
        outside.push(...outsideHostReferences(html).map((r) => `${f}: <${r.tag} ${r.attr}="${r.value}">`));
        broken.push(...brokenReferences(site, f, html));
      }
      expect(outside).toEqual([]);
      // A link to a page the source does not have keeps its href, as on Mintlify (markdown/urls.ts): only the
      // targets of the build's broken-link warnings (checked above) may be missing.
      expect([...new Set(broken.map((b) => b.split(' -> ')[1]))].sort()).toEqual([]);
    });

    test("the site's stylesheets are on every page, fonts.css without its remote import; scripts left out", () => {
      const css = listFiles(site)
        .filter((f) => f.startsWith('_lectern/site/'))
        .sort();
      expect(css.map((f) => f.replace(/\.[0-9a-f]{10}\.css$/, ''))).toEqual([
        '_lectern/site/fonts',
        '_lectern/site/playground',
      ]);
      for (const f of css) {
        const text = fs.readFileSync(path.join(site, f), 'utf8');
        expect(cssOutsideHostReferences(text), f).toEqual([]);
        expect(brokenCssReferences(site, f, text), f).toEqual([]);
      }
      expect(fs.readFileSync(path.join(site, css[0]!), 'utf8')).not.toContain('@import');
      for (const page of ['index.html', 'fr/quickstart.html'])
        expect(fs.readFileSync(path.join(site, page), 'utf8')).toContain(
          `${page.includes('/') ? '../' : ''}${css[1]}">`,
        );
      const remote = result.diagnostics.filter((d) => d.code === 'REMOTE_CSS_DROPPED');
      expect(remote.map((d) => [d.file, /\(([^)]*)\)/.exec(d.message)?.[1]])).toEqual([
        ['fonts.css', 'fonts.googleapis.com'],
      ]);
      const scripts = result.diagnostics.filter((d) => d.code === 'CUSTOM_JS_SKIPPED');
      expect(scripts).toHaveLength(1);
      expect(scripts[0]!.message).toContain('(common-room-analytics.js, reb2b-analytics.js)');
    });

    test("React components with state run in the browser, except one loading another host's script", () => {
      const page = fs.readFileSync(path.join(site, 'customize/react-components.html'), 'utf8');
      const islands = [...page.matchAll(/<lectern-island [^>]*data-component="([^"]+)"/g)].map((m) => m[1]);
      expect(islands).toEqual(['Counter', 'ColorGenerator']);
      for (const [, rel] of page.matchAll(/data-(?:entry|runtime)="\.\.\/([^"]+)"/g))
        expect(fs.existsSync(path.join(site, rel!)), rel).toBe(true);
      expect(fs.readFileSync(path.join(site, 'deploy/vercel.html'), 'utf8')).toContain(
        'data-component="VercelJsonGenerator"',
      );
      // The assistant widget playground injects widget.mintlify.com's script: it stays a warning.
      const refused = result.diagnostics.filter((d) => d.code === 'jsx-snippet');
      expect(refused.map((d) => d.file).sort()).toEqual(
        ['assistant', 'es/assistant', 'fr/assistant', 'zh/assistant'].map((p) => `${p}/widget.mdx`),
      );
      for (const d of refused) expect(d.message).toContain('loads https://widget.mintlify.com/v1/embed.js');
    });

    test('site files: sitemap with canonical URLs, search index, redirects from the $ref include', () => {
      const sitemap = fs.readFileSync(path.join(site, 'sitemap.xml'), 'utf8');
      expect(sitemap).toContain('<loc>https://docs.example.com/fr/quickstart</loc>');
      expect(sitemap).not.toMatch(/\.html<\/loc>/);
      expect(fs.readFileSync(path.join(site, '_redirects'), 'utf8')).toContain(
        '/editor/drafts /editor/branching-and-publishing 308',
      );
      const { shards } = JSON.parse(
        fs.readFileSync(path.join(site, '_lectern/search/shards.json'), 'utf8'),
      ) as { shards: string[] };
      expect(shards.length).toBeGreaterThan(1);
      for (const key of shards)
        expect(fs.existsSync(path.join(site, `_lectern/search/${key}/pagefind.js`))).toBe(true);
    });
  },
);
