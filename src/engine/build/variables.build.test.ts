/**
 * docs.json `variables` (organize/settings-structure.mdx): `{{name}}` in a page or snippet becomes the
 * variable's text wherever it is written (prose, headings, code, link targets, attributes, the title the
 * sidebar shows); one naming no variable stays and is reported with its line; a site with no variables
 * keeps `{{name}}` as someone else's template syntax; a changed value reaches cached pages.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { buildSite } from '../index.js';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'lectern-variables-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const PAGE = `---
title: "Install {{product}}"
---

import Pin from "/snippets/pin.mdx";

## Version {{ version }}

Talk to {{product}} at [the API]({{api-url}}/v2).

<Card title="{{product}} console" href="{{api-url}}/console">Open it.</Card>

\`\`\`bash
curl {{api-url}}/health # {{product}} {{missing}}
\`\`\`

<Pin />
`;

function write(dir: string, files: Record<string, string>) {
  for (const [rel, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    fs.writeFileSync(path.join(dir, rel), text);
  }
}

const config = (variables?: Record<string, unknown>) =>
  JSON.stringify({
    name: 'Acme',
    navigation: { pages: ['install', 'other'] },
    ...(variables ? { variables } : {}),
  });

const article = (html: string) => /<article[\s\S]*<\/article>/.exec(html)![0];

describe('docs.json variables', () => {
  const src = path.join(root, 'src');
  const out = path.join(root, 'out');
  const cacheDir = path.join(root, 'cache');
  const build = () => buildSite({ srcDir: src, outDir: out, cacheDir, threads: 1 });
  const read = (rel: string) => fs.readFileSync(path.join(out, rel), 'utf8');

  test('replace {{name}} everywhere text goes, and report a name with no variable', async () => {
    write(src, {
      'docs.json': config({ product: 'Acme Cloud', version: 2, 'api-url': 'https://api.acme.dev' }),
      'install.mdx': PAGE,
      'other.mdx': '---\ntitle: Other\n---\n\nSee [install](/install).\n',
      'snippets/pin.mdx': 'Pinned to {{version}}.\n',
    });
    const result = await build();
    expect(result.errors).toBe(0);
    const html = read('install.html');
    const body = article(html);
    expect(body).toContain('Install Acme Cloud');
    expect(body).toMatch(/<h2[^>]*>.*Version 2/);
    expect(body).toContain('href="https://api.acme.dev/v2"');
    expect(body).toContain('Acme Cloud console');
    expect(body).toContain('href="https://api.acme.dev/console"');
    expect(body.replace(/<[^>]+>/g, '')).toContain(
      'curl https://api.acme.dev/health # Acme Cloud {{missing}}',
    );
    expect(body).toContain('Pinned to 2.');
    expect(body).not.toMatch(/\{\{ ?(product|version|api-url) ?\}\}/);
    // The sidebar and the other page's title for it.
    expect(read('other.html')).toMatch(
      /<a[^>]*href="install\.html"[^>]*>[^<]*(<[^>]+>)*[^<]*Install Acme Cloud/,
    );
    const warnings = result.diagnostics.filter((d) => d.code === 'VARIABLE_UNDEFINED');
    expect(warnings.map((w) => [w.file, w.line])).toEqual([['install.mdx', 14]]);
    expect(warnings[0]!.message).toContain('{{missing}}');
  });

  test('a changed value reaches the cached page', async () => {
    write(src, {
      'docs.json': config({ product: 'Acme Edge', version: 3, 'api-url': 'https://edge.acme.dev' }),
    });
    await build();
    const body = article(read('install.html'));
    expect(body).toContain('Install Acme Edge');
    expect(body).toContain('Pinned to 3.');
    expect(body).toContain('href="https://edge.acme.dev/v2"');
  });

  test('a bad name or value is dropped with a warning naming it', async () => {
    write(src, { 'docs.json': config({ product: 'Acme', 'bad name': 'x', version: { major: 1 } }) });
    const result = await build();
    const ignored = result.diagnostics.filter((d) => d.code === 'CONFIG_IGNORED').map((d) => d.message);
    expect(ignored.some((m) => m.includes('variables["bad name"]') || m.includes('variables.bad name'))).toBe(
      true,
    );
    expect(ignored.some((m) => m.includes('variables.version'))).toBe(true);
    // Unknown now: `{{version}}` stays as written, reported.
    expect(
      result.diagnostics.some((d) => d.code === 'VARIABLE_UNDEFINED' && d.message.includes('{{version}}')),
    ).toBe(true);
  });

  test('a site without variables keeps {{name}} as written, unreported', async () => {
    write(src, { 'docs.json': config() });
    const result = await build();
    expect(result.diagnostics.filter((d) => d.code === 'VARIABLE_UNDEFINED')).toEqual([]);
    expect(article(read('install.html')).replace(/<[^>]+>/g, '')).toContain('curl {{api-url}}/health');
  });
});
