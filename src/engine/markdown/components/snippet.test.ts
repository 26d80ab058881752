/** `<Snippet file>`: where the file is looked for, and the code-language pre-scan following it. */
import { describe, expect, it } from 'vitest';
import { createRenderer } from '../index.js';
import type { RendererEnv } from '../env.js';
import { readModule } from '../esm.js';
import { createParsers, parseSource } from '../parse.js';
import { reachableSnippetSources, snippetFilePaths } from '../snippets.js';
import { createTestContext } from '../test-context.js';

describe('snippetFilePaths', () => {
  it('reads the file from the snippets folder, written with or without it, then from _snippets', () => {
    expect(snippetFilePaths('get-help.mdx')).toEqual(['/snippets/get-help.mdx', '/_snippets/get-help.mdx']);
    expect(snippetFilePaths('chips/wrappers.mdx')[0]).toBe('/snippets/chips/wrappers.mdx');
    expect(snippetFilePaths('/snippets/get-help.mdx')).toEqual(['/snippets/get-help.mdx']);
    expect(snippetFilePaths('snippets/get-help.mdx')).toEqual(['/snippets/get-help.mdx']);
    expect(snippetFilePaths('_snippets/get-help.mdx')).toEqual(['/_snippets/get-help.mdx']);
    expect(snippetFilePaths('./a/./b.mdx')[0]).toBe('/snippets/a/b.mdx');
  });
  it('refuses paths leaving the folder', () => {
    expect(snippetFilePaths('../docs.json')).toEqual([]);
    expect(snippetFilePaths('a/../../b.mdx')).toEqual([]);
    expect(snippetFilePaths('/snippets/../../../etc/passwd')).toEqual([]);
    expect(snippetFilePaths('_snippets/../docs.json')).toEqual([]);
    expect(snippetFilePaths('  ')).toEqual([]);
  });
});

describe('<Snippet file>', () => {
  it('passes the other attributes as props and confines reads to the docs folder', async () => {
    const renderer = await createRenderer();
    const read: string[] = [];
    const ctx = createTestContext({
      srcDir: '/nonexistent',
      file: 'guide/page.mdx',
      snippets: { '/snippets/hello.mdx': 'Hi {who}, from {where}.' },
    });
    const readSnippet = ctx.readSnippet.bind(ctx);
    ctx.readSnippet = (path) => (read.push(path), readSnippet(path));
    const page = await renderer.render(
      'export const place = "Paris";\n\n<Snippet file="hello.mdx" who="Ada" where={place} />\n\n<Snippet file="../../etc/passwd.mdx" />',
      ctx,
    );
    expect(page.html).toBe('<p>Hi Ada, from Paris.</p>');
    // Read by the code-language pre-scan and the render; never outside the snippets folder.
    expect([...new Set(read)]).toEqual(['/snippets/hello.mdx']);
    expect(page.diagnostics).toMatchObject([{ code: 'missing-snippet', file: 'guide/page.mdx', line: 5 }]);
  });

  it("finds files kept in _snippets/, the older sites' folder, when the snippets folder has none", async () => {
    const renderer = await createRenderer();
    const ctx = createTestContext({
      srcDir: '/nonexistent',
      file: 'page.mdx',
      snippets: {
        '/_snippets/credentials.mdx': '```bash\nturso db tokens create\n```',
        '/snippets/both.mdx': 'From snippets.',
        '/_snippets/both.mdx': 'From _snippets.',
      },
    });
    const page = await renderer.render(
      '<CodeGroup>\n  <Snippet file="credentials.mdx" />\n</CodeGroup>\n\n<Snippet file="both.mdx" />',
      ctx,
    );
    expect(page.html).toContain('turso');
    expect(page.html).toContain('From snippets.');
    expect(page.html).not.toContain('From _snippets.');
    expect(page.diagnostics).toEqual([]);
  });

  it('fits author HTML around it as an imported snippet does (rows inside a table)', async () => {
    const renderer = await createRenderer();
    const ctx = createTestContext({
      srcDir: '/nonexistent',
      file: 'page.mdx',
      snippets: { '/snippets/rows.mdx': '<tr><td>a</td></tr>' },
    });
    const legacy = await renderer.render('<table>\n  <Snippet file="rows.mdx" />\n</table>', ctx);
    const imported = await renderer.render(
      'import Rows from "/snippets/rows.mdx";\n\n<table>\n  <Rows />\n</table>',
      ctx,
    );
    expect(legacy.html).toBe('<table><tbody><tr><td>a</td></tr></tbody></table>');
    expect(legacy.html).toBe(imported.html);
    expect(legacy.diagnostics).toEqual([]);
  });

  it('is followed by the code-language pre-scan, from the page and from snippets', () => {
    // The pre-scan reads snippets only: no highlighter is involved.
    const env = { parsers: createParsers(), snippetCache: new Map(), settings: {} } as unknown as RendererEnv;
    const ctx = createTestContext({
      srcDir: '/nonexistent',
      file: 'page.mdx',
      snippets: {
        '/snippets/outer.mdx': 'Text.\n\n<Snippet file="inner.mdx" />',
        '/snippets/inner.mdx': '```ruby\nputs 1\n```',
      },
    });
    const { tree } = parseSource(env.parsers, '<Snippet file="outer.mdx" />', 'page.mdx');
    expect(reachableSnippetSources(readModule(tree), 'page.mdx', env, ctx, tree)).toEqual([
      'Text.\n\n<Snippet file="inner.mdx" />',
      '```ruby\nputs 1\n```',
    ]);
    expect(reachableSnippetSources(readModule(tree), 'page.mdx', env, ctx)).toEqual([]);
  });
});
