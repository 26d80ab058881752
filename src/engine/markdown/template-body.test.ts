/** Block-bodied function components: which bodies are read as templates, and what one use returns. */
import { describe, expect, it } from 'vitest';
import { Parser } from 'acorn';
import acornJsx from 'acorn-jsx';
import type { Node as EsNode, Program, Statement } from 'estree';
import { evaluateBlock, NOT_STATIC, type Lookup } from './expressions.js';
import { readTemplate } from './templates.js';
import { parseCodeModule } from './code-module.js';
import { readModule } from './esm.js';

const JsxParser = Parser.extend(acornJsx());

/** The function a snippet declares first (`const X = (...) => {...}` or `function X() {...}`). */
function component(code: string): EsNode {
  const program = JsxParser.parse(code, {
    ecmaVersion: 'latest',
    sourceType: 'module',
  }) as unknown as Program;
  const first = program.body[0];
  if (first.type === 'FunctionDeclaration') return first;
  if (first.type === 'VariableDeclaration') return first.declarations[0].init!;
  throw new Error('no component');
}

const isTemplate = (body: string, params = '{ icon, size = 20, children }') =>
  readTemplate(component(`const C = (${params}) => {\n${body}\n};`)) !== null;

describe('block bodies read as templates', () => {
  it('accepts declarations, if guards (with else) and returns', () => {
    expect(
      isTemplate(`
        const icons = { database: (<svg width={size} />), chart: <svg height={size} /> };
        const selectedIcon = icons[icon];
        if (!selectedIcon) { return null; }
        return selectedIcon;`),
    ).toBe(true);
    expect(
      isTemplate('if (icon === "a") return <b />; else if (!icon) { return "none"; } return null;'),
    ).toBe(true);
    expect(isTemplate('let label = `${icon}!`; { const x = label; return x; }')).toBe(true);
    expect(isTemplate('const { icon, size = 1 } = props; return <i>{icon}</i>;', 'props')).toBe(true);
    expect(isTemplate('const items = [1, 2].map((n) => <li>{n}</li>); return <ul>{items}</ul>;')).toBe(true);
    expect(readTemplate(component('function C({ on }) { if (on) return <b />; return null; }'))).not.toBe(
      null,
    );
  });

  it('refuses loops, assignments, hooks and other calls, `var`, and a body that never returns', () => {
    expect(isTemplate('const out = []; for (const x of icon) out.push(<i />); return out;')).toBe(false);
    expect(isTemplate('let n = 0; while (n < 3) n++; return n;')).toBe(false);
    expect(isTemplate('const [open, setOpen] = useState(false); return <div>{children}</div>;')).toBe(false);
    expect(isTemplate('let label = icon; label = "x"; return label;')).toBe(false);
    expect(isTemplate('const n = (size += 1); return n;')).toBe(false);
    expect(isTemplate('const date = new Date(); return <p />;')).toBe(false);
    expect(isTemplate('const label = format(icon); return label;')).toBe(false);
    expect(isTemplate('if (icon) return icon.toLocaleUpperCase(); return null;')).toBe(false);
    expect(isTemplate('var label = icon; return label;')).toBe(false);
    expect(isTemplate('function inner() { return 1; } return <p />;')).toBe(false);
    expect(isTemplate('try { return <p />; } catch { return null; }')).toBe(false);
    expect(isTemplate('const label = icon;')).toBe(false);
  });

  it('leaves a loop or hook component code in its module, so it keeps its warning', () => {
    const module = readModule(
      parseCodeModule(
        'export const Loop = ({ items }) => { const out = []; for (const i of items) out.push(i); return out; };\n' +
          'export const Hook = () => { const [open] = useState(false); return <p>{open}</p>; };\n' +
          'export const Icon = ({ icon }) => { const icons = { a: <b /> }; return icons[icon] ?? null; };\n',
      )!,
    );
    expect([...module.code.keys()].sort()).toEqual(['Hook', 'Loop']);
    expect([...module.templates.keys()]).toEqual(['Icon']);
  });
});

describe('evaluateBlock', () => {
  const jsx = (node: EsNode, names: Lookup) => {
    const hit = names('size');
    return { jsx: node.type, size: hit.found ? hit.value : 'unknown' };
  };
  const run = (body: string, props: Record<string, unknown>) => {
    const fn = component(`const C = () => {\n${body}\n};`) as unknown as { body: { body: Statement[] } };
    const lookup: Lookup = (name) => (name in props ? { found: true, value: props[name] } : { found: false });
    return evaluateBlock(fn.body.body, lookup, { jsx });
  };
  const icons = `
    const icons = { database: <svg />, chart: <svg /> };
    const selectedIcon = icons[icon];
    if (!selectedIcon) { return null; }
    return selectedIcon;`;

  it('picks JSX from a declared object by a prop, seeing the props where the JSX stands', () => {
    expect(run(icons, { icon: 'chart', size: 16 })).toEqual({ jsx: 'JSXElement', size: 16 });
    expect(run(icons, { icon: 'unknown', size: 16 })).toBe(null);
    // A key JavaScript finds on every object is code, not a missing icon.
    expect(run(icons, { icon: 'toString', size: 16 })).toBe(NOT_STATIC);
  });

  it('decides guards and else branches per use, and ends with undefined when nothing returns', () => {
    const body =
      'if (tone === "warning") return "careful"; else if (!tone) { return null; } else { return tone; }';
    expect(run(body, { tone: 'warning' })).toBe('careful');
    expect(run(body, { tone: undefined })).toBe(null);
    expect(run(body, { tone: 'info' })).toBe('info');
    expect(run('if (tone) { return tone; }', { tone: '' })).toBe(undefined);
  });

  it('binds destructured props with defaults, and block names shadow outer ones', () => {
    const props = { props: { label: 'Hi' }, label: 'outer' };
    expect(run('const { label, tone = "info" } = props; return `${tone}:${label}`;', props)).toBe('info:Hi');
    expect(run('{ const label = "inner"; } return label;', props)).toBe('outer');
    expect(run('let label = "mine"; { return label; }', props)).toBe('mine');
  });

  it('is NOT_STATIC when a guard or a declaration needs code for these props', () => {
    expect(run('if (label.length > 3) return "long"; return "short";', { label: 'abc' })).toBe(NOT_STATIC);
    expect(run('const x = missing; return x;', {})).toBe(NOT_STATIC);
    // Read before its declaration: an error in JavaScript, so not the outer name it would shadow.
    expect(run('const a = label; const label = "late"; return a;', { label: 'outer' })).toBe(NOT_STATIC);
  });
});
