/**
 * "Last modified on <date>" (docs.json `metadata.timestamp`, frontmatter `timestamp`) through whole builds
 * of a docs folder inside a real git repository: each page shows its own file's last commit, frontmatter
 * turns it off or on, nothing shows when the option is off, a folder without git warns once, and a new
 * commit reaches an in-place rebuild around the cached render; a page's `lastUpdatedDate` comes first.
 */
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import { buildSite } from '../index.js';
import { commitAt, gitInit, inWorkTree } from './git-history.test-support.js';
import { tempSite } from './temp-site.test-support.js';

// The docs folder is `src` inside the repository `root`, so paths are mapped relative to it.
const { root, src, out, cache, write } = tempSite('last-modified');
const plain = tempSite('last-modified-plain');
const read = (rel: string, dir = out) => fs.readFileSync(path.join(dir, rel), 'utf8');
const line = (html: string) => /<p class="lectern-last-modified">.*?<\/p>/.exec(html)?.[0] ?? null;
const lastModified = (iso: string, text: string) =>
  `<p class="lectern-last-modified">Last modified on <time datetime="${iso}">${text}</time></p>`;

const docsJson = (metadata?: object) =>
  JSON.stringify({
    name: 'Acme',
    ...(metadata ? { metadata } : {}),
    navigation: { groups: [{ group: 'Docs', pages: ['index', 'guide', 'no-date', 'opt-in'] }] },
  });

describe('"Last modified" dates from git', () => {
  beforeAll(async () => {
    write('docs.json', docsJson({ timestamp: true }));
    write('index.mdx', '---\ntitle: Home\n---\n\nHello.\n');
    write('no-date.mdx', '---\ntitle: No date\ntimestamp: false\n---\n\nUndated.\n');
    write('opt-in.mdx', '---\ntitle: Opt in\ntimestamp: true\n---\n\nDated.\n');
    await gitInit(root);
    await commitAt(root, '2025-03-04T10:00:00Z', ['src']);
    write('guide.mdx', '---\ntitle: Guide\n---\n\nSteps.\n');
    await commitAt(root, '2025-06-20T23:30:00Z', ['src']);
  });

  test('each page shows its own file’s last commit date under its content', async () => {
    const result = await buildSite({ srcDir: src, outDir: out, cacheDir: cache, threads: 1 });
    expect(result.diagnostics.filter((d) => d.code === 'TIMESTAMP_UNAVAILABLE')).toEqual([]);
    expect(line(read('index.html'))).toBe(lastModified('2025-03-04T10:00:00.000Z', 'March 4, 2025'));
    expect(line(read('guide.html'))).toBe(lastModified('2025-06-20T23:30:00.000Z', 'June 20, 2025'));
    // Below the content, before prev/next; outside the search body.
    const html = read('index.html');
    expect(html.indexOf('lectern-last-modified')).toBeGreaterThan(html.indexOf('</article>'));
    expect(html.indexOf('lectern-last-modified')).toBeLessThan(html.indexOf('lectern-pagination'));
  });

  test('frontmatter timestamp: false hides it', () => {
    expect(line(read('no-date.html'))).toBeNull();
  });

  test('an uncommitted edit shows the last commit’s date; committing it updates the page in place', async () => {
    write('guide.mdx', '---\ntitle: Guide\n---\n\nSteps, revised.\n');
    await buildSite({ srcDir: src, outDir: out, cacheDir: cache, threads: 1 });
    expect(line(read('guide.html'))).toContain('June 20, 2025');
    expect(read('guide.html')).toContain('Steps, revised.');

    await commitAt(root, '2025-07-01T09:00:00Z', ['src']);
    const result = await buildSite({ srcDir: src, outDir: out, cacheDir: cache, threads: 1 });
    // The source did not change: every render comes from the cache, and only the layout moved.
    expect(result.cachedPages).toBe(result.pageCount);
    expect(line(read('guide.html'))).toBe(lastModified('2025-07-01T09:00:00.000Z', 'July 1, 2025'));
    expect(line(read('index.html'))).toContain('March 4, 2025');
  });

  test('with the option off only pages turning it on show a date', async () => {
    write('docs.json', docsJson());
    const result = await buildSite({ srcDir: src, outDir: out, threads: 1 });
    expect(result.errors).toBe(0);
    expect(line(read('index.html'))).toBeNull();
    expect(line(read('guide.html'))).toBeNull();
    expect(line(read('opt-in.html'))).toBe(lastModified('2025-03-04T10:00:00.000Z', 'March 4, 2025'));
  });

  test('a docs folder outside any git work tree shows none, with one warning', async () => {
    expect(await inWorkTree(plain.root)).toBe(false);
    for (const page of ['index', 'guide', 'no-date', 'opt-in'])
      plain.write(`${page}.mdx`, `---\ntitle: ${page}\n---\n\nText.\n`);
    // Off, and no page turning it on: git never runs, so nothing is reported.
    plain.write('docs.json', docsJson());
    const off = await buildSite({ srcDir: plain.src, outDir: plain.out, threads: 1 });
    expect(off.diagnostics.filter((d) => d.code === 'TIMESTAMP_UNAVAILABLE')).toEqual([]);

    plain.write('docs.json', docsJson({ timestamp: true }));
    const result = await buildSite({ srcDir: plain.src, outDir: plain.out, threads: 1 });
    expect(result.errors).toBe(0);
    const warnings = result.diagnostics.filter((d) => d.code === 'TIMESTAMP_UNAVAILABLE');
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatchObject({ severity: 'warning', file: 'docs.json' });
    expect(warnings[0]!.message).toMatch(/not a git repository/i);
    expect(line(read('index.html', plain.out))).toBeNull();
  });

  test('frontmatter lastUpdatedDate is the date shown, before any commit date', async () => {
    plain.write('guide.mdx', '---\ntitle: Guide\nlastUpdatedDate: "2026-08-13"\n---\n\nText.\n');
    plain.write(
      'opt-in.mdx',
      '---\ntitle: Opt in\nlastUpdatedDate: 2026-01-02T15:04:05+02:00\n---\n\nText.\n',
    );
    plain.write(
      'no-date.mdx',
      '---\ntitle: No date\ntimestamp: false\nlastUpdatedDate: "2026-08-13"\n---\n\nText.\n',
    );
    await buildSite({ srcDir: plain.src, outDir: plain.out, threads: 1 });
    expect(line(read('guide.html', plain.out))).toBe(
      lastModified('2026-08-13T00:00:00.000Z', 'August 13, 2026'),
    );
    expect(line(read('opt-in.html', plain.out))).toBe(
      lastModified('2026-01-02T13:04:05.000Z', 'January 2, 2026'),
    );
    // The page still decides whether a date shows at all.
    expect(line(read('no-date.html', plain.out))).toBeNull();
  });
});
