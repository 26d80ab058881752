/**
 * Security and robustness of the rendered HTML: hand-written injection attempts, and a property test that
 * random MDX-like input never throws and always yields well-formed HTML without scripts, event handlers or
 * `javascript:` URLs. The output is checked by parsing it with a real HTML parser (parse5 via hast).
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { fromHtml } from 'hast-util-from-html';
import { toHtml } from 'hast-util-to-html';
import type { Element, Nodes } from 'hast';
import { createRenderer, type PageRenderer } from './index.js';
import { createTestContext } from './test-context.js';
import { enforceBundleContract } from '../build/contract.js';
import { outsideHostReferences } from '../build/site-check.js';

let renderer: PageRenderer | undefined;
function context(snippets: Record<string, string> = {}) {
  return createTestContext({
    srcDir: '/nonexistent-lectern-src',
    file: 'guide/page.mdx',
    pages: new Set(['index', 'guide/other']),
    assets: new Set(['/images/a.png']),
    snippets,
  });
}
async function render(source: string, snippets: Record<string, string> = {}) {
  renderer ??= await createRenderer();
  return renderer.render(source, context(snippets));
}

/** Links inside links (invalid HTML: the parser splits them, and readers see "ImageImage"). */
function nestedLinks(html: string): number {
  let count = 0;
  const visit = (node: Nodes, inLink: boolean) => {
    const link = node.type === 'element' && (node as Element).tagName === 'a';
    if (link && inLink) count += 1;
    if ('children' in node) for (const child of node.children) visit(child as Nodes, inLink || link);
  };
  visit(fromHtml(html, { fragment: true }), false);
  return count;
}

// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0020]+/g;
const URL_PROPS = [
  'href',
  'src',
  'action',
  'formAction',
  'poster',
  'data',
  'xLinkHref',
  'background',
  'cite',
];

