/** `x-mint` in navigation: metadata titles in the sidebar, `href` page paths and their conflicts, `openapi:` pages. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { loadSiteConfig } from '../config/index.js';
import { readFrontmatter as rendererFrontmatter } from '../markdown/index.js';
import type { NavNode, NavPage } from '../types.js';
import { buildNav, generatedSource, readFrontmatter } from './index.js';

const SPEC = path.join(import.meta.dirname, '..', 'openapi', 'fixtures', 'x-mint.openapi.json');
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'lectern-nav-xmint-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

function site(name: string, files: Record<string, string | object>): string {
  const dir = path.join(root, name);
  for (const [file, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(
      path.join(dir, file),
      typeof content === 'string' ? content : JSON.stringify(content, null, 2),
    );
  }
  return dir;
}

function pagesOf(nodes: NavNode[]): NavPage[] {
  return nodes.flatMap((n) => (n.kind === 'page' ? [n] : n.kind === 'group' ? pagesOf(n.children) : []));
}

describe('x-mint in navigation', () => {
  const dir = site('main', {
    'openapi.json': fs.readFileSync(SPEC, 'utf8'),
    'docs.json': {
      name: 'X',
      api: { openapi: 'openapi.json' },
      navigation: {
        groups: [
          { group: 'Guides', pages: ['guides/taken', 'list-page'] },
          { group: 'API', pages: ['GET /users', 'POST /users', 'GET /users/{id}', 'GET /users'] },
        ],
      },
    },
    'guides/taken.mdx': '---\ntitle: Taken\n---\n\nA guide.\n',
    'list-page.mdx': '---\ntitle: Own title\nopenapi: GET /users\n---\n\nBody.\n',
  });
  const nav = buildNav(loadSiteConfig(dir), dir);
  const entry = (p: string) => nav.pages.find((e) => e.path === p)!;
  const sidebar = pagesOf(nav.tree.root);

  test('metadata titles the generated page and its sidebar entry; href gives its path', () => {
    const page = entry('people/list');
    expect(page).toMatchObject({
      file: null,
      title: 'List all users',
      sidebarTitle: 'List users',
      description: 'Fetch paginated user data',
      mint: { spec: 'openapi.json GET /users', content: expect.stringMatching(/^## Prerequisites/) },
    });
    expect(page.generated?.spec).toBe('/openapi.json GET /users');
    expect(nav.pages.map((e) => e.path)).not.toContain('api-reference/get-users');
    // Listed twice, built once at the href path.
    expect(sidebar.filter((n) => n.path === 'people/list')).toEqual([
      {
        kind: 'page',
        path: 'people/list',
        title: 'List all users',
        sidebarTitle: 'List users',
        method: 'GET',
        icon: 'users',
        tag: 'NEW',
      },
      expect.objectContaining({ path: 'people/list' }),
    ]);
  });

  test('the generated page carries the metadata as frontmatter, never its openapi key', () => {
    const fm = readFrontmatter(generatedSource(entry('people/list').generated!));
    expect(fm).toEqual({
      title: 'List all users',
      openapi: '/openapi.json GET /users',
      description: 'Fetch paginated user data',
      sidebarTitle: 'List users',
      'og:title': 'Display a list of users',
      icon: 'users',
      tag: 'NEW',
      deprecated: true,
      playground: 'simple',
    });
  });

  test('hidden and noindex metadata hide the page; a taken href keeps the default path, with a warning', () => {
    const page = entry('api-reference/get-a-user');
    expect(page).toMatchObject({ title: 'Get a user', hidden: true, noindex: true });
    expect(sidebar.find((n) => n.path === 'api-reference/get-a-user')?.hidden).toBe(true);
    expect(entry('guides/taken').file).toBe('guides/taken.mdx');
    expect(entry('api-reference/create-user').title).toBe('Create user');
  });

  test('every x-mint problem is one warning naming the spec file', () => {
    expect(nav.diagnostics).toEqual([
      {
        severity: 'warning',
        code: 'OPENAPI_XMINT_INVALID',
        message:
          'openapi.json GET /users: x-mint.metadata.openapi: a generated page keeps its own operation; ignored',
        file: 'openapi.json',
      },
      ...[
        'x-mint.metadata: expected an object; ignored',
        'x-mint.content: expected MDX text; ignored',
        'x-mint.href "https://elsewhere.test/x" is not a page path inside the site; the page keeps its default path',
      ].map((text) => ({
        severity: 'warning',
        code: 'OPENAPI_XMINT_INVALID',
        message: `openapi.json POST /users: ${text}`,
        file: 'openapi.json',
      })),
      {
        severity: 'warning',
        code: 'OPENAPI_HREF_CONFLICT',
        message:
          'openapi.json GET /users/{id}: x-mint.href "/guides/taken" is already the path of guides/taken.mdx; the page keeps its default path',
        file: 'openapi.json',
      },
    ]);
  });

  test('an openapi: page keeps its own frontmatter and takes the rest of the metadata, and the content', () => {
    const page = entry('list-page');
    expect(page).toMatchObject({ file: 'list-page.mdx', title: 'Own title', sidebarTitle: 'List users' });
    expect(page.mint?.content).toMatch(/^## Prerequisites/);
    // Only the keys the page leaves unset: the page job fills those in, and nothing the page sets.
    expect(Object.keys(page.mint!.metadata!).sort()).toEqual(
      ['deprecated', 'description', 'icon', 'og:title', 'playground', 'sidebarTitle', 'tag'].sort(),
    );
    expect(sidebar.find((n) => n.path === 'list-page')).toMatchObject({
      title: 'Own title',
      sidebarTitle: 'List users',
      icon: 'users',
      tag: 'NEW',
      method: 'GET',
    });
  });
});

test('an href naming an unlisted page file is a conflict too: the file is not shadowed', () => {
  const spec = {
    openapi: '3.1.0',
    info: { title: 'T', version: '1' },
    paths: {
      '/notes': {
        get: { operationId: 'listNotes', 'x-mint': { href: '/drafts/note' }, responses: {} },
      },
      '/free': { get: { operationId: 'free', 'x-mint': { href: '/elsewhere/free.mdx' }, responses: {} } },
    },
  };
  const dir = site('unlisted', {
    'spec.json': spec,
    'docs.json': { name: 'X', navigation: { groups: [{ group: 'API', openapi: 'spec.json' }] } },
    'drafts/note.mdx': '# Draft\n',
  });
  const nav = buildNav(loadSiteConfig(dir), dir);
  expect(nav.pages.map((p) => p.path)).toEqual(['api-reference/get-notes', 'elsewhere/free']);
  expect(nav.diagnostics.map((d) => `${d.code} ${d.file}: ${d.message}`)).toEqual([
    'OPENAPI_HREF_CONFLICT spec.json: spec.json GET /notes: x-mint.href "/drafts/note" is already the path of drafts/note.mdx; the page keeps its default path',
  ]);
});

test('metadata values cannot end the generated frontmatter block or change the operation', () => {
  const metadata = {
    sidebarTitle: 'a\n---\nopenapi: "b.json GET /y"',
    tag: 'x\u2028---\u2028openapi: c',
    'odd\nkey': { nested: ['<script>'] },
  };
  const source = generatedSource({ spec: '/a.json GET /x', title: 'T', metadata });
  expect(source.split('\n').filter((line) => line === '---')).toHaveLength(2);
  const expected = { title: 'T', openapi: '/a.json GET /x', ...metadata };
  expect(readFrontmatter(source)).toEqual(expected);
  expect(rendererFrontmatter(source)).toEqual(expected);
});
