/**
 * mint.json groups without a `version` belong to every version: their pages are built once, in the default
 * version, and carry the other version's header and sidebar for readers coming from it (layout/contexts.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import { buildSite, type BuildResult } from '../index.js';
import { tempSite } from './temp-site.test-support.js';

const { out, cache, src, write } = tempSite('shared-contexts');
const read = (rel: string) => fs.readFileSync(path.join(out, rel), 'utf8');
const build = () => buildSite({ srcDir: src, outDir: out, cacheDir: cache, threads: 1 });
const page = (title: string) => `---\ntitle: ${title}\n---\n\nThe ${title} page.\n`;
const unquote = (s: string) => s.replace(/&quot;/g, '"');
const templates = (html: string) =>
  [...html.matchAll(/<template data-lectern-context="([^"]*)">([\s\S]*?)<\/template>/g)].map((m) => ({
    context: JSON.parse(unquote(m[1]!)) as string[],
    html: m[2]!,
  }));

const mint = {
  name: 'Versions',
  versions: ['3', '2'],
  tabs: [
    { name: 'Integrations', url: 'integrations' },
    { name: 'Contribute', url: 'contribute' },
  ],
  navigation: [
    { group: 'Start', pages: ['v3/index'], version: '3' },
    { group: 'Start', pages: ['v2/index', 'v2/setup'], version: '2' },
    { group: 'Integrations', pages: ['integrations/aws', 'integrations/gcp'] },
    { group: 'Legacy integrations', pages: ['integrations/legacy'], version: '2' },
    { group: 'Contribute', pages: ['contribute'] },
  ],
};

describe('pages of unversioned mint.json groups in a build', () => {
  let first: BuildResult;
  beforeAll(async () => {
    write('mint.json', JSON.stringify(mint));
    for (const p of [
      'v3/index',
      'v2/index',
      'v2/setup',
      'integrations/aws',
      'integrations/gcp',
      'integrations/legacy',
      'contribute',
    ])
      write(`${p}.mdx`, page(p));
    first = await build();
  });

  test('no warning asks for a page of its own', () => {
    expect(first.errors).toBe(0);
    expect(first.diagnostics.filter((d) => d.code === 'NAV_SHARED_PAGE')).toEqual([]);
  });

  test("a shared page carries version 2's header and sidebar; a versioned page carries none", () => {
    const html = read('integrations/aws.html');
    expect(html).toMatch(/<html [^>]*data-lectern-context="\[&quot;3&quot;,&quot;3\/Integrations&quot;\]"/);
    const [v2, ...more] = templates(html);
    expect(more).toEqual([]);
    expect(v2!.context).toEqual(['2', '2/Integrations']);
    expect(v2!.html).toContain('<summary aria-label="version: 2"><span>2</span></summary>');
    // Version 2's tabs lead to version 2's pages; its sidebar lists the shared pages with this one current,
    // and version 2's own.
    expect(v2!.html).toMatch(/<a class="lectern-tab-link[^"]*" href="..\/v2\/index.html">/);
    expect(v2!.html).toMatch(/href="..\/integrations\/aws.html"[^>]*aria-current="page"/);
    expect(v2!.html).toContain('href="../integrations/legacy.html"');
    expect(html.replace(v2!.html, '')).not.toContain('integrations/legacy');
    expect(read('v2/setup.html')).not.toContain('<template');
    expect(read('v3/index.html')).not.toContain('<template');
  });

  test("version 2's tab opens its own page first; a tab with none names version 2's listing", () => {
    // Version 2's Integrations tab has a page of its own: its entry opens that, switching without scripts.
    expect(read('v2/index.html')).toMatch(
      /<a class="lectern-tab-link[^"]*" href="..\/integrations\/legacy.html">/,
    );
    // Its Contribute tab has none: its entry opens the shared page and names version 2's listing of it.
    expect(read('v2/index.html')).toMatch(
      /<a class="lectern-tab-link[^"]*" href="..\/contribute.html" data-lectern-context="\[&quot;2&quot;,&quot;2\/Contribute&quot;\]"/,
    );
    // Version 3's own tab opens the page in its own section: nothing to record.
    expect(read('v3/index.html')).toMatch(/<a class="lectern-tab-link[^"]*" href="..\/contribute.html">/);
  });

  test("an in-place rebuild rewrites a shared page when another version's navigation changes", async () => {
    write('integrations/legacy.mdx', page('Legacy AWS'));
    const again = await build();
    expect(again.errors).toBe(0);
    expect(again.cachedPages).toBeGreaterThan(0);
    const [v2] = templates(read('integrations/aws.html'));
    expect(v2!.html).toContain('Legacy AWS');
  });
});
