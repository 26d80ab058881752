/** Unit tests of the small pure parts: frontmatter, code-fence meta, static expressions, MDX repair, import paths. */
import { describe, expect, it } from 'vitest';
import { Parser } from 'acorn';
import type { Expression } from 'estree';
import type { Element } from 'hast';
import { readFrontmatter } from './frontmatter.js';
import { parseCodeMeta } from './code/meta.js';
import { evaluateBinding, evaluateStatic, NOT_STATIC } from './expressions.js';
import { repairMdx } from './repair.js';
import { createParsers } from './parse.js';
import { normaliseImportPath } from './snippets.js';
import { excerpt, plainText } from './text.js';
import { isSafeLinkScheme, SAFE_LINK_SCHEMES, unresolvedHref, urlScheme } from './urls.js';

describe('readFrontmatter', () => {
  it('reads the leading YAML block only', () => {
    expect(
      readFrontmatter('---\ntitle: "A"\nhidden: true\nkeywords: [x, y]\n---\n\n# Body\n---\nx: 1\n---\n'),
    ).toEqual({
      title: 'A',
      hidden: true,
      keywords: ['x', 'y'],
    });
  });
  it('handles CRLF, a BOM and an empty block', () => {
    expect(readFrontmatter('\uFEFF---\r\ntitle: B\r\n---\r\nbody')).toEqual({ title: 'B' });
    expect(readFrontmatter('---\n---\nbody')).toEqual({});
  });
  it('returns {} without a block, for invalid YAML and for non-mappings', () => {
    expect(readFrontmatter('# no frontmatter\n---\ntitle: x\n---')).toEqual({});
    expect(readFrontmatter('---\ntitle: [unclosed\n---\n')).toEqual({});
    expect(readFrontmatter('---\n- a\n- b\n---\n')).toEqual({});
  });
});

describe('parseCodeMeta', () => {
  it('reads a bare title after the language', () => {
    expect(parseCodeMeta('java', 'HelloWorld.java')).toMatchObject({
      lang: 'java',
      title: 'HelloWorld.java',
    });
    expect(parseCodeMeta('mdx', 'Card example')).toMatchObject({ title: 'Card example' });
  });
  it('reads title=, line ranges and flags', () => {
    const meta = parseCodeMeta('js', 'title="app file.js" {1,3-5} lines wrap expandable icon="js"');
    expect(meta.title).toBe('app file.js');
    expect([...meta.highlight]).toEqual([1, 3, 4, 5]);
    expect(meta).toMatchObject({ lines: true, wrap: true, expandable: true, icon: 'js' });
  });
  it('reads highlight= and focus=, and ranges glued to the language', () => {
    expect([...parseCodeMeta('mdx', 'highlight={2,4}').highlight]).toEqual([2, 4]);
    expect([...parseCodeMeta('mdx', 'highlight=1').highlight]).toEqual([1]);
    expect([...parseCodeMeta('ts', 'focus=2-3').focus]).toEqual([2, 3]);
    expect(parseCodeMeta('js{2}', null)).toMatchObject({ lang: 'js' });
    expect([...parseCodeMeta('js{2}', null).highlight]).toEqual([2]);
  });
  it("reads a flag written in brackets, as Mintlify's own pages do", () => {
    expect(parseCodeMeta('mdx', '/snippets/color-generator.jsx [expandable]')).toMatchObject({
      title: '/snippets/color-generator.jsx',
      expandable: true,
    });
    expect(parseCodeMeta('json', '[expandable]')).toMatchObject({ expandable: true });
    expect(parseCodeMeta('json', '[expandable]').title).toBeUndefined();
    expect(parseCodeMeta('js', '[draft] notes')).toMatchObject({ title: '[draft] notes' });
  });
  it("skips a nested JSON value whole, as pages exported from Mintlify write theme= (no stray '}' title)", () => {
    const theme = 'theme={"theme":{"light":"catppuccin-latte","dark":"catppuccin-mocha"}}';
    expect(parseCodeMeta('bash', `npm ${theme}`)).toMatchObject({ title: 'npm' });
    expect(parseCodeMeta('bash', theme).title).toBeUndefined();
    expect(parseCodeMeta('ts', `${theme} title="a.ts" {2}`)).toMatchObject({ title: 'a.ts' });
    expect([...parseCodeMeta('ts', `${theme} {2}`).highlight]).toEqual([2]);
    expect(parseCodeMeta('bash', 'theme={null}').title).toBeUndefined();
  });
  it('ignores malformed and huge ranges', () => {
    expect(parseCodeMeta('js', '{0,a,9-3,1-99999999}').highlight.size).toBe(0);
  });
});

