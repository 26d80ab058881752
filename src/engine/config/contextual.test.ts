/** `contextual` in docs.json: what is kept, what is left out, and what the writer is told. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { ConfigChecker, loadSiteConfig, readContextual } from './index.js';

let dirs: string[] = [];
afterEach(() => {
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
  dirs = [];
});

function load(contextual: unknown, extra: Record<string, unknown> = {}) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lectern-contextual-'));
  dirs.push(dir);
  fs.writeFileSync(
    path.join(dir, 'docs.json'),
    JSON.stringify({ name: 'Acme', navigation: { pages: ['index'] }, contextual, ...extra }),
  );
  const { config, checker } = loadSiteConfig(dir);
  return { contextual: config.contextual, warnings: checker.warnings.map((w) => `${w.code}: ${w.message}`) };
}

describe('contextual', () => {
  test('keeps the options a static site can offer, in order, and the display', () => {
    const custom = {
      title: 'Request a feature',
      description: 'Join the discussion',
      icon: 'plus',
      href: 'https://github.com/orgs/acme/discussions',
    };
    const { contextual, warnings } = load({
      options: [
        'copy',
        'view',
        'chatgpt',
        'claude',
        'perplexity',
        'grok',
        'aistudio',
        'devin',
        'download-spec',
        custom,
      ],
      display: 'toc',
    });
    expect(warnings).toEqual([]);
    expect(contextual).toEqual({
      options: [
        'copy',
        'view',
        'chatgpt',
        'claude',
        'perplexity',
        'grok',
        'aistudio',
        'devin',
        'download-spec',
        custom,
      ],
      display: 'toc',
    });
  });

  test('leaves out the options that need a hosted service with one warning naming them', () => {
    const { contextual, warnings } = load({
      options: [
        'assistant',
        'copy',
        'mcp',
        'add-mcp',
        'cursor',
        'vscode',
        'devin-mcp',
        'devin-desktop',
        'download-pdf',
      ],
    });
    expect(contextual).toEqual({ options: ['copy'], display: 'header' });
    expect(warnings).toEqual([
      'CONTEXTUAL_HOSTED: docs.json: contextual.options: "assistant", "mcp", "add-mcp", "cursor", "vscode", "devin-mcp", "devin-desktop", "download-pdf" left out of the page menu: they need a service Mintlify hosts for the site (the assistant, the MCP server, PDF export), which a static export does not have',
    ]);
  });

  test('warns about unknown and repeated options, bad values and incomplete custom options, with their path', () => {
    const { contextual, warnings } = load({
      options: [
        'copy',
        'chatgpt ',
        'copy',
        'bard',
        42,
        { description: 'no title', href: 'https://a.test' },
        { title: 'No link' },
        {
          title: 'Bad query',
          href: { base: 'https://a.test', query: [{ key: 'q' }, { key: 'p', value: '$path' }] },
        },
        { title: 'MCP', href: { base: 'https://a.test', query: [{ key: 'u', value: '$mcp' }] } },
        { title: 'Odd icon', icon: 'no-such-icon-anywhere', href: '/support' },
      ],
      display: 'sidebar',
    });
    expect(contextual).toEqual({
      options: [
        'copy',
        'chatgpt',
        { title: 'Bad query', href: { base: 'https://a.test', query: [{ key: 'p', value: '$path' }] } },
        { title: 'Odd icon', href: '/support' },
      ],
      display: 'header',
    });
    expect(warnings).toEqual([
      'CONFIG_IGNORED: docs.json: contextual.options[2]: "copy" is listed twice; ignored',
      expect.stringMatching(
        /^CONFIG_IGNORED: docs\.json: contextual\.options\[3\]: unknown option "bard" \(expected one of copy, view, chatgpt.*\); ignored$/,
      ),
      'CONFIG_IGNORED: docs.json: contextual.options[4]: expected an option name or a custom option object, got number 42; ignored',
      'CONFIG_IGNORED: docs.json: contextual.options[5]: a custom option needs "title"; ignored',
      'CONFIG_IGNORED: docs.json: contextual.options[6]: a custom option needs "href"; ignored',
      'CONFIG_IGNORED: docs.json: contextual.options[7].href.query[0]: expected { key, value } with string values, got { key: the string "q", value: missing }; ignored',
      'CONTEXTUAL_HOSTED: docs.json: contextual.options[8].href: "MCP" left out of the page menu: "$mcp" is the URL of the MCP server Mintlify hosts for the site, which a static export does not have',
      'CONFIG_IGNORED: docs.json: contextual.options[9].icon: "no-such-icon-anywhere" is not an icon of the site\'s icon library; the option shows without one',
      'CONFIG_IGNORED: docs.json: contextual.display: expected one of "header", "toc", got the string "sidebar"; ignored',
    ]);
  });

  test('a contextual value that is not an object, or has no options list, is ignored with a warning', () => {
    expect(load(['copy'])).toEqual({
      contextual: undefined,
      warnings: [
        'CONFIG_IGNORED: docs.json: contextual: expected an object with "options", got an array; ignored',
      ],
    });
    expect(load({ display: 'toc' })).toEqual({
      contextual: undefined,
      warnings: ['CONFIG_IGNORED: docs.json: contextual: needs "options" (a list); ignored'],
    });
    expect(load(undefined)).toEqual({ contextual: undefined, warnings: [] });
  });

  test('reads a page frontmatter override the same way (an empty list turns the menu off)', () => {
    const fm = { contextual: { options: [] } };
    const checker = new ConfigChecker(fm, new WeakMap(), 'frontmatter');
    expect(readContextual(checker, fm)).toEqual({ options: [], display: 'header' });
    expect(checker.warnings).toEqual([]);
  });
});
