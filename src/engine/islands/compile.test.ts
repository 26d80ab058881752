import { describe, expect, it } from 'vitest';
import { IslandCompiler, IslandError, type ReadSource } from './compile.js';
import { buildEntry, isPlainData } from './entry.js';

const RUNTIME = '_lectern/islands/runtime.abc.js';

/** Snippets by import path; `./x.jsx` resolves beside the importing file. */
function files(map: Record<string, string>): ReadSource {
  return (specifier, fromFile) => {
    const dir = fromFile.includes('/') ? fromFile.slice(0, fromFile.lastIndexOf('/')) : '';
    const rest = specifier.replace(/^\.\//, '');
    const path = specifier.startsWith('/') ? specifier : dir ? `/${dir}/${rest}` : `/${rest}`;
    return map[path] === undefined ? null : { path, source: map[path] };
  };
}

describe('island modules', () => {
  it('compiles JSX to runtime calls and imports what Mintlify gives snippets unimported', () => {
    const source = `export const Counter = () => {
  const [n, setN] = useState(0);
  return <Badge><button onClick={() => setN(n + 1)}>{n}</button><Chart /></Badge>;
};`;
    const { rel, files: out } = new IslandCompiler(RUNTIME).compile(
      '/snippets/counter.jsx',
      source,
      files({}),
    );
    expect(rel).toMatch(/^_lectern\/islands\/counter\.[0-9a-f]{10}\.js$/);
    const code = out[out.length - 1].contents;
    expect(code).toContain('from "./runtime.abc.js"');
    expect(code).toMatch(/import \{[^}]*\buseState\b[^}]*\bBadge\b[^}]*\}/);
    // A component nothing defines renders its children instead of throwing in the reader's browser.
    expect(code).toContain('const Chart = __lecternMissing("Chart");');
    expect(code).toContain('__lecternH(');
    expect(code).not.toContain('<button');
  });

  it("keeps the module's own bindings and points react and other snippets at compiled modules", () => {
    const read = files({
      '/snippets/data/plans.js': 'export const plans = ["Free"];',
    });
    const source = `import React, { useState } from "react";
import { plans } from "./data/plans.js";
const Badge = ({ children }) => <b>{children}</b>;
export const Picker = () => { const [p] = useState(plans[0]); return <Badge>{p}</Badge>; };`;
    const compiled = new IslandCompiler(RUNTIME).compile('/snippets/picker.jsx', source, read);
    expect(compiled.files.map((f) => f.rel)).toEqual([
      expect.stringMatching(/plans\.[0-9a-f]{10}\.js$/),
      compiled.rel,
    ]);
    const code = compiled.files[1].contents;
    expect(code).toContain('from "./runtime.abc.js";\nimport { plans } from "./plans.');
    expect(code).toContain('import React, { useState } from "./runtime.abc.js"');
    // Its own Badge and its imported useState are not imported again from the runtime.
    expect(code.split('\n')[0]).not.toMatch(/\bBadge\b|\buseState\b/);
  });

  it('reads TypeScript snippets', () => {
    const source =
      'export const Hi = ({ who }: { who: string }) => { const n: number = 1; return <p>{who}{n}</p>; };';
    const { files: out } = new IslandCompiler(RUNTIME).compile('/snippets/hi.tsx', source, files({}));
    expect(out[0].contents).not.toContain(': string');
  });

  it('refuses what cannot load offline: packages, Markdown snippets, cycles, syntax errors', () => {
    const compiler = new IslandCompiler(RUNTIME);
    expect(() =>
      compiler.compile('/a.jsx', 'import x from "recharts"; export const A = x;', files({})),
    ).toThrow(/imports "recharts", which cannot be loaded in the browser/);
    const cycle = files({
      '/b.jsx': 'import { a } from "./a.jsx"; export const b = a;',
      '/a.jsx': 'import { b } from "./b.jsx"; export const a = 1;',
    });
    expect(() =>
      compiler.compile('/a.jsx', 'import { b } from "./b.jsx"; export const a = 1;', cycle),
    ).toThrow(/imports itself/);
    expect(() => compiler.compile('/c.jsx', 'export const C = () => <div>', files({}))).toThrow(IslandError);
  });
});

describe('island modules and other hosts', () => {
  const compile = (source: string) => () =>
    new IslandCompiler(RUNTIME).compile('/snippets/w.jsx', source, files({}));

  it('refuses a module that would load a script, a stylesheet or data from another host', () => {
    expect(
      compile(`export const W = () => { useEffect(() => { const s = document.createElement("script");
  s.src = "https://widget.example.com/v1/embed.js"; document.head.append(s); }, []); return <div />; };`),
    ).toThrow('snippets/w.jsx loads https://widget.example.com/v1/embed.js from another host');
    expect(
      compile('export const W = () => { fetch(`https://api.example.com/items?q=${1}`); return null; };'),
    ).toThrow(/loads https:\/\/api\.example\.com\/items\?q=… from another host/);
    expect(compile('export const W = () => { import("//cdn.example.com/x"); return null; };')).toThrow(
      /loads \/\/cdn\.example\.com\/x/,
    );
  });

  it('keeps links to other hosts and XML namespaces, which load nothing', () => {
    expect(
      compile(`export const W = () => <a href="https://github.com/example/repo">
  <svg xmlns="http://www.w3.org/2000/svg" /></a>;`),
    ).not.toThrow();
  });
});

