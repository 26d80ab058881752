/**
 * The code block cache: what it stores reads back as the same markup, a page whose blocks are all stored
 * renders without starting Shiki, and a block the up-front check cannot see still gets highlighted.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_CODE_THEMES } from '../../config/index.js';
import type { RendererEnv } from '../env.js';
import { createParsers } from '../parse.js';
import { renderWithEnv } from '../render.js';
import { createTestContext } from '../test-context.js';
import { blockKey, codeBlockCache, type EncodedBlockStore } from './block-cache.js';
import { createCodeHighlighter, type CodeHighlighter } from './highlighter.js';

/** Values go through JSON, as they do on disk, so nothing is shared with the stored tree. */
function memoryStore(): EncodedBlockStore & { size: number; writes: number } {
  const map = new Map<string, string>();
  return {
    get: (key) => (map.has(key) ? (JSON.parse(map.get(key)!) as unknown) : null),
    put(key, value) {
      this.writes++;
      map.set(key, JSON.stringify(value));
    },
    get size() {
      return map.size;
    },
    writes: 0,
  };
}

function env(highlighter: CodeHighlighter, store?: EncodedBlockStore): RendererEnv {
  const e: RendererEnv = { parsers: createParsers(), highlighter, snippetCache: new Map(), settings: {} };
  if (store) e.codeCache = codeBlockCache(store);
  return e;
}

const ctx = createTestContext({ srcDir: '/nonexistent-lectern-src', file: 'guide.mdx', pages: new Set() });
const page = (prose: string) =>
  `# Guide\n\n${prose}\n\n\`\`\`ts title="client.ts" {2}\nconst answer: number = 42;\nexport default answer; // [!code ++]\n\`\`\`\n\n\`\`\`bash\nnpm install --save lectern\n\`\`\`\n\n\`\`\`\nplain text\n\`\`\`\n`;

describe('code block cache', () => {
  it('stores each block once and reads back markup identical to a fresh highlight', async () => {
    const store = memoryStore();
    const first = await renderWithEnv(
      env(await createCodeHighlighter(DEFAULT_CODE_THEMES, []), store),
      page('One.'),
      ctx,
    );
    expect(first.diagnostics).toEqual([]);
    expect(store.size).toBe(3);

    const uncached = await renderWithEnv(
      env(await createCodeHighlighter(DEFAULT_CODE_THEMES, [])),
      page('One.'),
      ctx,
    );
    const fresh = await createCodeHighlighter(DEFAULT_CODE_THEMES, []);
    const fromCache = await renderWithEnv(env(fresh, store), page('One.'), ctx);
    expect(fromCache.html).toBe(uncached.html);
    expect(first.html).toBe(uncached.html);
    // Line highlighting and notations are applied to the stored block, not baked into it.
    expect(fromCache.html).toContain('highlighted');
    expect(fromCache.html).toContain('--shiki-light:');
    expect(store.writes).toBe(3);
  });

  it('renders an edited page whose blocks are unchanged without starting the highlighter', async () => {
    const store = memoryStore();
    await renderWithEnv(
      env(await createCodeHighlighter(DEFAULT_CODE_THEMES, []), store),
      page('Before.'),
      ctx,
    );
    const fresh = await createCodeHighlighter(DEFAULT_CODE_THEMES, []);
    const edited = await renderWithEnv(env(fresh, store), page('After the edit.'), ctx);
    expect(fresh.ready).toBe(false);
    expect(edited.html).toContain('After the edit.');
    expect(edited.html).toContain('--shiki-dark:');

    // A changed block is highlighted (and the highlighter started for it).
    const changed = page('After.').replace('42', '43');
    const again = await renderWithEnv(env(fresh, store), changed, ctx);
    expect(fresh.ready).toBe(true);
    expect(again.html).toContain('43');
    expect(store.size).toBe(4);
  });

  it('starts the highlighter and renders again for a block the up-front check cannot see', async () => {
    // Not valid MDX, so read as plain Markdown, where an indented block is code; it has no fence.
    const source = 'Some text with a <Tip> never closed.\n\n    indented code here\n';
    const fresh = await createCodeHighlighter(DEFAULT_CODE_THEMES, []);
    const rendered = await renderWithEnv(env(fresh), source, ctx);
    expect(fresh.ready).toBe(true);
    // Shiki's markup (themes and colours), not the plain fallback `<pre class="shiki">`.
    expect(rendered.html).toMatch(/<pre style="--shiki-light:[^"]*"[^>]*class="shiki shiki-themes/);
    expect(rendered.html).toContain('indented code here');
    expect(rendered.diagnostics.map((d) => d.code)).not.toContain('code-highlight');
    expect(rendered.html.match(/indented code here/g)).toHaveLength(1);
  });

  it('keys blocks by highlighter, language and code', () => {
    const key = blockKey('h1', 'ts', 'x');
    expect(blockKey('h2', 'ts', 'x')).not.toBe(key);
    expect(blockKey('h1', 'js', 'x')).not.toBe(key);
    expect(blockKey('h1', 'ts', 'y')).not.toBe(key);
    expect(blockKey('h1', 'ts', 'x')).toBe(key);
  });

  it('treats damaged entries as misses', () => {
    const store = memoryStore();
    const cache = codeBlockCache(store);
    store.put('a', { language: 'ts', pre: 'not an element' });
    store.put('b', { language: 7, pre: ['pre', 0] });
    store.put('c', null);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('c')).toBeUndefined();
    expect(cache.get('missing')).toBeUndefined();
  });
});
