/**
 * Named `examples` of a media type (Mintlify's "Multiple responses"): each one is a tab of the examples
 * panel, named by its summary, else its key; the request samples send the first body example.
 */
import { toHtml } from 'hast-util-to-html';
import { describe, expect, it } from 'vitest';
import { renderOperation } from './index.js';
import type { OpenApiDoc } from './load.js';

const doc: OpenApiDoc = {
  openapi: '3.1.0',
  servers: [{ url: 'https://api.test' }],
  components: {
    examples: { gb: { summary: 'Response for United Kingdom', value: { countryCode: 'GB', taxRate: 0.2 } } },
  },
  paths: {
    '/tax': {
      post: {
        requestBody: {
          content: {
            'application/json': {
              schema: { type: 'object', properties: { country: { type: 'string' } } },
              examples: { us: { value: { country: 'US' } }, gb: { value: { country: 'GB' } } },
            },
          },
        },
        responses: {
          '200': {
            description: 'OK',
            content: {
              'application/json': {
                examples: {
                  us: {
                    summary: 'Response for United States',
                    value: { countryCode: 'US', taxRate: 0.0825 },
                  },
                  gb: { $ref: '#/components/examples/gb' },
                  remote: { externalValue: 'https://example.com/x.json' },
                },
              },
            },
          },
          '404': {
            description: 'Not found',
            content: { 'application/json': { examples: { only: { value: { error: 'nope' } } } } },
          },
        },
      },
    },
  },
};

const html = toHtml(renderOperation(doc, 'POST', '/tax', { playground: false }));
/** The tab labels of one code group of the examples panel. */
const tabs = (group: string) => {
  const start = html.indexOf(`lectern-code-group ${group}"`);
  if (start < 0) return [];
  const end = html.indexOf('</lectern-code-group>', start);
  return [...html.slice(start, end).matchAll(/<span class="lectern-code-group__label">([^<]*)</g)].map(
    (m) => m[1],
  );
};

describe('named examples', () => {
  it('are one response tab each, after the status, named by summary; a single one keeps the status alone', () => {
    expect(tabs('lectern-api-response-examples')).toEqual([
      '200 · Response for United States',
      '200 · Response for United Kingdom',
      '404',
    ]);
    expect(html).toContain('"countryCode": "GB"');
    expect(html).not.toContain('example.com/x.json');
  });

  it('of a request body are tabs of their own, named by key, and the samples send the first', () => {
    expect(tabs('lectern-api-request-examples')).toEqual(['us', 'gb']);
    expect(tabs('lectern-api-request-samples')).toEqual(['cURL', 'Python', 'JavaScript']);
    const curl = /<code class="language-bash">([^]*?)<\/code>/.exec(html)?.[1];
    expect(curl).toContain('"country": "US"');
    expect(curl).not.toContain('"GB"');
    expect(html).toContain('aria-label="Request examples"');
  });

  it('a body with one example has no request examples group', () => {
    const single = structuredClone(doc);
    const media = single.paths['/tax'].post.requestBody.content['application/json'];
    delete media.examples.gb;
    const one = toHtml(renderOperation(single, 'POST', '/tax', { playground: false }));
    expect(one).not.toContain('lectern-api-request-examples');
  });
});
