/** The conditions templates branch on, read statically with JavaScript's semantics and never run. */
import { describe, expect, it } from 'vitest';
import { Parser } from 'acorn';
import type { Expression, Node as EsNode } from 'estree';
import {
  evaluateBinding,
  evaluateStatic,
  NOT_STATIC,
  type EvaluateOptions,
  type Lookup,
} from './expressions.js';
import { jsxValue } from './templates.js';

const parse = (code: string) =>
  Parser.parseExpressionAt(code, 0, { ecmaVersion: 'latest' }) as unknown as Expression;

const scope: Record<string, unknown> = {
  title: 'Hello',
  empty: '',
  zero: 0,
  three: 3,
  off: false,
  nothing: null,
  missing: undefined,
  item: { name: 'Widget', tags: ['new'], owner: null },
};
const lookup = (name: string) =>
  name in scope ? { found: true as const, value: scope[name] } : { found: false as const };
const evaluate = (code: string, options?: EvaluateOptions) => evaluateStatic(parse(code), lookup, options);

describe('conditions', () => {
  it('uses JavaScript truthiness for !, && and ||', () => {
    for (const name of ['empty', 'zero', 'off', 'nothing', 'missing']) {
      expect(evaluate(`!${name}`), name).toBe(true);
      expect(evaluate(`${name} && "x"`), name).toBe(scope[name]);
      expect(evaluate(`${name} || "fallback"`), name).toBe('fallback');
    }
    for (const name of ['title', 'three', 'item']) {
      expect(evaluate(`!${name}`), name).toBe(false);
      expect(evaluate(`${name} && "x"`), name).toBe('x');
    }
    expect(evaluate('title || "fallback"')).toBe('Hello');
    expect(evaluate('!!title')).toBe(true);
  });
  it('falls back with ?? only on null and undefined', () => {
    expect(evaluate('nothing ?? "a"')).toBe('a');
    expect(evaluate('missing ?? "a"')).toBe('a');
    expect(evaluate('empty ?? "a"')).toBe('');
    expect(evaluate('zero ?? "a"')).toBe(0);
  });
  it('picks a ternary branch', () => {
    expect(evaluate('title ? "yes" : "no"')).toBe('yes');
    expect(evaluate('empty ? "yes" : null')).toBe(null);
    expect(evaluate('three > 1 ? `${three} items` : "one"')).toBe('3 items');
  });
  it('compares primitives', () => {
    expect(evaluate('title === "Hello"')).toBe(true);
    expect(evaluate('title !== "Hello"')).toBe(false);
    expect(evaluate('missing == null')).toBe(true);
    expect(evaluate('zero != null')).toBe(true);
    expect(evaluate('three >= 3')).toBe(true);
    expect(evaluate('"a" < "b"')).toBe(true);
    expect(evaluate('item === undefined')).toBe(false);
  });
  it('reads member access, optional chains included', () => {
    expect(evaluate('item.name && item.tags[0]')).toBe('new');
    expect(evaluate('item.owner?.name')).toBe(undefined);
    expect(evaluate('item.owner?.name.first')).toBe(undefined);
    expect(evaluate('missing?.a.b ?? "none"')).toBe('none');
    expect(evaluate('item?.name')).toBe('Widget');
  });
  it('reads only the side that is taken, so code in the other one does not matter', () => {
    expect(evaluate('empty && fetch("x")')).toBe('');
    expect(evaluate('title || fetch("x")')).toBe('Hello');
    expect(evaluate('off ? run() : "safe"')).toBe('safe');
  });
  it('refuses conditions that need running code', () => {
    for (const code of [
      'unknown && "x"',
      'fetch() ? "a" : "b"',
      'title && fetch()',
      'item === item',
      'item == "x"',
      'item < 3',
      'three < "4"',
      'three * 2 > 1',
      'title instanceof Object',
      '"name" in item',
      'missing.name',
      'item.owner.name',
    ]) {
      expect(evaluate(code), code).toBe(NOT_STATIC);
    }
  });
  it('keeps a partial value usable in a condition without handing it out', () => {
    const strings = evaluateBinding(parse('{ heading: "Hi", greet: (n) => n }'), lookup);
    const bound = (name: string) =>
      name === 'strings' ? { found: true as const, value: strings } : lookup(name);
    const use = (code: string) => evaluateStatic(parse(code), bound);
    expect(use('strings && strings.heading')).toBe('Hi');
    expect(use('!strings')).toBe(false);
    // A function is truthy, but never handed out.
    expect(use('strings.greet && "x"')).toBe('x');
    expect(use('strings.greet || "x"')).toBe(NOT_STATIC);
    expect(use('strings || "x"')).toBe(NOT_STATIC);
  });
  it('gives JSX the value the caller makes of it, only for the branch taken', () => {
    // acorn without its JSX plugin: stand a JSX node in for the identifier `JSX`.
    const withJsx = (code: string) => {
      const tree = parse(code);
      const swap = (node: unknown): void => {
        if (!node || typeof node !== 'object') return;
        for (const [key, child] of Object.entries(node)) {
          if ((child as EsNode | null)?.type === 'Identifier' && (child as { name: string }).name === 'JSX')
            (node as Record<string, unknown>)[key] = { type: 'JSXElement' };
          else swap(child);
        }
      };
      swap(tree);
      return tree;
    };
    const made: unknown[] = [];
    const jsx = (node: EsNode) => {
      made.push(node);
      return { markup: true };
    };
    expect(evaluateStatic(withJsx('title && JSX'), lookup, { jsx })).toEqual({ markup: true });
    expect(evaluateStatic(withJsx('empty && JSX'), lookup, { jsx })).toBe('');
    expect(evaluateStatic(withJsx('off ? JSX : null'), lookup, { jsx })).toBe(null);
    expect(made).toHaveLength(1);
    expect(evaluateStatic(withJsx('title && JSX'), lookup)).toBe(NOT_STATIC);
  });
});

