import { toHtml } from 'hast-util-to-html';
import { describe, expect, it } from 'vitest';
import type { RequestShape } from './examples.js';
import {
  javascriptSample,
  parseApiValue,
  parseOpenApi,
  playgroundMode,
  renderManualEndpoint,
  renderOperation,
  sampleLanguages,
  showsPlayground,
  type PlaygroundMode,
} from './index.js';

const shape: RequestShape = {
  method: 'POST',
  url: 'https://api.test/items',
  headers: [
    ['Authorization', 'Bearer <token>'],
    ['Content-Type', 'application/json'],
  ],
  query: [['q', "it's"]],
  contentType: 'application/json',
  body: { name: 'a "quoted" $HOME #{x} \'single\'' },
};

describe('api.examples.languages', () => {
  it('maps Mintlify keys and aliases to samples, in the configured order, skipping unknown names', () => {
    expect(
      sampleLanguages(['golang', 'node.js', 'c#', '.NET', 'kt', 'rs', 'flutter', 'cobol', 'go']).map(
        (l) => l.label,
      ),
    ).toEqual(['Go', 'Node.js', 'C#', '.NET', 'Kotlin', 'Rust', 'Dart']);
    expect(sampleLanguages(undefined).map((l) => l.label)).toEqual(['cURL', 'Python', 'JavaScript']);
    expect(sampleLanguages(['cobol']).map((l) => l.label)).toEqual(['cURL', 'Python', 'JavaScript']);
  });

  it('every language writes the method, the URL with its query, the headers and the body', () => {
    const all = sampleLanguages([
      'curl',
      'python',
      'javascript',
      'node',
      'php',
      'go',
      'java',
      'ruby',
      'powershell',
      'swift',
      'csharp',
      'dotnet',
      'typescript',
      'c',
      'cpp',
      'kotlin',
      'rust',
      'dart',
    ]);
    expect(all).toHaveLength(18);
    for (const language of all) {
      const code = language.generate(shape);
      expect(code, language.label).toMatch(/POST|Post|post/);
      expect(code, language.label).toContain('https://api.test/items');
      expect(code, language.label).toMatch(/q=it|"q": "it/);
      expect(code, language.label).toContain('Authorization');
      expect(code, language.label).toContain('quoted');
    }
  });

  it('escapes what each language would interpolate or end a string on', () => {
    const [kotlin, dart, ruby, php, powershell] = sampleLanguages([
      'kotlin',
      'dart',
      'ruby',
      'php',
      'powershell',
    ]);
    expect(kotlin.generate(shape)).toContain('\\$HOME');
    expect(dart.generate(shape)).toContain('\\$HOME');
    expect(ruby.generate(shape)).toContain('\\#{x}');
    expect(php.generate(shape)).toContain("\\'single\\'");
    expect(powershell.generate(shape)).toContain("''single''");
    const node = sampleLanguages(['node'])[0].generate(shape);
    // The Node sample is valid JavaScript (top-level await inside an async function here).
    expect(() => new Function(`return (async () => {\n${node}\n});`)).not.toThrow();
  });
});

describe('JavaScript, Node.js and TypeScript samples', () => {
  it('are one fetch sample: the same options, awaited at the top level for Node.js and typed for TypeScript', () => {
    const [js, node, ts] = sampleLanguages(['javascript', 'node', 'typescript']).map((l) =>
      l.generate(shape),
    );
    const options = js.slice(0, js.indexOf('\n};') + 3);
    expect(options).toContain('body: JSON.stringify({');
    expect(js).toBe(javascriptSample(shape));
    expect(js).toContain(`fetch("https://api.test/items?q=it's", options)\n  .then(`);
    expect(node).toBe(
      [
        `const url = "https://api.test/items?q=it's";`,
        options,
        '',
        'const response = await fetch(url, options);',
        'const data = await response.json();',
        'console.log(data);',
      ].join('\n'),
    );
    expect(ts).toBe(node.replace('const options = {', 'const options: RequestInit = {'));
  });

  it('send a text body as written, and serialise only a JSON value', () => {
    const text = javascriptSample({ ...shape, body: '{"raw": true}' });
    expect(text).toContain('body: "{\\"raw\\": true}"');
    const form = javascriptSample({ ...shape, contentType: 'application/xml', body: { a: 1 } });
    expect(form).toContain('body: "{\\n  \\"a\\": 1\\n}"');
    expect(form).not.toContain('[object Object]');
  });
});

describe('playground display', () => {
  it('page frontmatter wins over the site setting; only interactive, where allowed, shows the form', () => {
    expect(playgroundMode('none', { playground: 'interactive' })).toBe('none');
    expect(playgroundMode('Simple', undefined)).toBe('simple');
    expect(playgroundMode('bogus', { playground: 'simple' })).toBe('simple');
    expect(playgroundMode(undefined, undefined)).toBe('interactive');
    expect(showsPlayground('interactive', true)).toBe(true);
    expect(showsPlayground('interactive', false)).toBe(false);
    expect(showsPlayground('auth', true)).toBe(false);
  });

  it('parses api: values with a full URL or a path', () => {
    expect(parseApiValue('POST https://api.acme.com/v1/users/{id}')).toEqual({
      method: 'POST',
      server: 'https://api.acme.com',
      path: '/v1/users/{id}',
    });
    expect(parseApiValue('get /v1/users')).toEqual({ method: 'GET', path: '/v1/users' });
    expect(parseApiValue('FETCH /x')).toBeNull();
    expect(parseApiValue('GET users')).toBeNull();
  });

  it('manual endpoints: path parameters from the URL, auth from settings, a server from the settings for relative paths', () => {
    const root = renderManualEndpoint(
      { api: 'PUT /v1/users/{id}', params: [{ name: 'name', in: 'body', type: 'string' }] },
      {
        mode: 'interactive',
        allowed: true,
        settings: { server: ['https://a.test/', 'https://b.test'], auth: { method: 'basic' } },
      },
    );
    const html = toHtml(root!);
    expect(html).toContain('<span class="lectern-api-server">https://a.test</span>/v1/users/{id}');
    expect(html).toContain(
      '<select name="server" data-playground-server=""><option value="https://a.test">https://a.test</option><option value="https://b.test">https://b.test</option></select>',
    );
    expect(html).toContain('name="id" data-in="path" required');
    expect(html).toContain('data-prefix="Basic "');
    expect(html).toContain('"name": "&#x3C;string>"');
  });

  it('renders an operation in each display mode', () => {
    const doc = parseOpenApi(
      JSON.stringify({
        openapi: '3.1.0',
        info: { title: 'T', version: '1' },
        servers: [{ url: 'https://x.test/' }],
        paths: { '/y/{id}': { get: { parameters: [{ name: 'id', in: 'path', required: true }] } } },
        webhooks: { changed: { post: { requestBody: { content: { 'application/json': {} } } } } },
      }),
    );
    const render = (mode: PlaygroundMode, allowed = true) =>
      toHtml(
        renderOperation(doc, 'GET', '/y/{id}', {
          playground: showsPlayground(mode, allowed),
          endpoint: mode === 'simple',
        }),
      );
    // The header itself copies the full URL, though it leaves the only server out.
    const endpoint =
      '<code class="lectern-api-path">/y/{id}</code> <button type="button" class="lectern-copy lectern-api-copy code-block-copy-button" aria-label="Copy endpoint" data-lectern-copy="" data-lectern-copy-text="https://x.test/y/{id}"><svg';
    expect(render('interactive')).toContain('<lectern-playground');
    expect(render('interactive')).not.toContain('Copy endpoint');
    expect(render('interactive', false)).not.toContain('lectern-playground');
    for (const mode of ['none', 'auth'] as const) {
      expect(render(mode)).not.toContain('lectern-playground');
      expect(render(mode)).not.toContain('Copy endpoint');
    }
    const simple = render('simple');
    expect(simple).not.toContain('lectern-playground');
    expect(simple).toContain(endpoint);
    // No second copy of the endpoint under the header: the operation's sections follow it.
    expect(simple).toMatch(/<\/svg><\/button><\/div><div class="lectern-api-grid">/);
    expect(simple).not.toContain('<figure class="lectern-code" data-language="text">');
    // A webhook is called by the API, not by the reader: no endpoint to copy, no form.
    const webhook = toHtml(renderOperation(doc, 'webhook', 'changed', { playground: true, endpoint: true }));
    expect(webhook).not.toContain('lectern-playground');
    expect(webhook).not.toContain('Copy endpoint');
  });
});
