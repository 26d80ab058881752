/**
 * Files a build writes beside the pages: the files docs.json names (logo, favicon), navigation icons that
 * are images, and llms.txt.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { buildSite } from '../index.js';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'lectern-root-files-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe('files beside the pages', () => {
  test('llms.txt lists the indexable pages by section, and links to it from pages work', async () => {
    const src = path.join(root, 'src7');
    fs.mkdirSync(path.join(src, 'guides'), { recursive: true });
    fs.writeFileSync(
      path.join(src, 'docs.json'),
      JSON.stringify({
        name: 'Acme',
        description: 'Docs for Acme.',
        seo: { metatags: { canonical: 'https://docs.acme.dev' } },
        navigation: {
          tabs: [
            { tab: 'Guides', pages: ['index', 'guides/start', 'guides/secret'] },
            { tab: 'API', pages: ['api'] },
          ],
        },
      }),
    );
    fs.writeFileSync(
      path.join(src, 'index.mdx'),
      '---\ntitle: Home\n---\n\nFor models: [llms.txt](/llms.txt).\n',
    );
    fs.writeFileSync(
      path.join(src, 'guides/start.mdx'),
      '---\ntitle: Start [here]\ndescription: First steps\n---\n\nGo.\n',
    );
    fs.writeFileSync(path.join(src, 'guides/secret.mdx'), '---\ntitle: Secret\nnoindex: true\n---\n\nNo.\n');
    fs.writeFileSync(path.join(src, 'api.mdx'), '---\ntitle: API\n---\n\nCalls.\n');
    const out = path.join(root, 'out7');
    const result = await buildSite({ srcDir: src, outDir: out, threads: 1 });
    expect(fs.readFileSync(path.join(out, 'llms.txt'), 'utf8')).toBe(
      [
        '# Acme',
        '',
        '> Docs for Acme.',
        '',
        '## Guides',
        '',
        '- [Home](https://docs.acme.dev/)',
        '- [Start \\[here\\]](https://docs.acme.dev/guides/start): First steps',
        '',
        '## API',
        '',
        '- [API](https://docs.acme.dev/api)',
        '',
      ].join('\n'),
    );
    expect(fs.readFileSync(path.join(out, 'index.html'), 'utf8')).toContain('href="llms.txt"');
    expect(result.diagnostics.filter((d) => /broken/i.test(d.message))).toEqual([]);
  });

  test("llms.txt lists the default language's default version, descriptions cut to their first paragraph", async () => {
    const src = path.join(root, 'src8');
    const page = (rel: string, title: string, description = '') => {
      fs.mkdirSync(path.dirname(path.join(src, rel)), { recursive: true });
      fs.writeFileSync(
        path.join(src, rel),
        `---\ntitle: ${title}\n${description ? `description: ${JSON.stringify(description)}\n` : ''}---\n\nText.\n`,
      );
    };
    const versions = (prefix: string) => [
      { version: 'v1', groups: [{ group: 'Start', pages: [`${prefix}v1/intro`] }] },
      { version: 'v2', default: true, groups: [{ group: 'Start', pages: [`${prefix}v2/intro`] }] },
    ];
    fs.mkdirSync(src, { recursive: true });
    fs.writeFileSync(
      path.join(src, 'docs.json'),
      JSON.stringify({
        name: 'Acme',
        navigation: {
          languages: [
            { language: 'en', versions: versions('') },
            { language: 'fr', versions: versions('fr/') },
          ],
        },
      }),
    );
    const long = `${'word '.repeat(80).trim()}.\n\nA second paragraph.`;
    page('v1/intro.mdx', 'Old intro');
    page('v2/intro.mdx', 'Intro', long);
    page('fr/v1/intro.mdx', 'Ancienne intro');
    page('fr/v2/intro.mdx', 'Intro FR');
    const out = path.join(root, 'out8');
    await buildSite({ srcDir: src, outDir: out, threads: 1 });
    const llms = fs.readFileSync(path.join(out, 'llms.txt'), 'utf8');
    expect(llms).toContain('[Intro](v2/intro.html): word word');
    expect(llms).not.toMatch(/Old intro|Ancienne|Intro FR|second paragraph/);
    const line = llms.split('\n').find((l) => l.includes('[Intro]'))!;
    const description = line.slice(line.indexOf(': ') + 2);
    expect(description.length).toBeLessThanOrEqual(300);
    expect(description.endsWith('word…')).toBe(true);
  });

  test("llms.txt ends with the navigation's absolute URLs under Optional, as Mintlify lists them", async () => {
    const src = path.join(root, 'src9');
    fs.mkdirSync(src, { recursive: true });
    fs.writeFileSync(
      path.join(src, 'docs.json'),
      JSON.stringify({
        name: 'Acme',
        navigation: {
          global: { anchors: [{ anchor: 'Community', href: 'https://forum.acme.dev' }] },
          tabs: [
            { tab: 'Guides', pages: ['index', 'helm'] },
            { tab: 'Blog', href: 'https://blog.acme.dev' },
            { tab: 'Forum', href: 'https://forum.acme.dev' },
          ],
        },
      }),
    );
    fs.writeFileSync(path.join(src, 'index.mdx'), '---\ntitle: Home\n---\n\nHi.\n');
    fs.writeFileSync(
      path.join(src, 'helm.mdx'),
      '---\ntitle: Helm [chart]\nurl: https://github.com/acme/helm\n---\n',
    );
    const out = path.join(root, 'out9');
    await buildSite({ srcDir: src, outDir: out, threads: 1 });
    const llms = fs.readFileSync(path.join(out, 'llms.txt'), 'utf8');
    expect(llms.slice(llms.indexOf('## Optional'))).toBe(
      [
        '## Optional',
        '',
        '- [Community](https://forum.acme.dev)',
        '- [Helm \\[chart\\]](https://github.com/acme/helm)',
        '- [Blog](https://blog.acme.dev)',
        '',
      ].join('\n'),
    );
    expect(llms).toContain('- [Home](index.html)');
  });

  test('navigation icons that are image files are copied; a missing one is reported', async () => {
    const src = path.join(root, 'src6');
    fs.mkdirSync(path.join(src, 'images'), { recursive: true });
    fs.writeFileSync(path.join(src, 'images/group.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    fs.writeFileSync(
      path.join(src, 'docs.json'),
      JSON.stringify({
        name: 'X',
        navigation: {
          tabs: [
            {
              tab: 'Docs',
              icon: '/images/tab.svg',
              groups: [{ group: 'G', icon: '/images/group.svg', pages: ['index'] }],
            },
          ],
        },
      }),
    );
    fs.writeFileSync(path.join(src, 'index.mdx'), '# Hello\n');
    const out = path.join(root, 'out6');
    const result = await buildSite({ srcDir: src, outDir: out, threads: 1 });
    expect(fs.existsSync(path.join(out, 'images/group.svg'))).toBe(true);
    expect(fs.readFileSync(path.join(out, 'index.html'), 'utf8')).toContain('src="images/group.svg"');
    const missing = result.diagnostics.filter((d) => d.code === 'ASSET_NOT_FOUND').map((d) => d.message);
    expect(missing).toEqual([expect.stringContaining('navigation icon "/images/tab.svg"')]);
  });

  test('a missing favicon or logo given as one string is reported once', async () => {
    const src = path.join(root, 'src5');
    fs.mkdirSync(src, { recursive: true });
    fs.writeFileSync(
      path.join(src, 'docs.json'),
      JSON.stringify({
        name: 'X',
        favicon: '/gone.svg',
        logo: '/gone-logo.svg',
        navigation: { pages: ['index'] },
      }),
    );
    fs.writeFileSync(path.join(src, 'index.mdx'), '# Hello\n');
    const result = await buildSite({ srcDir: src, outDir: path.join(root, 'out5'), threads: 1 });
    const missing = result.diagnostics.filter((d) => d.code === 'ASSET_NOT_FOUND').map((d) => d.message);
    expect(missing).toHaveLength(2);
    expect(missing.filter((m) => m.includes('"/gone.svg"'))).toHaveLength(1);
  });
});
