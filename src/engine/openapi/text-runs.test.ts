/**
 * Rows drawn as flex items (a field's name and pills, an API page's method badge and path, the try-it button)
 * read as separate words when the page's text is taken without its CSS: by Pagefind for the search index and
 * excerpts, and by copy and paste. They ran together (`INIT_DB_PORTrequired`, `POST/api/prompt`, `Try itPOST`).
 */
import { toHtml } from 'hast-util-to-html';
import { describe, expect, it } from 'vitest';
import { createRenderer } from '../markdown/index.js';
import { createTestContext } from '../markdown/test-context.js';
import { renderOperation } from './index.js';
import type { OpenApiDoc } from './load.js';

const doc: OpenApiDoc = {
  openapi: '3.0.0',
  servers: [{ url: 'http://localhost:3000' }],
  paths: {
    '/api/prompt/get-compiled': {
      post: {
        parameters: [{ name: 'version', in: 'query', required: true, schema: { type: 'string' } }],
        responses: { '200': { description: 'ok' } },
      },
    },
  },
};

/** The text as an indexer without CSS reads it: tags dropped, nothing put in their place. */
const text = (html: string) => html.replace(/<[^>]+>/g, '');

describe('text of flex rows', () => {
  it('keeps the words of an API field head, the method badge and path, and the try-it button apart', () => {
    const page = text(toHtml(renderOperation(doc, 'POST', '/api/prompt/get-compiled', { playground: true })));
    expect(page).toContain('version string required');
    expect(page).toContain('POST /api/prompt/get-compiled');
    expect(page).toContain('Try it POST');
  });

  it('keeps the words of a ParamField or ResponseField head apart', async () => {
    const renderer = await createRenderer();
    const page = await renderer.render(
      '<ResponseField name="INIT_DB_PORT" type="string" required>Port.</ResponseField>\n',
      createTestContext({ srcDir: import.meta.dirname, file: 'fields.mdx' }),
    );
    expect(text(page.html)).toContain('INIT_DB_PORT string required');
  });
});
