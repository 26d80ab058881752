import { describe, expect, it } from 'vitest';
import { getCodeHighlighter, MAX_SHARED, withLazyEmbeds } from './highlighter.js';

describe('code highlighter', () => {
  it('loads a language together with every language it embeds lazily', async () => {
    const mdx = await withLazyEmbeds('mdx');
    expect(mdx.at(-1)).toBe('mdx');
    expect(mdx).toEqual(expect.arrayContaining(['tsx', 'python', 'yaml', 'shellscript']));
    expect(await withLazyEmbeds('json')).toEqual(['json']);
    expect(await withLazyEmbeds('no-such-language')).toEqual([]);
  });

  it('colours an embedded fence the same whether or not its language was loaded first', async () => {
    const hl = await getCodeHighlighter();
    const source = '```mdx\n# Title\n\n```python\nprint("hi")\n```\n```';
    const inner = '# Title\n\n```python\nprint("hi")\n```';
    await hl.prepare([source]);
    const html = JSON.stringify(hl.highlight(inner, hl.language('mdx')));
    // The string inside the Python fence is coloured as a Python string: the embed came with mdx alone.
    expect(html).toContain('--shiki-light:#032F62');
    await hl.prepare(['```python\nx = 1\n```']);
    expect(JSON.stringify(hl.highlight(inner, hl.language('mdx')))).toBe(html);
  });

  it('keeps the most recently used highlighters per thread and lets the oldest go', async () => {
    const pairs = ['dracula', 'nord', 'min-dark', 'vitesse-dark', 'one-dark-pro'].map((dark) => ({
      light: 'github-light',
      dark,
    }));
    const first = await getCodeHighlighter(pairs[0]);
    for (const themes of pairs.slice(1, MAX_SHARED)) await getCodeHighlighter(themes);
    // Still among the last MAX_SHARED: the same one, used again (which makes it the most recent).
    expect(await getCodeHighlighter(pairs[0])).toBe(first);
    const second = await getCodeHighlighter(pairs[1]);
    // Every other one used since, so pairs[1] is the least recently used when a fifth comes.
    for (const themes of [pairs[2], pairs[3], pairs[0], pairs[MAX_SHARED]]) await getCodeHighlighter(themes);
    expect(await getCodeHighlighter(pairs[1])).not.toBe(second);
    expect(await getCodeHighlighter(pairs[0])).toBe(first);
  });

  it('starts with no grammar and treats unknown or unloaded fences as plain text', async () => {
    const hl = await getCodeHighlighter();
    expect(hl.language('no-such-language')).toBe('text');
    expect(hl.language('')).toBe('text');
  });

  it('colours `cURL` fences as shell commands', async () => {
    const hl = await getCodeHighlighter();
    await hl.prepare(['```cURL\ncurl -X GET "https://x.dev"\n```']);
    expect(hl.language('cURL')).toBe('bash');
    expect(JSON.stringify(hl.highlight('curl -X GET "https://x.dev"', hl.language('cURL')))).toContain(
      '--shiki-light:',
    );
  });
});

describe('one-pass dual-theme highlighting', () => {
  /** Every character with its light colour, dark colour and font style, from Shiki's markup. */
  function charStyles(node: unknown): string {
    const out: string[] = [];
    const walk = (
      n: { type: string; value?: string; properties?: { style?: string }; children?: unknown[] },
      style: string,
    ) => {
      if (n.type === 'text') for (const ch of n.value ?? '') out.push(`${ch}${ch === '\n' ? '' : style}`);
      const own = typeof n.properties?.style === 'string' ? n.properties.style : style;
      for (const c of n.children ?? []) walk(c as typeof n, own);
    };
    walk(node as Parameters<typeof walk>[0], '');
    return out.join('\n');
  }

  it.each([
    ['the default GitHub themes', undefined, Infinity],
    ['themes the site names (styling.codeblocks)', { light: 'one-light', dark: 'dracula' }, 150],
  ] as const)(
    'colours every character of corpus code blocks exactly as Shiki two-pass multi-theme output, with %s',
    async (_name, named, limit) => {
      const themes = named ?? { light: 'github-light', dark: 'github-dark' };
      const { readFileSync, readdirSync, statSync } = await import('node:fs');
      const { join } = await import('node:path');
      const { createHighlighter } = await import('shiki');
      const root = join(import.meta.dirname, '../../../../../shared/corpus/mintlify-docs');
      const blocks: [string, string][] = [];
      const walk = (dir: string) => {
        for (const name of readdirSync(dir)) {
          const abs = join(dir, name);
          if (statSync(abs).isDirectory()) walk(abs);
          else if (/\.mdx?$/.test(name)) {
            for (const m of readFileSync(abs, 'utf8').matchAll(/^```(\w+)[^\n]*\n([\s\S]*?)^```/gm))
              blocks.push([m[1].toLowerCase(), m[2]]);
          }
        }
      };
      walk(join(root, 'api-playground'));
      walk(join(root, 'components'));
      walk(join(root, 'create'));
      const hl = await getCodeHighlighter(named);
      await hl.load(blocks.map(([lang]) => lang));
      const usable = blocks.filter(([lang]) => hl.language(lang) !== 'text').slice(0, limit);
      expect(usable.length).toBeGreaterThan(100);
      const langs = new Set<string>();
      for (const [lang] of usable) for (const dep of await withLazyEmbeds(hl.language(lang))) langs.add(dep);
      const reference = await createHighlighter({ themes: [themes.light, themes.dark], langs: [...langs] });
      for (const [lang, code] of usable) {
        const ours = hl.highlight(code, hl.language(lang));
        const shiki = reference.codeToHast(code, {
          lang: hl.language(lang),
          themes: { light: themes.light, dark: themes.dark },
          defaultColor: false,
          // Shiki stops colouring a line after 500 ms by default; on a loaded machine the reference then
          // leaves a line plain that ours (no limit) colours.
          tokenizeTimeLimit: 0,
        });
        expect(charStyles(ours), `${lang} block:\n${code.slice(0, 200)}`).toBe(charStyles(shiki.children[0]));
        expect(ours.properties).toEqual((shiki.children[0] as typeof ours).properties);
      }
      if (named) {
        // Dracula's keyword pink, not GitHub's: the named themes really colour the code.
        const sample = JSON.stringify(hl.highlight('const x = 1;', hl.language('js')));
        expect(sample).toContain('--shiki-dark:#FF79C6');
        expect(sample).not.toContain('--shiki-dark:#F97583');
      }
    },
    // Generous: two highlighters and hundreds of blocks, on a machine shared with the rest of the suite.
    180_000,
  );
});
