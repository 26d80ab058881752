import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildFolder } from './build-check.js';
import { BuildGate, newProblems } from './build-gate.js';

/** Real builds with the site engine over small sites on disk. */
let root: string;
beforeEach(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'lectern-gate-'));
});
afterEach(() => fs.rm(root, { recursive: true, force: true }));

type Files = Record<string, string>;

async function site(name: string, files: Files): Promise<string> {
  const dir = path.join(root, name);
  for (const [rel, text] of Object.entries(files)) {
    await fs.mkdir(path.dirname(path.join(dir, rel)), { recursive: true });
    await fs.writeFile(path.join(dir, rel), text);
  }
  await fs.mkdir(dir, { recursive: true });
  return dir;
}

const docsJson = (pages: string[]) =>
  JSON.stringify({
    theme: 'mint',
    name: 'Acme',
    colors: { primary: '#0D9373' },
    navigation: { groups: [{ group: 'Start', pages }] },
  });
const mintJson = (pages: string[]) =>
  JSON.stringify({ name: 'Legacy', colors: { primary: '#0D9373' }, navigation: [{ group: 'Start', pages }] });
const PAGES: Files = {
  'index.mdx': '---\ntitle: Home\n---\n\nHello.\n',
  'guide.mdx': '---\ntitle: Guide\n---\n\nRead me.\n',
};

/** A gate over `changed` whose baseline is `before`, counting how often the baseline was asked for. */
function gate(changed: string, before: string) {
  const calls = { baseline: 0 };
  const g = new BuildGate({ dir: changed, baseline: async () => (calls.baseline++, before) });
  return { g, calls };
}

describe('buildFolder', () => {
  it('builds legacy mint.json sites too, and reports their errors', async () => {
    const good = await buildFolder(
      await site('mint-good', { 'mint.json': mintJson(['index', 'guide']), ...PAGES }),
    );
    expect(good).toMatchObject({ site: true, pageCount: 2, problems: [] });
    const bad = await buildFolder(
      await site('mint-bad', { 'mint.json': mintJson(['index', 'guide', 'missing']), ...PAGES }),
    );
    expect(bad.site).toBe(true);
    expect(bad.problems).toEqual([
      expect.objectContaining({
        code: 'PAGE_NOT_FOUND',
        file: 'mint.json',
        message: expect.stringContaining('missing'),
      }),
    ]);
  });

  it('has nothing to build in a folder without a site configuration', async () => {
    expect(await buildFolder(await site('plain', { 'README.md': '# Not docs\n' }))).toEqual({
      site: false,
      pageCount: 0,
      problems: [],
    });
  });

  it('reports an unusable configuration as a problem', async () => {
    const broken = await buildFolder(await site('broken', { 'docs.json': '{ "name": ', ...PAGES }));
    expect(broken.site).toBe(true);
    expect(broken.problems.length).toBeGreaterThan(0);
    expect(broken.problems[0].code).toMatch(/^CONFIG_/);
  });
});

