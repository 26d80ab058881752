/**
 * Generated fields: their anchors, as Mintlify's API pages make them (so links written for a Mintlify
 * site land), and the allowed values they list.
 */
import { toHtml } from 'hast-util-to-html';
import { describe, expect, it } from 'vitest';
import { renderOperation } from './index.js';
import type { OpenApiDoc } from './load.js';

const doc: OpenApiDoc = {
  openapi: '3.0.3',
  components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
  security: [{ bearer: [] }],
  paths: {
    '/chat/{chatId}': {
      post: {
        parameters: [
          { name: 'chatId', in: 'path', required: true, schema: { type: 'string' } },
          { name: 'limit', in: 'query', schema: { type: 'integer' } },
          { name: 'X-Request-ID', in: 'header', schema: { type: 'string' } },
        ],
        requestBody: {
          content: {
            'application/json': {
              schema: {
                type: 'object',
                properties: {
                  max_tokens: { type: 'integer' },
                  messages: {
                    type: 'array',
                    items: {
                      oneOf: [
                        {
                          type: 'object',
                          properties: { role: { type: 'string' }, content: { type: 'string' } },
                        },
                        { type: 'object', properties: { role: { type: 'string' } } },
                      ],
                    },
                  },
                  read_regions: {
                    type: 'array',
                    items: { type: 'string', enum: ['us-east-2', 'ap-south-1'] },
                  },
                  primary_region: { type: 'string', enum: ['us-east-1'] },
                },
              },
            },
          },
        },
        responses: {
          '200': {
            description: 'OK',
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  properties: {
                    data: {
                      type: 'array',
                      items: { type: 'object', properties: { userName: { type: 'string' } } },
                    },
                  },
                },
              },
            },
          },
          '400': {
            description: 'Bad',
            content: {
              'application/json': {
                schema: { type: 'object', properties: { data: { type: 'string' }, '': { type: 'string' } } },
              },
            },
          },
        },
      },
    },
  },
};