/** Every way the parsed document could run script. */
function unsafeParts(html: string): string[] {
  const problems: string[] = [];
  const visit = (node: Nodes) => {
    if (node.type === 'element') {
      const el = node as Element;
      // Our API playground's form submits nowhere (method=dialog, no action: the client sends the request).
      const ourForm =
        el.tagName === 'form' &&
        String(el.properties.className ?? '').includes('lectern-playground-form') &&
        el.properties.method === 'dialog' &&
        !('action' in el.properties);
      if (
        ['script', 'style', 'object', 'embed', 'base', 'meta', 'link', 'form'].includes(el.tagName) &&
        !ourForm
      )
        problems.push(`<${el.tagName}>`);
      for (const [key, value] of Object.entries(el.properties)) {
        if (/^on/i.test(key)) problems.push(`${el.tagName} ${key}`);
        if (URL_PROPS.includes(key)) {
          // Browsers ignore control characters and spaces in a URL's scheme.
          const text = String(value).replace(CONTROL, '').toLowerCase();
          if (text.startsWith('javascript:') || text.startsWith('vbscript:'))
            problems.push(`${el.tagName} ${key}=${value}`);
          if (
            text.startsWith('data:') &&
            !(el.tagName === 'img' && key === 'src' && text.startsWith('data:image/'))
          )
            problems.push(`${el.tagName} ${key}=data`);
        }
        if (key === 'srcDoc') problems.push('srcdoc');
      }
      if (el.tagName === 'iframe' && !('sandbox' in el.properties)) problems.push('iframe without sandbox');
      if (el.tagName === 'template' && el.content) visit(el.content);
    }
    if ('children' in node) for (const child of node.children) visit(child as Nodes);
  };
  visit(fromHtml(html, { fragment: true }));
  // Outside attribute values (where `<` is plain text), no script tag may appear in the markup at all.
  if (/<script/i.test(toHtml(fromHtml(html, { fragment: true })).replace(/="[^"]*"/g, '')))
    problems.push('<script text');
  return problems;
}

/**
 * Well formed: an HTML parser reads the output back into the same tree, so serialising that tree gives
 * the same text (a `<div>` inside `<p>`, a link in a link, a stray `<tr>` would all be rearranged).
 */
function reparsed(html: string): string {
  return toHtml(fromHtml(html, { fragment: true })).replace(/=""/g, '');
}

/** Our output with boolean attributes written like the reparsed form (`data-x` and `data-x=""` are equal). */
function written(html: string): string {
  return html.replace(/=""/g, '');
}

describe('injection attempts', () => {
  const attacks = [
    '<script>alert(1)</script>',
    '<img src=x onerror=alert(1)>',
    '<img src="x" onError="alert(1)" />',
    '<a href="javascript:alert(1)">x</a>',
    '<a href="  javascript:alert(1)">x</a>',
    '<a href="java\tscript:alert(1)">x</a>',
    '<a href="JAVASCRIPT:alert(1)">x</a>',
    '<a href="vbscript:msgbox(1)">x</a>',
    '<a href="data:text/html;base64,PHNjcmlwdD4=">x</a>',
    '[x](javascript:alert(1))',
    '[x](<javascript:alert(1)>)',
    '[x][r]\n\n[r]: javascript:alert(1)',
    '![x](javascript:alert(1))',
    '<iframe src="javascript:alert(1)" />',
    '<iframe srcDoc="<script>alert(1)</script>" src="https://example.com" />',
    '<div onClick={() => alert(1)}>x</div>',
    '<div {...{onClick: "alert(1)"}}>x</div>',
    '<style>{`*{display:none}`}</style>',
    '<svg><script>alert(1)</script></svg>',
    '<svg onload="alert(1)"><a href="javascript:alert(1)"><text>x</text></a></svg>',
    // A remote player inside a drawing: its link placeholder is HTML, which an <svg> cannot hold.
    '<svg onload="x()">\n<audio src="https://cdn.example.com/a.mp3" />',
    '<svg>\n<img src="https://cdn.example.com/i.png" alt="I" />',
    '<object data="javascript:alert(1)" />',
    '<form action="javascript:alert(1)"><button>x</button></form>',
    '<base href="https://evil.example/" />',
    '<meta httpEquiv="refresh" content="0;url=javascript:alert(1)" />',
    '<Card href="javascript:alert(1)" title="x" img="javascript:alert(1)">y</Card>',
    '<Tooltip tip="t" cta="c" href="javascript:alert(1)">x</Tooltip>',
    '<Tile href="javascript:alert(1)" title="t">x</Tile>',
    '<Callout icon="javascript:alert(1)" color="red;background:url(javascript:alert(1))">x</Callout>',
    '<Icon icon="https://evil.example/x.svg" />',
    '<Frame caption="<img src=x onerror=alert(1)> [x](javascript:alert(1))">x</Frame>',
    '<Accordion title="<script>alert(1)</script>" description="<img src=x onerror=alert(1)>">x</Accordion>',
    '<Update label={"<script>alert(1)</script>"}>x</Update>',
    '<video src="javascript:alert(1)" poster="javascript:alert(1)" />',
    '```js title="<script>alert(1)</script>"\nx\n```',
    '```mermaid\n<script>alert(1)</script>\n```',
    '```<script>alert(1)</script>\nx\n```',
    '# Title<h2>',
    '## A <h3>b</h3> <Heading level={2}>c</Heading>',
    '<CodeGroup>\n```js <img src=x onerror=alert(1)>\nx\n```\n</CodeGroup>',
    '$\\href{javascript:alert(1)}{x}$',
    '<Latex>\\url{javascript:alert(1)}</Latex>',
    'a <Tip> never closed, <br> so plain Markdown: <script>alert(1)</script><img src=x onerror=alert(1)><a href="javascript:alert(1)">x</a>',
    '<p>not mdx {<iframe src="javascript:alert(1)"></iframe>',
    // React's dangerouslySetInnerHTML: rendered, but through the raw HTML sanitiser.
    '<div dangerouslySetInnerHTML={{ __html: "<script>alert(1)</script><img src=x onerror=alert(1)><a href=\'javascript:alert(1)\'>x</a>" }} />',
    '<span dangerouslySetInnerHTML={{ __html: "</span><script>alert(1)</script><iframe srcdoc=x></iframe>" }} />',
    '<svg dangerouslySetInnerHTML={{ __html: "</svg><script>alert(1)</script><path onload=\'x()\'/>" }} />',
    'export const s = { __html: "<img src=x onerror=alert(1)><base href=\'https://evil.example/\'>" };\n\n<p dangerouslySetInnerHTML={s} />',
  ];
  for (const attack of attacks) {
    it(JSON.stringify(attack).slice(0, 80), async () => {
      const page = await render(attack);
      expect(unsafeParts(page.html)).toEqual([]);
      expect(reparsed(page.html)).toBe(written(page.html));
    });
  }

  it('renders snippet props as text, never as markup', async () => {
    const page = await render(
      'import S from "/snippets/s.mdx";\n\n<S name="<img src=x onerror=alert(1)>" />',
      {
        '/snippets/s.mdx': 'Hello {name} <Card title={name} href={name}>x</Card>',
      },
    );
    expect(unsafeParts(page.html)).toEqual([]);
    expect(page.html).toContain('Hello &#x3C;img src=x onerror=alert(1)>');
  });

  it('keeps our own generated markup (classes, custom elements, ARIA, KaTeX, Shiki)', async () => {
    const page = await render(
      '<Tabs>\n  <Tab title="A">\n    $x^2$\n\n    ```js\n    let a\n    ```\n  </Tab>\n</Tabs>',
    );
    expect(page.html).toContain('<lectern-tabs class="lectern-tabs tabs">');
    expect(page.html).toContain('role="tablist"');
    expect(page.html).toContain('class="katex"');
    expect(page.html).toContain('--shiki-light:');
    expect(page.needs).toEqual({ mermaid: false, math: true, code: true });
  });
});

describe('link schemes', () => {
  // App deep links docs legitimately use ("Add to Cursor", "Open in VS Code", mail, phone) are kept...
  const kept = [
    [
      '[Add to Cursor](cursor://anysphere.cursor-deeplink/mcp/install?name=x)',
      'cursor://anysphere.cursor-deeplink/mcp/install?name=x',
    ],
    ['<a href="vscode://file/tmp/x.ts">open</a>', 'vscode://file/tmp/x.ts'],
    ['[mail](mailto:a@example.com)', 'mailto:a@example.com'],
    ['<a href="tel:+15555550100">call</a>', 'tel:+15555550100'],
    ['<Card title="c" href="cursor://x/y">c</Card>', 'cursor://x/y'],
    // A page that is not valid MDX goes through the raw HTML path (sanitiser schema), with the same list.
    ['a <Tip> never closed <a href="cursor://x/raw">raw</a>', 'cursor://x/raw'],
  ];
  for (const [source, href] of kept) {
    it(`keeps ${href}`, async () => {
      const page = await render(source);
      expect(page.html).toContain(`href="${href}"`);
      expect(page.diagnostics.filter((d) => d.code === 'unsafe-link')).toEqual([]);
    });
  }
  // ...while script and document schemes never are, in any spelling or path.
  const refused = [
    '[x](javascript:alert(1))',
    '[x](JavaScript:alert(1))',
    '[x](data:text/html,<script>alert(1)</script>)',
    '[x](vbscript:msgbox(1))',
    '<a href="data:text/html;base64,PHNjcmlwdD4=">x</a>',
    '<Card title="c" href="vbscript:x">c</Card>',
    'a <Tip> never closed <a href="javascript:alert(1)">raw</a> <a href="data:text/html,x">d</a>',
    '[x](file:///etc/passwd)',
  ];
  for (const source of refused) {
    it(`refuses ${JSON.stringify(source).slice(0, 60)}`, async () => {
      const page = await render(source);
      expect(page.html).not.toMatch(/href="\s*(?:javascript|vbscript|data|file):/i);
      expect(unsafeParts(page.html)).toEqual([]);
    });
  }
});

describe('manual API pages (api: frontmatter, ParamFields, playground)', () => {
  const pages = [
    '---\napi: POST https://x.example/a"><script>alert(1)</script>\n---\n\n<ParamField body="a\\"><img src=x onerror=alert(1)>" type="string">x</ParamField>',
    '---\napi: GET javascript:alert(1)\n---\n\nx',
    '---\napi: "GET /v1/{id}<svg onload=alert(1)>"\nplayground: simple\n---\n\nx',
    '---\napi: DELETE https://x.example/v1\nplayground: interactive\nauthMethod: "<script>"\n---\n\n<ParamField header="X-<b>" />',
  ];
  for (const source of pages) {
    it(JSON.stringify(source).slice(0, 70), async () => {
      const api = await createRenderer({
        settings: {
          api: {
            server: ['https://api.example.com'],
            auth: { method: 'key', name: '"><script>alert(1)</script>' },
          },
        },
      });
      const ctx = createTestContext({
        srcDir: '/nonexistent-lectern-src',
        file: 'api/page.mdx',
        features: { apiPlayground: true },
      });
      const page = await api.render(source, ctx);
      expect(unsafeParts(page.html)).toEqual([]);
      expect(reparsed(page.html)).toBe(written(page.html));
      expect(page.html).not.toContain('href="javascript');
    });
  }
});

// Pieces that real pages mix, including broken and hostile ones.
const piece = fc.oneof(
  fc.constantFrom(
    '# Title',
    '## Section',
    'plain text',
    '**bold**',
    '`code`',
    '[link](/index)',
    '[bad](javascript:x)',
    '![img](/images/a.png)',
    '{',
    '}',
    '{1+1}',
    '{"lit"}',
    '{/* c */}',
    '<br>',
    '<br />',
    '<div>',
    '</div>',
    '<p>',
    '</p>',
    '<a href="/index">',
    '</a>',
    '<Note>',
    '</Note>',
    '<Card title="t" href="/guide/other">',
    '</Card>',
    '<Tabs>',
    '<Tab title="x">',
    '</Tab>',
    '</Tabs>',
    '<Steps>',
    '<Step title="s">',
    '</Step>',
    '</Steps>',
    '<Accordion title="a">',
    '</Accordion>',
    '<CodeGroup>',
    '</CodeGroup>',
    '<Tooltip tip="t" cta="c" href="/index">',
    '</Tooltip>',
    '<Badge>',
    '</Badge>',
    '<Frame caption="**c**">',
    '</Frame>',
    '<Icon icon="rocket" />',
    '<Unknown x="1">',
    '</Unknown>',
    '<table>',
    '<tr>',
    '<td>',
    '</td>',
    '</tr>',
    '</table>',
    '<li>',
    '<ul>',
    '</ul>',
    '<h2>',
    '</h2>',
    '<details>',
    '<summary>',
    '$x$',
    '$$\nx\n$$',
    '```js\nlet a = "<b>"\n```',
    '```mermaid\ngraph TD\n```',
    '<script>alert(1)</script>',
    '<img src=x onerror=alert(1)>',
    '<svg onload="x()">',
    '<a href="javascript:alert(1)">',
    '<!-- c -->',
    '---\ntitle: x\n---',
    '> quote',
    '- item',
    '1. item',
    '| a |\n| - |\n| b |',
    'export const x = "v";',
    'export const T = ({ a }) => <p>{a}{children}</p>;',
    '<T a="<b>">',
    '</T>',
    '<T a="x" />',
    '<Card icon={<svg><path d="M0 0" /></svg>}>',
    'export const U = (props) => (<div><a href={props.h}>{props.children}</a></div>);',
    '<U h="javascript:x">',
    'import S from "/snippets/s.mdx";',
    '<S p="1" />',
    '{x}',
    '[^1]',
    '[^1]: note',
    '<kbd>',
    '</kbd>',
    '[app](cursor://x/install?a=1)',
    '![remote](https://cdn.example.com/r.png)',
    '<img src="https://cdn.example.com/i.png" />',
    '<img src="//cdn.example.com/j.png" alt="J" />',
    '[![linked](https://cdn.example.com/l.png)](/index)',
    '<iframe src="https://www.youtube.com/embed/x" title="T" />',
    '<iframe src="/images/a.png" />',
    '<video src="https://cdn.example.com/v.mp4" />',
    '<video controls poster="https://cdn.example.com/p.jpg">',
    '</video>',
    '<source src="https://cdn.example.com/v.webm" />',
    '<audio src="https://cdn.example.com/a.mp3" />',
    '<Card title="c" href="/index" img="https://cdn.example.com/c.png">',
    '<Update label="u" description="<b>y</b> **z**">',
    '</Update>',
    '<a href="vscode://file/x">',
    '[d](data:text/html,x)',
    '<div dangerouslySetInnerHTML={{ __html: "<b>x</b><script>alert(1)</script><img src=x onerror=alert(1)>" }} />',
    "<span dangerouslySetInnerHTML={{ __html: \"<div><p>b</p></div><a href='javascript:x'>j</a><a href='/index'>i</a>\" }} />",
    '<a href="/index" dangerouslySetInnerHTML={{ __html: "<a href=\'/index\'>in</a><img src=\'https://cdn.example.com/d.png\'>" }} />',
    '<table dangerouslySetInnerHTML={{ __html: "<tr><td>c</td></tr><li>l</li>" }} />',
    '<svg dangerouslySetInnerHTML={{ __html: "<path d=\'M0 0\'/></svg><script>x()</script>" }} />',
    "export const inner = { __html: \"<h2>h</h2><video src='https://cdn.example.com/w.mp4'><img src='/images/a.png'></video>\" };",
    '<div dangerouslySetInnerHTML={inner} />',
    '<div dangerouslySetInnerHTML={{ __html: f() }} />',
  ),
  fc.string({ maxLength: 12 }),
);
const document = fc
  .array(fc.tuple(piece, fc.constantFrom('', ' ', '\n', '\n\n', '  ')), { maxLength: 24 })
  .map((parts) => parts.map(([p, sep]) => p + sep).join(''));

describe('random MDX-like input', () => {
  it('never throws and always yields safe, well-formed HTML', async () => {
    await fc.assert(
      fc.asyncProperty(document, async (source) => {
        const snippets = {
          '/snippets/s.mdx': 'Snippet {p} <Note>n</Note> ![s](https://cdn.example.com/s.png)',
        };
        const page = await render(source, snippets);
        expect(page.diagnostics.filter((d) => d.code === 'render-failed')).toEqual([]);
        expect(unsafeParts(page.html)).toEqual([]);
        expect(reparsed(page.html)).toBe(written(page.html));
        // The build's contract pass keeps it well formed, with no link in a link and nothing remote.
        const bundled = enforceBundleContract(page.html, context(snippets), 'guide/page.mdx').html;
        expect(reparsed(bundled)).toBe(written(bundled));
        expect(nestedLinks(bundled)).toBe(0);
        expect(outsideHostReferences(bundled)).toEqual([]);
      }),
      { numRuns: Number(process.env.LECTERN_FUZZ_RUNS ?? 300) },
    );
  }, 600_000);
});
