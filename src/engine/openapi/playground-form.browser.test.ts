/**
 * The playground's form bodies in a real browser (Debian's Chromium): a multipart body carries the chosen
 * file and the text fields with the browser's boundary, a urlencoded body its fields, both as the API
 * receives them.
 */
import { copyFileSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { toHtml } from 'hast-util-to-html';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium, useBrowserSite } from '../../../test/browser/browser.js';
import { renderOperation } from './index.js';
import type { OpenApiDoc } from './load.js';

const form = (type: string, properties: object) => ({
  post: {
    requestBody: { content: { [type]: { schema: { type: 'object', properties } } } },
    responses: { '200': { description: 'OK' } },
  },
});
const doc: OpenApiDoc = {
  openapi: '3.1.0',
  servers: [{ url: 'https://api.example.com' }],
  paths: {
    '/upload': form('multipart/form-data', {
      file: { type: 'string', format: 'binary' },
      user: { type: 'string' },
    }),
    '/token': form('application/x-www-form-urlencoded', {
      grant_type: { type: 'string' },
      scope: { type: 'string' },
    }),
  },
};

function page(path: string): string {
  const api = toHtml(renderOperation(doc, 'POST', path, { playground: true }));
  return `<!doctype html><html><head><meta charset="utf-8"><script src="playground.js" defer></script></head><body>${api}</body></html>`;
}

describe.skipIf(!hasChromium)('playground form bodies', () => {
  const site = useBrowserSite(async (dir) => {
    copyFileSync(join(import.meta.dirname, '../client/scripts/playground.js'), join(dir, 'playground.js'));
    writeFileSync(join(dir, 'upload.html'), page('/upload'));
    writeFileSync(join(dir, 'token.html'), page('/token'));
  });
  const received: { url?: string; headers: IncomingHttpHeaders; body: string }[] = [];
  const api = createServer((req, res) => {
    const cors = { 'access-control-allow-origin': '*', 'access-control-allow-headers': 'content-type' };
    if (req.method === 'OPTIONS') return void res.writeHead(204, cors).end();
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      received.push({ url: req.url, headers: req.headers, body });
      res.writeHead(200, { ...cors, 'content-type': 'application/json' }).end('{"ok":true}');
    });
  });
  let apiUrl = '';
  beforeAll(async () => {
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
    apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => api.close(resolve)));

  async function send(path: string, fill: (form: import('playwright-core').Locator) => Promise<void>) {
    const tab = await site.open(path);
    await tab.getByText('Try it').click();
    const formEl = tab.locator('lectern-playground form');
    await formEl.locator('[data-playground-server]').fill(apiUrl);
    await fill(formEl);
    const before = received.length;
    await tab.getByRole('button', { name: 'Send request' }).click();
    await tab.waitForFunction(() =>
      /^200 /.test(document.querySelector('.lectern-playground-status')?.textContent ?? ''),
    );
    expect(received).toHaveLength(before + 1);
    return received[before];
  }

  it('sends the chosen file and the text fields as multipart, with the browser boundary', async () => {
    const got = await send('/upload.html', async (f) => {
      await f.locator('input[name="file"]').setInputFiles({
        name: 'notes.txt',
        mimeType: 'text/plain',
        buffer: Buffer.from('file body'),
      });
      await f.locator('input[name="user"]').fill('ada');
    });
    expect(got.url).toBe('/upload');
    const boundary = /^multipart\/form-data; boundary=(.+)$/.exec(got.headers['content-type'] ?? '')?.[1];
    expect(boundary).toBeTruthy();
    expect(got.body).toContain('Content-Disposition: form-data; name="file"; filename="notes.txt"');
    expect(got.body).toContain('\r\n\r\nfile body\r\n');
    expect(got.body).toContain('Content-Disposition: form-data; name="user"\r\n\r\nada\r\n');
  });

  it('sends a urlencoded body of the filled fields only', async () => {
    const got = await send('/token.html', async (f) => {
      await f.locator('input[name="grant_type"]').fill('client_credentials');
    });
    expect(got.headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
    expect(got.body).toBe('grant_type=client_credentials');
  });
});
