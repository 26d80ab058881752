/**
 * A small site assembled by hand from the engine's parts (layout, client assets, OpenAPI renderer) and indexed
 * with Pagefind, so the browser tests do not depend on the whole build pipeline.
 */
import { createHash } from 'node:crypto';
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { toHtml } from 'hast-util-to-html';
import * as pagefind from 'pagefind';
import { clientAssets, mermaidAsset } from '../../src/engine/client/index.js';
import { writeBundle } from '../../src/engine/build/search.js';
import { renderLayout } from '../../src/engine/layout/index.js';
import { loadOpenApi, renderOperation } from '../../src/engine/openapi/index.js';
import type { LayoutInput, NavNode, RenderedPage } from '../../src/engine/types.js';
import { CORPUS_DIR } from '../support/shared.js';

export const CODE_SAMPLE = 'npm install -g lectern\nlectern build ./docs ./out';

const nav: NavNode[] = [
  {
    kind: 'group',
    title: 'Get started',
    icon: 'rocket',
    children: [
      { kind: 'page', path: 'index', title: 'Introduction', icon: 'house' },
      { kind: 'page', path: 'guides/install', title: 'Install' },
      { kind: 'page', path: 'guides/diagrams', title: 'Diagrams' },
    ],
  },
  {
    kind: 'group',
    title: 'API reference',
    children: [{ kind: 'page', path: 'api/update', title: 'Trigger update', method: 'POST' }],
  },
];

const filler = (n: number) =>
  Array.from(
    { length: n },
    (_, i) => `<p>Paragraph ${i + 1} about installing and configuring the documentation engine.</p>`,
  ).join('');