describe('evaluateStatic', () => {
  const scope = new Map<string, unknown>([
    ['version', '2.1'],
    ['count', 3],
  ]);
  const lookup = (name: string) =>
    scope.has(name) ? { found: true as const, value: scope.get(name) } : { found: false as const };
  const evaluate = (code: string) =>
    evaluateStatic(
      Parser.parseExpressionAt(code, 0, { ecmaVersion: 'latest' }) as unknown as Expression,
      lookup,
    );

  it('reads literals, arrays, objects, templates and concatenation', () => {
    expect(evaluate('"a"')).toBe('a');
    expect(evaluate('-2')).toBe(-2);
    expect(evaluate('[1, "b", true, null]')).toEqual([1, 'b', true, null]);
    expect({ ...(evaluate('{ light: "#fff", "dark": `#${0}` }') as object) }).toEqual({
      light: '#fff',
      dark: '#0',
    });
    expect(evaluate('`v${version}`')).toBe('v2.1');
    expect(evaluate('"n=" + count')).toBe('n=3');
  });
  it('refuses anything that would run code', () => {
    for (const code of [
      'fetch("x")',
      'a.b',
      'x => x',
      '(() => fetch())()',
      'new Date()',
      'unknownName',
      '/re/',
      'count * 2',
      '[...x]',
      '{ ...x }',
      '{ [k]: 1 }',
      '{ f() {} }',
      '`${fetch()}`',
    ]) {
      expect(evaluate(code), code).toBe(NOT_STATIC);
    }
  });
  it('keeps the static members of an export with code members, never the code or the whole value', () => {
    const parse = (code: string) =>
      Parser.parseExpressionAt(code, 0, { ecmaVersion: 'latest' }) as unknown as Expression;
    const source =
      '{ heading: "Hi", greet: (n) => n, f() {}, get g() { return 1 }, nested: { list: ["a", () => 1], n: 2 } }';
    expect(evaluateStatic(parse(source), lookup)).toBe(NOT_STATIC);
    const strings = evaluateBinding(parse(source), lookup);
    const bound = (name: string) =>
      name === 'strings' ? { found: true as const, value: strings } : lookup(name);
    const use = (code: string) => evaluateStatic(parse(code), bound);
    expect(use('strings.heading')).toBe('Hi');
    expect(use('strings.nested.n')).toBe(2);
    expect(use('strings.nested.list[0]')).toBe('a');
    expect(use('`${strings.heading}!`')).toBe('Hi!');
    for (const code of [
      'strings',
      'strings.greet',
      'strings.f',
      'strings.g',
      'strings.nested',
      'strings.nested.list',
      'strings.nested.list[1]',
      '[strings.heading, strings.greet]',
      '"x" + strings.greet',
    ]) {
      expect(use(code), code).toBe(NOT_STATIC);
    }
    // Unknown keys or positions leave nothing to read.
    for (const code of ['{ a: 1, ...x }', '{ [k]: 1, a: 2 }', '[1, ...x]'])
      expect(evaluateBinding(parse(code), lookup), code).toBe(NOT_STATIC);
  });
  it('keeps __proto__ as plain data', () => {
    const value = evaluate('{ __proto__: { polluted: true } }') as Record<string, unknown>;
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.getPrototypeOf(value)).toBeNull();
  });
});

describe('repairMdx', () => {
  it('self-closes void tags and turns comments into MDX comments outside code', () => {
    const source = 'a<br>b <img src="x.png" alt="y"> <!-- c */ d -->\n```\n<br>\n```\n`<hr>` <hr>';
    expect(repairMdx(source)).toBe(
      'a<br />b <img src="x.png" alt="y" /> {/* c * / d */}\n```\n<br>\n```\n`<hr>` <hr />',
    );
  });
  it('keeps line count and returns null when nothing changes', () => {
    const source = 'x <!--\nmulti\n--> y<br>';
    expect(repairMdx(source)!.split('\n').length).toBe(3);
    expect(repairMdx('nothing to fix <br />')).toBeNull();
  });
  it('drops stray punctuation after a closing component tag, so the page keeps its components', () => {
    const source = '<ParamField query="cursor" type="string">\n  A cursor.\n</ParamField>.\n\nEnd.';
    const repaired = repairMdx(source)!;
    expect(repaired).toBe('<ParamField query="cursor" type="string">\n  A cursor.\n</ParamField>\n\nEnd.');
    const parsers = createParsers();
    expect(() => parsers.mdx(source)).toThrow();
    const tree = parsers.mdx(repaired);
    expect(tree.children[0]).toMatchObject({ type: 'mdxJsxFlowElement', name: 'ParamField' });
    // Prose and code keep their punctuation.
    expect(repairMdx('Use </Tag>. in text\n```\n</Tag>.\n```')).toBeNull();
  });
  it('escapes placeholders in angle brackets, not HTML elements, tags closed on the page, code or components', () => {
    const source =
      'Bearer <token>, <your_key> or <API_KEY>.\n```\n<token>\n```\n`<token>` <p> <Tabs> <x-y>z</x-y> <Note>';
    expect(repairMdx(source)).toBe(
      'Bearer \\<token>, \\<your_key> or \\<API_KEY>.\n```\n<token>\n```\n`<token>` <p> <Tabs> <x-y>z</x-y> <Note>',
    );
    const parsers = createParsers();
    const page = '<Note>\n  Kept.\n</Note>\n\nAuthorization: Bearer <access-token>.';
    expect(() => parsers.mdx(page)).toThrow();
    const tree = parsers.mdx(repairMdx(page)!);
    expect(tree.children[0]).toMatchObject({ type: 'mdxJsxFlowElement', name: 'Note' });
    expect(JSON.stringify(tree.children[1])).toContain('Bearer <access-token>.');
  });
  it('escapes a < no tag can start and a type argument glued to a word, and writes autolinks as links', () => {
    expect(repairMdx('Latency <100ms, a < b, x<=y, <- and List<String> but not <Note> or a\\<b.')).toBe(
      'Latency \\<100ms, a \\< b, x\\<=y, \\<- and List\\<String> but not <Note> or a\\<b.',
    );
    expect(repairMdx('See <https://x.dev/a?b=1> or <team@x.dev>.')).toBe(
      'See [https://x.dev/a?b=1](https://x.dev/a?b=1) or [team@x.dev](mailto:team@x.dev).',
    );
    const parsers = createParsers();
    const page = '<Note>Kept.</Note>\n\nLatency <100ms, List<String>, <https://x.dev>.';
    expect(() => parsers.mdx(page)).toThrow();
    expect(() => parsers.mdx(repairMdx(page)!)).not.toThrow();
  });
});

