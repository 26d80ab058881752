/** The pure builtins the static evaluator calls on known plain values (`expression-builtins.ts`). */
import { describe, expect, it } from 'vitest';
import { Parser } from 'acorn';
import acornJsx from 'acorn-jsx';
import type { Expression } from 'estree';
import { evaluateStatic, NOT_STATIC, type Lookup } from './expressions.js';
import { markMarkup, MAX_TEXT } from './expression-values.js';
import { parseCodeModule } from './code-module.js';
import { readModule } from './esm.js';
import { createRenderer } from './index.js';
import { createTestContext } from './test-context.js';

const JsxParser = Parser.extend(acornJsx());
const parse = (code: string) =>
  JsxParser.parseExpressionAt(code, 0, { ecmaVersion: 'latest' }) as unknown as Expression;

const scope: Record<string, unknown> = {
  url: 'https://mcp.example.com/v2/mcp',
  name: '  Firecrawl MCP  ',
  tags: ['a', 1, true, null],
  marker: Symbol('children'),
  big: 'x'.repeat(2_000),
  huge: 'x'.repeat(900_000),
  long: 'ab'.repeat(10_001),
};
const names: Lookup = (name) => (name in scope ? { found: true, value: scope[name] } : { found: false });
/** JSX values as the renderer makes them: marked, never data. */
const jsx = () => {
  const value = { jsx: { type: 'text', value: 'x' } };
  markMarkup(value);
  return value;
};
const read = (code: string, lookup: Lookup = names) => evaluateStatic(parse(code), lookup, { jsx });

/** A module's values (`export const ...`) in front of the names above, as a snippet's code sees them. */
function inModule(code: string): Lookup {
  const values = readModule(parseCodeModule(code)!).values;
  return (name) => (values.has(name) ? { found: true, value: values.get(name) } : names(name));
}

describe('builtins on known values', () => {
  it("builds firecrawl's Cursor install link", () => {
    const config = Buffer.from(JSON.stringify({ url: scope.url })).toString('base64');
    expect(
      read('`cursor://anysphere.cursor-deeplink/mcp/install?name=x&config=${btoa(JSON.stringify({ url }))}`'),
    ).toBe(`cursor://anysphere.cursor-deeplink/mcp/install?name=x&config=${config}`);
    expect(read('encodeURIComponent(btoa(JSON.stringify({ url })))')).toBe(encodeURIComponent(config));
    expect(read('atob(btoa("hi"))')).toBe('hi');
  });

  it('calls the URI builtins, String and Number on primitives', () => {
    expect(read('encodeURIComponent("a b&c/é")')).toBe('a%20b%26c%2F%C3%A9');
    expect(read('encodeURI("https://x.dev/a b?q=é")')).toBe('https://x.dev/a%20b?q=%C3%A9');
    expect(read('decodeURIComponent("a%20b")')).toBe('a b');
    expect(read('decodeURI("a%20b")')).toBe('a b');
    expect(read('[String(12), String(null), String(), Number("4.5"), Number(true), Number()]')).toEqual([
      '12',
      'null',
      '',
      4.5,
      1,
      0,
    ]);
  });

  it('stringifies plain data, with a space, as JSON.stringify does', () => {
    expect(read('JSON.stringify({ a: [1, "x", null, true], b: undefined, c: { d: NaN } })')).toBe(
      '{"a":[1,"x",null,true],"c":{"d":null}}',
    );
    expect(read('JSON.stringify({ a: [1] }, null, 2)')).toBe('{\n  "a": [\n    1\n  ]\n}');
    expect(read('JSON.stringify("q\\"")')).toBe('"q\\""');
    expect(read('JSON.stringify(undefined)')).toBe(undefined);
  });

  it("calls a string's and a list's allowed methods", () => {
    expect(read('name.trim().toLowerCase()')).toBe('firecrawl mcp');
    expect(read('name.toUpperCase()')).toBe('  FIRECRAWL MCP  ');
    expect(read('[name.trimStart(), name.trimEnd()]')).toEqual(['Firecrawl MCP  ', '  Firecrawl MCP']);
    expect(read('url.replace("https://", "").replaceAll("/", "-")')).toBe('mcp.example.com-v2-mcp');
    expect(
      read('[url.startsWith("https"), url.endsWith("mcp"), url.includes("v3"), url.slice(8, 11)]'),
    ).toEqual([true, true, false, 'mcp']);
    expect(read('url.split("/")')).toEqual(['https:', '', 'mcp.example.com', 'v2', 'mcp']);
    expect(read('"a-b-c".split("-", 2).join("+")')).toBe('a+b');
    expect(read('tags.join()')).toBe('a,1,true,');
    expect(read('[tags.includes(1), tags.includes("1")]')).toEqual([true, false]);
    expect(read('name?.trim()')).toBe('Firecrawl MCP');
    expect(
      read('missing?.trim()', (n) => (n === 'missing' ? { found: true, value: undefined } : names(n))),
    ).toBe(undefined);
  });
});

