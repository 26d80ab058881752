import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { buildSite } from '../index.js';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'lectern-langs-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

/** A tiny grammar: `ring` and `bell` are keywords, `# ...` is a comment. */
const grammar = {
  name: 'Chime',
  aliases: ['chm'],
  scopeName: 'source.chime',
  patterns: [
    { match: '\\b(ring|bell)\\b', name: 'keyword.control.chime' },
    { match: '#.*$', name: 'comment.line.chime' },
  ],
};

function site(name: string, styling: unknown, files: Record<string, string>): string {
  const dir = path.join(root, name);
  fs.mkdirSync(dir, { recursive: true });
  const all: Record<string, string> = {
    'docs.json': JSON.stringify({ name: 'Chimes', navigation: { pages: ['index'] }, styling }),
    'index.mdx':
      '# Home\n\n```chime\nring the bell # twice\n```\n\n```chm\nbell\n```\n\n```ts\nconst a = 1;\n```\n',
    ...files,
  };
  for (const [rel, text] of Object.entries(all)) {
    fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    fs.writeFileSync(path.join(dir, rel), text);
  }
  return dir;
}

async function build(dir: string) {
  const out = path.join(dir, '..', `${path.basename(dir)}-out`);
  const result = await buildSite({ srcDir: dir, outDir: out });
  return { result, html: fs.readFileSync(path.join(out, 'index.html'), 'utf8') };
}

/** GitHub's light keyword and comment colours. */
const KEYWORD = '--shiki-light:#D73A49';
const COMMENT = '--shiki-light:#6A737D';

describe('styling.codeblocks.languages.custom', () => {
  test("colours fences in the site's own TextMate grammar, by name and alias", async () => {
    const dir = site(
      'custom',
      { codeblocks: { languages: { custom: ['/languages/chime.json'] } } },
      { 'languages/chime.json': JSON.stringify(grammar) },
    );
    const { result, html } = await build(dir);
    expect(result.diagnostics.filter((d) => d.code === 'CUSTOM_LANGUAGE')).toEqual([]);
    // `{ languages }` with no theme is a whole setting, not a theme left out.
    expect(result.diagnostics.filter((d) => d.message.includes('styling.codeblocks'))).toEqual([]);
    const blocks = html.split('<pre').slice(1);
    expect(blocks[0]).toContain(`<span style="${KEYWORD};--shiki-dark:#F97583">ring</span>`);
    expect(blocks[0]).toContain(`<span style="${COMMENT};--shiki-dark:#6A737D"> # twice</span>`);
    expect(blocks[1]).toContain(`${KEYWORD};--shiki-dark:#F97583">bell</span>`);
    // Bundled languages still work beside it.
    expect(blocks[2]).toContain(`${KEYWORD};--shiki-dark:#F97583">const</span>`);
  });

  test('without the grammar the same fences are plain text', async () => {
    const { html } = await build(site('none', undefined, {}));
    expect(html.split('<pre')[1]).not.toContain(KEYWORD);
  });

  test('a missing, outside, oversized or malformed grammar is a warning naming it, and the build goes on', async () => {
    const dir = site(
      'bad',
      {
        codeblocks: {
          theme: 'github-dark',
          languages: {
            custom: [
              '/languages/missing.json',
              '../outside.json',
              '/languages/broken.json',
              '/x.json',
              7,
              '/huge.json',
            ],
          },
        },
      },
      {
        'languages/broken.json': '{ not json',
        'x.json': JSON.stringify({ name: 'x', patterns: [] }),
        // A valid grammar padded past the 2 MiB cap: refused unread.
        'huge.json': JSON.stringify({ ...grammar, name: 'huge', padding: 'x'.repeat(2 * 1024 * 1024) }),
      },
    );
    fs.writeFileSync(path.join(root, 'outside.json'), JSON.stringify(grammar));
    const { result, html } = await build(dir);
    expect(result.errors).toBe(0);
    const messages = result.diagnostics.map((d) => d.message).join('\n');
    expect(messages).toContain('custom language "/languages/missing.json" not found in the docs folder');
    expect(messages).toContain('custom language "../outside.json" not found in the docs folder');
    expect(messages).toMatch(/languages\/broken\.json: custom language not read/);
    expect(messages).toContain('x.json: not a TextMate grammar (no "scopeName")');
    expect(messages).toContain('huge.json: custom language not read (larger than 2 MiB)');
    expect(messages).toMatch(/styling\.codeblocks\.languages\.custom\[4\]: expected a grammar file path/);
    expect(html).toContain('<h1');
  });

  test('changing a grammar file re-renders cached pages', async () => {
    const dir = site(
      'cached',
      { codeblocks: { languages: { custom: ['/chime.json'] } } },
      { 'chime.json': JSON.stringify(grammar) },
    );
    const cacheDir = path.join(root, 'cached-cache');
    const out = path.join(root, 'cached-out');
    await buildSite({ srcDir: dir, outDir: out, cacheDir });
    const plain = { ...grammar, patterns: [{ match: '#.*$', name: 'comment.line.chime' }] };
    fs.writeFileSync(path.join(dir, 'chime.json'), JSON.stringify(plain));
    const again = await buildSite({ srcDir: dir, outDir: out, cacheDir });
    expect(again.cachedPages).toBe(0);
    const html = fs.readFileSync(path.join(out, 'index.html'), 'utf8');
    expect(html.split('<pre')[1]).not.toContain(KEYWORD);
  });
});
