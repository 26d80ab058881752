/**
 * A page's Markdown file (page-markdown.ts) from its rendered content: `fixtures/page-markdown` holds a page
 * using a snippet and components, and the Markdown it must give. `UPDATE_FIXTURES=1` rewrites the expected
 * file: review the diff.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createRenderer } from '../markdown/index.js';
import { createTestContext } from '../markdown/test-context.js';
import { markdownBody, markdownDocument } from './page-markdown.js';

const dir = join(dirname(fileURLToPath(import.meta.url)), 'fixtures', 'page-markdown');

describe('page Markdown', () => {
  it('turns a rendered page with a snippet, a table, code, a callout and components into Markdown', async () => {
    const renderer = await createRenderer({});
    const ctx = createTestContext({
      srcDir: dir,
      file: 'guides/install.mdx',
      pages: new Set(['quickstart']),
    });
    const page = await renderer.render(readFileSync(join(dir, 'input.mdx'), 'utf8'), ctx);
    expect(page.diagnostics).toEqual([]);
    const markdown = markdownDocument(page.title, page.description, markdownBody(page.html));
    if (process.env.UPDATE_FIXTURES === '1') writeFileSync(join(dir, 'expected.md'), markdown);
    expect(markdown).toBe(readFileSync(join(dir, 'expected.md'), 'utf8'));
  });

  it('keeps code as its text and language, whatever spans colour it', () => {
    const html =
      '<figure class="lectern-code" data-language="ts"><pre class="shiki"><code><span class="line"><span style="color:red">let</span> a = <span>1</span>;</span>\n<span class="line">a &lt; 2</span></code></pre><button class="lectern-copy"><svg><path d="M0"/></svg></button></figure>' +
      '<pre class="lectern-mermaid mermaid">graph TD\n  A --> B</pre>';
    expect(markdownBody(html)).toBe('```ts\nlet a = 1;\na < 2\n```\n\n```mermaid\ngraph TD\n  A --> B\n```');
  });

  it('writes math as TeX, and leaves out the interface (buttons, icons, forms)', () => {
    const html =
      '<p>Area <span class="lectern-math lectern-math--inline"><span class="katex"><span class="katex-mathml"><math><semantics><mrow><mi>a</mi></mrow><annotation encoding="application/x-tex">\\pi r_1^2</annotation></semantics></math></span><span class="katex-html" aria-hidden="true">πr</span></span></span>.</p>' +
      '<div class="lectern-playground"><form><label>Token <input type="text" value="secret"></label><button>Send</button></form></div>' +
      '<ul><li><input type="checkbox" checked disabled> done</li></ul>';
    expect(markdownBody(html)).toBe('Area $\\pi r_1^2$.\n\n- [x] done');
  });

  it("keeps an API page's method apart from its path", () => {
    const html =
      '<div class="lectern-api-header"><span class="lectern-method lectern-method-get">GET</span><code class="lectern-api-path">/items</code></div>';
    expect(markdownBody(html)).toBe('GET `/items`');
  });

  it('keeps content for agents, hidden on the page, and leaves out content for humans', async () => {
    const renderer = await createRenderer({});
    const ctx = createTestContext({ srcDir: dir, file: 'guides/visibility.mdx' });
    const source = [
      '## Setup',
      '',
      '<Visibility for="agents">',
      '  ## Setup',
      '',
      '  Call `POST /v1/accounts` with an email <span onclick="alert(1)">address</span>.',
      '',
      '  <Note>Agents only.</Note>',
      '</Visibility>',
      '',
      '<Visibility for="humans">',
      '  Click **Get started**.',
      '',
      '  <Tip>Humans only.</Tip>',
      '</Visibility>',
      '',
      'Then press <Visibility for="humans">the **Create** button</Visibility><Visibility for="agents">`POST`</Visibility> again.',
    ].join('\n');
    const page = await renderer.render(source, ctx);
    expect(markdownBody(page.html)).toBe(
      [
        '## Setup',
        '## Setup',
        'Call `POST /v1/accounts` with an email address.',
        '> **Note:** Agents only.',
        'Then press `POST` again.',
      ].join('\n\n'),
    );
  });

  it('keeps every block of a dropdown code group, and leaves out its menu', async () => {
    const renderer = await createRenderer({});
    const ctx = createTestContext({ srcDir: dir, file: 'guides/dropdown.mdx' });
    const source =
      '<CodeGroup dropdown>\n```ts index.ts\nlet a = 1;\n```\n\n```python main.py\na = 1\n```\n</CodeGroup>';
    const page = await renderer.render(source, ctx);
    expect(markdownBody(page.html)).toBe('```ts index.ts\nlet a = 1;\n```\n\n```python main.py\na = 1\n```');
  });

  it('titles the document and quotes the description under it', () => {
    expect(markdownDocument(' A\n title ', undefined, 'Body.')).toBe('# A title\n\nBody.\n');
    expect(markdownDocument('T', 'What it is.', '')).toBe('# T\n\n> What it is.\n');
  });
});