describe('typeof', () => {
  it('names the JavaScript type of a known value', () => {
    expect(evaluate('typeof title')).toBe('string');
    expect(evaluate('typeof three')).toBe('number');
    expect(evaluate('typeof off')).toBe('boolean');
    expect(evaluate('typeof missing')).toBe('undefined');
    expect(evaluate('typeof nothing')).toBe('object');
    expect(evaluate('typeof item')).toBe('object');
    expect(evaluate('typeof item.tags')).toBe('object');
    expect(evaluate('typeof item.owner?.name')).toBe('undefined');
    expect(evaluate('typeof 1n')).toBe('bigint');
    expect(evaluate('1n === "1"')).toBe(false);
    expect(evaluate('`${1n}` + 2n')).toBe('12');
    const fn = () => 'never called';
    const withFn = (name: string) => (name === 'fn' ? { found: true as const, value: fn } : lookup(name));
    expect(evaluateStatic(parse('typeof fn'), withFn)).toBe('function');
  });
  it('decides the checks snippets branch on', () => {
    expect(evaluate('typeof title === "string" ? title : "none"')).toBe('Hello');
    expect(evaluate('typeof missing === "string" ? missing : "none"')).toBe('none');
    expect(evaluate('typeof three !== "number" || three > 2')).toBe(true);
    expect(evaluate('!(typeof item === "object" && item !== null)')).toBe(false);
  });
  it('stays unknown on a value that is not known', () => {
    const children = Symbol('children marker');
    const bound = (name: string) =>
      name === 'children' ? { found: true as const, value: children } : lookup(name);
    for (const code of ['typeof unknown', 'typeof fetch()', 'typeof unknown === "undefined"']) {
      expect(evaluate(code), code).toBe(NOT_STATIC);
    }
    expect(evaluateStatic(parse('typeof children === "string"'), bound)).toBe(NOT_STATIC);
    const strings = evaluateBinding(parse('{ heading: "Hi", greet: (n) => n }'), lookup);
    const partial = (name: string) =>
      name === 'strings' ? { found: true as const, value: strings } : lookup(name);
    expect(evaluateStatic(parse('typeof strings === "object"'), partial)).toBe(true);
    expect(evaluateStatic(parse('typeof strings.greet'), partial)).toBe('function');
  });
});

