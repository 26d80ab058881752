/**
 * `api.playground.credentials` (organize/settings-api.mdx): with `proxy: false`, the request form sends
 * the reader's cookies to the API (a cross-origin request with credentials: here another port of the same
 * host, so the cookie is the site's own); by default it sends none.
 */
import { copyFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { toHtml } from 'hast-util-to-html';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium, useBrowserSite } from '../../../test/browser/browser.js';
import { renderOperation } from './index.js';
import type { OpenApiDoc } from './load.js';

const doc: OpenApiDoc = {
  openapi: '3.1.0',
  paths: { '/me': { get: { responses: { '200': { description: 'OK' } } } } },
};

const page = (credentials: boolean) =>
  `<!doctype html><html><head><meta charset="utf-8"><script src="playground.js" defer></script></head><body>${toHtml(
    renderOperation(doc, 'GET', '/me', {
      playground: true,
      settings: credentials ? { credentials: true } : {},
    }),
  )}</body></html>`;

describe.skipIf(!hasChromium)('playground credentials', () => {
  const site = useBrowserSite(async (dir) => {
    copyFileSync(join(import.meta.dirname, '../client/scripts/playground.js'), join(dir, 'playground.js'));
    writeFileSync(join(dir, 'with.html'), page(true));
    writeFileSync(join(dir, 'without.html'), page(false));
  });
  const cookies: (string | undefined)[] = [];
  const api = createServer((req, res) => {
    const cors = {
      'access-control-allow-origin': req.headers.origin ?? '*',
      'access-control-allow-credentials': 'true',
    };
    cookies.push(req.headers.cookie);
    res.writeHead(200, { ...cors, 'content-type': 'application/json' }).end('{}');
  });
  let apiUrl = '';
  beforeAll(async () => {
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
    apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => api.close(resolve)));

  async function send(path: string): Promise<string | undefined> {
    const context = await site.context();
    await context.addCookies([{ name: 'session', value: 'abc', domain: '127.0.0.1', path: '/' }]);
    const tab = await context.newPage();
    await tab.goto(site.server.url + path);
    await tab.getByText('Try it').click();
    await tab.locator('[data-playground-server]').fill(apiUrl);
    const before = cookies.length;
    await tab.getByRole('button', { name: 'Send request' }).click();
    await expect.poll(() => cookies.length).toBe(before + 1);
    return cookies[before];
  }

  it("sends the reader's cookies when the site asks for it", async () => {
    expect(await send('/with.html')).toBe('session=abc');
  });

  it('sends none by default', async () => {
    expect(await send('/without.html')).toBeUndefined();
  });
});
