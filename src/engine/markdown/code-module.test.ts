/** JavaScript snippet files read as one module: every top-level statement, whatever the blank lines. */
import { describe, expect, it } from 'vitest';
import type { Program } from 'estree';
import { parseCodeModule } from './code-module.js';
import { readModule } from './esm.js';

describe('parseCodeModule', () => {
  it('reads helpers and exports, with or without blank lines between them', () => {
    const tree = parseCodeModule(
      'const Lane = ({ title }) => <h3>{title}</h3>;\nexport const Lanes = () => <Lane title="a" />;\n\nconst n = 1;\nexport { n as count };\n',
    )!;
    const esm = tree.children[0] as { data?: { estree?: Program } };
    expect(esm.data?.estree?.body).toHaveLength(4);
    const module = readModule(tree);
    expect([...module.templates.keys()].sort()).toEqual(['Lane', 'Lanes']);
    expect(module.values.get('count')).toBe(1);
    expect([...module.locals].sort()).toEqual(['Lane', 'n']);
    expect([...module.exported!].sort()).toEqual(['Lanes', 'count']);
  });
  it('leaves what acorn cannot read (TypeScript) to the MDX reading', () => {
    expect(parseCodeModule('export const n: number = 1;')).toBeNull();
  });
});
