import { describe, expect, it } from 'vitest';
import { createHighlighter } from 'shiki';
import type { StateStack } from '@shikijs/vscode-textmate';
import { getCodeHighlighter } from './highlighter.js';
import { LineCache, sameState } from './line-cache.js';

async function jsGrammar() {
  const shiki = await createHighlighter({ themes: ['github-light'], langs: ['javascript'] });
  return shiki.getInternalContext().getLanguage('javascript');
}

/** The state after tokenising `lines` from the start of a block. */
function stateAfter(grammar: Awaited<ReturnType<typeof jsGrammar>>, lines: string[]): StateStack {
  let stack: StateStack | null = null;
  for (const line of lines) stack = grammar.tokenizeLine(line, stack).ruleStack;
  return stack!;
}

describe('tokenizer states', () => {
  it('are the same after different lines that leave the grammar in the same place', async () => {
    const grammar = await jsGrammar();
    const a = stateAfter(grammar, ['const a = 1;', 'function f() {']);
    const b = stateAfter(grammar, ['let id = 42;', 'function g() {']);
    expect(a).not.toBe(b);
    expect(sameState(a, b)).toBe(true);
  });

  it('differ inside a string, a comment or a template from outside one', async () => {
    const grammar = await jsGrammar();
    const plain = stateAfter(grammar, ['const a = 1;']);
    for (const opener of ['const t = `', '/* note', 'const s = `${']) {
      expect(sameState(plain, stateAfter(grammar, [opener])), opener).toBe(false);
    }
    expect(sameState(stateAfter(grammar, ['/* a']), stateAfter(grammar, ['const t = `']))).toBe(false);
  });
});

describe('LineCache', () => {
  it('interns equal end states, so later lines of another block find theirs', async () => {
    const grammar = await jsGrammar();
    const cache = new LineCache<string>();
    const first = cache.set(null, 'x', 'row', stateAfter(grammar, ['function f() {']));
    const second = cache.set(first.end, 'y', 'row', stateAfter(grammar, ['function g() {']));
    expect(second.end).toBe(first.end);
    expect(cache.get(first.end, 'y')?.row).toBe('row');
    expect(cache.get(null, 'y')).toBeUndefined();
  });

  it('forgets everything past its size instead of growing', async () => {
    const grammar = await jsGrammar();
    const cache = new LineCache<number>(3);
    const end = stateAfter(grammar, ['1;']);
    for (let i = 0; i < 3; i++) cache.set(null, `line ${i}`, i, end);
    expect(cache.get(null, 'line 0')?.row).toBe(0);
    cache.set(null, 'line 3', 3, end);
    expect(cache.get(null, 'line 0')).toBeUndefined();
    expect(cache.get(null, 'line 3')?.row).toBe(3);
  });
});

describe('highlighting with remembered lines', () => {
  it('colours the same line by the context it is in, in either order', async () => {
    const blocks = [
      'const t = `\nreturn value;\n`;',
      'function f() {\nreturn value;\n}',
      '/*\nreturn value;\n*/',
    ];
    const reference = await createHighlighter({
      themes: ['github-light', 'github-dark'],
      langs: ['javascript'],
    });
    const expected = blocks.map((code) =>
      JSON.stringify(
        reference.codeToHast(code, {
          lang: 'javascript',
          themes: { light: 'github-light', dark: 'github-dark' },
          defaultColor: false,
        }).children[0],
      ),
    );
    expect(new Set(expected).size).toBe(3);
    for (const order of [
      [0, 1, 2],
      [2, 1, 0],
      [1, 0, 2, 1, 0],
    ]) {
      // The thread's highlighter, and so its remembered lines, is shared: later orders read lines that
      // earlier ones remembered, in other contexts.
      const hl = await getCodeHighlighter({ light: 'github-light', dark: 'github-dark' });
      await hl.prepare(['```javascript\n```']);
      for (const i of order)
        expect(JSON.stringify(hl.highlight(blocks[i], hl.language('javascript'))), `${order}`).toBe(
          expected[i],
        );
    }
  });
});