const html = toHtml(renderOperation(doc, 'post', '/chat/{chatId}', { playground: false }));
const ids = [...html.matchAll(/<div class="lectern-field[^"]*" id="([^"]*)"/g)].map((m) => m[1]);
/** The facts line (allowed values, bounds...) of the field with this id, as HTML. */
const meta = (id: string, page = html) =>
  new RegExp(`id="${id}">(?:(?!lectern-field--).)*?lectern-field__meta">(.*?)</p>`).exec(page)?.[1];

describe('generated field anchors', () => {
  it("follow Mintlify's: section prefix, names slugged with camelCase split, no array items or options", () => {
    expect(ids).toEqual([
      'authorization-authorization',
      'parameter-chat-id',
      'parameter-limit',
      'parameter-x-request-id',
      'body-max-tokens',
      'body-messages',
      'body-messages-role',
      'body-messages-content',
      // The second option's field of the same name.
      'body-messages-role-1',
      'body-read-regions',
      'body-primary-region',
      'response-data',
      'response-data-user-name',
      // The 400 response's fields, after the first response's.
      'response-data-1',
      // A name with nothing to slug never takes a section heading's id.
      'response-1',
    ]);
    for (const id of ids) expect(html).toContain(`href="#${id}"`);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('enum values ("Available options")', () => {
  it('are listed for an array of enums from its items, as for a scalar enum', () => {
    expect(html).toContain('enum&#x3C;string>[]');
    expect(meta('body-read-regions')).toBe(
      'Available options: <code>us-east-2</code>, <code>ap-south-1</code>',
    );
    expect(meta('body-primary-region')).toBe('Available options: <code>us-east-1</code>');
  });
});

/** One body field's page: `POST /x` with the given properties. */
function bodyPage(properties: Record<string, unknown>): string {
  const one: OpenApiDoc = {
    openapi: '3.1.0',
    paths: {
      '/x': {
        post: {
          requestBody: { content: { 'application/json': { schema: { type: 'object', properties } } } },
          responses: {},
        },
      },
    },
  };
  return toHtml(renderOperation(one, 'post', '/x', { playground: false }));
}

describe('values as Mintlify shows them: code chips, strings unquoted', () => {
  const page = bodyPage({
    state: { type: 'string', enum: ['ENABLED', 'DISABLED', ''] },
    level: { enum: [1, 2.5, true, null] },
    kind: { type: 'string', const: 'user' },
    limit: { type: 'integer', default: 20, minimum: 1, example: 5 },
    model: { type: 'string', enum: ['sonnet', 'opus'], default: 'sonnet' },
    tags: { type: 'array', items: { type: 'string' }, default: ['a'] },
  });

  it('lists enum values as chips; numbers, booleans and null as their literals, an empty string as ""', () => {
    expect(meta('body-state', page)).toBe(
      'Available options: <code>ENABLED</code>, <code>DISABLED</code>, <code>""</code>',
    );
    expect(meta('body-level', page)).toBe(
      'Available options: <code>1</code>, <code>2.5</code>, <code>true</code>, <code>null</code>',
    );
  });

  it('shows a constant and an example as chips, bounds as text', () => {
    expect(meta('body-kind', page)).toBe('Value: <code>user</code>');
    expect(meta('body-limit', page)).toBe('min: 1 · Example: <code>5</code>');
  });

  it('leaves the default out of the facts line: it is in the head', () => {
    expect(page).not.toContain('Default:');
  });
});

describe("a field's head, in <ParamField>'s order with its default display (Mintlify's param-head)", () => {
  const page = bodyPage({
    model: { type: 'string', enum: ['sonnet', 'opus'], default: 'sonnet' },
    blank: { type: 'string', default: '' },
    limit: { type: 'integer', default: 20 },
    tags: { type: 'array', items: { type: 'string' }, default: ['a'] },
    flat: { type: 'object', default: { a: 1 } },
    nested: { type: 'object', default: { a: { b: 1 } } },
    rows: { type: 'array', items: { type: 'object' }, default: [{ a: 1 }] },
    long: { type: 'string', default: 'x'.repeat(48) },
    old: { type: 'string', default: 'a', deprecated: true, readOnly: true },
  });
  const head = (html: string, id: string) =>
    new RegExp(`id="${id}"><div class="lectern-field__head">(.*?)</div>`).exec(html)?.[1] ?? '';
  const fallback = (html: string, id: string) =>
    /lectern-field__default" data-component-part="field-info-pill">default: <code>(.*?)<\/code>/.exec(
      head(html, id),
    )?.[1];
  const pills = (html: string, id: string) =>
    [...head(html, id).matchAll(/class="lectern-field__(?:label lectern-field__)?(\w+)"/g)].map((m) => m[1]);

  it('shows defaults as JSON, a string quoted and an empty one as ""', () => {
    expect(fallback(page, 'body-model')).toBe('"sonnet"');
    expect(fallback(page, 'body-blank')).toBe('""');
    expect(fallback(page, 'body-limit')).toBe('20');
    expect(fallback(page, 'body-tags')).toBe('["a"]');
    expect(fallback(page, 'body-flat')).toBe('{"a":1}');
  });

  it('shows none for an object holding an object or JSON of 50 characters or more', () => {
    for (const id of ['body-nested', 'body-rows', 'body-long']) {
      expect(head(page, id)).toContain('lectern-field__name');
      expect(fallback(page, id)).toBeUndefined();
    }
  });

  it('puts the type before the location, then default, required, deprecated, its own flags', () => {
    expect(pills(page, 'body-old')).toEqual(['anchor', 'name', 'type', 'default', 'deprecated', 'flag']);
    // An auth field has a location and is required.
    expect(pills(html, 'authorization-authorization')).toEqual([
      'anchor',
      'name',
      'type',
      'location',
      'required',
    ]);
  });
});

describe('an enum among the options of a oneOf', () => {
  it("lists its values under the option, as a plain enum field does (Ollama's `think`)", () => {
    const page = bodyPage({
      think: { oneOf: [{ type: 'boolean' }, { type: 'string', enum: ['high', 'medium', 'low'] }] },
      level: {
        anyOf: [
          { type: 'integer', minimum: 1 },
          { type: 'array', items: { enum: ['a', 'b'] } },
        ],
      },
    });
    const variants = [...page.matchAll(/<div class="lectern-api-variant">(.*?)<\/div>/g)].map((m) => m[1]);
    expect(variants).toEqual([
      '<p class="lectern-api-variant-title">Option 1 · boolean</p>',
      '<p class="lectern-api-variant-title">Option 2 · enum&#x3C;string></p>' +
        '<p class="lectern-field__meta">Available options: <code>high</code>, <code>medium</code>, <code>low</code></p>',
      '<p class="lectern-api-variant-title">Option 1 · integer</p><p class="lectern-field__meta">min: 1</p>',
      '<p class="lectern-api-variant-title">Option 2 · enum&#x3C;string>[]</p>' +
        '<p class="lectern-field__meta">Available options: <code>a</code>, <code>b</code></p>',
    ]);
  });
});

describe('generated fields’ toggles', () => {
  it('keep their Show/Hide verbs out of site search, as an <Expandable> does', () => {
    const summaries = [...html.matchAll(/<summary[^>]*>(.*?)<\/summary>/g)].map((m) => m[1]);
    expect(summaries).toContain(
      '<span class="lectern-expandable__show" data-pagefind-ignore="">Show </span>' +
        '<span class="lectern-expandable__hide" data-pagefind-ignore="">Hide </span>item attributes',
    );
    const toggles = summaries.filter((summary) => summary.includes('lectern-expandable__show'));
    expect(toggles.length).toBeGreaterThan(1);
    for (const toggle of toggles) expect(toggle.match(/data-pagefind-ignore=""/g)).toHaveLength(2);
  });
});
