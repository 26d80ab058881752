/** Links written against docs.json redirects: where `resolveLink` sends them, for every form of rule. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import type { PageEntry } from '../nav/index.js';
import { pageContext, siteLookups } from './page-context.js';
import type { BuildEnv } from './types.js';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'lectern-page-context-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
fs.mkdirSync(path.join(root, 'files'));
fs.writeFileSync(path.join(root, 'files', 'new.pdf'), '%PDF-1.4');

const env = {
  srcDir: root,
  pagePaths: [
    'index',
    'guides/setup',
    'guides/deep/index',
    'reference/api',
    'guides/été #1',
    "guides/it's-(ok)",
  ],
  redirects: [
    { source: '/old/:slug*', destination: '/guides/:slug*' },
    { source: '/legacy-setup', destination: '/guides/setup' },
    { source: '/blog/:slug*', destination: 'https://acme.dev/blog/:slug*' },
    { source: '/v1/*', destination: '/guides/*' },
    { source: '/articles/concepts-*', destination: '/guides/*' },
    { source: '/items/:id/view', destination: '/guides/:id' },
    { source: '/downloads/:name', destination: '/files/:name' },
    { source: '/chain/:slug', destination: '/old/:slug' },
    { source: '/first/:slug', destination: '/guides/setup' },
    { source: '/first/:slug', destination: '/guides/deep' },
    { source: '/gone/:slug*', destination: '/nowhere/:slug*' },
    { source: '/install-steps', destination: '/guides/setup#install' },
    { source: '/hop', destination: '/install-steps' },
  ],
} as unknown as BuildEnv;

const entry = { path: 'reference/api', file: 'reference/api.mdx' } as PageEntry;
const resolve = (href: string) => pageContext(env, siteLookups(env), entry, undefined).ctx.resolveLink(href);

describe('page links', () => {
  test('are percent-encoded where a path needs it, left as written where it does not', () => {
    expect(resolve('/guides/été%20%231')).toBe('../guides/%C3%A9t%C3%A9%20%231.html');
    expect(resolve("/guides/it's-(ok)")).toBe("../guides/it's-(ok).html");
  });
});

describe("links to the layout's ids", () => {
  test('lead to the heading that took the id second (`-2`, markdown/state.ts)', () => {
    expect(resolve('#footer')).toBe('#footer-2');
    expect(resolve('/guides/setup#navbar')).toBe('../guides/setup.html#navbar-2');
    expect(resolve('/guides/setup#fees-&-billing')).toBe('../guides/setup.html#fees-&-billing');
  });
});

describe('links to redirect sources', () => {
  test('a wildcard or placeholder rule leading to a page resolves to that page, relative to the link', () => {
    expect(resolve('/old/setup')).toBe('../guides/setup.html');
    expect(resolve('../old/setup#step-2')).toBe('../guides/setup.html#step-2');
    expect(resolve('/old/deep')).toBe('../guides/deep/index.html');
    expect(resolve('/v1/setup')).toBe('../guides/setup.html');
    expect(resolve('/articles/concepts-setup')).toBe('../guides/setup.html');
    expect(resolve('/items/setup/view?tab=1')).toBe('../guides/setup.html?tab=1');
    // Exact rules as before.
    expect(resolve('/legacy-setup')).toBe('../guides/setup.html');
  });

  test('rules apply in order, the first match winning, and chains are followed', () => {
    expect(resolve('/first/anything')).toBe('../guides/setup.html');
    expect(resolve('/chain/setup')).toBe('../guides/setup.html');
  });

  test("a rule's own fragment leads to its heading, winning over the link's, along a chain too", () => {
    expect(resolve('/install-steps')).toBe('../guides/setup.html#install');
    expect(resolve('/install-steps#other')).toBe('../guides/setup.html#install');
    expect(resolve('/hop?x=1')).toBe('../guides/setup.html?x=1#install');
  });

  test('a rule leading to another site links there, keeping the query and fragment', () => {
    expect(resolve('/blog/2024/hello')).toBe('https://acme.dev/blog/2024/hello');
    expect(resolve('/blog/2024/hello?ref=docs#top')).toBe('https://acme.dev/blog/2024/hello?ref=docs#top');
  });

  test('a rule leading to a file of the site links to the file', () => {
    expect(resolve('/downloads/new.pdf')).toBe('../files/new.pdf');
  });

  test('a rule leading nowhere on the site, or no rule at all, leaves a broken link', () => {
    expect(resolve('/gone/setup')).toBeNull();
    expect(resolve('/old/missing')).toBeNull();
    expect(resolve('/items/setup')).toBeNull();
  });
});

describe('links to a folder no page is named after', () => {
  test('open the first page of the navigation under it, as Mintlify sends them (a tab url: /guides)', () => {
    expect(resolve('/guides')).toBe('../guides/setup.html');
    expect(resolve('/guides/#setup')).toBe('../guides/setup.html#setup');
  });

  test('leave pages outside the navigation out, and stay broken with no page under the folder', () => {
    const withUnlisted = { ...env, unlistedPaths: ['guides/setup'] } as BuildEnv;
    const ctx = pageContext(withUnlisted, siteLookups(withUnlisted), entry, undefined).ctx;
    expect(ctx.resolveLink('/guides')).toBe('../guides/deep/index.html');
    expect(resolve('/nothing-here')).toBeNull();
  });
});

describe('snippet reads', () => {
  test('read each file once per page, and record it once for the cache to check', () => {
    fs.mkdirSync(path.join(root, 'snippets'), { recursive: true });
    fs.writeFileSync(path.join(root, 'snippets', 'a.mdx'), 'First.');
    const { ctx, probes } = pageContext(env, siteLookups(env), entry, undefined);
    expect(ctx.readSnippet('/snippets/a.mdx')).toBe('First.');
    fs.writeFileSync(path.join(root, 'snippets', 'a.mdx'), 'Changed while the page renders.');
    expect(ctx.readSnippet('/snippets/a.mdx')).toBe('First.');
    expect(ctx.readSnippet('/snippets/missing.mdx')).toBeNull();
    expect(ctx.readSnippet('/snippets/missing.mdx')).toBeNull();
    expect(probes.snippets.map(([p]) => p)).toEqual(['/snippets/a.mdx', '/snippets/missing.mdx']);
    // A new page reads the file as it now is.
    expect(pageContext(env, siteLookups(env), entry, undefined).ctx.readSnippet('/snippets/a.mdx')).toBe(
      'Changed while the page renders.',
    );
  });
});