function pages(): (Omit<RenderedPage, 'diagnostics' | 'frontmatter'> & { path: string })[] {
  const doc = loadOpenApi(CORPUS_DIR, 'openapi.json');
  const api = toHtml(renderOperation(doc, 'POST', '/project/update/{projectId}', { playground: true }));
  return [
    {
      path: 'index',
      title: 'Introduction',
      description: 'Welcome to the Acme documentation.',
      html:
        `<div class="lectern-callout lectern-callout-info" role="note"><div class="lectern-callout-content"><p>Read the <a href="guides/install.html">install guide</a> first.</p></div></div><h2 id="overview">Overview</h2><p>Acme turns folders of Markdown into <span class="lectern-tooltip"><span class="lectern-tooltip__trigger" tabindex="0" aria-describedby="tooltip-1">sites</span><span class="lectern-tooltip__bubble" role="tooltip" id="tooltip-1"><span class="lectern-tooltip__tip">Static HTML folders.</span></span></span>.</p>` +
        `<section class="lectern-view" data-view="JavaScript"><div class="lectern-view__label"><span>JavaScript</span></div><div class="lectern-view__content"><h3 id="client-setup">Client setup</h3><p>Use the JS client.</p></div></section>` +
        `<section class="lectern-view" data-view="Python"><div class="lectern-view__label"><span>Python</span></div><div class="lectern-view__content"><h3 id="client-setup-2">Client setup</h3><p>Use the Python client.</p></div></section>`,
      toc: [
        { depth: 2, id: 'overview', text: 'Overview' },
        { depth: 3, id: 'client-setup', text: 'Client setup' },
        { depth: 3, id: 'client-setup-2', text: 'Client setup' },
      ],
      needs: { mermaid: false, math: false, code: false },
    },
    {
      path: 'guides/install',
      title: 'Install',
      description: 'Install the Acme CLI on any system.',
      html:
        `<h2 id="platforms">Platforms</h2>` +
        // Tabs as the markdown renderer writes them, and a bare version the element must complete itself.
        `<lectern-tabs class="lectern-tabs"><div role="tablist" class="lectern-tabs__list"><button type="button" role="tab" class="lectern-tabs__tab" id="t-0" aria-controls="p-0" aria-selected="true" tabindex="0"><span class="lectern-tabs__label">macOS</span></button><button type="button" role="tab" class="lectern-tabs__tab" id="t-1" aria-controls="p-1" aria-selected="false" tabindex="-1"><span class="lectern-tabs__label">Linux</span></button><button type="button" role="tab" class="lectern-tabs__tab" id="t-2" aria-controls="p-2" aria-selected="false" tabindex="-1"><span class="lectern-tabs__label">Windows</span></button></div>` +
        `<div role="tabpanel" class="lectern-tabs__panel" id="p-0" aria-labelledby="t-0" tabindex="0"><p>Use Homebrew on macOS.</p></div><div role="tabpanel" class="lectern-tabs__panel" id="p-1" aria-labelledby="t-1" tabindex="0" hidden><p>Use apt on Linux.</p></div><div role="tabpanel" class="lectern-tabs__panel" id="p-2" aria-labelledby="t-2" tabindex="0" hidden><p>Use winget on Windows.</p></div></lectern-tabs>` +
        `<lectern-tabs class="lectern-tabs" id="bare-tabs"><div role="tablist"><button role="tab">Linux</button><button role="tab">BSD</button></div><div role="tabpanel"><p>Linux again.</p></div><div role="tabpanel"><p>BSD too.</p></div></lectern-tabs>` +
        `<h2 id="cli">The CLI</h2><figure class="lectern-code lectern-code--titled" data-language="bash"><div class="lectern-code__header"><span class="lectern-code__title">Terminal</span></div><pre class="shiki lectern-code__pre" style="--shiki-light:#24292e;--shiki-dark:#e1e4e8;--shiki-light-bg:#fff;--shiki-dark-bg:#24292e"><code>${CODE_SAMPLE.split(
          '\n',
        )
          .map(
            (l) =>
              `<span class="line"><span style="--shiki-light:#6f42c1;--shiki-dark:#b392f0">${l}</span></span>`,
          )
          .join(
            '\n',
          )}</code></pre><button type="button" class="lectern-copy" aria-label="Copy code" data-lectern-copy></button></figure>` +
        `<pre id="bare-pre"><code>echo bare</code></pre>` +
        `<h2 id="faq">FAQ</h2><details class="lectern-accordion" id="node-&amp;-npm/what’s-100%-needed"><summary class="lectern-accordion__summary"><span class="lectern-accordion__heading"><span class="lectern-accordion__title">Which Node version?</span></span></summary><div class="lectern-accordion__content"><p>Node 20 or newer, unmistakably.</p></div></details>` +
        // Ids with the characters Mintlify keeps (`&`, `/`, `’`): the scroll-spy and hash links find them.
        `<h3 id="read/write-&amp;-what’s-wrong">Troubleshooting</h3>${filler(30)}<h2 id="next-steps">Next steps</h2>${filler(10)}`,
      toc: [
        { depth: 2, id: 'platforms', text: 'Platforms' },
        { depth: 2, id: 'cli', text: 'The CLI' },
        { depth: 2, id: 'faq', text: 'FAQ' },
        { depth: 3, id: 'read/write-&-what’s-wrong', text: 'Troubleshooting' },
        { depth: 2, id: 'next-steps', text: 'Next steps' },
      ],
      needs: { mermaid: false, math: false, code: true },
    },
    {
      path: 'guides/diagrams',
      title: 'Diagrams',
      html: '<p>A flow of zebraflux builds.</p><pre class="mermaid">graph TD\n  A[Source] --> B[Engine]\n  B --> C[Site]</pre>',
      toc: [],
      needs: { mermaid: true, math: false, code: false },
    },
    {
      path: 'api/update',
      title: 'Trigger update',
      html: api,
      toc: [],
      needs: { mermaid: false, math: false, code: true },
    },
  ];
}

function hashed(name: string, contents: string | Buffer): string {
  const dot = name.lastIndexOf('.');
  return `_lectern/${name.slice(0, dot)}.${createHash('sha256').update(contents).digest('hex').slice(0, 10)}${name.slice(dot)}`;
}

