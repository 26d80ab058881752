/**
 * Anchor ids on real Mintlify pages: headings with `&`, `/`, `.`, `’` and `$` get Mintlify's ids (accordions
 * theirs), and links
 * the corpus writes to them (against Mintlify's ids) land. GitHub's slugs missed every one of these links.
 */
import { describe, expect, it } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { createRenderer, type PageRenderer } from './index.js';
import { createTestContext } from './test-context.js';

const corpus = '/work/shared/corpus/mintlify-docs';

async function ids(renderer: PageRenderer, page: string): Promise<Set<string>> {
  const file = `${page}.mdx`;
  const source = readFileSync(join(corpus, file), 'utf8');
  const { html } = await renderer.render(source, createTestContext({ srcDir: corpus, file }));
  return new Set([...html.matchAll(/ id="([^"]*)"/g)].map((m) => decodeHtml(m[1])));
}

/** The `#fragment`s of the page's links to `target`, decoded as a browser matches them to ids. */
async function fragmentsTo(renderer: PageRenderer, page: string, target: string): Promise<string[]> {
  const file = `${page}.mdx`;
  const source = readFileSync(join(corpus, file), 'utf8');
  const { html } = await renderer.render(source, createTestContext({ srcDir: corpus, file }));
  const out: string[] = [];
  for (const m of html.matchAll(/ href="([^"]*)"/g)) {
    const href = decodeHtml(m[1]);
    const at = href.indexOf('#');
    if (at <= 0) continue;
    const linked = posix.join(posix.dirname(page), href.slice(0, at)).replace(/\.html$/, '');
    if (linked === target) out.push(decodeURIComponent(href.slice(at + 1)));
  }
  return out;
}

function decodeHtml(text: string): string {
  return text
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&amp;/g, '&');
}

describe.skipIf(!existsSync(corpus))('Mintlify anchors on corpus pages', () => {
  it('gives headings the ids Mintlify documents', async () => {
    const renderer = await createRenderer();
    const expected: Record<string, string[]> = {
      'automations/reference': ['fix-grammar-&-typos'],
      // Accordions: @sindresorhus/slugify of the title, as @mintlify/components' accordion.js makes them.
      'deploy/ghes': ['i-m-getting-ssl-tls-certificate-errors', 'webhooks-arent-being-delivered'],
      'deploy/vercel': ['host-at-/docs-subpath'],
      'ai/llmstxt': ['structure-of-the-llms-txt-file', 'llms-full-txt'],
      changelog: ['q&a-bot-in-slack', 'human/ai-traffic-toggle'],
      'organize/settings': ['split-configuration-with-$ref'],
    };
    for (const [page, want] of Object.entries(expected)) {
      const have = await ids(renderer, page);
      for (const id of want) expect(have.has(id), `${page}#${id}`).toBe(true);
    }
  });

  it("lands the corpus's links to headings with `.` and `$` in them", async () => {
    const renderer = await createRenderer();
    const links: [from: string, to: string, fragment: string][] = [
      ['changelog', 'organize/settings', 'split-configuration-with-$ref'],
      ['organize/settings-reference', 'organize/settings', 'split-configuration-with-$ref'],
      ['cli/commands', 'ai/llmstxt', 'llms-full-txt'],
      ['assistant/widget', 'organize/settings-reference', 'navigation-global-languages'],
      ['optimize/seo', 'organize/settings-reference', 'thumbnails-background'],
    ];
    for (const [from, to, fragment] of links) {
      expect(await fragmentsTo(renderer, from, to), from).toContain(fragment);
      expect((await ids(renderer, to)).has(fragment), `${to}#${fragment}`).toBe(true);
    }
  });
});
