/**
 * Request samples on manual API pages (`api:` frontmatter, documented by ParamFields) through whole builds:
 * Mintlify generates them as it does for spec operations (api-playground/code-examples), from the page's
 * method, URL (`api.mdx.server` or the value's own), `api.mdx.auth` and ParamFields; a page's own
 * <RequestExample> takes their place, and `api.examples.autogenerate: false` leaves only that.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildSite } from '../index.js';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'lectern-manual-samples-build-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const CREATE = `---
title: Create plant
api: 'POST /plants'
---

Adds a plant to the garden.

<ParamField query="dryRun" type="boolean">Validate only.</ParamField>
<ParamField header="X-Request-Id" type="string" placeholder="req-123">Trace id.</ParamField>
<ParamField header="x-api-key" type="string" required>The key, documented on the page too.</ParamField>
<ParamField body="name" type="string" required placeholder="Monstera">Name.</ParamField>
<ParamField body="age" type="integer" default="3">Age in years.</ParamField>
<ParamField body="tags" type="string[]">Tags.</ParamField>
`;

const FULL_URL = `---
title: Get plant
api: 'GET https://other.plants.test/v2/plants/{plantId}'
authMethod: bearer
---

<ParamField path="plantId" type="string" required>The plant.</ParamField>
`;

const OWN = `---
title: Delete plant
api: 'DELETE /plants/{plantId}'
---

<RequestExample>

\`\`\`bash Own request
plants delete 42
\`\`\`

</RequestExample>
`;

// Nested body fields as Mintlify documents them (components/expandables.mdx, api-playground/complex-data-types.mdx):
// ParamFields inside a ParamField's Expandable, and dotted names in an Expandable of their own.
const NESTED = `---
title: Create order
api: 'POST /orders'
---

<ParamField query="filter" type="object">
  <Expandable title="properties">
    <ParamField query="status" type="string" />
  </Expandable>
</ParamField>
<ParamField body="customer" type="object" required>
  The buyer.
  <Expandable title="properties">
    <ParamField body="name" type="string" required placeholder="Ada" />
    <ParamField body="age" type="integer" />
    <ParamField body="address" type="object">
      <Expandable title="properties">
        <ParamField body="city" type="string" default="Oslo" />
      </Expandable>
    </ParamField>
  </Expandable>
</ParamField>
<ParamField body="items" type="object[]">
  <Expandable title="item">
    <ParamField body="sku" type="string" required />
    <ParamField body="quantity" type="integer" default="1" />
  </Expandable>
</ParamField>
<ParamField body="shipping" type="object">The delivery.</ParamField>
<Expandable title="shipping properties">
  <ParamField body="shipping.method" type="string" default="post" />
  <ParamField body="shipping.express" type="boolean" />
</Expandable>

<ResponseField name="order" type="object">
  <Expandable title="properties">
    <ResponseField name="id" type="string" />
  </Expandable>
</ResponseField>
`;

async function build(name: string, api: Record<string, unknown>): Promise<(file: string) => string> {
  const src = path.join(root, name, 'src');
  const out = path.join(root, name, 'out');
  fs.mkdirSync(src, { recursive: true });
  fs.writeFileSync(
    path.join(src, 'docs.json'),
    JSON.stringify({ name: 'Plants', api, navigation: { pages: ['create', 'full-url', 'own', 'nested'] } }),
  );
  fs.writeFileSync(path.join(src, 'create.mdx'), CREATE);
  fs.writeFileSync(path.join(src, 'full-url.mdx'), FULL_URL);
  fs.writeFileSync(path.join(src, 'own.mdx'), OWN);
  fs.writeFileSync(path.join(src, 'nested.mdx'), NESTED);
  const result = await buildSite({ srcDir: src, outDir: out, threads: 1 });
  expect(result.errors).toBe(0);
  return (file) => fs.readFileSync(path.join(out, file), 'utf8');
}

const decode = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&(quot|amp|lt|gt);/g, (_, n: string) => ({ quot: '"', amp: '&', lt: '<', gt: '>' })[n]!);

/** The examples column of a page. */
function column(html: string): string {
  return /<aside class="lectern-api-examples"[^>]*>([\s\S]*?)<\/aside>/.exec(html)?.[1] ?? '';
}

