import { mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { toHtml } from 'hast-util-to-html';
import { afterAll, describe, expect, it } from 'vitest';
import {
  createApiRenderer,
  listOperations,
  loadOpenApi,
  OpenApiError,
  operationTitle,
  parseOperationRef,
  renderOperation,
} from './index.js';
import { CORPUS_DIR } from '../../../test/support/shared.js';

const CORPUS = CORPUS_DIR;
const SPECS = [
  'openapi.json',
  'analytics.openapi.json',
  'discovery-openapi.json',
  'index-openapi.json',
  'admin-openapi.json',
  'static-export-openapi.json',
];

describe('corpus OpenAPI documents', () => {
  for (const file of SPECS) {
    it(`renders every operation of ${file}`, () => {
      const doc = loadOpenApi(CORPUS, file);
      const ops = listOperations(doc);
      expect(ops.length).toBeGreaterThan(0);
      for (const op of ops) {
        const method = op.method === 'WEBHOOK' ? 'webhook' : op.method;
        const html = toHtml(renderOperation(doc, method, op.path, { playground: false }));
        expect(html).toContain('class="lectern-api"');
        expect(html).toContain(op.path.replace(/&/g, '&#x26;'));
        if (op.method !== 'WEBHOOK') {
          const server = String(doc.servers[0].url).replace(/\/+$/, '');
          expect(html).toContain(`curl --request ${op.method}`);
          expect(html).toContain(`--url '${server}${op.path}`);
          expect(html).toContain(`requests.request("${op.method}", url`);
          expect(html).toContain(`method: "${op.method}"`);
        }
        expect(html).not.toContain('<script');
        expect(html).not.toContain('lectern-playground');
      }
    });
  }

  it('shows auth, parameters, body fields and responses of a real operation', () => {
    const doc = loadOpenApi(CORPUS, 'openapi.json');
    const html = toHtml(renderOperation(doc, 'POST', '/project/update/{projectId}', { playground: true }));
    expect(html).toContain('<h2 class="api-section-heading-title" id="authorizations">Authorizations</h2>');
    expect(html).toContain('<h2 class="api-section-heading-title" id="path-parameters">Path Parameters</h2>');
    expect(html).toContain(
      '<code class="lectern-field__name" data-component-part="field-name">projectId</code>',
    );
    expect(html).toContain("--header 'Authorization: Bearer &#x3C;token>'");
    expect(html).toMatch(/<h2 class="api-section-heading-title" id="response">Response<\/h2>/);
    expect(html).toContain('lectern-playground');
    expect(html).toContain('data-method="POST"');
  });

  it('lists operations with method, path, operationId, summary and tags', () => {
    const ops = listOperations(loadOpenApi(CORPUS, 'analytics.openapi.json'));
    const views = ops.find((o) => o.path === '/v1/analytics/{projectId}/views');
    expect(views).toMatchObject({ method: 'GET', path: '/v1/analytics/{projectId}/views' });
    expect(typeof views!.summary).toBe('string');
    expect(Array.isArray(views!.tags)).toBe(true);
  });

  it('resolves corpus page references through createApiRenderer', () => {
    const problems: string[] = [];
    const render = createApiRenderer({
      srcDir: CORPUS,
      defaultSpecs: ['openapi.json'],
      playground: false,
      onProblem: (p) => problems.push(p.code),
    });
    expect(render('/static-export-openapi.json POST /static-export/jobs')).not.toBeNull();
    expect(render('/analytics.openapi.json GET /v1/analytics/{projectId}/views')).not.toBeNull();
    expect(render('POST /project/update/{projectId}')).not.toBeNull();
    expect(render('GET /nope')).toBeNull();
    expect(render('/missing.json GET /x')).toBeNull();
    expect(render('https://example.com/openapi.json GET /x')).toBeNull();
    expect(render('just-words')).toBeNull();
    // The corpus's AsyncAPI channel, as its websocket playground page names it (channel.ts).
    const channel = toHtml(render('/asyncapi.yaml channelOne')!);
    expect(channel).toContain('wss://echo-websocket.hoppscotch.io');
    expect(channel).toContain('Test message sent to the echo server');
    expect(problems).toEqual([
      'OPENAPI_OPERATION_NOT_FOUND',
      'OPENAPI_SPEC_NOT_FOUND',
      'OPENAPI_SPEC_REMOTE',
      'OPENAPI_REF_INVALID',
    ]);
    expect(
      operationTitle(loadOpenApi(CORPUS, 'openapi.json'), 'POST', '/project/update/{projectId}'),
    ).not.toContain('POST');
  });
});

describe('parseOperationRef', () => {
  it('accepts every documented form', () => {
    expect(parseOperationRef('POST /users')).toEqual({ file: undefined, method: 'post', path: '/users' });
    expect(parseOperationRef('openapi.json GET /users/{id}')).toEqual({
      file: 'openapi.json',
      method: 'get',
      path: '/users/{id}',
    });
    expect(parseOperationRef('  /specs/a.yaml delete /x ')).toEqual({
      file: '/specs/a.yaml',
      method: 'delete',
      path: '/x',
    });
    expect(parseOperationRef('webhook newPet')).toEqual({
      file: undefined,
      method: 'webhook',
      path: 'newPet',
    });
    expect(parseOperationRef('users')).toBeNull();
    expect(parseOperationRef('a b POST /x')).toBeNull();
  });
});

describe('hand-written documents', () => {
  const dir = mkdtempSync(join(tmpdir(), 'lectern-openapi-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const cyclic = `
openapi: 3.1.0
info: { title: T, version: '1' }
servers: [{ url: 'https://{region}.api.test/v2', variables: { region: { default: eu } } }]
security: [{ key: [] }]
paths:
  /nodes/{id}:
    parameters:
      - { name: id, in: path, schema: { type: string, format: uuid } }
    put:
      summary: Replace a node
      description: "Replaces **one** node. <script>alert(1)</script> [x](javascript:alert(1))"
      x-codeSamples:
        - { lang: Go, label: Go SDK, source: 'client.Put(id)' }
      parameters:
        - { name: dryRun, in: query, required: true, schema: { type: boolean } }
        - { name: X-Trace, in: header, schema: { type: string } }
        - { name: session, in: cookie, schema: { type: string } }
      requestBody:
        required: true
        content:
          application/json:
            schema: { $ref: '#/components/schemas/Node' }
      responses:
        '200':
          description: The node
          content:
            application/json:
              schema: { $ref: '#/components/schemas/Node' }
              example: { id: n1, children: [] }
        '404': { $ref: '#/components/responses/NotFound' }
webhooks:
  nodeChanged:
    post:
      requestBody: { content: { application/json: { schema: { $ref: '#/components/schemas/Node' } } } }
      responses: { '200': { description: ok } }
components:
  securitySchemes:
    key: { type: apiKey, in: header, name: X-Api-Key }
  responses:
    NotFound: { description: Not found }
  schemas:
    Node:
      type: object
      required: [id]
      properties:
        id: { type: string, description: The id }
        parent: { $ref: '#/components/schemas/Node' }
        children: { type: array, items: { $ref: '#/components/schemas/Node' } }
        kind: { oneOf: [{ $ref: '#/components/schemas/Leaf' }, { type: string, enum: [root, inner] }] }
        meta: { allOf: [{ $ref: '#/components/schemas/Meta' }, { type: object, properties: { extra: { type: [integer, 'null'], default: 3 } } }] }
        remote: { $ref: 'https://example.com/schemas/Remote.json' }
    Leaf: { type: object, title: Leaf, properties: { weight: { type: number } } }
    Meta: { type: object, properties: { createdAt: { type: string, format: date-time } } }
`;
  writeFileSync(join(dir, 'api.yaml'), cyclic);

  it('renders recursive schemas without looping and marks the recursion', () => {
    const doc = loadOpenApi(dir, '/api.yaml');
    const html = toHtml(renderOperation(doc, 'put', '/nodes/{id}', { playground: false }));
    expect(html).toContain('Recursive: same shape as Node above.');
    expect(html).toContain(
      '<span class="lectern-field__label lectern-field__type" data-component-part="field-info-pill">Node[]</span>',
    );
    expect(html).toContain('Leaf | enum&#x3C;string>');
    expect(html).toContain(
      '<code class="lectern-field__name" data-component-part="field-name">createdAt</code>',
    );
    expect(html).toContain(
      '<span class="lectern-field__label lectern-field__type" data-component-part="field-info-pill">integer | null</span>',
    );
    expect(html).toContain(
      '<span class="lectern-field__label lectern-field__default" data-component-part="field-info-pill">default: <code>3</code></span>',
    );
    expect(html.length).toBeLessThan(200_000);
  });

  it('groups parameters and builds samples with server variables, auth and required query', () => {
    const doc = loadOpenApi(dir, 'api.yaml');
    const html = toHtml(renderOperation(doc, 'PUT', '/nodes/{id}', { playground: true }));
    for (const heading of ['Path Parameters', 'Query Parameters', 'Headers', 'Cookies', 'Body', 'Response']) {
      expect(html).toContain(`>${heading}</h2>`);
    }
    expect(html).toContain("--url 'https://eu.api.test/v2/nodes/{id}?dryRun=true'");
    expect(html).toContain("--header 'X-Api-Key: &#x3C;api-key>'");
    expect(html).toContain('"X-Api-Key": "&#x3C;api-key>"');
    expect(html).toContain('params = {');
    expect(html).toContain('json=payload');
    expect(html).toContain('Go SDK');
    expect(html).toContain('client.Put(id)');
    expect(html).toContain('"id": "n1"');
    expect(html).toContain('lectern-api-status-4xx');
    expect(html).toContain('data-in="query"');
    expect(html).not.toContain('name="session"');
  });

  it('sanitises Markdown descriptions', () => {
    const doc = loadOpenApi(dir, 'api.yaml');
    const html = toHtml(renderOperation(doc, 'PUT', '/nodes/{id}', { playground: false }));
    expect(html).toContain('<strong>one</strong>');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('javascript:');
  });

  it('renders webhooks and lists them', () => {
    const doc = loadOpenApi(dir, 'api.yaml');
    expect(listOperations(doc).map((o) => `${o.method} ${o.path}`)).toEqual([
      'PUT /nodes/{id}',
      'WEBHOOK nodeChanged',
    ]);
    const html = toHtml(renderOperation(doc, 'webhook', 'nodeChanged', { playground: true }));
    expect(html).toContain('>Payload</h2>');
    expect(html).not.toContain('lectern-playground');
    // No client samples calling the webhook's name as if it were a URL; the payload instead.
    expect(html).not.toMatch(/curl|--url|requests\.|fetch\(/);
    const at = html.indexOf('lectern-api-request-samples');
    expect(at).toBeGreaterThan(-1);
    const samples = html.slice(at);
    expect(samples).toContain('Payload');
    expect(samples).toMatch(/&#x22;id&#x22;|"id"/);
  });

  it("renders a response's one-line description as inline Markdown in its summary, else in its body", () => {
    writeFileSync(
      join(dir, 'summary.json'),
      JSON.stringify({
        openapi: '3.1.0',
        info: { title: 'S', version: '1' },
        paths: {
          '/ping': {
            get: {
              responses: {
                '200': { description: 'Reply with any `2xx` code.' },
                '400': { description: 'See [the guide](https://x.dev).\nMore.' },
              },
            },
          },
        },
      }),
    );
    const html = toHtml(
      renderOperation(loadOpenApi(dir, 'summary.json'), 'get', '/ping', { playground: false }),
    );
    const [ok, bad] = [...html.matchAll(/<details[\s\S]*?<\/details>/g)].map((m) => m[0]);
    expect(/<summary>[\s\S]*?<\/summary>/.exec(ok!)?.[0]).toContain('Reply with any <code>2xx</code> code.');
    // A link would fight the toggle: the description stays in the body, link and all, and only there.
    expect(/<summary>[\s\S]*?<\/summary>/.exec(bad!)?.[0]).not.toContain('the guide');
    expect(bad).toContain('<a href="https://x.dev">the guide</a>');
  });

  it('refuses documents outside the source folder, through symlinks too', () => {
    const outside = mkdtempSync(join(tmpdir(), 'lectern-outside-'));
    writeFileSync(join(outside, 'secret.json'), '{"openapi":"3.0.0","paths":{}}');
    symlinkSync(join(outside, 'secret.json'), join(dir, 'link.json'));
    expect(() => loadOpenApi(dir, '../' + outside.split('/').pop() + '/secret.json')).toThrow(OpenApiError);
    expect(() => loadOpenApi(dir, 'link.json')).toThrow(/outside the source folder/);
    rmSync(outside, { recursive: true, force: true });
  });

  it('reports unparseable documents with a stable code', () => {
    writeFileSync(join(dir, 'bad.json'), '{ not json');
    try {
      loadOpenApi(dir, 'bad.json');
      expect.unreachable();
    } catch (error) {
      expect((error as OpenApiError).code).toBe('SPEC_PARSE');
    }
  });
});

describe('sample highlighting', () => {
  it('uses the given highlighter for samples and falls back to plain code when it fails', async () => {
    const { createHighlighter } = await import('shiki');
    const shiki = await createHighlighter({
      themes: ['github-light', 'github-dark'],
      langs: ['bash', 'python', 'javascript', 'json'],
    });
    const doc = loadOpenApi(CORPUS, 'openapi.json');
    const highlight = (code: string, lang: string) => {
      if (lang === 'python') throw new Error('no python today');
      const root = shiki.codeToHast(code, {
        lang,
        themes: { light: 'github-light', dark: 'github-dark' },
        defaultColor: false,
      });
      return root.children[0] as import('hast').Element;
    };
    const html = toHtml(
      renderOperation(doc, 'POST', '/project/update/{projectId}', { playground: false, highlight }),
    );
    expect(html).toMatch(
      /<pre [^>]*class="shiki shiki-themes github-light github-dark lectern-code__pre"[^>]*><code><span class="line"><span style="--shiki-light:/,
    );
    expect(html).not.toMatch(/<pre [^>]*class="[^"]*"[^>]*class=/);
    expect(html).toContain(
      '<pre class="lectern-code__pre" data-component-part="code-block-root"><code class="language-python">import requests',
    );
    shiki.dispose();
  });
});
