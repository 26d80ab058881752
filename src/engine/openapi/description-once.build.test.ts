/**
 * An operation's description is shown once: a page generated from the spec takes it as its own description
 * (under the title, in search and llms.txt), so the copy at the top of the operation's body goes, as on
 * Mintlify (Abstract's JSON-RPC page showed it twice). A page whose own description differs keeps both; an
 * `openapi:` page without one takes the operation's, as a generated page does.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildSite } from '../index.js';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'lectern-openapi-description-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
const src = path.join(root, 'src');
const out = path.join(root, 'out');
const DESCRIPTION =
  'Single endpoint that accepts all **JSON-RPC** method calls ([spec](https://www.jsonrpc.org)).';
const WRAPPED = 'Create a new agent run for the organization,\nwith the prompt given in the body.';
const count = (html: string, text: string) => html.split(text).length - 1;

beforeAll(async () => {
  fs.mkdirSync(src, { recursive: true });
  const spec = {
    openapi: '3.1.0',
    info: { title: 'RPC', version: '1' },
    servers: [{ url: 'https://api.example.com' }],
    paths: {
      '/': {
        post: {
          tags: ['Ethereum API'],
          summary: 'JSON-RPC API',
          description: DESCRIPTION,
          responses: { '200': { description: 'OK' } },
        },
      },
      '/runs': {
        post: {
          tags: ['Agents'],
          summary: 'Create agent run',
          // A FastAPI docstring: a wrapped first paragraph, then more.
          description: `${WRAPPED}\n\nRuns are \`queued\` first.`,
          responses: { '200': { description: 'OK' } },
        },
      },
    },
  };
  fs.writeFileSync(path.join(src, 'openapi.json'), JSON.stringify(spec));
  fs.writeFileSync(
    path.join(src, 'docs.json'),
    JSON.stringify({
      name: 'RPC',
      navigation: {
        tabs: [
          { tab: 'Guides', pages: ['own', 'bare'] },
          { tab: 'API Reference', openapi: '/openapi.json' },
        ],
      },
    }),
  );
  fs.writeFileSync(
    path.join(src, 'own.mdx'),
    '---\nopenapi: POST /\ndescription: Call any method through one endpoint.\n---\n',
  );
  // No description (nor title): both come from the operation, as on the generated page.
  fs.writeFileSync(path.join(src, 'bare.mdx'), '---\nopenapi: POST /runs\n---\n\nPage text.\n');
  const result = await buildSite({ srcDir: src, outDir: out, threads: 1 });
  expect(result.errors).toBe(0);
});

describe("an operation's description", () => {
  test('shows once on a generated page, under the title', () => {
    const html = fs.readFileSync(path.join(out, 'api-reference/ethereum-api/json-rpc-api.html'), 'utf8');
    expect(html).toContain('class="lectern-page-description"');
    // Once in the page itself (the head's meta descriptions aside).
    expect(count(html.slice(html.indexOf('<h1')), 'Single endpoint that accepts all')).toBe(1);
  });

  test('of several lines and paragraphs: the first paragraph, joined, under the title; the rest in the body', () => {
    const html = fs.readFileSync(path.join(out, 'api-reference/agents/create-agent-run.html'), 'utf8');
    const body = html.slice(html.indexOf('<h1'));
    const joined = 'Create a new agent run for the organization, with the prompt given in the body.';
    expect(body).toContain(`<p class="lectern-page-description">${joined}</p>`);
    expect(count(body, 'Create a new agent run for the organization')).toBe(1);
    expect(body).toContain('Runs are <code>queued</code> first.');
    expect(html).toContain(`<meta name="description" content="${joined}">`);
  });

  test('stays in the body of a page whose own description is another', () => {
    const html = fs.readFileSync(path.join(out, 'own.html'), 'utf8');
    const body = html.slice(html.indexOf('<h1'));
    expect(body).toContain('Call any method through one endpoint.');
    expect(count(body, 'Single endpoint that accepts all')).toBe(1);
  });

  test('is an openapi: page’s own when it sets none: under the title, in meta, once, the rest in the body', () => {
    const html = fs.readFileSync(path.join(out, 'bare.html'), 'utf8');
    const body = html.slice(html.indexOf('<h1'));
    const joined = 'Create a new agent run for the organization, with the prompt given in the body.';
    expect(body).toContain('>Create agent run</h1>');
    expect(body).toContain(`<p class="lectern-page-description">${joined}</p>`);
    expect(html).toContain(`<meta name="description" content="${joined}">`);
    expect(count(body, 'Create a new agent run for the organization')).toBe(1);
    expect(body).toContain('Runs are <code>queued</code> first.');
    expect(body).toContain('Page text.');
  });
});
