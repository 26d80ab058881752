/**
 * A field's head (name, type, location, default, required) is a flex row of adjacent elements. With nothing
 * between them its text ran together, and search, which indexes and quotes the page's text, showed
 * `overrideIdstringrequired` in its results. The parts are apart in the text, in written fields and in
 * fields generated from an OpenAPI document alike.
 */
import { describe, expect, it } from 'vitest';
import type { Element, Root } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { toHtml } from 'hast-util-to-html';
import { createRenderer } from '../index.js';
import { createTestContext } from '../test-context.js';
import { plainText } from '../text.js';
import { renderOperation } from '../../openapi/index.js';
import type { OpenApiDoc } from '../../openapi/load.js';

/** The first element of class `cls` under `node`. */
function find(node: Root | Element, cls: string): Element | undefined {
  for (const child of node.children) {
    if (child.type !== 'element') continue;
    if (((child.properties.className as string[] | undefined) ?? []).includes(cls)) return child;
    const inner = find(child, cls);
    if (inner) return inner;
  }
  return undefined;
}

const headText = (html: string) =>
  plainText(find(fromHtml(html, { fragment: true }), 'lectern-field__head')!);

describe("a field head's text", () => {
  it('keeps the name and labels of a written field apart', async () => {
    const renderer = await createRenderer();
    const page = await renderer.render(
      '<ParamField body="overrideId" type="string" default="rlor_1" required>The id.</ParamField>',
      createTestContext({ srcDir: '/nonexistent-lectern-src', file: 'index.mdx' }),
    );
    expect(headText(page.html)).toBe('overrideId string body default: "rlor_1" required');
  });

  it('keeps the name and labels of a generated field apart', () => {
    const doc: OpenApiDoc = {
      openapi: '3.0.3',
      paths: {
        '/items': {
          get: {
            parameters: [{ name: 'limit', in: 'query', required: true, schema: { type: 'integer' } }],
            responses: { '200': { description: 'OK' } },
          },
        },
      },
    };
    const html = toHtml(renderOperation(doc, 'get', '/items', { playground: false }));
    expect(headText(html)).toBe('limit integer required');
  });
});
