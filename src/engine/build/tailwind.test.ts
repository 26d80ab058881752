import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import postcss from 'postcss';
import { afterAll, describe, expect, test } from 'vitest';
import { CORPUS_DIR } from '../../../test/support/shared.js';
import { classCandidates } from './tailwind-classes.js';
import { CONTENT_SCOPE, planTailwindCss } from './tailwind.js';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'lectern-tailwind-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

let sites = 0;
/** The stylesheet for one page holding `markup`. */
async function cssFor(markup: string): Promise<{ rel: string; css: string } | null> {
  const dir = path.join(root, `site-${sites++}`);
  fs.mkdirSync(dir);
  fs.writeFileSync(path.join(dir, 'index.mdx'), `# Page\n\n${markup}\n`);
  const file = await planTailwindCss(dir, ['index.mdx'], []);
  return file && { rel: file.rel, css: String(file.contents) };
}

/** `selector { declarations }` of every rule, with the at-rule it sits in. */
function rules(css: string): { media: string; selector: string; body: string }[] {
  const out: { media: string; selector: string; body: string }[] = [];
  postcss.parse(css).walkRules((rule) => {
    const parent = rule.parent?.type === 'atrule' ? (rule.parent as postcss.AtRule) : null;
    const body: string[] = [];
    rule.walkDecls((d) => {
      if (!d.prop.startsWith('--tw-')) body.push(`${d.prop}: ${d.value}${d.important ? ' !important' : ''}`);
    });
    out.push({
      media: parent ? `@${parent.name} ${parent.params}` : '',
      selector: rule.selector,
      body: body.join('; '),
    });
  });
  return out;
}

const escapeClass = (c: string) => c.replace(/[:/.!]/g, (x) => `\\${x}`);

describe('planTailwindCss', () => {
  test('generates the utilities a page uses, scoped to author content, and nothing else', async () => {
    const out = await cssFor(
      '<div className="bg-gray-900 text-white md:grid-cols-3 rounded-xl">\n' +
        '  <img className="block dark:hidden" src="/a.png" />\n' +
        '  <span className="text-primary dark:text-primary-light bg-primary/10 bg-background-dark">x</span>\n' +
        '  <pre className="dark:bg-codeblock">y</pre>\n' +
        '</div>',
    );
    expect(out!.rel).toMatch(/^_lectern\/tailwind\.[0-9a-f]{10}\.css$/);
    const list = rules(out!.css);
    const find = (c: string) => list.filter((r) => r.selector.includes(`.${escapeClass(c)}`));
    expect(find('bg-gray-900')).toEqual([
      {
        media: '',
        selector: '.lectern-content .bg-gray-900',
        body: 'background-color: rgb(17 24 39 / var(--tw-bg-opacity, 1))',
      },
    ]);
    expect(find('md:grid-cols-3')).toEqual([
      {
        media: '@media (min-width: 768px)',
        selector: '.lectern-content .md\\:grid-cols-3',
        body: 'grid-template-columns: repeat(3, minmax(0, 1fr))',
      },
    ]);
    // Dark variants follow Lectern's theme attribute and are one selector stronger than the plain utility.
    expect(find('dark:hidden')).toEqual([
      {
        media: '',
        selector: '.lectern-content .dark\\:hidden:is([data-theme="dark"] *)',
        body: 'display: none',
      },
    ]);
    expect(find('text-primary')[0]!.body).toBe('color: var(--lectern-primary)');
    expect(find('dark:text-primary-light')[0]!.body).toBe('color: var(--lectern-primary-light)');
    expect(find('bg-primary/10')[0]!.body).toBe(
      'background-color: color-mix(in srgb, var(--lectern-primary) 10%, transparent)',
    );
    expect(find('bg-background-dark')[0]!.body).toBe('background-color: var(--lectern-bg-dark, #0d0f11)');
    expect(find('dark:bg-codeblock')[0]!.body).toBe('background-color: var(--code-bg, #15181b)');
    // Preflight is off: nothing styles elements by name, and nothing reaches outside author content.
    expect(out!.css).not.toMatch(/^\s*(?:html|body|h1|img|button)\b/m);
    for (const r of list)
      expect(r.selector.split(/,\s*/).every((s) => s.startsWith(`${CONTENT_SCOPE} `))).toBe(true);
  });

  test('scopes what Tailwind itself leaves global: components and the --tw- defaults; keyframes stay whole', async () => {
    const out = await cssFor('<div className="container translate-x-1 animate-spin" />');
    const css = postcss.parse(out!.css);
    const defaults = css.nodes.find(
      (n): n is postcss.Rule =>
        n.type === 'rule' && n.some((d) => d.type === 'decl' && d.prop === '--tw-rotate'),
    );
    // The defaults a transform reads sit on the elements carrying one, not on every element of the page.
    expect(defaults?.selector).toBe('.lectern-content .translate-x-1');
    expect(defaults?.toString()).toContain('--tw-rotate: 0;');
    expect(out!.css).not.toMatch(/(?:^|,\s*)(?:\.lectern-content )?(?:\*|::before|::backdrop)/m);
    expect(rules(out!.css).map((r) => r.selector)).toEqual(
      expect.arrayContaining(['.lectern-content .container', '.lectern-content .animate-spin']),
    );
    expect(out!.css).toMatch(/@keyframes spin \{\s*to \{ transform: rotate\(360deg\); \}/);
  });

  test('arbitrary values and injection attempts generate nothing', async () => {
    expect(
      await cssFor('<div className="w-[350px] [display:none] bg-[url(https://evil.test/x)]" />'),
    ).toBeNull();
    const out = await cssFor('<div className="x;}body{display:none flex" /><p class="a}*{color:red">b</p>');
    expect(rules(out!.css).map((r) => r.selector)).toEqual(['.lectern-content .flex']);
    expect(out!.css).not.toContain('evil');
  });

  test('no class, or none Tailwind knows: no stylesheet', async () => {
    expect(await cssFor('Plain **Markdown**.')).toBeNull();
    expect(await cssFor('<div className="hero-banner my-callout" />')).toBeNull();
  });

  test('the same classes give the same file, whatever order and page they come in', async () => {
    const a = await cssFor('<div className="p-4 flex dark:block" />');
    const b = await cssFor('<span className="dark:block" /><div className="flex p-4" />');
    expect(b).toEqual(a);
  });

  test('styles every class the corpus uses 8+ times, as Mintlify does (Tailwind v3, no arbitrary values)', async () => {
    const counts = new Map<string, number>();
    const walk = (dir: string) => {
      for (const ent of fs.readdirSync(dir, { withFileTypes: true })) {
        if (ent.isDirectory()) walk(path.join(dir, ent.name));
        else if (/\.mdx$/.test(ent.name))
          for (const c of classCandidates(fs.readFileSync(path.join(dir, ent.name), 'utf8')))
            counts.set(c, (counts.get(c) ?? 0) + 1);
      }
    };
    walk(CORPUS_DIR);
    const used = [...counts].filter(([, n]) => n >= 8).map(([c]) => c);
    expect(used).toContain('dark:hidden');
    const out = await cssFor(`<div className="${used.join(' ')}" />`);
    const selectors = rules(out!.css).map((r) => r.selector);
    // Tailwind Typography (`prose`) is a plugin, not Tailwind; `group` only marks a parent for `group-hover:`.
    const notTailwind = new Set(['prose', 'not-prose', 'prose-gray', 'group']);
    const missing = used.filter(
      (c) => !notTailwind.has(c) && !selectors.some((s) => s.includes(`.${escapeClass(c)}`)),
    );
    expect(missing).toEqual([]);
  });
});