describe('what builtins refuse', () => {
  it('never stringifies JSX, a function, a marker, a partial value or a bigint', () => {
    const module = inModule(`export const greet = (s) => s;
      export const mixed = { label: "x", run() { return 1; } };`);
    for (const code of [
      'JSON.stringify(<b />)',
      'JSON.stringify({ icon: <b /> })',
      'JSON.stringify([(x) => x])',
      'JSON.stringify(greet)',
      'JSON.stringify({ greet })',
      'JSON.stringify(mixed)',
      'JSON.stringify(marker)',
      'JSON.stringify({ marker })',
      'JSON.stringify(1n)',
      'JSON.stringify({ a: 1 }, (k, v) => v)',
      'JSON.stringify({ a: 1 }, ["a"])',
      'JSON.stringify({ a: 1 }, null, {})',
    ])
      expect(read(code, module), code).toBe(NOT_STATIC);
  });

  it('is unknown where the builtin throws', () => {
    for (const code of [
      'btoa("日本")',
      'btoa("€")',
      'atob("!!")',
      'decodeURIComponent("%")',
      'decodeURI("%E0%A4%A")',
      'encodeURIComponent("\\uD800")',
    ])
      expect(read(code), code).toBe(NOT_STATIC);
    // Latin-1 is what btoa takes.
    expect(read('btoa("é")')).toBe(btoa('é'));
  });

  it('tests types as a guard does, unknown for an unknown argument', () => {
    expect(read('Array.isArray(tags)')).toBe(true);
    expect(read('Array.isArray(url)')).toBe(false);
    expect(read('Array.isArray(undefined)')).toBe(false);
    expect(read('!Array.isArray(tags) ? "none" : tags.length')).toBe(4);
    expect(read('Array.isArray(x)', (n) => (n === 'x' ? { found: true, value: NOT_STATIC } : names(n)))).toBe(
      NOT_STATIC,
    );
    expect(read('Number.isInteger(4)')).toBe(true);
    expect(read('Number.isFinite("3")')).toBe(false);
  });

  it('takes only the kinds of argument each builtin is for', () => {
    for (const code of [
      'btoa(12)',
      'btoa({})',
      'String({ a: 1 })',
      'String(tags)',
      'String(marker)',
      'Number([1])',
      'encodeURIComponent({})',
      'encodeURIComponent(marker)',
      'url.replace(/x/g, "y")',
      'url.replace("x", (m) => m)',
      'url.replace("mcp", "$&$&")',
      'url.startsWith(/h/)',
      'url.slice("1")',
      'url.split(/\\//)',
      'tags.join(marker)',
      '[{ a: 1 }].join()',
      '[["a"], "b"].join()',
      '[marker].join()',
      '[1, (x) => x].includes(1)',
      'url.toLocaleUpperCase()',
      'url.toLowerCase',
      'url.codePointAt(0)',
      'btoa(...["a"])',
      'btoa(nothing)',
    ])
      expect(read(code), code).toBe(NOT_STATIC);
  });

  it('is unknown past MAX_TEXT or MAX_ITEMS, checked before building', () => {
    for (const code of [
      'btoa(huge)',
      'big.replaceAll("", big)',
      'big.replaceAll("x", big)',
      'huge.replace("x", huge)',
      'long.split("")',
      'long.split("b")',
      '[huge, huge].join()',
      '[big, big, big].join(huge)',
      'JSON.stringify([huge, huge])',
    ])
      expect(read(code), code).toBe(NOT_STATIC);
    expect((read('big.replaceAll("x", "yy")') as string).length).toBe(4_000);
    expect(read('long.split("", 3)')).toEqual(['a', 'b', 'a']);
    // A list holding the same list many times: a few calls, 30^4 rows once written out.
    const module =
      inModule(`export const row = ["${'x'.repeat(30)}", 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29];
      export const m = (a) => a.map(() => a);`);
    expect(read('JSON.stringify(m(m(m(row))))', module)).toBe(NOT_STATIC);
    expect((read('JSON.stringify(m(row))', module) as string).length).toBeLessThan(MAX_TEXT);
  });
});