export function write(outDir: string, rel: string, contents: string | Buffer): void {
  mkdirSync(dirname(join(outDir, rel)), { recursive: true });
  writeFileSync(join(outDir, rel), contents);
}

/** The client's CSS and JS under content-hashed names in `_lectern/`, as the build writes them. */
export async function writeClientAssets(outDir: string): Promise<LayoutInput['assets']> {
  const assets: LayoutInput['assets'] = { css: [], js: [] };
  for (const asset of await clientAssets()) {
    const rel = hashed(asset.name, asset.contents);
    write(outDir, rel, asset.contents);
    (asset.name.endsWith('.css') ? assets.css : assets.js).push(rel);
  }
  return assets;
}

export async function buildFixtureSite(outDir: string): Promise<void> {
  const assets = await writeClientAssets(outDir);
  const mermaid = await mermaidAsset();
  assets.mermaid = hashed('mermaid.js', mermaid.contents);
  mkdirSync(join(outDir, '_lectern'), { recursive: true });
  copyFileSync(mermaid.file, join(outDir, assets.mermaid));

  const site: LayoutInput['site'] = {
    name: 'Acme Docs',
    colors: { primary: '#166E3F', light: '#26BD6C', dark: '#166E3F' },
    siteUrl: 'https://docs.acme.test',
    navbar: {
      links: [{ label: 'Blog', href: 'https://acme.test/blog' }],
      primary: { type: 'button', label: 'Sign up', href: 'https://acme.test/signup' },
    },
    footer: { socials: { github: 'https://github.com/acme' }, links: [] },
    iconLibrary: 'lucide',
  };
  const features = { search: true, apiPlayground: true };
  const all = pages();
  all.forEach((page, i) => {
    const depth = page.path.split('/').length - 1;
    const prev = all[i - 1];
    const next = all[i + 1];
    const html = renderLayout({
      site,
      page: { ...page, frontmatter: {}, diagnostics: [] },
      rootPrefix: '../'.repeat(depth),
      nav: { sections: [], activeSectionIds: [], children: nav },
      prev: prev && { title: prev.title, href: prev.path },
      next: next && { title: next.title, href: next.path },
      assets,
      features,
    });
    write(outDir, `${page.path}.html`, html);
  });
  write(
    outDir,
    '404.html',
    renderLayout({
      kind: 'notFound',
      site,
      page: {
        path: '404',
        title: 'Page not found',
        html: '<p>Nothing lives here.</p>',
        toc: [],
        frontmatter: {},
        diagnostics: [],
        needs: { mermaid: false, math: false, code: false },
      },
      rootPrefix: '',
      nav: { sections: [], activeSectionIds: [], children: nav },
      assets,
      features,
    }),
  );

  // Two search shards, as the engine writes them for larger sites: the client loads one and merges the other.
  // The page the search test looks for (Diagrams, the third) lands in the merged shard.
  const htmlFiles = all.map((page) => `${page.path}.html`);
  const shards = ['shard-a', 'shard-b'];
  for (const [n, key] of shards.entries()) {
    const { index, errors } = await pagefind.createIndex({});
    if (!index) throw new Error(`pagefind: ${errors.join('; ')}`);
    for (const file of htmlFiles.filter((_, i) => (i + 1) % shards.length === n)) {
      const added = await index.addHTMLFile({
        url: `/${file}`,
        content: readFileSync(join(outDir, file), 'utf8'),
      });
      if (added.errors.length) throw new Error(`pagefind: ${added.errors.join('; ')}`);
    }
    const writeErrors = await writeBundle(index, join(outDir, '_lectern', 'search', key));
    if (writeErrors.length) throw new Error(`pagefind: ${writeErrors.join('; ')}`);
  }
  write(outDir, '_lectern/search/shards.json', JSON.stringify({ shards }));
  await pagefind.close();
}
