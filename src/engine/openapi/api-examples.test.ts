/** `api.url`, `api.examples.prefill` and `api.examples.autogenerate` in the API renderer. */
import { join } from 'node:path';
import { toHtml } from 'hast-util-to-html';
import { describe, expect, it } from 'vitest';
import { loadOpenApi, renderManualEndpoint, renderOperation, type ApiSettings } from './index.js';

const doc = loadOpenApi(join(import.meta.dirname, 'fixtures'), 'api-examples.openapi.json');
const render = (method: string, path: string, settings?: ApiSettings, playground = true) =>
  toHtml(renderOperation(doc, method, path, { playground, settings }));

/** The attributes of the `<input name="…">` tag; quoted values may hold `>`. */
function inputAttrs(html: string, name: string): string {
  for (const m of html.matchAll(/<input((?:[^>"]|"[^"]*")*)>/g))
    if (m[1].includes(` name="${name}"`)) return m[1];
  throw new Error(`no input ${name}`);
}

/** The decoded `value` attribute of an input, or undefined when it has none. */
function inputValue(html: string, name: string): string | undefined {
  const raw = /\svalue="([^"]*)"/.exec(inputAttrs(html, name))?.[1];
  return raw
    ?.replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&(quot|amp|lt|gt);/g, (_, n: string) => ({ quot: '"', amp: '&', lt: '<', gt: '>' })[n]!);
}

const tabs = (html: string) =>
  [...html.matchAll(/<span class="lectern-code-group__label">([^<]*)</g)].map((m) => m[1]);

describe('api.examples.prefill', () => {
  it('by default the inputs start empty, with their placeholders', () => {
    const html = render('GET', '/items/{itemId}');
    for (const name of ['itemId', 'q', 'limit', 'tags', 'X-Trace'])
      expect(inputValue(html, name)).toBeUndefined();
    expect(inputAttrs(html, 'itemId')).toContain('placeholder="required"');
    expect(inputValue(html, 'server')).toBe('https://api.acme.test/');
  });

  it('fills each input with the spec example: parameter, referenced examples entry, schema example, default', () => {
    const html = render('GET', '/items/{itemId}', { prefill: true });
    expect(inputValue(html, 'itemId')).toBe('it-42');
    expect(inputValue(html, 'limit')).toBe('20');
    expect(inputValue(html, 'tags')).toBe('["red","blue"]');
    // Nothing in the spec: no invented value such as "<string>".
    expect(inputValue(html, 'X-Trace')).toBeUndefined();
  });

  it('escapes a prefilled value inside the attribute', () => {
    const html = render('GET', '/items/{itemId}', { prefill: true });
    expect(inputValue(html, 'q')).toBe('a"<b>&c');
    expect(html).not.toContain('a"<b>');
    expect(inputAttrs(html, 'q')).toMatch(/ value="a&#x22;(?:<|&#x3C;|&lt;)b>&#x26;c"/);
  });

  it('on a manual page, starts each input with its ParamField default', () => {
    const manual = (settings?: ApiSettings) =>
      toHtml(
        renderManualEndpoint(
          {
            api: 'GET https://api.acme.test/v1/items/{itemId}',
            params: [
              { name: 'itemId', in: 'path', default: 'itm_42' },
              { name: 'limit', in: 'query', type: 'number', default: 25 },
              { name: 'cursor', in: 'query' },
            ],
          },
          { mode: 'interactive', allowed: true, settings },
        )!,
      );
    const filled = manual({ prefill: true });
    expect(inputValue(filled, 'itemId')).toBe('itm_42');
    expect(inputValue(filled, 'limit')).toBe('25');
    expect(inputValue(filled, 'cursor')).toBeUndefined();
    const plain = manual();
    for (const name of ['itemId', 'limit', 'cursor']) expect(inputValue(plain, name)).toBeUndefined();
  });

  it('applies only where the form is shown', () => {
    const html = render('GET', '/items/{itemId}', { prefill: true }, false);
    expect(html).not.toContain('lectern-playground');
    expect(html).not.toContain('it-42');
  });
});

describe('api.examples.autogenerate', () => {
  it('by default generates the languages the spec’s own samples do not write, after them', () => {
    // The CLI's `bash` sample stands for the shell language, as a spec's `cURL` one would.
    expect(tabs(render('POST', '/items'))).toEqual(['Acme CLI', 'Python', 'JavaScript']);
    expect(render('GET', '/items/{itemId}')).toContain('curl --request GET');
  });

  it('a language the spec writes (x-code-samples, any case) is not generated a second time', () => {
    const html = render('POST', '/items/import');
    expect(tabs(html)).toEqual(['Python', 'cURL', 'JavaScript']);
    expect(html.match(/curl --request POST/g)).toHaveLength(1);
  });

  it('false keeps only x-codeSamples, and leaves out an empty sample group', () => {
    const post = render('POST', '/items', { autogenerate: false, languages: ['go'] });
    expect(tabs(post)).toEqual(['Acme CLI']);
    expect(post).not.toContain('curl --request');
    const get = render('GET', '/items/{itemId}', { autogenerate: false });
    expect(get).not.toContain('lectern-api-request-samples');
    expect(get).not.toContain('lectern-api-examples');
  });
});

describe('api.url', () => {
  const server = (html: string) => /<code class="lectern-api-path">(.*?)<\/code>/.exec(html)?.[1];

  it('by default the header shows the base URL only when the operation has several', () => {
    expect(server(render('GET', '/items/{itemId}'))).toBe('/items/{itemId}');
    expect(server(render('GET', '/regions'))).toBe(
      '<span class="lectern-api-server">https://eu.acme.test</span>/regions',
    );
  });

  it('full always shows it', () => {
    expect(server(render('GET', '/items/{itemId}', { url: 'full' }))).toBe(
      '<span class="lectern-api-server">https://api.acme.test</span>/items/{itemId}',
    );
  });

  it('manual pages follow the same rule', () => {
    const manual = (settings?: ApiSettings) =>
      toHtml(
        renderManualEndpoint(
          { api: 'GET https://status.acme.test/v1', params: [] },
          { mode: 'none', allowed: true, settings },
        )!,
      );
    expect(server(manual())).toBe('/v1');
    expect(server(manual({ url: 'full' }))).toBe(
      '<span class="lectern-api-server">https://status.acme.test</span>/v1',
    );
  });
});
