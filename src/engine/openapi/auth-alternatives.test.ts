/**
 * Several security requirements are alternatives (OpenAPI's Security Requirement Object): an operation with
 * `[{ ApiKeyAuth: [] }, { BearerAuth: [] }]` takes a key or a token. The Authorizations section offers them
 * as a choice, each listing its own schemes as required, instead of listing both as required.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { toHtml } from 'hast-util-to-html';
import { afterAll, expect, test } from 'vitest';
import { loadOpenApi, renderOperation } from './index.js';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lectern-auth-alternatives-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const ok = { '200': { description: 'OK' } };
fs.writeFileSync(
  path.join(dir, 'storage.json'),
  JSON.stringify({
    openapi: '3.0.0',
    info: { title: 'Storage', version: '1' },
    servers: [{ url: 'https://storage.example.com' }],
    components: {
      securitySchemes: {
        ApiKeyAuth: { type: 'apiKey', in: 'header', name: 'X-Api-Key' },
        BearerAuth: { type: 'http', scheme: 'bearer' },
        Signature: { type: 'apiKey', in: 'header', name: 'X-Signature' },
      },
    },
    security: [{ ApiKeyAuth: [] }, { BearerAuth: [] }],
    paths: {
      '/files': { get: { summary: 'List files', responses: ok } },
      '/signed': { get: { summary: 'Signed', security: [{ ApiKeyAuth: [], Signature: [] }], responses: ok } },
    },
  }),
);
const doc = loadOpenApi(dir, 'storage.json');
const auth = (p: string) => {
  const html = toHtml(renderOperation(doc, 'GET', p, { playground: false }));
  return html.slice(
    html.indexOf('id="authorizations"'),
    html.indexOf('</section>', html.indexOf('id="authorizations"')),
  );
};
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

test('alternative requirements are a selector, one panel each', () => {
  const section = auth('/files');
  expect(section).toContain('role="tablist"');
  expect(section).toContain('aria-label="Authorization method"');
  const panels = section.split('role="tabpanel"').slice(1).map(text);
  expect(panels).toHaveLength(2);
  expect(panels[0]).toContain('X-Api-Key');
  expect(panels[0]).not.toContain('Authorization string');
  expect(panels[1]).toContain('Authorization');
  expect(panels[1]).not.toContain('X-Api-Key');
  expect(text(section)).toContain('ApiKeyAuth');
  expect(text(section)).toContain('BearerAuth');
});

test('one requirement naming two schemes lists both, both required, without a selector', () => {
  const section = auth('/signed');
  expect(section).not.toContain('role="tablist"');
  expect(text(section)).toMatch(/X-Api-Key .*required.*X-Signature .*required/);
});
