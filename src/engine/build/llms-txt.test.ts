/**
 * llms.txt's entries (ai/llmstxt.mdx): links to the pages' Markdown when the build writes it, and the
 * 100,000-character cap: descriptions shortened first, then dropped, then entries left out with a note.
 */
import { describe, expect, test } from 'vitest';
import type { SiteConfig } from '../config/index.js';
import type { PageEntry } from '../nav/index.js';
import { llmsTxt, MAX_LLMS_TXT } from './llms-txt.js';

const config = { name: 'Acme', description: 'Docs.' } as SiteConfig;
const page = (path: string, description?: string) =>
  ({
    path,
    title: `Title ${path}`,
    sectionIds: [],
    breadcrumb: ['Guides'],
    description,
  }) as unknown as PageEntry;

describe('llms.txt', () => {
  test("links the pages' Markdown when the build writes it, else the pages", () => {
    const pages = [page('index'), page('guides/start', 'First steps')];
    expect(llmsTxt('https://docs.acme.dev', config, pages, undefined, { markdownFiles: true })).toContain(
      '- [Title index](https://docs.acme.dev/index.md)\n- [Title guides/start](https://docs.acme.dev/guides/start.md): First steps',
    );
    expect(llmsTxt('https://docs.acme.dev', config, pages)).toContain(
      '- [Title guides/start](https://docs.acme.dev/guides/start): First steps',
    );
  });

  test('stays under 100,000 characters: shorter descriptions first, then fewer entries, with a note', () => {
    const long = 'word '.repeat(100).trim();
    const some = Array.from({ length: 300 }, (_, i) => page(`p/${i}`, long));
    const shortened = llmsTxt('https://docs.acme.dev', config, some);
    expect(shortened.length).toBeLessThanOrEqual(MAX_LLMS_TXT);
    expect(shortened.split('\n').filter((l) => l.startsWith('- ['))).toHaveLength(300);
    expect(shortened).not.toContain('left out');

    const many = Array.from({ length: 2000 }, (_, i) => page(`section/a-rather-long-page-name-${i}`, long));
    const cut = llmsTxt('https://docs.acme.dev', config, many);
    expect(cut.length).toBeLessThanOrEqual(MAX_LLMS_TXT);
    const kept = cut.split('\n').filter((l) => l.startsWith('- [')).length;
    expect(kept).toBeLessThan(2000);
    expect(cut).toContain(
      `> ${2000 - kept} more pages are left out to keep this file under 100,000 characters.`,
    );
  });
});
