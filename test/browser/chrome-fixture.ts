/**
 * A small site for the layout's chrome in a browser: the light/dark image pairs and grids real Mintlify
 * pages write with Tailwind classes, the right-hand panel, and navbar links (a GitHub one among them) that
 * phones reach in the drawer.
 * Assembled from the layout and client assets only (no search index), like fixture-site.ts.
 */
import { classCandidates } from '../../src/engine/build/tailwind-classes.js';
import { tailwindStylesheet } from '../../src/engine/build/tailwind.js';
import { renderLayout, type LayoutAssets } from '../../src/engine/layout/index.js';
import type { LayoutInput, NavNode, RenderedPage } from '../../src/engine/types.js';
import { write, writeClientAssets } from './fixture-site.js';

const nav: NavNode[] = [
  {
    kind: 'group',
    title: 'Guides',
    children: [
      { kind: 'page', path: 'index', title: 'Themes' },
      { kind: 'page', path: 'panel', title: 'Panel' },
      { kind: 'page', path: 'code', title: 'Code' },
      { kind: 'page', path: 'support', title: 'Support' },
      { kind: 'page', path: 'signup', title: 'Sign up' },
    ],
  },
];

const svg = (fill: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="100"><rect width="200" height="100" fill="${fill}"/></svg>`;
const para = (text: string, n: number) =>
  Array.from({ length: n }, (_, i) => `<p>${text} ${i + 1}.</p>`).join('');

/** Content HTML as the markdown renderer writes it (see src/engine/markdown/README.md). */
const PAGES: (Pick<RenderedPage, 'html' | 'title'> & { path: string })[] = [
  {
    path: 'index',
    title: 'Themes',
    html:
      `<figure class="lectern-frame"><div class="lectern-frame__content">` +
      `<img class="block pointer-events-none dark:hidden" alt="Light screenshot" src="images/light.svg">` +
      `<img class="pointer-events-none hidden dark:block" alt="Dark screenshot" src="images/dark.svg"></div></figure>` +
      `<div class="grid sm:grid-cols-2 gap-4" id="grid"><div class="p-4 border rounded-xl">Left card</div><div class="p-4 border rounded-xl">Right card</div></div>`,
  },
  {
    path: 'panel',
    title: 'Panel',
    html:
      `<p id="intro">Intro paragraph.</p>` +
      `<div class="lectern-example lectern-example--request"><lectern-code-group class="lectern-code-group"><div role="tablist" class="lectern-code-group__list"><button type="button" role="tab" id="g-tab-0" class="lectern-code-group__tab" aria-controls="g-panel-0" aria-selected="true" tabindex="0" data-label="cURL"><span class="lectern-code-group__label">cURL</span></button></div>` +
      `<div role="tabpanel" id="g-panel-0" class="lectern-code-group__panel" aria-labelledby="g-tab-0" tabindex="0" data-label="cURL"><figure class="lectern-code" data-language="bash"><pre class="shiki lectern-code__pre"><code><span class="line">curl https://api.acme.test/users</span></code></pre></figure></div></lectern-code-group></div>` +
      `<p id="after">After the example.</p>${para('More reading', 12)}` +
      `<aside class="lectern-panel"><div class="lectern-callout lectern-callout--info" role="note"><div class="lectern-callout__content">Pinned note.</div></div></aside>`,
  },
  {
    // `styling.codeblocks` fixed to one mode: each block carries the class markdown/code/theme.ts adds.
    path: 'code',
    title: 'Code',
    html: ['dark', 'light', 'system']
      .map(
        (mode) =>
          `<figure class="lectern-code lectern-code--titled${mode === 'system' ? '' : ` lectern-code--${mode}`}" id="code-${mode}" data-language="bash">` +
          `<div class="lectern-code__header"><span class="lectern-code__title">${mode}</span></div>` +
          `<pre class="shiki lectern-code__pre" style="--shiki-light:#24292e;--shiki-dark:#e1e4e8;--shiki-light-bg:#fff;--shiki-dark-bg:#24292e"><code><span class="line"><span style="--shiki-light:#d73a49;--shiki-dark:#f97583">echo</span> hi</span></code></pre></figure>`,
      )
      .join(''),
  },
  { path: 'support', title: 'Support', html: '<p>Write to us.</p>' },
  { path: 'signup', title: 'Sign up', html: '<p>Welcome aboard.</p>' },
];

export async function buildChromeSite(outDir: string): Promise<void> {
  const assets: LayoutAssets = await writeClientAssets(outDir);
  // The Tailwind utilities the pages' classes need, generated and linked as the build does (build/tailwind.ts).
  const tailwind = await tailwindStylesheet(classCandidates(PAGES.map((p) => p.html).join('\n')));
  if (tailwind) {
    write(outDir, tailwind.rel, tailwind.contents);
    assets.siteCss = [tailwind.rel];
  }
  write(outDir, 'images/light.svg', svg('#f5f5f5'));
  write(outDir, 'images/dark.svg', svg('#111111'));
  const site: LayoutInput['site'] = {
    name: 'Acme Docs',
    colors: { primary: '#166E3F', light: '#26BD6C', dark: '#166E3F' },
    navbar: {
      links: [
        { label: 'Support', href: '/support' },
        // The configuration names an unlabelled GitHub entry after its type.
        { label: 'Github', href: 'https://github.com/acme/widgets', type: 'github' },
      ],
      primary: { type: 'button', label: 'Sign up', href: '/signup' },
    },
    footer: { socials: {}, links: [] },
    iconLibrary: 'lucide',
  };
  for (const page of PAGES) {
    const html = renderLayout({
      site,
      page: {
        ...page,
        frontmatter: {},
        toc: [],
        diagnostics: [],
        needs: { mermaid: false, math: false, code: false },
      },
      rootPrefix: '',
      nav: { sections: [], activeSectionIds: [], children: nav },
      assets,
      features: { search: false, apiPlayground: false },
    });
    write(outDir, `${page.path}.html`, html);
  }
}
