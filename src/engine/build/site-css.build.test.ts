/**
 * The site's own stylesheets through whole builds: every `.css` file of the docs folder is linked on every
 * page after Lectern's stylesheet, rewritten so its files resolve and nothing comes from another host, and
 * updated by in-place rebuilds, also on pages whose render comes from the cache. Scripts are left out.
 */
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import { buildSite, type BuildResult } from '../index.js';
import { brokenCssReferences, cssOutsideHostReferences, listFiles } from './site-check.js';
import { tempSite } from './temp-site.test-support.js';

const { root, src, out, cache, write } = tempSite('site-css');

const read = (rel: string, dir = out) => fs.readFileSync(path.join(dir, rel), 'utf8');
const stylesheets = (html: string) =>
  [...html.matchAll(/<link rel="stylesheet" href="([^"]+)">/g)].map((m) => m[1]);
const siteCss = (dir = out) =>
  listFiles(dir)
    .filter((f) => f.startsWith('_lectern/site/'))
    .sort();
const build = () => buildSite({ srcDir: src, outDir: out, cacheDir: cache, threads: 1 });

const STYLE =
  '@import url("https://fonts.googleapis.com/css2?family=Inter&display=swap");\n' +
  '@import "./theme/base.css" screen;\n' +
  '#navbar { background: #fffff2; }\n' +
  '.hero-banner { background: url(images/bg.png) no-repeat, url(https://cdn.example.com/x.png); }\n' +
  '.missing {\n  background: url(images/nope.png);\n}\n';

