/**
 * Frontmatter `related` (organize/related-pages.mdx): a "Related topics" section after the page's content
 * listing the pages it names (by path, their sidebar titles and descriptions; or with a title of the
 * entry's own) and outside links; a path that is no page is reported and left out; a renamed page's new title
 * reaches the section on an in-place rebuild.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { buildSite } from '../index.js';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'lectern-related-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
const src = path.join(root, 'src');
const out = path.join(root, 'out');

function write(rel: string, text: string) {
  fs.mkdirSync(path.dirname(path.join(src, rel)), { recursive: true });
  fs.writeFileSync(path.join(src, rel), text);
}

const section = () => {
  const html = fs.readFileSync(path.join(out, 'auth.html'), 'utf8');
  return /<nav class="lectern-related"[\s\S]*?<\/nav>/.exec(html)?.[0] ?? null;
};

test('lists the named pages and links after the content', async () => {
  write(
    'docs.json',
    JSON.stringify({ name: 'Acme', navigation: { pages: ['auth', 'guides/index', 'tokens'] } }),
  );
  write(
    'auth.mdx',
    [
      '---',
      'title: Authentication',
      'related:',
      '  - /tokens',
      '  - Start here: /guides/',
      '  - OAuth 2.0 spec: https://oauth.net/2/',
      '  - /nowhere',
      '---',
      '',
      'Sign in.',
    ].join('\n'),
  );
  write('guides/index.mdx', '---\ntitle: Guides\n---\n\nAll guides.\n');
  write(
    'tokens.mdx',
    '---\ntitle: API tokens\nsidebarTitle: Tokens\ndescription: Make and revoke tokens.\n---\n\nT.\n',
  );
  const result = await buildSite({ srcDir: src, outDir: out, threads: 1 });
  expect(result.errors).toBe(0);
  const html = section()!;
  expect(html).toContain('>Related topics</h2>');
  expect(html).toContain('<a href="tokens.html">Tokens</a> – Make and revoke tokens.');
  expect(html).toContain('<a href="guides/index.html">Start here</a>');
  expect(html).toContain('<a href="https://oauth.net/2/" rel="noopener">OAuth 2.0 spec</a>');
  expect(
    result.diagnostics.filter((d) => d.code === 'RELATED_NOT_FOUND').map((d) => [d.file, d.message]),
  ).toEqual([['auth.mdx', expect.stringContaining('"/nowhere"')]]);
  // Other pages have none.
  expect(fs.readFileSync(path.join(out, 'tokens.html'), 'utf8')).not.toContain('lectern-related');
});

test("a related page's new title reaches the section on an in-place rebuild", async () => {
  write('tokens.mdx', '---\ntitle: Access tokens\ndescription: Make and revoke tokens.\n---\n\nT.\n');
  await buildSite({ srcDir: src, outDir: out, threads: 1 });
  expect(section()).toContain('<a href="tokens.html">Access tokens</a>');
});