describe("the author's own names win over the builtins", () => {
  it('calls a shadowing btoa, JSON or method of an object instead', () => {
    const module = inModule(`export const btoa = (s) => "mine:" + s;
      export const JSON = { stringify: (v) => "own" };
      export const text = { trim: () => "trimmed by the author" };
      export const encodeURIComponent = { notCallable: true };`);
    expect(read('btoa("a")', module)).toBe('mine:a');
    expect(read('JSON.stringify({ a: 1 })', module)).toBe('own');
    expect(read('text.trim()', module)).toBe('trimmed by the author');
    expect(read('encodeURIComponent("a b")', module)).toBe(NOT_STATIC);
    // A parameter, or a name a block declares (even before its declaration), is the author's too.
    expect(read('((btoa) => btoa("a"))((s) => s + "!")')).toBe('a!');
    expect(read('((String) => String(1))(() => "p")')).toBe('p');
    const block = inModule(`export function early(s) { const a = btoa(s); const btoa = (x) => x; return a; }
      export function late(s) { const btoa = (x) => x + "?"; return btoa(s); }`);
    expect(read('early("a")', block)).toBe(NOT_STATIC);
    expect(read('late("a")', block)).toBe('a?');
  });

  it("keeps a page's or snippet's own btoa whose value is code, with its warning", async () => {
    const renderer = await createRenderer();
    const render = (source: string, snippets: Record<string, string> = {}) =>
      renderer.render(
        source,
        createTestContext({ srcDir: '/nonexistent-lectern-src', file: 'p.mdx', pages: new Set(), snippets }),
      );
    const own = await render('export const btoa = window.btoa;\n\n{btoa("a")}');
    expect(own.html).toBe('');
    expect(own.diagnostics.map((d) => d.code)).toEqual(['mdx-expression']);
    const imported = await render('import btoa from "base-64";\n\n{btoa("a")}');
    expect(imported.html).toBe('');
    const snippet = await render('import S from "/snippets/s.mdx";\n\n<S />', {
      '/snippets/s.mdx': 'export const btoa = window.btoa;\n\n{btoa("a")} {encodeURIComponent("a b")}',
    });
    expect(snippet.html).toBe('a%20b');
    expect(snippet.diagnostics.map((d) => d.code)).toEqual(['mdx-expression']);
    const helper = await render('import { link } from "/snippets/h.jsx";\n\n{link("a")}', {
      '/snippets/h.jsx': 'const btoa = window.btoa;\nexport const link = (s) => "x:" + btoa(s);',
    });
    expect(helper.diagnostics.map((d) => d.code)).toContain('mdx-expression');
  });
});
