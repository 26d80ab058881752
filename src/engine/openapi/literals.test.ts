/**
 * Unions of literals read as one enum listing their values; options keep telling what they are (a literal
 * option names its value, a `$ref` option says its type once).
 */
import { toHtml } from 'hast-util-to-html';
import { describe, expect, it } from 'vitest';
import { exampleFor } from './examples.js';
import { renderOperation } from './index.js';
import type { OpenApiDoc } from './load.js';
import { newContext, typeLabel } from './schema.js';

const schemas = {
  Enabled: { type: 'string', enum: ['ENABLED'] },
  // Activepieces' flow status, as TypeBox writes `Type.Union([Type.Literal(...), ...])`.
  Flow: {
    type: 'object',
    properties: {
      status: { anyOf: [{ $ref: '#/components/schemas/Enabled' }, { type: 'string', enum: ['DISABLED'] }] },
    },
  },
  Success: { type: 'object', properties: { data: { type: 'string' } } },
  Failure: { type: 'object', properties: { error: { type: 'string' } } },
};

const body = (properties: Record<string, unknown>): OpenApiDoc => ({
  openapi: '3.1.0',
  components: { schemas },
  paths: {
    '/things': {
      post: {
        requestBody: {
          content: { 'application/json': { schema: { type: 'object', properties } } },
        },
        responses: { '200': { description: 'OK' } },
      },
    },
  },
});

function render(properties: Record<string, unknown>) {
  const html = toHtml(renderOperation(body(properties), 'POST', '/things', { playground: false }));
  const text = (re: RegExp) =>
    re
      .exec(html)?.[1]
      .replace(/<[^>]+>/g, ' ')
      .replace(/&#x3C;|&lt;/g, '<')
      .replace(/&#x26;|&amp;/g, '&')
      .replace(/&#x22;|&quot;/g, '"')
      .replace(/\s+/g, ' ')
      .trim();
  return {
    html,
    head: (id: string) => text(new RegExp(`id="${id}"><div class="lectern-field__head">(.*?)</div>`)),
    /** The facts line as HTML: its values are `<code>` chips. */
    meta: (id: string) =>
      new RegExp(`id="${id}">.*?<p class="lectern-field__meta">(.*?)</p>`).exec(html)?.[1] ?? '',
    variants: [...html.matchAll(/lectern-api-variant-title">([^<]*)/g)].map((m) => m[1]),
  };
}

const doc = body({});
const label = (schema: unknown) => typeLabel(newContext(doc), schema);

describe('a union of literals', () => {
  it('is one enum field listing every value, through references too', () => {
    const page = render({
      flow: { $ref: '#/components/schemas/Flow' },
      role: {
        anyOf: ['owner', 'manager', 'member', 'billing'].map((v) => ({ type: 'string', const: v })),
      },
    });
    expect(page.head('body-flow-status')).toBe('status enum<string>');
    expect(page.meta('body-flow-status')).toBe(
      'Available options: <code>ENABLED</code>, <code>DISABLED</code>',
    );
    expect(page.head('body-role')).toBe('role enum<string>');
    expect(page.meta('body-role')).toBe(
      'Available options: <code>owner</code>, <code>manager</code>, <code>member</code>, <code>billing</code>',
    );
    expect(page.variants).toEqual([]);
    expect(page.html).not.toContain('Option 1');
  });

  it('lists the values of an array of them, as Formbricks\u2019 /roles returns', () => {
    const page = render({
      data: { type: 'array', items: { anyOf: [{ const: 'owner' }, { const: 'member' }] } },
    });
    expect(page.head('body-data')).toBe('data enum<string>[]');
    expect(page.meta('body-data')).toBe('Available options: <code>owner</code>, <code>member</code>');
  });

  it('reads null among its options as nullable, and keeps the wrapper description and default', () => {
    const schema = {
      oneOf: [{ enum: [1, 2] }, { const: 3 }, { type: 'null' }, { enum: [2, null] }],
      description: 'How many.',
      default: 2,
    };
    expect(label(schema)).toBe('enum<number> | null');
    const page = render({ count: schema });
    // The default sits in the head, as Mintlify's `default:2` and `<ParamField default>`'s.
    expect(page.head('body-count')).toBe('count enum<number> | null default: 2');
    expect(page.meta('body-count')).toBe('Available options: <code>1</code>, <code>2</code>, <code>3</code>');
    expect(page.html).toContain('How many.');
    expect(exampleFor(doc, schema)).toBe(2);
  });

  it('stays a list of options when one option explains its value, each option titled by its value', () => {
    const page = render({
      mode: {
        oneOf: [
          { const: 'fast', description: 'Skips checks.' },
          { const: 'safe', description: 'Runs every check.' },
        ],
      },
    });
    expect(page.variants).toEqual(['"fast" · string', '"safe" · string']);
    expect(page.html).toContain('Runs every check.');
  });

  it('does not swallow options that are more than a literal', () => {
    const page = render({ size: { anyOf: [{ const: 'auto' }, { type: 'integer', minimum: 1 }] } });
    expect(page.variants).toEqual(['"auto" · string', 'Option 2 · integer']);
  });
});

describe('a $ref option', () => {
  it('shows its name once, then its type', () => {
    const page = render({
      result: {
        anyOf: [{ $ref: '#/components/schemas/Success' }, { $ref: '#/components/schemas/Failure' }],
      },
      maybe: { oneOf: [{ $ref: '#/components/schemas/Success' }, { type: 'string' }], nullable: true },
    });
    expect(page.variants).toEqual([
      'Success · object',
      'Failure · object',
      'Success · object',
      'Option 2 · string',
    ]);
  });
});
