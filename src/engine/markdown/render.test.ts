/** The public face: renderer reuse, OpenAPI pages, titles, diagnostics locations, needs. */
import { describe, expect, it } from 'vitest';
import { h } from 'hastscript';
import type { Root } from 'hast';
import { createRenderer, readFrontmatter, renderPage } from './index.js';
import { createTestContext } from './test-context.js';
import type { PageContext } from '../types.js';

function context(
  file: string,
  extra: Partial<PageContext> = {},
  snippets: Record<string, string> = {},
): PageContext {
  return {
    ...createTestContext({
      srcDir: '/nonexistent-lectern-src',
      file,
      pages: new Set(['index']),
      assets: new Set(),
      snippets,
    }),
    ...extra,
  };
}

describe('renderer', () => {
  it('renders many pages with one renderer, each with its own ids, TOC and diagnostics', async () => {
    const renderer = await createRenderer();
    const a = await renderer.render(
      '## Same\n\n<Tabs><Tab title="x">a</Tab></Tabs>\n\n[gone](/gone)',
      context('a.mdx'),
    );
    const b = await renderer.render('## Same\n\n<Tabs><Tab title="x">b</Tab></Tabs>', context('b.mdx'));
    expect(a.toc).toEqual([{ depth: 2, id: 'same', text: 'Same' }]);
    expect(b.toc).toEqual([{ depth: 2, id: 'same', text: 'Same' }]);
    expect(a.html).toContain('id="lectern-tabs-1-panel-0"');
    expect(b.html).toContain('id="lectern-tabs-1-panel-0"');
    expect(a.diagnostics.map((d) => [d.code, d.file, d.line])).toEqual([['broken-link', 'a.mdx', 5]]);
    expect(b.diagnostics).toEqual([]);
  });

  it('works through the shared renderPage too', async () => {
    const page = await renderPage('---\ntitle: T\n---\n# Hi', context('guides/getting-started.mdx'));
    expect(page.html).toBe('<h1 id="hi">Hi</h1>');
  });

  it('names the page a broken relative link leads to, as well as the href written', async () => {
    const page = await renderPage(
      '<Card title="Python" href="python" />\n\n[up](../gone#x) [root](/nope) [home](index)',
      context('sdks/overview.mdx'),
    );
    expect(page.diagnostics.map((d) => d.message)).toEqual([
      'broken link to "python" (sdks/python)',
      'broken link to "../gone#x" (gone) ("up")',
      // Written from the root already: nothing to add.
      'broken link to "/nope" ("root")',
      'broken link to "index" (sdks/index) ("home")',
    ]);
  });

  it('takes the title from frontmatter, then the first h1, then the file name', async () => {
    expect((await renderPage('---\ntitle: From FM\n---\n# H', context('x.mdx'))).title).toBe('From FM');
    expect((await renderPage('# From heading', context('x.mdx'))).title).toBe('From heading');
    expect((await renderPage('text', context('guides/getting-started.mdx'))).title).toBe('Getting started');
  });

  it('shows an opening # heading once, as the title, when the frontmatter sets none', async () => {
    const untitled = await renderPage('---\nsummary: x\n---\n\n# What is `it`?\n\nBody.\n', context('x.mdx'));
    expect(untitled.title).toBe('What is it?');
    expect(untitled.html).not.toContain('<h1');
    expect(untitled.html).toContain('Body.');
    // With a title of its own, the page's heading is content and stays.
    const titled = await renderPage('---\ntitle: T\n---\n# Heading\n', context('x.mdx'));
    expect(titled.html).toContain('<h1 id="heading">Heading</h1>');
    // A later h1 is content too.
    expect((await renderPage('Intro.\n\n# Later\n', context('x.mdx'))).html).toContain('<h1');
  });

  it('warns when a page opens with a frontmatter key outside `---` lines, naming the line', async () => {
    const unfenced = await renderPage('\nopenapi: GET /users\n\nSome text.', context('a.mdx'));
    expect(unfenced.diagnostics.map((d) => [d.code, d.line])).toEqual([['frontmatter', 2]]);
    expect(unfenced.diagnostics[0].message).toContain('openapi: GET /users');
    const fenced = await renderPage(
      '---\nopenapi: GET /users\n---\n\ntitle: not a key here',
      context('b.mdx'),
    );
    expect(fenced.diagnostics.filter((d) => d.code === 'frontmatter')).toEqual([]);
    const prose = await renderPage('Title: a sentence that starts like a key.', context('c.mdx'));
    expect(prose.diagnostics).toEqual([]);
  });

  it('renders no value whose nested lists hold more than MAX_ITEMS items once flattened', async () => {
    // A list holding itself by reference: three calls make 30^4 items to render.
    const row = JSON.stringify(Array.from({ length: 30 }, (_, i) => i));
    const page = await renderPage(
      `export const m = (a) => a.map(() => a);\nexport const row = ${row};\n\nSmall: {m(m([1, 2]))}\n\nBig: {m(m(m(row)))}\n`,
      context('a.mdx'),
    );
    expect(page.html).toBe('<p>Small: 12121212</p>\n<p>Big: </p>');
    expect(page.diagnostics.map((d) => [d.code, d.line])).toEqual([['mdx-expression', 6]]);
  });

  it('renders the OpenAPI operation named in frontmatter before the content', async () => {
    const seen: string[] = [];
    const renderApiOperation = (spec: string, mode?: string): Root | null => {
      seen.push(`${spec} (${mode})`);
      return spec.includes('/users')
        ? { type: 'root', children: [h('section', { className: ['api-op'] }, 'GET /users')] }
        : null;
    };
    const page = await renderPage(
      '---\nopenapi: "GET /users"\n---\nExtra prose.',
      context('api/users.mdx', { renderApiOperation }),
    );
    expect(seen).toEqual(['GET /users (interactive)']);
    expect(page.html).toBe('<section class="api-op">GET /users</section><p>Extra prose.</p>');
    expect(page.frontmatter.openapi).toBe('GET /users');
    // The page's display mode reaches the operation renderer.
    await renderPage(
      '---\nopenapi: "GET /users"\nplayground: simple\n---\n',
      context('api/users.mdx', { renderApiOperation }),
    );
    expect(seen.at(-1)).toBe('GET /users (simple)');
    const missing = await renderPage(
      '---\nopenapi: "GET /nope"\n---\n',
      context('api/nope.mdx', { renderApiOperation }),
    );
    // The operation renderer reports a missing operation (OPENAPI_OPERATION_NOT_FOUND); the page adds no
    // diagnostic, and the endpoint it names still heads it.
    expect(seen.at(-1)).toBe('GET /nope (interactive)');
    expect(missing.html).toMatch(/^<div class="lectern-api[ "][^>]*data-method="GET"[^>]*data-path="\/nope"/);
    expect(missing.diagnostics).toEqual([]);
  });

  it('a manual endpoint takes the ParamFields the page rendered, not those nested in one', async () => {
    const page = await renderPage(
      [
        '---',
        'api: POST https://api.test/v1/items/{id}',
        '---',
        'export const limit = 30;',
        '',
        '<ParamField path="id" type="string" required>The item.</ParamField>',
        '<ParamField query="limit" type="integer" />',
        '<ParamField header="X-Trace" query="ignored" />',
        '<Expandable title="more">',
        '<ParamField body="name" type="string" default="x">',
        '  <ParamField body="nested" type="string" required />',
        '</ParamField>',
        '</Expandable>',
        '<ParamField body="name" type="number" />',
        '<ParamField body="count" type="integer" default={limit} />',
        '<ParamField name="unlocated" />',
      ].join('\n'),
      { ...context('api/items.mdx'), features: { search: true, apiPlayground: true } },
    );
    const form = page.html.slice(
      page.html.indexOf('<lectern-playground'),
      page.html.indexOf('</lectern-playground>'),
    );
    expect(form).toContain('name="id" data-in="path" required');
    expect(form).toContain('name="limit" data-in="query" placeholder="optional"');
    // A literal expression prop is read as the rendered field reads it.
    expect(form).toContain('"count": 30');
    // The first location attribute in the component's order (query before header) names the field.
    expect(form).toContain('name="ignored" data-in="query"');
    expect(form).not.toContain('X-Trace');
    // Body fields: one per name (the first), nested ParamFields are that field's properties.
    expect(form).toContain('"name": "x"');
    expect(form).not.toContain('nested');
    expect(form).not.toContain('unlocated');
  });

  it('reports problems inside a snippet against the snippet file', async () => {
    const page = await renderPage(
      'import S from "/snippets/s.mdx";\n\n<S />',
      context('page.mdx', {}, { '/snippets/s.mdx': 'line one\n\n<Bogus />' }),
    );
    expect(page.diagnostics.map((d) => [d.code, d.file, d.line])).toEqual([
      ['unknown-component', 'snippets/s.mdx', 3],
    ]);
  });

  it('sets needs only for what the page uses', async () => {
    expect((await renderPage('plain', context('p.mdx'))).needs).toEqual({
      mermaid: false,
      math: false,
      code: false,
    });
    expect(
      (await renderPage('```mermaid\ngraph TD\n```\n\n$$x$$\n\n```sh\nls\n```', context('p.mdx'))).needs,
    ).toEqual({ mermaid: true, math: true, code: true });
  });

  it('loads a bundled language on demand and falls back to text for unknown ones', async () => {
    const page = await renderPage('```haskell\nmain = pure ()\n```\n\n```klingon\nx\n```', context('p.mdx'));
    expect(page.html).toContain('data-language="haskell"');
    expect(page.html).toMatch(/haskell[\s\S]*--shiki-light:#D73A49[\s\S]*klingon/);
    expect(page.diagnostics).toEqual([]);
  });
});

describe('readFrontmatter', () => {
  it('is exported for navigation titles', () => {
    expect(readFrontmatter('---\nsidebarTitle: Short\n---\n# x')).toEqual({ sidebarTitle: 'Short' });
  });
});