describe('normaliseImportPath', () => {
  it('resolves absolute and relative snippet paths and refuses escapes and packages', () => {
    expect(normaliseImportPath('/snippets/a.mdx', 'guides/x.mdx')).toBe('/snippets/a.mdx');
    expect(normaliseImportPath('./b.mdx', 'guides/x.mdx')).toBe('/guides/b.mdx');
    expect(normaliseImportPath('../snippets/c.mdx', 'guides/deep/x.mdx')).toBe('/guides/snippets/c.mdx');
    expect(normaliseImportPath('../../../etc/passwd', 'x.mdx')).toBe('/etc/passwd');
    expect(normaliseImportPath('react', 'x.mdx')).toBeNull();
    expect(normaliseImportPath('@mintlify/components', 'x.mdx')).toBeNull();
  });
});

describe('urlScheme', () => {
  it('sees schemes the way browsers do', () => {
    expect(urlScheme('JavaScript:alert(1)')).toBe('javascript');
    expect(urlScheme(' java\tscript:x')).toBe('javascript');
    expect(urlScheme('\u0001javascript:x')).toBe('javascript');
    expect(urlScheme('/guides/x')).toBeNull();
    expect(urlScheme('guide:colon-in-path')).toBe('guide');
  });
});

describe('link schemes', () => {
  it('never allow a scheme that runs script or carries a whole document', () => {
    for (const scheme of ['javascript', 'vbscript', 'data', 'file', 'blob', 'about']) {
      expect(SAFE_LINK_SCHEMES.has(scheme), scheme).toBe(false);
      expect(isSafeLinkScheme(scheme), scheme).toBe(false);
    }
    expect(isSafeLinkScheme('https')).toBe(true);
    expect(isSafeLinkScheme('cursor')).toBe(true);
    expect(isSafeLinkScheme('HTTPS')).toBe(false); // urlScheme lowercases first
  });
});

describe('unresolvedHref', () => {
  it('gives a missing target the relative output form an existing one would have', () => {
    expect(unresolvedHref('guides/intro', '/missing')).toBe('../missing.html');
    expect(unresolvedHref('guides/intro', 'sibling#part')).toBe('../guides/sibling.html#part');
    expect(unresolvedHref('guides/intro', '../api/ref/?v=2')).toBe('../api/ref.html?v=2');
    expect(unresolvedHref('guides/intro', '/old.mdx')).toBe('../old.html');
    expect(unresolvedHref('index', '/files/report.pdf')).toBe('files/report.pdf');
    expect(unresolvedHref('index', '/')).toBe('index.html');
    expect(unresolvedHref('index', '/caf%C3%A9 menu')).toBe('caf%C3%A9%20menu.html');
    expect(unresolvedHref('index', '/a\\b')).toBeUndefined();
  });
});

describe('plainText', () => {
  it('reads hast as well as mdast, without comments or raw markup', () => {
    const link: Element = {
      type: 'element',
      tagName: 'a',
      properties: {},
      children: [
        { type: 'text', value: 'Read ' },
        { type: 'comment', value: 'hidden' },
        { type: 'raw', value: '<b>x</b>' },
        { type: 'element', tagName: 'code', properties: {}, children: [{ type: 'text', value: 'more' }] },
      ],
    };
    expect(plainText(link)).toBe('Read more');
  });
});

describe('excerpt', () => {
  it('quotes short code whole, with whitespace collapsed', () => {
    expect(excerpt('  count\n  * 2 ')).toBe('count * 2');
  });
  it('cuts long code at a word boundary, without dangling punctuation, and marks the cut', () => {
    const code = 'getTitle("Connecting your account to the workspace", { locale: "en" })';
    expect(excerpt(code)).toBe('getTitle("Connecting your account to the workspace"…');
    expect(excerpt('x'.repeat(80), 20)).toBe(`${'x'.repeat(19)}…`);
  });
});
