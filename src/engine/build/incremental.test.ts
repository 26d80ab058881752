import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import { buildSite } from '../index.js';
import { listFiles } from './site-check.js';
import { tempSite } from './temp-site.test-support.js';

const { root, src, out, cache, write } = tempSite('incremental');

function docsJson(guides: string[]): string {
  return JSON.stringify({
    name: 'Incremental',
    navigation: {
      tabs: [
        { tab: 'Guides', pages: guides },
        { tab: 'Reference', pages: ['reference/a', 'reference/b'] },
      ],
    },
  });
}

/** Every file of a site with its bytes; search shards by name only (Pagefind's files depend on add order). */
function snapshot(dir: string): Record<string, string> {
  const files: Record<string, string> = {};
  for (const f of listFiles(dir).sort()) {
    const shard = /^_lectern\/search\/([^/]+)\//.exec(f);
    if (shard) files[`_lectern/search/${shard[1]}/`] = 'shard';
    else files[f] = fs.readFileSync(path.join(dir, f)).toString('base64');
  }
  return files;
}

const inode = (rel: string) => fs.statSync(path.join(out, rel)).ino;

/** A clean build (no cache) of the same sources must give the same site as the incremental one. */
async function expectSameAsClean(): Promise<void> {
  const clean = path.join(root, `clean-${Math.random().toString(36).slice(2)}`);
  await buildSite({ srcDir: src, outDir: clean, threads: 1 });
  expect(snapshot(out)).toEqual(snapshot(clean));
}

describe('rebuilding into the same folder with a cache', () => {
  beforeAll(async () => {
    write('docs.json', docsJson(['index', 'guides/one', 'guides/two']));
    write('index.mdx', '---\ntitle: Home\n---\n\nSee [one](/guides/one) and ![logo](/images/logo.png).\n');
    write('guides/one.mdx', '---\ntitle: One\n---\n\n```js\nconst one = 1;\n```\n\nOn to [two](./two).\n');
    write('guides/two.mdx', '---\ntitle: Two\n---\n\nThe second guide.\n');
    write('reference/a.mdx', '---\ntitle: A\n---\n\nReference A, see [B](/reference/b).\n');
    write('reference/b.mdx', '---\ntitle: B\n---\n\nReference B.\n');
    write('images/logo.png', 'png-bytes-1');
    await buildSite({ srcDir: src, outDir: out, cacheDir: cache, threads: 1 });
  });

  test('an unchanged site is left as it is: no page written again', async () => {
    const before = listFiles(out).map((f) => [f, inode(f)]);
    const again = await buildSite({ srcDir: src, outDir: out, cacheDir: cache, threads: 1 });
    expect(again.cachedPages).toBe(5);
    expect(again.errors).toBe(0);
    const after = new Map(listFiles(out).map((f) => [f, inode(f)]));
    for (const [f, ino] of before)
      if (/\.html$|\.png$|_lectern\/(?!search\/shards)/.test(f as string))
        expect(after.get(f as string), f as string).toBe(ino);
    await expectSameAsClean();
  });

  test('a changed page is the only page written again, and the site equals a clean build', async () => {
    const untouched = ['index.html', 'guides/one.html', 'reference/a.html', 'reference/b.html'].map(
      (f) => [f, inode(f)] as const,
    );
    write('guides/two.mdx', '---\ntitle: Two\n---\n\nThe second guide, now longer.\n');
    const result = await buildSite({ srcDir: src, outDir: out, cacheDir: cache, threads: 1 });
    expect(result.cachedPages).toBe(4);
    expect(fs.readFileSync(path.join(out, 'guides/two.html'), 'utf8')).toContain('now longer');
    for (const [f, ino] of untouched) expect(inode(f), f).toBe(ino);
    await expectSameAsClean();
  });

  test('a new title reaches every page that shows it (sidebar, previous and next links)', async () => {
    write('guides/two.mdx', '---\ntitle: Second steps\n---\n\nThe second guide, now longer.\n');
    await buildSite({ srcDir: src, outDir: out, cacheDir: cache, threads: 1 });
    expect(fs.readFileSync(path.join(out, 'guides/one.html'), 'utf8')).toContain('Second steps');
    await expectSameAsClean();
  });

  test('a copied image that changed is copied again', async () => {
    write('images/logo.png', 'png-bytes-2, longer');
    await buildSite({ srcDir: src, outDir: out, cacheDir: cache, threads: 1 });
    expect(fs.readFileSync(path.join(out, 'images/logo.png'), 'utf8')).toBe('png-bytes-2, longer');
    await expectSameAsClean();
  });

  test('a page deleted disappears with its folder and links to it are reported; one only unlisted stays hidden', async () => {
    write('docs.json', docsJson(['index', 'guides/one']));
    fs.rmSync(path.join(src, 'guides/two.mdx'));
    write(
      'docs.json',
      JSON.stringify({
        name: 'Incremental',
        navigation: {
          tabs: [
            { tab: 'Guides', pages: ['index', 'guides/one'] },
            { tab: 'Reference', pages: ['reference/a'] },
          ],
        },
      }),
    );
    const result = await buildSite({ srcDir: src, outDir: out, cacheDir: cache, threads: 1 });
    expect(fs.existsSync(path.join(out, 'guides/two.html'))).toBe(false);
    // B left the navigation but not the folder, and A links to it: it stays, as a hidden page.
    expect(fs.existsSync(path.join(out, 'reference/b.html'))).toBe(true);
    expect(fs.readFileSync(path.join(out, 'sitemap.xml'), 'utf8')).not.toContain('reference/b');
    expect(result.diagnostics.some((d) => d.file === 'guides/one.mdx' && /two/.test(d.message))).toBe(true);
    await expectSameAsClean();
  });

  test('after a build that failed midway, the next one rewrites the whole folder', async () => {
    const controller = new AbortController();
    await expect(
      buildSite({
        srcDir: src,
        outDir: out,
        cacheDir: cache,
        threads: 1,
        signal: controller.signal,
        onProgress: () => controller.abort(),
      }),
    ).rejects.toMatchObject({ code: 'ABORTED' });
    fs.writeFileSync(path.join(out, 'index.html'), 'tampered');
    await buildSite({ srcDir: src, outDir: out, cacheDir: cache, threads: 1 });
    expect(fs.readFileSync(path.join(out, 'index.html'), 'utf8')).toContain('Home');
    await expectSameAsClean();
  });
});
