import { join } from 'node:path';
import { toHtml } from 'hast-util-to-html';
import { describe, expect, it } from 'vitest';
import type { RenderedPage } from '../types.js';
import {
  configPills,
  createApiRenderer,
  fieldPills,
  getOperation,
  listOperations,
  loadOpenApi,
  readXMint,
  renderOperation,
  withMintContent,
  withMintMetadata,
  withMintPlayground,
} from './index.js';

const FIXTURES = join(import.meta.dirname, 'fixtures');
const doc = loadOpenApi(FIXTURES, 'x-mint.openapi.json');

/** The head (pills, name, type) of the field with this id, as HTML. */
function head(html: string, id: string): string {
  const at = html.indexOf(`id="${id}"`);
  expect(at, id).toBeGreaterThan(-1);
  return html.slice(at, html.indexOf('</div>', at));
}

/** The pill texts of one kind in a field head, in order. */
const pills = (headHtml: string, kind: string) =>
  [...headHtml.matchAll(new RegExp(`lectern-field__${kind}"[^>]*>([^<]*)<`, 'g'))].map((m) => m[1]);

describe('x-mint on an operation', () => {
  it('reads metadata (without openapi), content and href, and reports what it ignores', () => {
    const { mint, problems } = readXMint(getOperation(doc, 'get', '/users')!.op);
    expect(mint?.metadata).toEqual({
      title: 'List all users',
      sidebarTitle: 'List users',
      description: 'Fetch paginated user data',
      'og:title': 'Display a list of users',
      icon: 'users',
      tag: 'NEW',
      deprecated: true,
      playground: 'simple',
    });
    expect(mint?.content).toMatch(/^## Prerequisites/);
    expect(mint?.href).toBe('/people/list');
    expect(problems).toEqual(['x-mint.metadata.openapi: a generated page keeps its own operation; ignored']);
  });

  it('reads past hosted-only keys (groups, public, mcp) without a problem', () => {
    const op = {
      'x-mint': { groups: ['admins'], public: true, mcp: { enabled: true }, metadata: { title: 'T' } },
    };
    expect(readXMint(op)).toEqual({ mint: { metadata: { title: 'T' } }, problems: [] });
  });

  it('ignores wrong shapes with one problem each, never throwing', () => {
    const { mint, problems } = readXMint(getOperation(doc, 'post', '/users')!.op);
    // The URL is a string, so it passes here; navigation refuses it as a path (see nav/x-mint.test.ts).
    expect(mint).toEqual({ metadata: {}, href: 'https://elsewhere.test/x' });
    expect(problems).toEqual([
      'x-mint.metadata: expected an object; ignored',
      'x-mint.content: expected MDX text; ignored',
    ]);
    expect(readXMint({ 'x-mint': ['no'] })).toEqual({
      mint: null,
      problems: ['x-mint: expected an object; ignored'],
    });
    expect(readXMint({ summary: 'plain' })).toEqual({ mint: null, problems: [] });
    expect(readXMint(null)).toEqual({ mint: null, problems: [] });
  });

  it('is carried by the operation list navigation is built from', () => {
    const ops = listOperations(doc);
    expect(ops.find((o) => o.method === 'GET' && o.path === '/users')?.mint?.href).toBe('/people/list');
    expect(ops.find((o) => o.method === 'POST')?.mintProblems).toHaveLength(2);
  });
});

describe('parameter pills', () => {
  it('api.params.post values follow Mintlify: strings, true as the key, numbers, arrays; nothing else', () => {
    expect(configPills('nullable', true)).toEqual(['nullable']);
    expect(configPills('x-internal', 'admin')).toEqual(['admin']);
    expect(configPills('x-rank', 3)).toEqual(['3']);
    expect(configPills('x-tiers', ['a', 2, { no: 1 }, null, ''])).toEqual(['a', '2']);
    for (const nothing of [false, null, '', '  ', { a: 1 }, undefined, NaN])
      expect(configPills('k', nothing)).toEqual([]);
  });

  it('x-mint.pre/post come from the schema and the parameter object; config pills come first', () => {
    expect(
      fieldPills(
        { nullable: true, 'x-mint': { pre: ['S'], post: ['s1'] } },
        { 'x-internal': 'ops', 'x-mint': { pre: ['P'], post: ['p1'] } },
        ['x-internal', 'nullable'],
      ),
    ).toEqual({ pre: ['P', 'S'], post: ['ops', 'nullable', 'p1', 's1'] });
  });

  it('render before and after the field name, in the reference and its playground, escaped', () => {
    const html = toHtml(
      renderOperation(doc, 'get', '/users', {
        playground: true,
        settings: { postKeys: ['nullable', 'x-internal'] },
      }),
    );
    const limit = head(html, 'parameter-limit');
    expect(pills(limit, 'pre')).toEqual(['PAGING']);
    expect(pills(limit, 'post')).toEqual(['nullable', 'capped']);
    expect(limit.indexOf('lectern-field__pre')).toBeLessThan(limit.indexOf('lectern-field__name'));
    expect(limit.indexOf('lectern-field__name')).toBeLessThan(limit.indexOf('lectern-field__post'));

    // Response properties, through a $ref and an array: built-in flags, then config pills, then x-mint.post.
    const email = head(html, 'response-email');
    expect(pills(email, 'pre')).toEqual(['PII', '&#x3C;b>raw&#x3C;/b>']);
    expect(pills(email, 'post')).toEqual(['nullable', 'tier-1', '2', 'indexed', 'unique']);
    expect(email).not.toContain('<b>');
    const id = head(html, 'response-id');
    expect(id.indexOf('read-only')).toBeLessThan(id.indexOf('>admin<'));
    expect(pills(id, 'post')).toEqual(['admin']);

    // The playground's inputs carry the same pills as the reference.
    const form = html.slice(html.indexOf('<lectern-playground'));
    expect(form).toMatch(/lectern-field__pre">PAGING<\/span>limit/);
    expect(form).toContain('<span class="lectern-field__label lectern-field__post">capped</span>');
  });

  it('request body properties get pills too, with write-only among the built-in ones', () => {
    const html = toHtml(
      renderOperation(doc, 'post', '/users', { playground: false, settings: { postKeys: ['x-internal'] } }),
    );
    const password = head(html, 'body-password');
    expect(password).toContain('lectern-field__flag">write-only<');
    // `x-internal: false` and a blank x-mint.post label show nothing.
    expect(pills(password, 'post')).toEqual([]);
    expect(pills(head(html, 'body-email'), 'post')).toEqual(['tier-1', '2', 'indexed', 'unique']);
  });

  it('without api.params.post only the x-mint pills show', () => {
    const html = toHtml(renderOperation(doc, 'get', '/users', { playground: false }));
    expect(pills(head(html, 'response-email'), 'post')).toEqual(['indexed', 'unique']);
    expect(pills(head(html, 'parameter-limit'), 'post')).toEqual(['capped']);
  });
});

function rendered(html: string, extra: Partial<RenderedPage> = {}): RenderedPage {
  return {
    html,
    title: 'T',
    frontmatter: {},
    toc: [],
    needs: { mermaid: false, math: false, code: false },
    diagnostics: [],
    ...extra,
  };
}

describe('x-mint on the rendered page', () => {
  it('puts the content first and names the spec file in its problems', () => {
    const page = rendered('<div class="lectern-api"></div>', {
      toc: [{ depth: 2, id: 'body', text: 'Body' }],
      needs: { mermaid: false, math: false, code: true },
    });
    const preface = rendered('<h2 id="pre">Pre</h2>', {
      toc: [{ depth: 2, id: 'pre', text: 'Pre' }],
      needs: { mermaid: true, math: false, code: false },
      diagnostics: [
        { severity: 'warning', code: 'mdx-parse', message: 'not valid MDX', file: 'api/x.mdx', line: 4 },
        { severity: 'warning', code: 'snippet', message: 'broken', file: 'snippets/a.mdx', line: 2 },
      ],
    });
    const merged = withMintContent(
      page,
      preface,
      { spec: 'openapi.json GET /users', content: '' },
      'api/x.mdx',
    );
    expect(merged.html).toBe('<h2 id="pre">Pre</h2>\n<div class="lectern-api"></div>');
    expect(merged.toc.map((t) => t.id)).toEqual(['pre', 'body']);
    expect(merged.needs).toEqual({ mermaid: true, math: false, code: true });
    expect(merged.diagnostics).toEqual([
      {
        severity: 'warning',
        code: 'mdx-parse',
        message: 'openapi.json GET /users: x-mint.content (line 3): not valid MDX',
        file: 'openapi.json',
      },
      {
        severity: 'warning',
        code: 'snippet',
        message: 'broken (imported by the x-mint.content of openapi.json GET /users)',
        file: 'snippets/a.mdx',
        line: 2,
      },
    ]);
  });

  it('fills what an openapi: page leaves unset, its own frontmatter winning', () => {
    const page = rendered('', {
      title: 'From heading',
      frontmatter: { openapi: 'GET /users', noindex: false },
    });
    const merged = withMintMetadata(page, { title: 'Meta title', description: 'Meta', 'og:title': 'OG' });
    expect(merged.title).toBe('Meta title');
    expect(merged.description).toBe('Meta');
    expect(merged.frontmatter).toEqual({
      openapi: 'GET /users',
      noindex: false,
      title: 'Meta title',
      description: 'Meta',
      'og:title': 'OG',
    });
    const titled = rendered('', { title: 'Own', frontmatter: { title: 'Own' } });
    expect(withMintMetadata(titled, { title: 'Meta' }).title).toBe('Own');
  });

  it('x-mint.metadata.playground decides the display mode of an openapi: page', () => {
    const render = createApiRenderer({ srcDir: FIXTURES, defaultSpecs: ['x-mint.openapi.json'] });
    const simple = withMintPlayground(render, { playground: 'simple' }, undefined);
    const html = toHtml(simple('GET /users', 'interactive')!);
    expect(html).toContain(
      'aria-label="Copy endpoint" data-lectern-copy="" data-lectern-copy-text="https://api.acme.test/users"',
    );
    expect(withMintPlayground(render, {}, undefined)).toBe(render);
  });
});
