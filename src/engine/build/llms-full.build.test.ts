/**
 * llms-full.txt (ai/llmstxt.mdx): where the build writes the pages' Markdown (the page menu needs it), the
 * site root gets every llms.txt page as its title, source URL and Markdown, in navigation order, and links to
 * /llms-full.txt resolve; without it there is no such file and such a link is reported.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { buildSite } from '../index.js';
import { tempSite } from './temp-site.test-support.js';

const site = tempSite('llms-full');

async function build(contextual: boolean) {
  fs.rmSync(site.src, { recursive: true, force: true });
  site.write(
    'docs.json',
    JSON.stringify({
      name: 'Acme',
      ...(contextual ? { contextual: { options: ['copy'] } } : {}),
      seo: { metatags: { canonical: 'https://docs.acme.dev' } },
      navigation: { pages: ['index', 'guide', 'secret'] },
    }),
  );
  site.write(
    'index.mdx',
    '---\ntitle: Home\ndescription: Start here.\n---\n\nAll of it: [full](/llms-full.txt).\n',
  );
  site.write('guide.mdx', '---\ntitle: Guide\n---\n\nSteps.\n');
  site.write('secret.mdx', '---\ntitle: Secret\nnoindex: true\n---\n\nHidden.\n');
  return buildSite({ srcDir: site.src, outDir: site.out, threads: 1 });
}

describe('llms-full.txt', () => {
  test("holds every indexable page's Markdown under its title and source", async () => {
    const result = await build(true);
    const full = fs.readFileSync(path.join(site.out, 'llms-full.txt'), 'utf8');
    expect(full).toBe(
      [
        '# Home',
        'Source: https://docs.acme.dev/',
        '',
        '> Start here.',
        '',
        'All of it: [full](llms-full.txt).',
        '',
        '---',
        '',
        '# Guide',
        'Source: https://docs.acme.dev/guide',
        '',
        'Steps.',
        '',
      ].join('\n'),
    );
    expect(result.diagnostics.filter((d) => d.code === 'broken-link')).toEqual([]);
  });

  test('is not written without pages in Markdown, and a link to it is reported', async () => {
    const result = await build(false);
    expect(fs.existsSync(path.join(site.out, 'llms-full.txt'))).toBe(false);
    expect(result.diagnostics.filter((d) => d.code === 'broken-link').map((d) => d.file)).toEqual([
      'index.mdx',
    ]);
  });
});
