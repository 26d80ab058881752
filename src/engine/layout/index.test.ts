import { describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { inlineMarkdownHtml, renderLayout, safeHref, THEME_INIT_SCRIPT_CSP_HASH } from './index.js';
import { fixtureInput, fixturePage } from './fixtures.js';

const snap = (name: string) => `./__snapshots__/${name}.html`;

describe('renderLayout snapshots', () => {
  it('a guide page in a tab with nested groups', async () => {
    await expect(renderLayout(fixtureInput())).toMatchFileSnapshot(snap('guide-page'));
  });

  it('the index page at the root, no search, strict dark appearance, banner', async () => {
    const html = renderLayout(
      fixtureInput({
        rootPrefix: '',
        page: fixturePage({ path: 'index', title: 'Introduction', toc: [] }),
        features: { search: false, apiPlayground: false },
        prev: undefined,
        site: {
          ...fixtureInput().site,
          appearance: { default: 'dark', strict: true },
          banner: {
            content: 'New: read the [changelog](/changelog).',
            html: inlineMarkdownHtml('New: read the [changelog](/changelog).'),
            dismissible: true,
            type: 'info',
          },
        },
      }),
    );
    await expect(html).toMatchFileSnapshot(snap('index-page'));
  });

  it('the 404 page', async () => {
    const html = renderLayout(
      fixtureInput({
        kind: 'notFound',
        rootPrefix: '',
        page: fixturePage({
          path: '404',
          title: 'Page not found',
          description: undefined,
          html: '<p>Nothing here.</p>',
          toc: [],
        }),
        prev: undefined,
        next: undefined,
      }),
    );
    await expect(html).toMatchFileSnapshot(snap('not-found'));
  });

  it('languages and versions as switchers, anchors in the sidebar, custom mode', async () => {
    const html = renderLayout(
      fixtureInput({
        rootPrefix: '../../',
        page: fixturePage({
          path: 'fr/guides/landing',
          title: 'Accueil',
          frontmatter: { mode: 'custom' },
          toc: [],
        }),
        nav: {
          sections: [
            {
              kind: 'language',
              id: 'en',
              title: 'English',
              firstPage: 'index',
              children: [],
              sections: [],
            },
            {
              kind: 'language',
              id: 'fr',
              title: 'Français',
              firstPage: 'fr/index',
              children: [],
              sections: [
                {
                  kind: 'anchor',
                  id: 'fr/Docs',
                  title: 'Docs',
                  icon: 'book-open',
                  firstPage: 'fr/index',
                  children: [],
                  sections: [],
                },
                {
                  kind: 'anchor',
                  id: 'fr/Community',
                  title: 'Community',
                  icon: 'users',
                  href: 'https://community.acme.test',
                  children: [],
                  sections: [],
                },
              ],
            },
          ],
          activeSectionIds: ['fr', 'fr/Docs'],
          children: [{ kind: 'page', path: 'fr/guides/landing', title: 'Accueil' }],
        },
      }),
    );
    await expect(html).toMatchFileSnapshot(snap('languages-custom-mode'));
  });
});

describe('renderLayout behaviour', () => {
  const html = renderLayout(fixtureInput());

  it('marks only the current page and opens its groups', () => {
    expect(html.match(/aria-current="page"/g)).toHaveLength(1);
    expect(html).toMatch(
      /<li data-active><a class="lectern-nav-link" href="\.\.\/guides\/install\.html" aria-current="page" data-active>/,
    );
    expect(html).toContain(
      '<details open><summary><a class="lectern-nav-group-link" href="../guides/index.html">Guides</a>',
    );
    expect(html).toContain('<details><summary><span class="lectern-nav-text">Deep</span>');
    expect(html).toContain('<details open><summary><span class="lectern-nav-text">Open</span>');
  });

  it('leaves hidden pages out and shows method badges and tags', () => {
    expect(html).not.toContain('secret.html');
    expect(html).toContain('<span class="lectern-method lectern-method-post method-nav-pill">POST</span>');
    expect(html).toContain('<span class="lectern-method lectern-method-delete method-nav-pill">DEL</span>');
    expect(html).toContain(
      '<span class="lectern-nav-tag nav-tag-pill"><span class="nav-tag-pill-text">NEW</span></span>',
    );
    expect(html).toContain('Quick start');
  });

  it('makes every internal link relative and the canonical URL extensionless', () => {
    expect(html).toContain('<link rel="canonical" href="https://docs.acme.test/guides/install">');
    expect(html).toContain('href="../_lectern/app.abc123.css"');
    expect(html).toContain('src="../_lectern/app.def456.js"');
    expect(html).toContain('href="../changelog.html"');
    expect(html).toContain('rel="next"');
    const hrefs = [...html.matchAll(/(?:href|src)="([^"]*)"/g)].map((m) => m[1]!);
    for (const href of hrefs) {
      if (/^(https?:|#|mailto:)/.test(href)) continue;
      expect(href.startsWith('../'), href).toBe(true);
    }
  });

  it('loads the mermaid script path and katex CSS only when the page needs them', () => {
    expect(html).not.toContain('data-mermaid-src');
    expect(html).not.toContain('katex.css');
    const withBoth = renderLayout(
      fixtureInput({ page: fixturePage({ needs: { mermaid: true, math: true, code: true } }) }),
    );
    expect(withBoth).toContain('data-mermaid-src="../_lectern/mermaid.min.js"');
    expect(withBoth).toContain('href="../_lectern/katex.css"');
  });

  it('merges site metatags with frontmatter, page wins', () => {
    const page = renderLayout(
      fixtureInput({
        page: fixturePage({
          frontmatter: {
            'og:title': 'Custom OG',
            'twitter:site': '@page',
            keywords: ['a', 'b'],
            noindex: true,
            'og:image': '/images/og.png',
          },
        }),
      }),
    );
    expect(page).toContain('<meta property="og:title" content="Custom OG">');
    expect(page).toContain('<meta name="twitter:site" content="@page">');
    expect(page).toContain('<meta property="og:locale" content="en_US">');
    expect(page).toContain('<meta name="keywords" content="a, b">');
    expect(page).toContain('<meta name="robots" content="noindex">');
    expect(page).toContain('<meta property="og:image" content="https://docs.acme.test/images/og.png">');
    expect(page).not.toContain('name="canonical"');
    // Without a site-wide og:site_name, the site's name.
    expect(page).toContain('<meta property="og:site_name" content="Acme Docs">');
  });

  it("keeps the site's own og:site_name (Mintlify adds metatags to every page as written)", () => {
    const input = fixtureInput();
    input.site.metatags = { ...input.site.metatags, 'og:site_name': 'Acme Developer Docs' };
    const page = renderLayout(input);
    expect(page).toContain('<meta property="og:site_name" content="Acme Developer Docs">');
    expect(page).not.toContain('content="Acme Docs">');
  });
});

describe('renderLayout page kinds', () => {
  it('gives API reference pages the examples column instead of a table of contents', () => {
    const html = renderLayout(
      fixtureInput({ page: fixturePage({ frontmatter: { openapi: 'POST /users' } }) }),
    );
    expect(html).toContain('class="lectern-mode-default lectern-api-page"');
    expect(html).not.toContain('<lectern-toc>');
    expect(html).toContain('lectern-no-toc');
  });

  it('writes right-to-left languages with dir="rtl"', () => {
    const ar = renderLayout(fixtureInput({ site: { ...fixtureInput().site, lang: 'ar' } }));
    expect(ar).toMatch(/^<!doctype html>\n<html lang="ar" dir="rtl"/);
    expect(renderLayout(fixtureInput({ site: { ...fixtureInput().site, lang: 'fr-FR' } }))).not.toContain(
      'dir="rtl"',
    );
  });

  it('carries exactly one inline script, whose CSP hash is exported', () => {
    const html = renderLayout(fixtureInput());
    const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
    expect(inline).toHaveLength(1);
    const hash = `'sha256-${createHash('sha256').update(inline[0]!).digest('base64')}'`;
    expect(THEME_INIT_SCRIPT_CSP_HASH).toBe(hash);
  });

  it('links prev and next to their pages when a page name holds a dot', () => {
    const html = renderLayout(
      fixtureInput({
        prev: { title: 'Node.js', href: 'sdks/node.js' },
        next: { title: 'Inference.net', href: 'integrations/llms/inference.net' },
      }),
    );
    expect(html).toContain('href="../sdks/node.js.html" rel="prev"');
    expect(html).toContain('href="../integrations/llms/inference.net.html" rel="next"');
  });

  it('keeps the 404 page out of the search index and off prev/next', () => {
    const html = renderLayout(fixtureInput({ kind: 'notFound' }));
    expect(html).not.toContain('data-pagefind-body');
    expect(html).not.toContain('lectern-pagination');
    expect(html).not.toContain('rel="canonical"');
  });
});

describe('renderLayout escaping', () => {
  const evil = '"><script>alert(1)</script>';
  const html = renderLayout(
    fixtureInput({
      site: {
        ...fixtureInput().site,
        name: evil,
        colors: { primary: 'red;}</style><script>x()</script>' },
        navbar: { links: [{ label: evil, href: 'javascript:alert(1)' }] },
        footer: {
          socials: {},
          links: [{ header: evil, items: [{ label: 'x', href: 'java\tscript:alert(1)' }] }],
        },
      },
      page: fixturePage({
        title: evil,
        description: evil,
        toc: [{ depth: 2, id: '"onmouseover="x', text: evil }],
        frontmatter: { 'og:description': evil, onload: 'x()' },
      }),
      nav: {
        sections: [],
        activeSectionIds: [],
        children: [{ kind: 'page', path: 'a"b', title: evil, tag: evil }],
      },
      prev: { title: evil, href: 'javascript:alert(1)' },
    }),
  );

  it('never lets configuration or page text open a tag or attribute', () => {
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('"><script>');
    expect(html).not.toContain('x()</script>');
    expect(html).not.toMatch(/href="\s*java\s*script:/i);
    expect(html).not.toContain('onmouseover="x');
    expect(html).not.toContain('name="onload"');
    expect(html).toContain('&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toContain('--lectern-primary');
  });
});

describe('safeHref', () => {
  it("keeps the schemes author links may use (the markdown renderer's list) and refuses the rest", () => {
    for (const ok of [
      'https://acme.test/x',
      'mailto:a@acme.test',
      'tel:+123',
      'cursor://anysphere.cursor-deeplink/mcp/install?name=x',
      'vscode:extension/acme.x',
      '/guides/x',
      '../x.html',
      '#top',
    ])
      expect(safeHref(` ${ok} `), ok).toBe(ok);
    for (const bad of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'java\tscript:alert(1)',
      '\u0001javascript:alert(1)',
      'vbscript:x',
      'data:text/html,<script>x()</script>',
      'file:///etc/passwd',
      'blob:https://acme.test/x',
      'unknown-app:x',
    ])
      expect(safeHref(bad), bad).toBe('#');
  });
});
