/** `api.url`, `api.examples.prefill` and `api.examples.autogenerate` through a whole build. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildSite } from '../index.js';
import { listFiles } from '../build/site-check.js';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'lectern-api-examples-build-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const src = path.join(root, 'src');
const out = path.join(root, 'out');
let files: string[] = [];
const read = (file: string) => fs.readFileSync(path.join(out, file), 'utf8');

beforeAll(async () => {
  fs.mkdirSync(src, { recursive: true });
  fs.copyFileSync(
    path.join(import.meta.dirname, 'fixtures', 'api-examples.openapi.json'),
    path.join(src, 'openapi.json'),
  );
  fs.writeFileSync(
    path.join(src, 'docs.json'),
    JSON.stringify({
      name: 'Acme',
      api: { openapi: 'openapi.json', url: 'full', examples: { prefill: true, autogenerate: false } },
      navigation: { pages: ['index', 'GET /items/{itemId}', 'create'] },
    }),
  );
  fs.writeFileSync(path.join(src, 'index.mdx'), '# Home\n');
  fs.writeFileSync(
    path.join(src, 'create.mdx'),
    '---\ntitle: Create\nopenapi: POST /items\n---\n\n<RequestExample>\n\n```bash Own sample\nacme create\n```\n\n</RequestExample>\n',
  );
  await buildSite({ srcDir: src, outDir: out, threads: 1 });
  files = listFiles(out).filter((f) => f.endsWith('.html'));
});

describe('a site with api.url full, prefill on and autogenerate off', () => {
  test('the generated operation page shows the base URL, prefilled inputs and no generated samples', () => {
    const file = files.find((f) => read(f).includes('data-path="/items/{itemId}"'));
    expect(file).toBeDefined();
    const html = read(file!);
    expect(html).toContain(
      '<code class="lectern-api-path"><span class="lectern-api-server">https://api.acme.test</span>/items/{itemId}</code>',
    );
    expect(html).toContain('name="itemId" value="it-42"');
    expect(html).toContain('name="q" value="a&#x22;<b>&#x26;c"');
    expect(html).not.toContain('curl --request');
    expect(html).not.toContain('lectern-api-request-samples');
  });

  test('an openapi: page’s own RequestExample takes the place of the spec’s x-codeSamples', () => {
    const html = read('create.html');
    expect(html).not.toContain('Acme CLI');
    expect(html).toMatch(
      /<aside class="lectern-api-examples" id="content-side-layout"><div id="request-example" [^>]*>[\s\S]*Own sample/,
    );
    expect(html).not.toContain('import requests');
  });
});
