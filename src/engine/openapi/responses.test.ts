/**
 * A response's description shows once (Mintlify's "200 - application/json" line, then the description),
 * and every media type of a response or request body is shown under a content-type selector, with its own
 * fields and examples: Ollama's endpoints answer `application/json` or streamed `application/x-ndjson`.
 */
import { toHtml } from 'hast-util-to-html';
import { describe, expect, it } from 'vitest';
import { renderOperation } from './index.js';
import type { OpenApiDoc } from './load.js';

const object = (properties: Record<string, unknown>) => ({ schema: { type: 'object', properties } });

const doc: OpenApiDoc = {
  openapi: '3.1.0',
  paths: {
    '/chat': {
      post: {
        requestBody: {
          required: true,
          content: {
            'text/plain': { schema: { type: 'string', description: 'The prompt as text.' } },
            'application/json': object({ prompt: { type: 'string' } }),
          },
        },
        responses: {
          '200': {
            description: 'Chat response',
            content: {
              'application/json': { ...object({ content: { type: 'string' } }), example: { content: 'Hi' } },
              'application/x-ndjson': object({ chunk: { type: 'string', description: 'Streamed part' } }),
            },
          },
          '404': {
            description: 'Not found',
            content: { 'application/json': object({ error: { type: 'string' } }) },
          },
          '500': {
            description: 'The server failed.\n\nTry again later.',
          },
        },
      },
    },
  },
};

const html = toHtml(renderOperation(doc, 'post', '/chat', { playground: false }));
const responses = [...html.matchAll(/<details class="lectern-api-response"[\s\S]*?<\/details>/g)].map(
  (m) => m[0],
);
const count = (text: string, part: string) => text.split(part).length - 1;
/** A selector's tab labels and, for each panel, the ids of its fields. */
function selector(part: string) {
  const tabs = [...part.matchAll(/role="tab"[^>]*data-label="([^"]*)"/g)].map((m) => m[1]);
  const panels = [
    ...part.matchAll(
      /<div role="tabpanel"([^>]*class="lectern-tabs__panel"[^>]*)>([\s\S]*?)(?=<div role="tabpanel"|<\/lectern-tabs>)/g,
    ),
  ].map((m) => ({
    label: /data-label="([^"]*)"/.exec(m[1]!)?.[1],
    hidden: / hidden/.test(m[1]!),
    fields: [...m[2]!.matchAll(/<div class="lectern-field[^"]*" id="([^"]*)"/g)].map((f) => f[1]),
  }));
  return { tabs, panels };
}

describe("a response's description", () => {
  it('shows once, in the summary line, when it is one short line', () => {
    expect(count(html, 'Chat response')).toBe(1);
    expect(responses[0]).toContain(
      '<summary><span class="lectern-api-status lectern-api-status-2xx">200</span> <span class="lectern-api-response-summary">Chat response</span></summary>',
    );
    expect(count(responses[1]!, 'Not found')).toBe(1);
  });

  it('shows once, in the body, when the summary cannot hold it', () => {
    expect(count(html, 'The server failed.')).toBe(1);
    expect(responses[2]).toContain(
      '<summary><span class="lectern-api-status lectern-api-status-5xx">500</span></summary>',
    );
    expect(responses[2]).toContain('<p>Try again later.</p>');
  });
});

describe('several media types', () => {
  it("are a content-type selector in the response, each type's fields in its panel, the first shown", () => {
    const { tabs, panels } = selector(responses[0]!);
    expect(tabs).toEqual(['application/json', 'application/x-ndjson']);
    expect(panels).toEqual([
      { label: 'application/json', hidden: false, fields: ['response-content'] },
      { label: 'application/x-ndjson', hidden: true, fields: ['response-chunk'] },
    ]);
    expect(responses[0]).toContain('Streamed part');
    expect(responses[0]).toMatch(/<div role="tablist"[^>]* aria-label="Content type">/);
    // Independent of other tab sets that happen to share a label.
    expect(responses[0]).toContain(
      '<lectern-tabs class="lectern-tabs lectern-api-media-tabs" data-sync="false">',
    );
  });

  it('keep the single-type response as it was: its media type above its fields, no selector', () => {
    expect(responses[1]).toContain('<p class="lectern-api-media"><code>application/json</code></p>');
    expect(responses[1]).not.toContain('lectern-tabs');
  });

  it('are a selector in the request body too, JSON first (the type the samples send)', () => {
    const body = /<section[^>]*><div class="api-section-heading"><h2[^>]*id="body"[\s\S]*?<\/section>/.exec(
      html,
    )![0];
    const { tabs, panels } = selector(body);
    expect(tabs).toEqual(['application/json', 'text/plain']);
    expect(panels).toEqual([
      { label: 'application/json', hidden: false, fields: ['body-prompt'] },
      { label: 'text/plain', hidden: true, fields: ['body-body'] },
    ]);
    expect(body).toContain('The prompt as text.');
    expect(body).toContain('<p class="lectern-api-media api-section-heading-subtitle">required</p>');
  });

  it('each have their examples in the response examples, labelled with status and type', () => {
    const group = /<lectern-code-group[^>]*lectern-api-response-examples[\s\S]*?<\/lectern-code-group>/.exec(
      html,
    )![0];
    const labels = [...group.matchAll(/role="tab"[^>]*data-label="([^"]*)"/g)].map((m) => m[1]);
    expect(labels).toEqual(['200 · application/json', '200 · application/x-ndjson', '404']);
    expect(group).toContain('Hi');
    expect(group).toContain('chunk');
  });
});

describe('a response schema with no fields to list', () => {
  // Dify's chat endpoint streams `text/event-stream`: a string whose description documents the events.
  const stream: OpenApiDoc = {
    openapi: '3.1.0',
    paths: {
      '/chat': {
        post: {
          responses: {
            '200': {
              description: 'Streamed answer',
              content: {
                'text/event-stream': {
                  schema: {
                    type: 'string',
                    description:
                      'Server-sent events.\n\n| Event | Meaning |\n| --- | --- |\n| `message` | A chunk |',
                  },
                },
              },
            },
            '202': {
              description: 'Either',
              content: {
                'application/json': object({ id: { type: 'string' } }),
                'text/plain': { schema: { type: 'string', description: 'The answer as text.' } },
              },
            },
            '204': { description: 'Only an example', content: { 'text/plain': { example: 'ok' } } },
          },
        },
      },
    },
  };
  const parts = [
    ...toHtml(renderOperation(stream, 'post', '/chat', { playground: false })).matchAll(
      /<details class="lectern-api-response"[\s\S]*?<\/details>/g,
    ),
  ].map((m) => m[0]);

  it('is one field showing its type and description (the request body does the same)', () => {
    expect(parts[0]).toMatch(/<div class="lectern-field[^"]*" id="response-response"/);
    expect(parts[0]).toMatch(/>string</);
    expect(parts[0]).toContain('Server-sent events.');
    expect(parts[0]).toContain('<code>message</code>');
    expect(parts[0]).toContain('<table');
  });

  it('is one field in its panel of a selector too', () => {
    expect(selector(parts[1]!).panels.map((p) => p.fields)).toEqual([
      ['response-id'],
      ['response-response-1'],
    ]);
    expect(parts[1]).toContain('The answer as text.');
  });

  it('is nothing when there is no schema at all, only an example', () => {
    expect(parts[2]).not.toContain('lectern-field');
  });
});