describe('island entries', () => {
  const compiler = new IslandCompiler(RUNTIME);
  const read = files({
    '/snippets/list.jsx': 'export const List = ({ items }) => <ul>{items.map((i) => <li>{i}</li>)}</ul>;',
  });
  const base = {
    name: 'List',
    hasChildren: false,
    file: 'index.mdx',
    imports: [{ local: 'List', imported: 'List', path: '/snippets/list.jsx' }],
    readSource: (path: string) => read(path, '')?.source ?? null,
    resolve: read,
  };

  it("keeps the attributes' expressions as code and gives the server's plain values as JSON", () => {
    const entry = buildEntry(
      {
        ...base,
        attributes: [
          { type: 'mdxJsxAttribute', name: 'title', value: 'Plans' },
          { type: 'mdxJsxAttribute', name: 'open', value: null },
          {
            type: 'mdxJsxAttribute',
            name: 'items',
            value: { type: 'mdxJsxAttributeValueExpression', value: 'names.map((n) => n.toUpperCase())' },
          },
        ],
        lookup: (name) => (name === 'names' ? { found: true, value: ['a', 'b'] } : { found: false }),
      },
      compiler,
      RUNTIME,
    );
    const code = entry.files[entry.files.length - 1].contents;
    expect(entry.rel).toMatch(/List-island\.[0-9a-f]{10}\.js$/);
    expect(code).toContain('import { List as List } from "./list.');
    expect(code).toContain('const names = ["a","b"];');
    expect(code).toContain('title: "Plans"');
    expect(code).toContain('open: true');
    expect(code).toContain('names.map((n) => n.toUpperCase())');
    // `n` is the arrow's own parameter, `toUpperCase` a property: neither is looked up.
    expect(code).not.toContain('const n ');
  });

  it('registers, as SVG, the icons its code and data name as literals', () => {
    const icons = files({
      '/snippets/icons.jsx':
        'export const Row = ({ items }) => <Card icon="bolt">{items.map((i) => <Icon icon={i.icon} />)}</Card>;',
    });
    const entry = buildEntry(
      {
        ...base,
        name: 'Row',
        imports: [{ local: 'Row', imported: 'Row', path: '/snippets/icons.jsx' }],
        readSource: (path: string) => icons(path, '')?.source ?? null,
        resolve: icons,
        attributes: [
          {
            type: 'mdxJsxAttribute',
            name: 'items',
            value: { type: 'mdxJsxAttributeValueExpression', value: 'rows' },
          },
        ],
        lookup: (name) =>
          name === 'rows' ? { found: true, value: [{ icon: 'star' }, { icon: 'nope' }] } : { found: false },
        iconSvg: (name) => (name === 'nope' ? null : `<svg data-name="${name}"></svg>`),
      },
      compiler,
      RUNTIME,
    );
    const code = entry.files[entry.files.length - 1].contents;
    expect(code).toMatch(/^import \{[^}]*__lecternIcons[^}]*\}/);
    expect(code).toContain(
      '__lecternIcons({"bolt":"<svg data-name=\\"bolt\\"></svg>","star":"<svg data-name=\\"star\\"></svg>"});',
    );
  });

  it("declares no browser, JavaScript or runtime name, even where the server's lookup answers every name", () => {
    const entry = buildEntry(
      {
        ...base,
        attributes: [
          {
            type: 'mdxJsxAttribute',
            name: 'items',
            value: {
              type: 'mdxJsxAttributeValueExpression',
              value: 'label ? [JSON.stringify(label), window.location.href, <Icon icon="x" />] : []',
            },
          },
        ],
        // A snippet's scope: a prop not passed reads as empty, whatever the name.
        lookup: (name) => ({ found: true, value: name === 'label' ? 'Plans' : undefined }),
      },
      compiler,
      RUNTIME,
    );
    const code = entry.files[entry.files.length - 1].contents;
    expect(code).toContain('const label = "Plans";');
    expect(code).not.toMatch(/const (JSON|window|Icon|children|__lecternH) =/);
    expect(code).toMatch(/^import \{[^}]*\bIcon\b[^}]*\} from "\.\/runtime\.abc\.js";/);
  });

  it('refuses a component not from a JavaScript snippet, and values that are not plain data', () => {
    expect(() =>
      buildEntry(
        { ...base, name: 'Other', attributes: [], lookup: () => ({ found: false }) },
        compiler,
        RUNTIME,
      ),
    ).toThrow(/not imported from a JavaScript snippet/);
    const fn = () => 1;
    expect(() =>
      buildEntry(
        {
          ...base,
          attributes: [
            {
              type: 'mdxJsxAttribute',
              name: 'items',
              value: { type: 'mdxJsxAttributeValueExpression', value: 'f' },
            },
          ],
          lookup: () => ({ found: true, value: fn }),
        },
        compiler,
        RUNTIME,
      ),
    ).toThrow(/not plain data/);
    expect(isPlainData({ a: [1, 'x', null, { b: true }] })).toBe(true);
    expect(isPlainData({ a: Symbol('x') })).toBe(false);
    expect(isPlainData(new Date())).toBe(false);
    expect(isPlainData(Infinity)).toBe(false);
  });
});