describe('list.map', () => {
  const bound = (name: string) =>
    name === 'links'
      ? { found: true as const, value: [{ label: 'A', href: '/a' }, { label: 'B' }] }
      : lookup(name);
  const use = (code: string) => evaluateStatic(parse(code), bound);
  it('reads the callback once per item, with destructured parameters, defaults and the index', () => {
    expect(use('links.map((link) => link.label)')).toEqual(['A', 'B']);
    expect(use('links.map(({ label, href = "#" }, i) => { return i + label + href; })')).toEqual([
      '0A/a',
      '1B#',
    ]);
    expect(use('item.tags.map(function (tag) { return tag; })')).toEqual(['new']);
    expect(use('missing?.map((x) => x)')).toBe(undefined);
    // A block body of the kind templates have (`template-body.ts`).
    expect(use('links.map((link) => { const x = link.label; if (!x) return null; return x; })')).toEqual([
      'A',
      'B',
    ]);
  });
  it('gives JSX in the callback the names the callback binds', () => {
    const seen: unknown[] = [];
    const jsx = (_node: EsNode, names: Lookup) => {
      const hit = names('link');
      seen.push(hit.found ? (hit.value as { label: string }).label : null);
      return { markup: true };
    };
    const tree = parse('links.map((link) => JSX)');
    (tree as unknown as { arguments: Array<{ body: unknown }> }).arguments[0].body = { type: 'JSXElement' };
    expect(evaluateStatic(tree, bound, { jsx })).toEqual([{ markup: true }, { markup: true }]);
    expect(seen).toEqual(['A', 'B']);
  });
  it('is code for any other call, a callback doing more than a template body, or an unknown list', () => {
    expect(use('links.map((link) => link.label.toLocaleUpperCase())')).toBe(NOT_STATIC);
    expect(use('links.filter((link) => link.href)')).toBe(NOT_STATIC);
    expect(use('links.map(({ ...rest }) => rest)')).toBe(NOT_STATIC);
    expect(use('links.map((link) => { let n = 0; n++; return n; })')).toBe(NOT_STATIC);
    expect(use('missing.map((x) => x)')).toBe(NOT_STATIC);
    expect(use('title.map((x) => x)')).toBe(NOT_STATIC);
  });
});

describe('member lookups', () => {
  it('reads a computed key from a known value, as JavaScript turns it into a string', () => {
    expect(evaluate('item[title === "Hello" ? "name" : "tags"]')).toBe('Widget');
    expect(evaluate('item.tags[zero]')).toBe('new');
    expect(evaluate('item[nothing]')).toBe(undefined);
    expect(evaluate('item["owner"]')).toBe(null);
    expect(evaluate('item.tags.length')).toBe(1);
  });
  it('is code for an inherited member, an unknown key, or a key that is not a primitive', () => {
    expect(evaluate('item.toString')).toBe(NOT_STATIC);
    expect(evaluate('item[`constructor`]')).toBe(NOT_STATIC);
    expect(evaluate('item.tags.map')).toBe(NOT_STATIC);
    expect(evaluate('item[unknown]')).toBe(NOT_STATIC);
    expect(evaluate('item[item]')).toBe(NOT_STATIC);
  });
  it('never looks into a JSX value, which is content rather than data', () => {
    const icon = jsxValue({ type: 'JSXFragment', children: [] } as unknown as EsNode)!;
    const names: Lookup = (name) => (name === 'icon' ? { found: true, value: icon } : lookup(name));
    expect(evaluateStatic(parse('icon.jsx'), names)).toBe(NOT_STATIC);
    expect(evaluateStatic(parse('!icon'), names)).toBe(false);
  });
});