/** Each request sample's tab label and plain text, in order. */
function samples(html: string): [string, string][] {
  return [
    ...column(html).matchAll(
      /<div class="lectern-code-group__panel" role="tabpanel" id="lectern-api-request-samples-panel-\d+"[^>]*data-label="([^"]*)">([\s\S]*?)<\/figure>/g,
    ),
  ].map((m) => [m[1], decode(m[2])]);
}

describe('with api.mdx server and auth and three example languages', () => {
  let read: (file: string) => string;
  beforeAll(async () => {
    read = await build('default', {
      mdx: { server: 'https://api.plants.test/v1/', auth: { method: 'key', name: 'x-api-key' } },
      examples: { languages: ['curl', 'go', 'python'] },
    });
  });

  test('a manual page gets the configured languages beside its content, as an operation does', () => {
    const html = read('create.html');
    expect(samples(html).map(([label]) => label)).toEqual(['cURL', 'Go', 'Python']);
    // The page's own content reads in the main column, beside the samples.
    expect(html).toMatch(
      /<div class="lectern-api-main"><div class="lectern-api-content">[\s\S]*Adds a plant/,
    );
    expect(column(html)).not.toContain('Adds a plant');
  });

  test('the cURL sample sends the server + path, the query, the key header once, other headers and the JSON body', () => {
    const curl = samples(read('create.html'))[0]![1];
    expect(curl).toBe(
      [
        'curl --request POST',
        "--url 'https://api.plants.test/v1/plants?dryRun=true'",
        "--header 'x-api-key: <api-key>'",
        "--header 'X-Request-Id: req-123'",
        "--header 'Content-Type: application/json'",
        `--data '${JSON.stringify({ name: 'Monstera', age: 3, tags: ['<string>'] }, null, 2)}'`,
      ].join(' \\\n  '),
    );
  });

  test('the other languages send the same request', () => {
    const [, go, python] = samples(read('create.html'));
    expect(go![1]).toContain('https://api.plants.test/v1/plants?dryRun=true');
    expect(go![1]).toContain('"x-api-key", "<api-key>"');
    expect(python![1]).toContain('url = "https://api.plants.test/v1/plants"');
    expect(python![1]).toContain('"dryRun": "true"');
    expect(python![1]).toMatch(/payload = \{\s*"name": "Monstera",\s*"age": 3,/);
  });

  test('a full URL in api: is used as written, with the path parameter left as a placeholder and the page’s auth', () => {
    const curl = samples(read('full-url.html'))[0]![1];
    expect(curl).toBe(
      [
        'curl --request GET',
        "--url 'https://other.plants.test/v2/plants/{plantId}'",
        "--header 'Authorization: Bearer <token>'",
      ].join(' \\\n  '),
    );
  });

  test('ParamFields in an Expandable are the properties of their object (or of each item of an object[])', () => {
    const curl = samples(read('nested.html'))[0]![1];
    expect(curl).toBe(
      [
        'curl --request POST',
        "--url 'https://api.plants.test/v1/orders?filter=%7B%7D'",
        "--header 'x-api-key: <api-key>'",
        "--header 'Content-Type: application/json'",
        `--data '${JSON.stringify(
          {
            customer: { name: 'Ada', age: 123, address: { city: 'Oslo' } },
            items: [{ sku: '<string>', quantity: 1 }],
            shipping: { method: 'post', express: true },
          },
          null,
          2,
        )}'`,
      ].join(' \\\n  '),
    );
  });

  test('a page with its own RequestExample shows only it', () => {
    const html = read('own.html');
    expect(column(html)).toContain('Own request');
    expect(html).not.toContain('lectern-api-request-samples');
    expect(html).not.toContain('curl --request');
  });
});

describe('with api.examples.autogenerate false', () => {
  let read: (file: string) => string;
  beforeAll(async () => {
    read = await build('off', {
      mdx: { server: 'https://api.plants.test/v1' },
      examples: { autogenerate: false },
    });
  });

  test('a manual page gets no generated samples', () => {
    const html = read('create.html');
    expect(html).not.toContain('lectern-api-request-samples');
    expect(html).not.toContain('curl --request');
    expect(html).toContain('Adds a plant to the garden.');
  });

  test('a page’s own RequestExample still shows', () => {
    expect(read('own.html')).toContain('Own request');
  });
});
