/**
 * Unions that only add null (Pydantic/FastAPI's `anyOf: [X, {type: 'null'}]`, OpenAPI 3.0's `nullable`
 * beside a lone `allOf`/`oneOf`) read as X, nullable: the label, X's constraints and fields, the examples.
 */
import { toHtml } from 'hast-util-to-html';
import { describe, expect, it } from 'vitest';
import { exampleFor } from './examples.js';
import { renderOperation } from './index.js';
import type { OpenApiDoc } from './load.js';
import { newContext, typeLabel } from './schema.js';

const schemas = {
  User: { type: 'object', properties: { name: { type: 'string' } } },
  Node: {
    type: 'object',
    properties: {
      id: { type: 'string' },
      parent: { anyOf: [{ $ref: '#/components/schemas/Node' }, { type: 'null' }] },
    },
  },
};
const doc: OpenApiDoc = { openapi: '3.1.0', components: { schemas } };
const label = (schema: unknown) => typeLabel(newContext(doc), schema);
const user = { $ref: '#/components/schemas/User' };

describe('type labels', () => {
  it('read a union with a null branch as the other branch, nullable, like type: [x, null]', () => {
    expect(label({ anyOf: [{ type: 'string', pattern: '^[a-z]+$' }, { type: 'null' }] })).toBe(
      'string | null',
    );
    expect(label({ oneOf: [{ type: 'null' }, { type: 'string', format: 'uuid' }] })).toBe(
      'string<uuid> | null',
    );
    expect(label({ type: ['string', 'null'] })).toBe('string | null');
    expect(label({ anyOf: [user, { type: 'null' }] })).toBe('User | null');
    expect(label({ anyOf: [{ type: 'array', items: user }, { enum: [null] }] })).toBe('User[] | null');
  });

  it('read OpenAPI 3.0 nullable beside a lone allOf or oneOf reference as that reference', () => {
    expect(label({ nullable: true, allOf: [user] })).toBe('User | null');
    expect(label({ nullable: true, oneOf: [user] })).toBe('User | null');
    expect(label({ allOf: [user], description: 'The owner' })).toBe('User');
  });

  it('keep several non-null branches as a union with one trailing null', () => {
    expect(label({ anyOf: [{ type: 'string' }, { type: 'integer' }, { type: 'null' }] })).toBe(
      'string | integer | null',
    );
    expect(label({ nullable: true, oneOf: [{ type: 'string' }, { type: ['integer', 'null'] }] })).toBe(
      'string | integer | null',
    );
    expect(label({ type: 'null' })).toBe('null');
  });

  it('bracket a nullable item type', () => {
    expect(label({ type: 'array', items: { anyOf: [{ type: 'string' }, { type: 'null' }] } })).toBe(
      '(string | null)[]',
    );
  });
});

const pageDoc: OpenApiDoc = {
  openapi: '3.1.0',
  components: { schemas },
  paths: {
    '/things': {
      post: {
        requestBody: {
          content: {
            'application/json': {
              schema: {
                type: 'object',
                properties: {
                  scopes: {
                    anyOf: [{ type: 'string', pattern: '^[a-z,]+$' }, { type: 'null' }],
                    description: 'Comma-separated scopes.',
                  },
                  owner: { anyOf: [user, { type: 'null' }], description: 'Who owns it.' },
                  either: { oneOf: [{ type: 'string' }, { type: 'integer' }, { type: 'null' }] },
                  tree: { $ref: '#/components/schemas/Node' },
                  limit: { anyOf: [{ type: 'null' }, { type: 'integer', minimum: 1 }] },
                },
              },
            },
          },
        },
        responses: { '200': { description: 'OK' } },
      },
    },
  },
};

describe('fields', () => {
  const html = toHtml(renderOperation(pageDoc, 'POST', '/things', { playground: false }));
  const head = (id: string) =>
    new RegExp(`id="${id}"><div class="lectern-field__head">(.*?)</div>`)
      .exec(html)?.[1]
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
  const variants = [...html.matchAll(/lectern-api-variant-title">([^<]*)/g)].map((m) => m[1]);

  it('show the branch directly: its constraints, its child fields, the wrapper description', () => {
    expect(head('body-scopes')).toBe('scopes string | null');
    expect(html).toContain('pattern: ^[a-z,]+$');
    expect(head('body-owner')).toBe('owner User | null');
    expect(head('body-owner-name')).toBe('name string');
    expect(html).toContain('Who owns it.');
    expect(head('body-limit')).toBe('limit integer | null');
    expect(html).toContain('min: 1');
  });

  it('list only non-null options, and see a cycle through a nullable reference', () => {
    expect(variants).toEqual(['Option 1 · string', 'Option 2 · integer']);
    expect(html).not.toMatch(/\bany\b/);
    expect(head('body-tree-parent')).toBe('parent Node | null');
    expect(html).toContain('Recursive: same shape as Node above.');
  });
});

describe('examples', () => {
  it('take the non-null branch whatever its position', () => {
    expect(exampleFor(doc, { anyOf: [{ type: 'null' }, { type: 'integer', minimum: 3 }] })).toBe(3);
    expect(exampleFor(doc, { anyOf: [{ type: 'null' }, user] })).toEqual({ name: '<string>' });
    expect(exampleFor(doc, { nullable: true, allOf: [user] })).toEqual({ name: '<string>' });
  });
});

describe('null-only schemas that also state a type', () => {
  // Helicone's `temperature` and tsoa's `error` of a success result.
  const alwaysNull = { type: 'number', enum: [null], nullable: true };
  const nullDoc: OpenApiDoc = {
    openapi: '3.0.3',
    paths: {
      '/result': {
        get: {
          responses: {
            '200': {
              description: 'OK',
              content: {
                'application/json': {
                  schema: { type: 'object', properties: { data: { type: 'string' }, error: alwaysNull } },
                },
              },
            },
          },
        },
      },
    },
  };

  it('read as null, in a union or alone', () => {
    expect(label({ anyOf: [{ type: 'number' }, { type: 'string', nullable: true, enum: [null] }] })).toBe(
      'number | null',
    );
    expect(label(alwaysNull)).toBe('null');
    expect(label({ type: 'string', const: null })).toBe('null');
    expect(label({ type: 'string', enum: ['a', null], nullable: true })).toBe('enum<string> | null');
  });

  it('list no "Available options: null" beside the null type', () => {
    const html = toHtml(renderOperation(nullDoc, 'GET', '/result', { playground: false }));
    // The field runs to the end of the response body: it is the last one.
    const field = html.slice(html.indexOf('id="response-error"'));
    expect(field).toContain(
      '<span class="lectern-field__label lectern-field__type" data-component-part="field-info-pill">null</span>',
    );
    expect(field).not.toContain('Available options');
    expect(exampleFor(nullDoc, alwaysNull)).toBeNull();
  });
});
