/** `x-mint` and `api.params.post` through a whole build: the pages a reader gets. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildSite } from '../index.js';
import { brokenReferences, listFiles, outsideHostReferences } from '../build/site-check.js';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'lectern-xmint-build-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const src = path.join(root, 'src');
const out = path.join(root, 'out');
let result: Awaited<ReturnType<typeof buildSite>>;
const read = (file: string) => fs.readFileSync(path.join(out, file), 'utf8');
const sidebarOf = (html: string) =>
  /<aside [^>]*class="lectern-sidebar"[\s\S]*?<\/aside>/.exec(html)?.[0] ?? '';

beforeAll(async () => {
  const spec = JSON.parse(
    fs.readFileSync(path.join(import.meta.dirname, 'fixtures', 'x-mint.openapi.json'), 'utf8'),
  );
  // Content that is not valid MDX: a warning naming the spec file, and the page still builds.
  spec.paths['/users'].post['x-mint'] = { content: '## Heads up\n\n<Note>Unclosed' };
  const files: Record<string, string> = {
    'openapi.json': JSON.stringify(spec),
    'docs.json': JSON.stringify({
      name: 'Acme',
      api: { openapi: 'openapi.json', params: { post: ['nullable'] } },
      navigation: {
        groups: [
          { group: 'Guides', pages: ['index', 'list-page'] },
          { group: 'API', pages: ['GET /users', 'POST /users'] },
        ],
      },
    }),
    'index.mdx': '---\ntitle: Home\n---\n\nSee [the users list](/people/list).\n',
    'list-page.mdx': '---\ntitle: Own title\nopenapi: GET /users\n---\n\nThe page body.\n',
  };
  for (const [name, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(src, name)), { recursive: true });
    fs.writeFileSync(path.join(src, name), content);
  }
  result = await buildSite({ srcDir: src, outDir: out, threads: 1 });
});

describe('a "GET /users" navigation page with x-mint', () => {
  test('is written at its x-mint.href path, and links to it resolve', () => {
    const files = listFiles(out);
    expect(files).toContain('people/list.html');
    expect(files).not.toContain('api-reference/get-users.html');
    expect(read('index.html')).toContain('href="people/list.html"');
    for (const file of files.filter((f) => f.endsWith('.html')))
      expect(brokenReferences(out, file, read(file)), file).toEqual([]);
  });

  test('takes its title, sidebar label and OpenGraph title from x-mint.metadata', () => {
    const html = read('people/list.html');
    expect(html).toContain('<title>List all users');
    expect(html).toContain('<meta property="og:title" content="Display a list of users">');
    expect(html).toContain('<meta name="description" content="Fetch paginated user data">');
    expect(html).toContain('class="lectern-deprecated-badge"');
    // The sidebar of every page names it by its sidebarTitle, at its href path.
    for (const page of ['index.html', 'people/list.html']) {
      const sidebar = sidebarOf(read(page));
      expect(sidebar, page).toMatch(
        /href="(?:\.\.\/)?people\/list\.html"[^>]*>(?:(?!<\/a>)[\s\S])*List users</,
      );
      expect(sidebar, page).not.toContain('Get users');
    }
  });

  test('shows x-mint.content, rendered with its components, before the API section', () => {
    const html = read('people/list.html');
    const content = html.indexOf('<h2 id="prerequisites">Prerequisites</h2>');
    const note = html.indexOf('lectern-callout--note');
    const api = html.indexOf('class="lectern-api"');
    expect(content).toBeGreaterThan(-1);
    expect(note).toBeGreaterThan(content);
    expect(api).toBeGreaterThan(note);
    expect(html).toContain('<b>admin</b> rights');
  });

  test('renders parameter pills from x-mint and api.params.post, in the display mode metadata asks for', () => {
    const html = read('people/list.html');
    expect(html).toContain(
      '<span class="lectern-field__label lectern-field__pre" data-component-part="field-meta-pre">PAGING</span>',
    );
    expect(html).toMatch(
      /id="parameter-limit"[\s\S]*?lectern-field__post"[^>]*>nullable<\/span> <span class="lectern-field__label lectern-field__post"[^>]*>capped</,
    );
    // `playground: "simple"`: the header copies the endpoint, no request form.
    expect(html).toMatch(
      /class="lectern-api-header"(?:(?!<\/div>)[\s\S])*aria-label="Copy endpoint"[^>]*data-lectern-copy-text="https:\/\/api\.acme\.test\/users"/,
    );
    expect(html).not.toContain('<lectern-playground');
  });

  test('an openapi: page gets the content first and the metadata its frontmatter leaves unset', () => {
    const html = read('list-page.html');
    expect(html).toContain('<title>Own title');
    expect(html).toContain('<meta property="og:title" content="Display a list of users">');
    const content = html.indexOf('id="prerequisites"');
    const api = html.indexOf('class="lectern-api"');
    const body = html.indexOf('The page body.');
    expect(content).toBeGreaterThan(-1);
    expect(api).toBeGreaterThan(content);
    expect(body).toBeGreaterThan(api);
    expect(html).toContain(
      'aria-label="Copy endpoint" data-lectern-copy="" data-lectern-copy-text="https://api.acme.test/users"',
    );
    expect(sidebarOf(html)).toMatch(/href="list-page\.html"[^>]*>(?:(?!<\/a>)[\s\S])*List users</);
  });

  test('loads nothing from other hosts, and a content problem is a warning naming the spec file', () => {
    for (const file of listFiles(out).filter((f) => f.endsWith('.html')))
      expect(outsideHostReferences(read(file)), file).toEqual([]);
    expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const parse = result.diagnostics.filter((d) => d.code === 'mdx-parse');
    expect(parse).toHaveLength(1);
    expect(parse[0]).toMatchObject({ severity: 'warning', file: 'openapi.json' });
    expect(parse[0].message).toMatch(
      /^openapi\.json POST \/users: x-mint\.content \(line 3\): not valid MDX/,
    );
    expect(read('api-reference/create-user.html')).toContain('id="heads-up"');
  });
});
