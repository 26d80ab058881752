/** Calls of the author's functions, read with their arguments bound and never run (`expression-calls.ts`). */
import { describe, expect, it } from 'vitest';
import { Parser } from 'acorn';
import acornJsx from 'acorn-jsx';
import type { Expression, Node as EsNode } from 'estree';
import { evaluateStatic, NOT_STATIC, type EvaluateOptions, type Lookup } from './expressions.js';
import { parseCodeModule } from './code-module.js';
import { moduleValues, readModule } from './esm.js';
import type { FunctionHome } from './expression-values.js';

const JsxParser = Parser.extend(acornJsx());
const parse = (code: string) =>
  JsxParser.parseExpressionAt(code, 0, { ecmaVersion: 'latest' }) as unknown as Expression;

const scope: Record<string, unknown> = { title: 'Hello', item: { name: 'Widget', tags: ['new'] } };
const lookup: Lookup = (name) => (name in scope ? { found: true, value: scope[name] } : { found: false });

describe("calls of the author's functions", () => {
  /** A snippet's exports, read as `readModule` reads them, then the page's expression in their names. */
  const inModule = (code: string, expression: string, options?: EvaluateOptions) => {
    const values = readModule(parseCodeModule(code)!).values;
    const names: Lookup = (name) =>
      values.has(name) ? { found: true, value: values.get(name) } : lookup(name);
    const JsxParser = Parser.extend(acornJsx());
    const tree = JsxParser.parseExpressionAt(expression, 0, {
      ecmaVersion: 'latest',
    }) as unknown as Expression;
    return evaluateStatic(tree, names, options);
  };
  const strings = `export const strings = {
    useTheSDK: (tool) => \`Use the \${tool} SDK\`,
    startUsing: (tool) => \`Start using \${tool}\`,
    generateKeyInstructions: "Log into Helicone",
  };
  export const greet = (n) => \`Hi \${n}\`;`;

  it("reads a call with literal arguments through a template literal (Helicone's strings)", () => {
    expect(inModule(strings, 'strings.startUsing("LangChain")')).toBe('Start using LangChain');
    expect(inModule(strings, 'strings.useTheSDK("OpenAI")')).toBe('Use the OpenAI SDK');
    expect(inModule(strings, 'greet("there")')).toBe('Hi there');
    expect(inModule(strings, 'greet(title + "!")')).toBe('Hi Hello!');
    expect(inModule(strings, 'strings.generateKeyInstructions')).toBe('Log into Helicone');
    expect(inModule(strings, 'greet?.(3)')).toBe('Hi 3');
  });

  it('reads nested calls, and functions calling others of their module in its names', () => {
    expect(inModule(strings, 'greet(strings.startUsing("it"))')).toBe('Hi Start using it');
    const module = `const prefix = "v";
      export const version = (n) => prefix + n;
      export function label(n, { suffix = "!" } = {}) { const v = version(n); if (!n) return "none"; return v + suffix; }`;
    expect(inModule(module, 'label(2)')).toBe('v2!');
    expect(inModule(module, 'label(0)')).toBe('none');
    expect(inModule(module, 'label(2, { suffix: "?" })')).toBe('v2?');
    // The module's `prefix`, not a name of the page calling it.
    const page: Lookup = (name) => (name === 'prefix' ? { found: true, value: 'page' } : { found: false });
    const values = readModule(parseCodeModule(module)!).values;
    const names: Lookup = (name) =>
      values.has(name) ? { found: true, value: values.get(name) } : page(name);
    expect(evaluateStatic(parse('version(3)'), names)).toBe('v3');
    expect(evaluateStatic(parse('((x, y = x + 1, ...rest) => `${x}${y}${rest.length}`)(1)'), lookup)).toBe(
      '120',
    );
  });

  it('applies a default for a whole destructured parameter when called without it', () => {
    const module = 'export const f = ({ a = 1 } = {}) => a;';
    expect(inModule(module, 'f()')).toBe(1);
    expect(inModule(module, 'f({})')).toBe(1);
    expect(inModule(module, 'f({ a: 2 })')).toBe(2);
    expect(inModule('export const g = ({ a } = { a: 3 }) => a;', 'g()')).toBe(3);
  });

  it('gives JSX a function returns the names the call binds', () => {
    const seen: unknown[] = [];
    const jsx = (node: EsNode, names: Lookup) => {
      const hit = names('label');
      seen.push(hit.found ? hit.value : null);
      return { markup: node.type };
    };
    const module = 'export const Badge = (label) => <b>{label}</b>;';
    expect(inModule(module, 'Badge("new")', { jsx })).toEqual({ markup: 'JSXElement' });
    expect(inModule(module, '[1, 2].map((n) => Badge(n))', { jsx })).toEqual([
      { markup: 'JSXElement' },
      { markup: 'JSXElement' },
    ]);
    expect(seen).toEqual(['new', 1, 2]);
  });

  it("reads a module's functions in its imports too, once `moduleValues` is given them", () => {
    const module = readModule(
      parseCodeModule(`export const t = (x) => strings.startUsing(x);
        export const tagline = strings.startUsing(product);`)!,
    );
    const imported = {
      strings: readModule(parseCodeModule(strings)!).values.get('strings'),
      product: 'Helicone',
    };
    const imports: Lookup = (name) =>
      name in imported ? { found: true, value: imported[name as keyof typeof imported] } : { found: false };
    // In its own names only (how `readModule` reads it) the import is unknown.
    const own = readModule(parseCodeModule(`export const t = (x) => strings.startUsing(x);`)!).values;
    expect(
      evaluateStatic(parse('t("LangChain")'), (n) =>
        own.has(n) ? { found: true, value: own.get(n) } : { found: false },
      ),
    ).toBe(NOT_STATIC);
    const values = moduleValues(module, imports);
    const names: Lookup = (name) =>
      values.has(name) ? { found: true, value: values.get(name) } : { found: false };
    expect(evaluateStatic(parse('t("LangChain")'), names)).toBe('Start using LangChain');
    expect(values.get('tagline')).toBe('Start using Helicone');
  });

  it("gives JSX a module's function returns that module's home, and a callback the caller's", () => {
    const home: FunctionHome = { file: 'snippets/cards.mdx', source: '', components: () => new Map() };
    const module = readModule(
      parseCodeModule(`export const card = (t) => <b>{t}</b>;
        export const each = (items, f) => items.map((i) => [<i />, f(i)]);`)!,
    );
    const values = moduleValues(module, () => ({ found: false }), home);
    const names: Lookup = (name) =>
      values.has(name) ? { found: true, value: values.get(name) } : { found: false };
    const homes: unknown[] = [];
    const jsx = (_node: EsNode, _names: Lookup, at?: FunctionHome) => (homes.push(at?.file ?? 'caller'), 1);
    evaluateStatic(parse('card("x")'), names, { jsx });
    // The module's own callback is in the module; the page's callback, called by it, stays the page's.
    evaluateStatic(parse('each([1], (n) => <u />)'), names, { jsx });
    expect(homes).toEqual(['snippets/cards.mdx', 'snippets/cards.mdx', 'caller']);
  });

  it('stays unknown for an unknown function, argument or body', () => {
    for (const code of [
      'nope("x")',
      'greet(unknownName)',
      'greet(...["x"])',
      'strings.missing("x")',
      'strings.generateKeyInstructions("x")',
    ])
      expect(inModule(strings, code), code).toBe(NOT_STATIC);
    const module = `export const shout = (s) => s.toLocaleUpperCase();
      export const clock = () => Date.now();
      export async function later() { return 1; }
      export function* gen() { yield 1; }
      export function self() { return this; }
      export function args() { return arguments; }
      export function loops(n) { for (;;) {} return n; }`;
    for (const code of ['shout("x")', 'clock()', 'later()', 'gen()', 'self()', 'args()', 'loops(1)'])
      expect(inModule(module, code), code).toBe(NOT_STATIC);
  });

  it("never calls a builtin or a method of a string, array or function beyond expression-builtins.ts's", () => {
    for (const code of [
      '"abc".toLocaleUpperCase()',
      'title.padStart(9)',
      'title.repeat(2)',
      'item.tags.filter((t) => t)',
      'item.tags.concat(["x"])',
      'item.toString()',
      'Math.max(1, 2)',
      'String.fromCharCode(65)',
      'JSON.parse("1")',
      'globalThis.btoa("a")',
      'btoa.call(null, "a")',
      'eval("1")',
      'Function("return 1")()',
      'item.constructor.constructor("return 1")()',
      'greet.call(null, "x")',
      'greet.apply(null, ["x"])',
      'greet.bind(null)("x")',
      'greet.name',
      'strings.useTheSDK.length',
      'fetch("/x")',
    ])
      expect(inModule(strings, code), code).toBe(NOT_STATIC);
  });

  it('never hands a function out as a value', () => {
    for (const code of ['greet', '[greet]', '((f) => f)(greet)', '((...a) => a)(greet)', '"x" + greet'])
      expect(inModule(strings, code), code).toBe(NOT_STATIC);
    expect(inModule(strings, 'typeof greet')).toBe('function');
    expect(inModule(strings, '((f) => f("a"))(greet)')).toBe('Hi a');
  });

  it('stops recursion at the depth cap, and branching recursion at the call budget', () => {
    // The reader has no `-`: a string stands for the count.
    const module = `export const pad = (s, stop) => s === stop ? s : pad(s + "x", stop);
      export const loop = (n) => loop(n);
      export function spin(n) { return spin(n); }
      export const fan = (s) => s === "xxxxxxxxxxxxxxxxxxxx" ? "" : [fan(s + "x"), fan(s + "x"), fan(s + "x"), fan(s + "x"), fan(s + "x"), fan(s + "x")];`;
    expect(inModule(module, 'pad("", "xxx")')).toBe('xxx');
    expect(inModule(module, 'fan("xxxxxxxxxxxxxxxxxxx")')).toEqual(['', '', '', '', '', '']);
    for (const code of [`pad("", "${'x'.repeat(500)}")`, 'loop(1)', 'spin(1)', 'fan("")'])
      expect(inModule(module, code), code).toBe(NOT_STATIC);
  });

  it('stays unknown when calls would build text past MAX_TEXT, however few calls it takes', () => {
    const module = `export const ten = (s) => s + s + s + s + s + s + s + s + s + s;
      export const tenT = (s) => \`\${s}\${s}\${s}\${s}\${s}\${s}\${s}\${s}\${s}\${s}\`;`;
    expect(inModule(module, 'ten(ten("ab"))')).toBe('ab'.repeat(100));
    // Ten calls would make 2 * 10^8 characters: the reader stops past a million.
    for (const fn of ['ten', 'tenT']) {
      const code = `${fn}(${fn}(${fn}(${fn}(${fn}(${fn}(${fn}(${fn}("ab"))))))))`;
      expect(inModule(module, code), code).toBe(NOT_STATIC);
    }
    expect((inModule(module, 'ten(ten(ten(ten(ten("ab")))))') as string).length).toBe(200_000);
  });
});
