/**
 * Mintlify's CSS hooks on generated API pages (customize/custom-scripts.mdx: "ID selectors" → API reference,
 * "Element selectors" → API section), added beside Lectern's own classes so a site's `.field {}` applies.
 */
import { toHtml } from 'hast-util-to-html';
import { describe, expect, it } from 'vitest';
import { LAYOUT_IDS } from '../layout/ids.js';
import { createRenderer } from '../markdown/index.js';
import { createTestContext } from '../markdown/test-context.js';
import { renderManualEndpoint, renderOperation } from './index.js';
import type { OpenApiDoc } from './load.js';

const doc: OpenApiDoc = {
  openapi: '3.1.0',
  servers: [{ url: 'https://api.acme.test' }],
  paths: {
    '/pets/{petId}': {
      put: {
        parameters: [{ name: 'petId', in: 'path', required: true, schema: { type: 'string' } }],
        requestBody: {
          required: true,
          content: {
            'application/json': {
              schema: {
                type: 'object',
                properties: {
                  owner: {
                    oneOf: [{ type: 'string' }, { type: 'object', properties: { id: { type: 'string' } } }],
                  },
                },
              },
            },
          },
        },
        responses: {
          '200': { description: 'ok', content: { 'application/json': { example: { ok: true } } } },
        },
      },
    },
  },
};

const html = toHtml(renderOperation(doc, 'PUT', '/pets/{petId}', { playground: true }));
/** The classes of every element whose class list holds `cls`. */
const withClass = (cls: string) =>
  [...html.matchAll(/<([a-z-]+)[^>]*\sclass="([^"]*)"/g)]
    .filter((m) => m[2]!.split(' ').includes(cls))
    .map((m) => `${m[1]}.${m[2]!.split(' ').join('.')}`);

describe("Mintlify's classes on an operation", () => {
  it('marks each section, its heading, title and subtitle', () => {
    expect(withClass('api-section')).toEqual([
      'section.lectern-api-section.api-section',
      'section.lectern-api-section.api-section',
      'section.lectern-api-section.api-section',
    ]);
    expect(withClass('api-section-heading')).toHaveLength(3);
    expect(html).toContain('<h2 class="api-section-heading-title" id="path-parameters">Path Parameters</h2>');
    expect(html).toContain(
      '<p class="lectern-api-media api-section-heading-subtitle"><code>application/json</code> · required</p>',
    );
    expect(withClass('api-section-heading-subtitle')).toHaveLength(1);
  });

  it('marks fields, the method badges, the try-it button and the options dropdown', () => {
    expect(withClass('field')).toEqual(withClass('lectern-field'));
    expect(withClass('field')).toHaveLength(2 + 1); // petId, owner, and owner's option's id
    expect(withClass('method-pill')).toEqual([
      'span.lectern-method.lectern-method-put.method-pill',
      'span.lectern-method.lectern-method-put.method-pill',
    ]);
    expect(withClass('tryit-button')).toEqual(['summary.tryit-button']);
    expect(withClass('option-dropdown')).toEqual(['details.lectern-expandable.option-dropdown']);
  });
});

describe("Mintlify's ids on an operation", () => {
  it('names the request and response groups and the playground form, once each, as layout ids', () => {
    for (const id of ['request-example', 'response-example', 'api-playground-input']) {
      expect(html.split(` id="${id}"`), id).toHaveLength(2);
      expect(LAYOUT_IDS).toContain(id);
    }
    expect(html).toContain(
      '<lectern-code-group class="lectern-code-group lectern-api-request-samples" id="request-example" data-pagefind-ignore="">',
    );
    expect(html).toContain(
      '<form class="lectern-playground-form" method="dialog" id="api-playground-input">',
    );
  });

  it('gives the request id to the body examples when no samples are generated', () => {
    const plain = toHtml(
      renderOperation(
        {
          ...doc,
          paths: {
            '/pets': {
              post: {
                requestBody: {
                  content: { 'application/json': { examples: { a: { value: 1 }, b: { value: 2 } } } },
                },
              },
            },
          },
        },
        'POST',
        '/pets',
        { playground: false, settings: { autogenerate: false } },
      ),
    );
    expect(plain).toContain(
      '<lectern-code-group class="lectern-code-group lectern-api-request-examples" id="request-example" data-pagefind-ignore="">',
    );
    expect(plain).not.toContain('response-example');
  });

  it('a manual api: page has the method pill and the playground form id too', () => {
    const manual = toHtml(
      renderManualEndpoint({ api: 'GET /pets', params: [] }, { mode: 'interactive', allowed: true })!,
    );
    expect(manual).toContain('lectern-method-get method-pill');
    expect(manual).toContain('id="api-playground-input"');
  });
});

describe('ParamField and ResponseField', () => {
  it('carry the field class', async () => {
    const renderer = await createRenderer();
    const page = await renderer.render(
      '<ParamField query="limit" type="number">Max.</ParamField>\n\n<ResponseField name="id" type="string">Id.</ResponseField>\n',
      createTestContext({ srcDir: import.meta.dirname, file: 'fields.mdx' }),
    );
    expect(page.html).toContain('class="lectern-field field lectern-field--param"');
    expect(page.html).toContain('class="lectern-field field lectern-field--response"');
  });
});
