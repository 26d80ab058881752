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
/** The meta line (default, allowed values...) of the field with this id. */
const meta = (id: string) =>
  new RegExp(`id="${id}">(?:(?!lectern-field--).)*?lectern-field__meta">([^<]*)<`).exec(html)?.[1];

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
    expect(meta('body-read-regions')).toBe('Available options: "us-east-2", "ap-south-1"');
    expect(meta('body-primary-region')).toBe('Available options: "us-east-1"');
  });
});