describe('the docs folder’s stylesheets in a build', () => {
  let first: BuildResult;
  beforeAll(async () => {
    write(
      'docs.json',
      JSON.stringify({ name: 'Styled', navigation: { pages: ['index', 'guides/deep/page'] } }),
    );
    write(
      'index.mdx',
      '---\ntitle: Home\n---\n\n<div className="hero-banner">Welcome</div>\n\n## Header\n\nBack to [the header](#header), on to [the navbar](/guides/deep/page#navbar).\n',
    );
    write('guides/deep/page.mdx', '---\ntitle: Deep\n---\n\n## Navbar\n\nText.\n');
    write('style.css', STYLE);
    write('a-first.css', '.my-callout { border-radius: 1rem; }\n');
    write('theme/base.css', '.base { background: url(../images/bg.png); }\n');
    write('images/bg.png', 'png');
    write('node_modules/pkg/dep.css', '.dep { color: red; }\n');
    write('.hidden/secret.css', '.secret { color: red; }\n');
    write('script.js', 'document.documentElement.dataset.siteScript = "ran";\n');
    write('analytics/ga.js', 'window.dataLayer = [];\n');
    // Modules pages import (snippets), not scripts a site runs.
    write('snippets/plans.js', 'export const plans = ["pro"];\n');
    write('_snippets/old.js', 'export const year = 2024;\n');
    first = await build();
  });

  test('every page links the site’s stylesheets after Lectern’s own, in path order', () => {
    expect(first.errors).toBe(0);
    const files = siteCss();
    expect(files.map((f) => f.replace(/\.[0-9a-f]{10}\.css$/, '.css'))).toEqual([
      '_lectern/site/a-first.css',
      '_lectern/site/base.css',
      '_lectern/site/style.css',
    ]);
    const ordered = ['a-first', 'style', 'base'].map((n) => files.find((f) => f.includes(`/${n}.`))!);
    for (const [page, prefix] of [
      ['index.html', ''],
      ['guides/deep/page.html', '../../'],
      ['404.html', ''],
    ] as const) {
      const links = stylesheets(read(page));
      expect(links[0], page).toMatch(/_lectern\/lectern\.[0-9a-f]+\.css$/);
      expect(links.slice(-3), page).toEqual(ordered.map((f) => prefix + f));
    }
    // A file under node_modules or a dot-folder is not the site's stylesheet; nor is anything else but .css.
    expect(files.join()).not.toMatch(/dep|secret/);
  });

  test('urls resolve from the asset folder, remote imports and images are dropped with one warning', () => {
    const style = siteCss().find((f) => f.includes('/style.'))!;
    const css = read(style);
    expect(css).toContain('#navbar { background: #fffff2; }');
    expect(css).toContain('.hero-banner { background: url("../../images/bg.png") no-repeat; }');
    expect(css).toMatch(/@media screen \{\s*\.base \{ background: url\("\.\.\/\.\.\/images\/bg\.png"\); \}/);
    expect(css).not.toContain('nope.png');
    expect(fs.existsSync(path.join(out, 'images/bg.png'))).toBe(true);
    for (const f of siteCss()) {
      expect(cssOutsideHostReferences(read(f)), f).toEqual([]);
      expect(brokenCssReferences(out, f, read(f)), f).toEqual([]);
    }
    const remote = first.diagnostics.filter((d) => d.code === 'REMOTE_CSS_DROPPED');
    expect(remote).toHaveLength(1);
    expect(remote[0]).toMatchObject({ file: 'style.css', line: 1 });
    expect(remote[0]!.message).toContain('(fonts.googleapis.com, cdn.example.com)');
    expect(first.diagnostics).toContainEqual(
      expect.objectContaining({ code: 'ASSET_NOT_FOUND', file: 'style.css', line: 6 }),
    );
  });

  test('scripts are left out, with one warning naming them (not the snippets pages import)', () => {
    const js = first.diagnostics.filter((d) => d.code === 'CUSTOM_JS_SKIPPED');
    expect(js).toHaveLength(1);
    expect(js[0]!.message).toContain('(analytics/ga.js, script.js)');
    expect(listFiles(out).filter((f) => /script\.js|ga\.js/.test(f))).toEqual([]);
    expect(read('index.html')).not.toContain('siteScript');
  });

  test("headings never take the layout's ids, and links written for them follow", () => {
    const html = read('index.html');
    expect(html.match(/ id="header"/g)).toHaveLength(1);
    expect(html).toContain('<h2 id="header-2">');
    expect(html).toContain('href="#header-2"');
    expect(html).toContain('href="guides/deep/page.html#navbar-2"');
    expect(read('guides/deep/page.html')).toContain('<h2 id="navbar-2">');
  });

  test('a changed stylesheet reaches every page on the next in-place build, cached renders included', async () => {
    const before = siteCss();
    const again = await build();
    expect(again.cachedPages).toBe(2);
    expect(siteCss()).toEqual(before);

    write('a-first.css', '.my-callout { border-radius: 2rem; }\n');
    const changed = await build();
    expect(changed.cachedPages).toBe(2);
    const after = siteCss();
    const old = before.find((f) => f.includes('/a-first.'))!;
    const now = after.find((f) => f.includes('/a-first.'))!;
    expect(now).not.toBe(old);
    expect(fs.existsSync(path.join(out, old))).toBe(false);
    expect(read(now)).toContain('2rem');
    for (const [page, prefix] of [
      ['index.html', ''],
      ['guides/deep/page.html', '../../'],
      ['404.html', ''],
    ] as const) {
      expect(stylesheets(read(page))).toContain(prefix + now);
      expect(stylesheets(read(page))).not.toContain(prefix + old);
    }
  });

  test('an output folder inside the docs folder is never read as the site’s stylesheets', async () => {
    const inner = path.join(src, 'site-out');
    await buildSite({ srcDir: src, outDir: inner, threads: 1 });
    const second = await buildSite({ srcDir: src, outDir: inner, threads: 1 });
    expect(siteCss(inner).map((f) => f.replace(/\.[0-9a-f]{10}\.css$/, ''))).toEqual([
      '_lectern/site/a-first',
      '_lectern/site/base',
      '_lectern/site/style',
    ]);
    expect(second.diagnostics.filter((d) => d.code === 'CUSTOM_JS_SKIPPED')[0]!.message).not.toContain(
      'site-out',
    );
    fs.rmSync(inner, { recursive: true, force: true });
  });
});

describe('a remote logo or favicon', () => {
  test('is left out with one warning, not reported as a missing file', async () => {
    const dir = path.join(root, 'remote-logo');
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(
      path.join(dir, 'docs.json'),
      JSON.stringify({
        name: 'Remote',
        logo: 'https://cdn.example.com/logo.svg',
        favicon: '//cdn.example.com/favicon.ico',
        navigation: { pages: ['index'] },
      }),
    );
    fs.writeFileSync(path.join(dir, 'index.mdx'), '---\ntitle: Home\n---\n\nHello.\n');
    const result = await buildSite({ srcDir: dir, outDir: path.join(root, 'remote-logo-out'), threads: 1 });
    const dropped = result.diagnostics.filter((d) => d.code === 'REMOTE_IMAGE_DROPPED');
    expect(dropped).toHaveLength(1);
    expect(dropped[0]!.message).toContain(
      '"https://cdn.example.com/logo.svg", "//cdn.example.com/favicon.ico"',
    );
    expect(result.diagnostics.filter((d) => d.code === 'ASSET_NOT_FOUND')).toEqual([]);
    const html = fs.readFileSync(path.join(root, 'remote-logo-out', 'index.html'), 'utf8');
    expect(html).not.toContain('cdn.example.com');
    expect(html).toContain('<span class="lectern-site-name">Remote</span>');
  });
});