describe('BuildGate', () => {
  it('fails a change that breaks a mint.json site', async () => {
    const before = await site('before', { 'mint.json': mintJson(['index']), ...PAGES });
    const after = await site('after', { 'mint.json': mintJson(['index', 'gone']), ...PAGES });
    const result = await gate(after, before).g.check();
    expect(result).toMatchObject({ ok: false, skipped: false, preexisting: 0 });
    expect(result.errors).toEqual([expect.stringMatching(/^mint\.json: .*gone.*\(PAGE_NOT_FOUND\)$/)]);
  });

  it('passes a clean build without building the baseline', async () => {
    const after = await site('after', { 'docs.json': docsJson(['index', 'guide']), ...PAGES });
    const { g, calls } = gate(after, path.join(root, 'never-built'));
    expect(await g.check()).toEqual({ ok: true, skipped: false, pageCount: 2, errors: [], preexisting: 0 });
    expect(calls.baseline).toBe(0);
  });

  it('ignores errors the base already had and catches new ones, building the baseline once', async () => {
    const before = await site('before', { 'docs.json': docsJson(['index', 'guide', 'ghost']), ...PAGES });
    const unrelated = await site('unrelated', {
      'docs.json': docsJson(['index', 'guide', 'ghost']),
      ...PAGES,
      'guide.mdx': '---\ntitle: Guide\n---\n\nRead me, please.\n',
    });
    const { g, calls } = gate(unrelated, before);
    expect(await g.check()).toMatchObject({ ok: true, skipped: false, errors: [], preexisting: 1 });

    await fs.writeFile(path.join(unrelated, 'docs.json'), docsJson(['index', 'guide', 'ghost', 'phantom']));
    const worse = await g.check();
    expect(worse).toMatchObject({ ok: false, preexisting: 1 });
    expect(worse.errors).toEqual([expect.stringMatching(/phantom.*\(PAGE_NOT_FOUND\)/)]);
    expect(worse.errors.join('\n')).not.toContain('ghost');
    expect(calls.baseline).toBe(1);
  });

  it('matches configuration errors issue by issue, not by where the first one is', async () => {
    // The engine refuses the whole configuration; its `file` and `keyPath` are those of the first issue.
    const config = (groups: unknown[]) =>
      JSON.stringify({ theme: 'mint', name: 'Acme', colors: { primary: '#0D9373' }, navigation: { groups } });
    const start = { group: 'Start', pages: ['index'] };
    const bad = { group: 'Bad', pages: 5 };
    const before = await site('before', { 'docs.json': config([start, bad]), ...PAGES });
    const after = await site('after', {
      'docs.json': config([start, { group: 'Guides', pages: ['guide'] }, bad]),
      ...PAGES,
    });
    const { g } = gate(after, before);
    // The group inserted above moves the old error from groups[1] to groups[2]: still the same error.
    expect(await g.check()).toMatchObject({ ok: true, skipped: false, errors: [], preexisting: 1 });

    await fs.writeFile(
      path.join(after, 'docs.json'),
      config([start, { group: 'Guides', pages: ['guide'] }, bad, { group: 7, pages: ['guide'] }]),
    );
    const worse = await g.check();
    expect(worse).toMatchObject({ ok: false, preexisting: 1 });
    // Only the new issue, with its location printed once.
    expect(worse.errors).toEqual([
      'docs.json: navigation.groups[3].group: expected a string naming the group, got number 7 (CONFIG_INVALID)',
    ]);
  });

  it('compares by code, file and message, not line, and counts repeats', () => {
    const ghost = { code: 'PAGE_NOT_FOUND', file: 'docs.json', message: 'page "ghost" not found', line: 3 };
    const moved = { ...ghost, line: 9 };
    const other = { ...ghost, file: 'es/docs.json' };
    expect(newProblems([moved], [ghost])).toEqual([]);
    expect(newProblems([moved, ghost], [ghost])).toEqual([ghost]);
    expect(newProblems([other], [ghost])).toEqual([other]);
    expect(newProblems([{ ...ghost, code: 'OTHER' }], [ghost])).toHaveLength(1);
    // Positions inside the message move too: an entry inserted before it shifts its index.
    const at = (i: number) => ({
      ...ghost,
      message: `docs.json: navigation.groups[0].pages[${i}]: page "ghost" not found`,
    });
    expect(newProblems([at(3)], [at(2)])).toEqual([]);
    expect(
      newProblems(
        [{ ...ghost, message: 'bad thing at line 12' }],
        [{ ...ghost, message: 'bad thing at line 4' }],
      ),
    ).toEqual([]);
  });

  it('skips folders that are not sites before or after, and fails a change that removes the configuration', async () => {
    const plainBefore = await site('plain-before', { 'README.md': 'x\n' });
    const plainAfter = await site('plain-after', { 'README.md': 'y\n' });
    expect(await gate(plainAfter, plainBefore).g.check()).toMatchObject({ ok: true, skipped: true });

    const before = await site('before', { 'docs.json': docsJson(['index']), ...PAGES });
    const result = await gate(plainAfter, before).g.check();
    expect(result).toMatchObject({ ok: false, skipped: false });
    expect(result.errors).toEqual([expect.stringMatching(/configuration .* is gone/)]);
  });
});
