/**
 * `styling.codeblocks: "css-variables"` (create/code.mdx): code coloured by the site's `--mint-` CSS
 * variables, through the one-pass highlighter, with a default in the stylesheet for each in both modes.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createHighlighter } from 'shiki';
import { afterAll, describe, expect, test } from 'vitest';
import { buildSite } from '../../index.js';
import { createCodeHighlighter, getCodeHighlighter, withLazyEmbeds } from './highlighter.js';
import { cssVariablesTheme } from './theme.js';

const VARIABLES = { light: 'css-variables', dark: 'css-variables' };
const CODE = 'const greeting = "hi"; // say it\nfunction run(count: number) { return count + 1; }\n';

/** Every `var(--mint-...)` the theme colours with. */
function themeVariables(): string[] {
  const names = new Set<string>();
  for (const m of JSON.stringify(cssVariablesTheme()).matchAll(/var\((--mint-[a-z-]+)\)/g)) names.add(m[1]);
  return [...names].sort();
}

describe('the css-variables code theme', () => {
  test('uses the variable names Mintlify documents', () => {
    const names = themeVariables();
    for (const name of ['--mint-color-text', '--mint-color-background', '--mint-token-keyword'])
      expect(names).toContain(name);
    expect(names).not.toContain('--mint-foreground');
    expect(names).not.toContain('--mint-background');
  });

  test("colours tokens with the variables, as Shiki's own two-pass output does", async () => {
    const hl = await getCodeHighlighter(VARIABLES);
    await hl.prepare(['```ts\nx\n```']);
    const ours = hl.highlight(CODE, hl.language('ts'));
    const html = JSON.stringify(ours);
    expect(html).toContain('--shiki-light:var(--mint-token-keyword);--shiki-dark:var(--mint-token-keyword)');
    expect(html).toContain('var(--mint-token-comment)');
    // Shiki's stand-ins for colours textmate cannot hold never reach the page.
    expect(html).not.toMatch(/#[0-9a-f]{8}/i);
    expect(ours.properties.style).toBe(
      '--shiki-light:var(--mint-color-text);--shiki-dark:var(--mint-color-text);' +
        '--shiki-light-bg:var(--mint-color-background);--shiki-dark-bg:var(--mint-color-background)',
    );
    const theme = cssVariablesTheme();
    const reference = await createHighlighter({ themes: [theme], langs: await withLazyEmbeds('ts') });
    const shiki = reference.codeToHast(CODE, {
      lang: 'ts',
      themes: { light: 'css-variables', dark: 'css-variables' },
      defaultColor: false,
    });
    expect(JSON.stringify(ours)).toBe(JSON.stringify(shiki.children[0]));
    // Two highlighters starting, on a machine shared with the rest of the suite.
  }, 60_000);

  test('beside a bundled theme, only its own side is variables', async () => {
    const hl = await createCodeHighlighter({ light: 'css-variables', dark: 'github-dark' }, []);
    await hl.load(['ts']);
    const html = JSON.stringify(hl.highlight('const a = 1;', 'ts'));
    expect(html).toContain('--shiki-light:var(--mint-token-keyword);--shiki-dark:#F97583');
    const plain = JSON.stringify(hl.highlight('plain words', 'text'));
    expect(plain).toContain('--shiki-light:var(--mint-color-text)');
  });
});

describe('a site with styling.codeblocks "css-variables"', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'lectern-css-vars-'));
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  test('builds without a warning; its code carries the variables and the stylesheet defines each', async () => {
    const src = path.join(root, 'src');
    fs.mkdirSync(src);
    fs.writeFileSync(
      path.join(src, 'docs.json'),
      JSON.stringify({
        name: 'Vars',
        navigation: { pages: ['index'] },
        styling: { codeblocks: { theme: 'css-variables' } },
      }),
    );
    fs.writeFileSync(path.join(src, 'index.mdx'), `# Home\n\n\`\`\`ts\n${CODE}\`\`\`\n`);
    const out = path.join(root, 'out');
    const result = await buildSite({ srcDir: src, outDir: out });
    expect(result.diagnostics.filter((d) => d.message.includes('styling'))).toEqual([]);
    const html = fs.readFileSync(path.join(out, 'index.html'), 'utf8');
    expect(html).toContain('--shiki-light:var(--mint-token-keyword);--shiki-dark:var(--mint-token-keyword)');
    // The variables follow the site's mode: the block is not fixed to the theme's nominal dark type.
    expect(html).not.toContain('lectern-code--dark');

    const assets = path.join(out, '_lectern');
    const cssFile = fs.readdirSync(assets).find((f) => /^lectern.*\.css$/.test(f))!;
    const css = fs.readFileSync(path.join(assets, cssFile), 'utf8');
    const rule = (selector: string) => {
      const start = css.indexOf(`${selector} {`);
      expect(start, selector).toBeGreaterThan(-1);
      return css.slice(start, css.indexOf('}', start));
    };
    // No specificity, so a site's own `:root { --mint-... }` wins in both modes.
    const light = rule(':where(:root)');
    const dark = rule(":where([data-theme='dark'])");
    const documented = fs
      .readFileSync(
        path.join(import.meta.dirname, '../../../../../shared/corpus/mintlify-docs/create/code.mdx'),
      )
      .toString()
      .match(/--mint-[a-z-]+/g)!;
    for (const name of new Set([...themeVariables(), ...documented])) {
      expect(light, name).toMatch(new RegExp(`${name}: #[0-9a-f]{6,8};`));
      expect(dark, name).toMatch(new RegExp(`${name}: #[0-9a-f]{6,8};`));
    }
  }, 60_000);
});
