/**
 * Structured data (optimize/seo.mdx): each indexable page carries one JSON-LD `@graph` (Organization,
 * WebSite, WebPage, BreadcrumbList, TechArticle or APIReference) with stable `@id`s under the site URL;
 * `seo.organization` sets the publisher; noindex pages carry none; no text can close the script element.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { buildSite } from '../index.js';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'lectern-ld-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const SPEC = JSON.stringify({
  openapi: '3.1.0',
  info: { title: 'Acme', version: '1' },
  paths: { '/users': { get: { summary: 'List users', responses: { '200': { description: 'OK' } } } } },
});

async function site(name: string, config: object, siteUrl?: string) {
  const src = path.join(root, name, 'src');
  const out = path.join(root, name, 'out');
  const files: Record<string, string> = {
    'docs.json': JSON.stringify({
      name: 'Acme Docs',
      logo: '/logo.svg',
      navigation: {
        tabs: [{ tab: 'Guides', groups: [{ group: 'Start', pages: ['intro', 'users', 'secret'] }] }],
      },
      ...config,
    }),
    'intro.mdx':
      '---\ntitle: "Intro </script><b>"\ndescription: Where to begin.\nkeywords: [setup, install]\n---\n\nHi.\n',
    'users.mdx': '---\nopenapi: GET /users\n---\n',
    'secret.mdx': '---\ntitle: Secret\nnoindex: true\n---\n\nShh.\n',
    'openapi.json': SPEC,
    'logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  };
  for (const [rel, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(src, rel)), { recursive: true });
    fs.writeFileSync(path.join(src, rel), text);
  }
  const result = await buildSite({ srcDir: src, outDir: out, threads: 1, ...(siteUrl ? { siteUrl } : {}) });
  expect(result.errors).toBe(0);
  const read = (rel: string) => fs.readFileSync(path.join(out, rel), 'utf8');
  const graph = (rel: string): Record<string, unknown>[] | null => {
    const m = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(read(rel));
    return m ? (JSON.parse(m[1]!)['@graph'] as Record<string, unknown>[]) : null;
  };
  return { read, graph, result };
}

const byType = (graph: Record<string, unknown>[], type: string) => graph.find((n) => n['@type'] === type);

describe('structured data', () => {
  test('a connected graph with ids under the site URL; seo.organization as publisher', async () => {
    const { graph, read } = await site(
      'full',
      {
        seo: {
          organization: {
            legalName: 'Acme Inc.',
            url: 'https://acme.dev',
            sameAs: ['https://github.com/acme', 'javascript:alert(1)'],
          },
        },
      },
      'https://docs.acme.dev',
    );
    const g = graph('intro.html')!;
    expect(byType(g, 'Organization')).toEqual({
      '@type': 'Organization',
      '@id': 'https://docs.acme.dev/#organization',
      name: 'Acme Docs',
      legalName: 'Acme Inc.',
      url: 'https://acme.dev',
      logo: 'https://docs.acme.dev/logo.svg',
      sameAs: ['https://github.com/acme'],
    });
    expect(byType(g, 'WebSite')).toMatchObject({
      '@id': 'https://docs.acme.dev/#website',
      publisher: { '@id': 'https://docs.acme.dev/#organization' },
    });
    expect(byType(g, 'WebPage')).toMatchObject({
      '@id': 'https://docs.acme.dev/intro',
      name: 'Intro </script><b>',
      description: 'Where to begin.',
      isPartOf: { '@id': 'https://docs.acme.dev/#website' },
      breadcrumb: { '@id': 'https://docs.acme.dev/intro#breadcrumb' },
    });
    expect((byType(g, 'BreadcrumbList')!.itemListElement as { name: string }[]).map((i) => i.name)).toEqual([
      'Guides',
      'Start',
      'Intro </script><b>',
    ]);
    expect(byType(g, 'TechArticle')).toMatchObject({
      headline: 'Intro </script><b>',
      keywords: 'setup, install',
    });
    // The title cannot end the script element early.
    expect(read('intro.html')).not.toContain('</script><b>');
    expect(byType(graph('users.html')!, 'APIReference')).toMatchObject({ headline: 'List users' });
    expect(graph('secret.html')).toBeNull();
  });

  test('without a site URL: names and text only, no ids or URLs', async () => {
    const { graph } = await site('bare', {});
    const g = graph('intro.html')!;
    expect(byType(g, 'Organization')).toEqual({ '@type': 'Organization', name: 'Acme Docs' });
    expect(JSON.stringify(g)).not.toMatch(/"@id"|"url"/);
  });
});
