import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { toHtml } from 'hast-util-to-html';
import { describe, expect, it } from 'vitest';
import { inlineMarkdownHtml, renderLayout } from '../layout/index.js';
import { fixtureInput } from '../layout/fixtures.js';
import { loadOpenApi, renderOperation } from '../openapi/index.js';
import { clientAssets, mermaidAsset } from './index.js';
import { CORPUS_DIR } from '../../../test/support/shared.js';

async function assets() {
  const list = await clientAssets();
  const css = String(list.find((a) => a.name === 'lectern.css')!.contents);
  const js = String(list.find((a) => a.name === 'lectern.js')!.contents);
  return { list, css, js };
}

function classesIn(html: string): Set<string> {
  const out = new Set<string>();
  for (const m of html.matchAll(/class="([^"]*)"/g))
    for (const c of m[1]!.split(/\s+/)) if (c.startsWith('lectern-')) out.add(c);
  return out;
}

describe('clientAssets', () => {
  it('returns one CSS and one JS file', async () => {
    const { list } = await assets();
    expect(list.map((a) => a.name)).toEqual(['lectern.css', 'lectern.js']);
  });

  it('produces a classic script that parses (it must run on file:// pages too, where modules do not)', async () => {
    const { js } = await assets();
    expect(js).not.toMatch(/^\s*(?:import|export)\s/m);
    const dir = mkdtempSync(join(tmpdir(), 'lectern-client-'));
    try {
      writeFileSync(join(dir, 'lectern.cjs'), js);
      execFileSync(process.execPath, ['--check', join(dir, 'lectern.cjs')]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    for (const element of [
      'lectern-tabs',
      'lectern-code-group',
      'lectern-toc',
      'lectern-search',
      'lectern-view',
      'lectern-playground',
    ]) {
      expect(js).toContain(`customElements.define('${element}'`);
    }
  });

  it('references no outside host', async () => {
    const { css, js } = await assets();
    expect(css).not.toMatch(/url\(\s*['"]?(https?:)?\/\//);
    expect(css).not.toContain('@import');
    // The only URLs in the script are the SVG namespace and placeholders in messages.
    const urls = [...js.matchAll(/https?:\/\/[^\s'"`)]+/g)].map((m) => m[0]);
    expect(urls.every((u) => u === 'http://www.w3.org/2000/svg' || u.startsWith('https://...'))).toBe(true);
  });

  it('styles every class the layout and the API renderer emit', async () => {
    const { css } = await assets();
    // A page with every optional piece of chrome as well: banner colour, decoration, global links,
    // dropdown descriptions, the deprecated badge and the right-hand panel.
    const base = fixtureInput();
    const rich = renderLayout({
      ...base,
      site: {
        ...base.site,
        banner: {
          content: '**Hi**',
          html: inlineMarkdownHtml('**Hi**'),
          dismissible: true,
          color: { light: '#123456', dark: '#654321' },
        },
        background: { decoration: 'grid' },
      },
      page: {
        ...base.page,
        frontmatter: { deprecated: true },
        html: '<div class="lectern-example lectern-example--request"><p>x</p></div>',
      },
      nav: {
        ...base.nav,
        sections: [
          {
            kind: 'dropdown',
            id: 'D',
            title: 'D',
            description: 'About D',
            firstPage: 'index',
            children: [],
            sections: [],
          },
        ],
        activeSectionIds: ['D'],
        globalLinks: [
          { kind: 'link', title: 'Blog', href: 'https://blog.test', division: 'anchor' },
          { kind: 'link', title: 'Status', href: 'https://status.test', division: 'tab' },
        ],
      },
    });
    const html =
      renderLayout(fixtureInput()) +
      rich +
      toHtml(
        renderOperation(loadOpenApi(CORPUS_DIR, 'openapi.json'), 'POST', '/project/update/{projectId}', {
          playground: true,
        }),
      );
    const missing = [...classesIn(html)].filter((c) => !css.includes(`.${c}`));
    // Hooks for scripts or markers without their own look.
    const unstyled = new Set([
      'lectern-field--param',
      'lectern-field--response',
      'lectern-field__type',
      'lectern-field__description',
      'lectern-field__pre',
      'lectern-field__post',
      'lectern-code-group__list',
      'lectern-code-group__tab',
      'lectern-code-group__label',
      'lectern-code-group__panel',
      'lectern-tabs__label',
      'lectern-nav-list',
      'lectern-nav-tree',
      'lectern-pagination-prev',
      'lectern-toc-depth-2',
      'lectern-nav-icon',
      'lectern-ui-icon',
      'lectern-icon-lucide',
      'lectern-icon-fontawesome',
      'lectern-mode-default',
      'lectern-api',
      'lectern-api-main',
      'lectern-api-request-samples',
      'lectern-api-response-examples',
      'lectern-playground-details',
      'lectern-playground-actions',
      'lectern-api-description',
      'lectern-field-description',
      'lectern-social',
      'lectern-footer-column',
      'lectern-api-deprecated',
      'lectern-icon-img',
      'lectern-nav-external',
      'lectern-playground-label',
      'lectern-playground-body',
      'lectern-article',
      'lectern-global-link',
      'lectern-global-anchors',
      'lectern-panel-page',
      'lectern-panel-slot',
      'lectern-banner-info',
      'lectern-switcher-dropdown',
      'lectern-example--request',
    ]);
    expect(missing.filter((c) => !unstyled.has(c))).toEqual([]);
  });

  it('styles the component classes the markdown renderer writes', async () => {
    const { css } = await assets();
    const dir = new URL('../markdown/', import.meta.url);
    if (!existsSync(dir)) return;
    const sources = readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
      .map((f) => readFileSync(new URL(f, dir), 'utf8'))
      .join('\n');
    const classes = new Set([...sources.matchAll(/'(lectern-[a-z0-9_-]*[a-z0-9])'/g)].map((m) => m[1]!));
    expect(classes.size).toBeGreaterThan(20);
    // Hooks for scripts, or parts styled through their parent or their ARIA role.
    const hooks = new Set([
      'lectern-tabs__label',
      'lectern-code-group__list',
      'lectern-code-group__tab',
      'lectern-code-group__panel',
      'lectern-code-group__label',
      'lectern-field__pre',
      'lectern-field__post',
      'lectern-field__type',
      'lectern-paragraph',
      'lectern-column',
      'lectern-card__arrow',
      'lectern-accordion__title',
      'lectern-tree__file',
      'lectern-tree__folder',
      'lectern-tree__name',
      'lectern-view__content',
      'lectern-prompt__icon',
      'lectern-prompt__copy',
      'lectern-github-repo__icon',
      'lectern-github-repo__name',
      'lectern-color__name',
      'lectern-color__value',
      'lectern-math',
      'lectern-math--inline',
      'lectern-mermaid',
      'lectern-icon--missing',
      'lectern-code__title',
      'lectern-code__pre',
      'lectern-code--titled',
      'lectern-example--request',
      'lectern-example--response',
      'lectern-code-group--dropdown',
      'lectern-card--horizontal',
      'lectern-card--image',
      'lectern-github-repo--inset',
      'lectern-tabs__panel',
    ]);
    const missing = [...classes].filter((c) => !css.includes(`.${c}`) && !hooks.has(c));
    expect(missing).toEqual([]);
  });

  it('supports Shiki dual themes and light/dark through data-theme', async () => {
    const { css } = await assets();
    expect(css).toContain('var(--shiki-light)');
    expect(css).toContain("[data-theme='dark'] .shiki");
    expect(css).toContain('var(--shiki-dark)');
    expect(css).toContain('var(--lectern-primary)');
  });

  it('leaves Tailwind utilities to the per-site stylesheet, keeping the part of preflight they rely on', async () => {
    const { css } = await assets();
    // build/tailwind.ts generates the classes each site uses (the corpus's are checked in tailwind.test.ts).
    expect(css).not.toContain('.lectern-content .hidden');
    expect(css).not.toContain('dark\\:hidden');
    // `border` sets only a width in Tailwind: elements with a border class get preflight's solid style back.
    expect(css).toMatch(
      /:where\([^{]*\.lectern-content \[class\^='border'\][^{]*\) \{\s*border-width: 0;\s*border-style: solid;\s*border-color: var\(--border\);/,
    );
  });

  it('keeps only the marks of a search excerpt, escaping the rest', async () => {
    const { js } = await assets();
    // The search script is a browser file: take its pure helpers out and run them here.
    const fn = (name: string) => new RegExp(`function ${name}\\([\\s\\S]*?\\n}\\n`).exec(js)![0];
    const safeExcerpt = new Function(`${fn('escapeText')}${fn('safeExcerpt')}return safeExcerpt;`)() as (
      html: string,
    ) => string;
    expect(safeExcerpt('Use <mark>accordions</mark> to fold.')).toBe('Use <mark>accordions</mark> to fold.');
    expect(safeExcerpt('<b>x</b> &lt;script&gt; <img src=x onerror=alert(1)>')).toBe('x &lt;script&gt; ');
    expect(safeExcerpt('a &amp;lt;b&amp;gt; &quot;q&quot; &#39;s&#39;')).toBe(
      'a &amp;lt;b&amp;gt; &quot;q&quot; &#39;s&#39;',
    );
  });

  it('finds the Mermaid browser build', async () => {
    const asset = await mermaidAsset();
    expect(asset.name).toBe('mermaid.min.js');
    expect(asset.contents.length).toBeGreaterThan(100_000);
  });
});
