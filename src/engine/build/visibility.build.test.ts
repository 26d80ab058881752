/**
 * `<Visibility>` through a whole build (components/visibility.mdx): content for humans is on the page, in its
 * table of contents and in search, and not in the page's Markdown file; content for agents is in the Markdown
 * file only: hidden on the page, out of its table of contents, and never indexed for search.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildSite } from '../index.js';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'lectern-visibility-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const src = path.join(root, 'src');
const out = path.join(root, 'out');
const read = (rel: string) => fs.readFileSync(path.join(out, rel), 'utf8');

/** The text Pagefind indexed, by page URL, from its fragments (gzip, `pagefind_dcd` then JSON). */
function searchContent(): Record<string, string> {
  const dir = path.join(out, '_lectern/search');
  const { shards } = JSON.parse(fs.readFileSync(path.join(dir, 'shards.json'), 'utf8')) as {
    shards: string[];
  };
  const content: Record<string, string> = {};
  for (const shard of shards)
    for (const f of fs.readdirSync(path.join(dir, shard, 'fragment'))) {
      const text = zlib.gunzipSync(fs.readFileSync(path.join(dir, shard, 'fragment', f))).toString('utf8');
      const doc = JSON.parse(text.slice(text.indexOf('{'))) as { url: string; content: string };
      content[doc.url] = doc.content;
    }
  return content;
}

const PAGE = `---
title: Accounts
description: Creating an account.
---

## Create an account

<Visibility for="humans">
  Click **Get started** in the top-right corner (humanword).
</Visibility>

<Visibility for="agents">
  ## For agents

  To create an account, call \`POST /v1/accounts\` (agentword) with a valid email address.

  <Warning>Send <a href="/next" onclick="steal()">JSON</a>.</Warning>
</Visibility>

Then check your inbox.
`;

beforeAll(async () => {
  const files: Record<string, string> = {
    'docs.json': JSON.stringify({
      name: 'Acme',
      contextual: { options: ['copy', 'view'] },
      navigation: { groups: [{ group: 'Guides', pages: ['accounts', 'next'] }] },
    }),
    'accounts.mdx': PAGE,
    'next.mdx': '---\ntitle: Next\n---\n\nMore.\n',
  };
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(src, name)), { recursive: true });
    fs.writeFileSync(path.join(src, name), text);
  }
  const result = await buildSite({ srcDir: src, outDir: out, threads: 1 });
  expect(result.errors).toBe(0);
});

describe('<Visibility> in a build', () => {
  test("the page's Markdown file carries content for agents, not content for humans", () => {
    expect(read('accounts.md')).toBe(
      [
        '# Accounts',
        '> Creating an account.',
        '## Create an account',
        '## For agents',
        'To create an account, call `POST /v1/accounts` (agentword) with a valid email address.',
        '> **Warning:** Send [JSON](next.html).',
        'Then check your inbox.\n',
      ].join('\n\n'),
    );
  });

  test('the page shows content for humans and hides content for agents, sanitised', () => {
    const html = read('accounts.html');
    expect(html).toContain('<p data-lectern-visibility="humans">Click <strong>Get started</strong>');
    const agents =
      /<div hidden data-lectern-visibility="agents" data-pagefind-ignore="all">[\s\S]*?<\/div>/.exec(
        html,
      )?.[0];
    expect(agents).toContain('agentword');
    expect(html.split('agentword')).toHaveLength(2);
    expect(html).not.toContain('steal()');
    // Its heading has no anchor and is not in the table of contents.
    expect(agents).toContain('<h2>For agents</h2>');
    const toc = /<lectern-toc[\s\S]*?<\/lectern-toc>/.exec(html)?.[0] ?? '';
    expect(toc).toContain('Create an account');
    expect(toc).not.toContain('For agents');
  });

  test('search indexes content for humans, never content for agents', () => {
    const indexed = searchContent();
    const page = Object.entries(indexed).find(([url]) => url.includes('accounts'))?.[1] ?? '';
    expect(page).toContain('humanword');
    expect(page).toContain('Then check your inbox');
    expect(page).not.toContain('agentword');
    expect(page).not.toContain('For agents');
  });
});
