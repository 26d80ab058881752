/**
 * The GFM variants must give exactly remark-gfm's tree (positions aside): checked on real pages, on our
 * fixtures, and on generated text made of the pieces the gating rules are about (URLs, emails, pipes and
 * every character that means something next to them).
 */
import { describe, expect, it } from 'vitest';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMath from 'remark-math';
import { fromMarkdown } from 'mdast-util-from-markdown';
import type { Root } from 'mdast';
import { gfmSyntaxFor, mayHoldLiteral } from './gfm-syntax.js';
import { createParsers } from './parse.js';

const corpus =
  process.env.LECTERN_CORPUS ?? join(import.meta.dirname, '../../../../shared/corpus/mintlify-docs');
const fixtures = join(import.meta.dirname, 'fixtures');

const reference = {
  mdx: unified()
    .use(remarkParse)
    .use(remarkMdx)
    .use(remarkFrontmatter, ['yaml'])
    .use(remarkGfm)
    .use(remarkMath),
  markdown: unified().use(remarkParse).use(remarkFrontmatter, ['yaml']).use(remarkGfm).use(remarkMath),
};
const parsers = createParsers();

/** The tree as JSON without positions, or the error message when the source does not parse. */
function shape(parse: (source: string) => unknown, source: string): string {
  try {
    return JSON.stringify(parse(source), (key, value: unknown) => (key === 'position' ? undefined : value));
  } catch (error) {
    return `error: ${(error as Error).message}`;
  }
}

function expectSameTrees(source: string): void {
  expect(shape(parsers.mdx, source), source).toBe(shape((s) => reference.mdx.parse(s), source));
  expect(shape(parsers.markdown, source), source).toBe(shape((s) => reference.markdown.parse(s), source));
}

function files(dir: string, ext: RegExp): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && ext.test(e.name) && !e.parentPath.includes('node_modules'))
    .map((e) => join(e.parentPath, e.name));
}

describe('gfmSyntaxFor', () => {
  it('tries table heads only above lines that could be delimiter rows', () => {
    const heads = (source: string) => [...gfmSyntaxFor(source).tableHeads];
    expect(heads('# Title\n\nText | more.\nAnd more.')).toEqual([]);
    expect(heads('Intro\n\na | b\n--- | ---\nc | d')).toEqual([3]);
    // A one-column table needs no pipe; quotes and list items keep their prefixes; CRLF is one line end.
    expect(heads('a\r\n-:')).toEqual([1]);
    expect(heads('> | a |\n> | - |')).toEqual([1]);
    expect(heads('- item\n\n  | a |\n  | :-: |')).toEqual([3]);
  });

  it('asks for autolink literal syntax only where a literal holds a significant character', () => {
    expect(
      gfmSyntaxFor('See [the docs](https://x.dev/docs/start) or www.x.dev, a@b.dev.').autolinkLiterals,
    ).toBe(false);
    expect(gfmSyntaxFor('See https://x.dev/_private_ now').autolinkLiterals).toBe(true);
    expect(gfmSyntaxFor('Run `curl https://x.dev`').autolinkLiterals).toBe(true);
    expect(gfmSyntaxFor('Mail first_last@x.dev').autolinkLiterals).toBe(true);
    expect(gfmSyntaxFor('www.x.dev/a*b*').autolinkLiterals).toBe(true);
    // Where the extension and mdast-util-gfm disagree: a host without a dot, a literal after a slash.
    expect(gfmSyntaxFor('Open http://localhost:3000').autolinkLiterals).toBe(true);
    expect(gfmSyntaxFor('x/a@b.dev').autolinkLiterals).toBe(true);
  });
});

describe('mayHoldLiteral', () => {
  // Trees as the parser hands them to the finder: CommonMark's, before any literal became a link.
  const before = (source: string) => fromMarkdown(source);
  it('runs the literal finder only for text outside links that holds what its patterns need', () => {
    expect(mayHoldLiteral(before('See [the docs](https://x.dev) and `a@b.dev`.'))).toBe(false);
    expect(mayHoldLiteral(before('[www.x.dev][ref] [a@b.dev](/x)\n\n[ref]: https://x.dev'))).toBe(false);
    expect(mayHoldLiteral(before('Write to a@b.dev'))).toBe(true);
    expect(mayHoldLiteral(before('*see HTTPS://x.dev*'))).toBe(true);
    expect(mayHoldLiteral(before('> - Open WWW.x.dev'))).toBe(true);
    const card: Root = {
      type: 'root',
      children: [
        {
          type: 'mdxJsxFlowElement',
          name: 'Card',
          attributes: [],
          children: [{ type: 'paragraph', children: [{ type: 'text', value: 'mailto:a@b.dev' }] }],
        },
      ],
    };
    expect(mayHoldLiteral(card)).toBe(true);
  });
});

describe('the GFM variants give remark-gfm trees', () => {
  it('on every fixture', () => {
    const inputs = files(fixtures, /\.mdx?$/);
    expect(inputs.length).toBeGreaterThan(20);
    for (const file of inputs) expectSameTrees(readFileSync(file, 'utf8'));
  });

  it.skipIf(!existsSync(corpus))(
    'on the pages of the Mintlify corpus',
    () => {
      const pages = files(corpus, /\.mdx$/);
      expect(pages.length).toBeGreaterThan(100);
      let lighter = 0;
      pages.forEach((file, i) => {
        const source = readFileSync(file, 'utf8');
        const syntax = gfmSyntaxFor(source);
        if (!syntax.autolinkLiterals) lighter++;
        // Every fourth page (as MDX) keeps the test quick.
        if (i % 4 === 0)
          expect(shape(parsers.mdx, source), file).toBe(shape((s) => reference.mdx.parse(s), source));
      });
      // The point: most real pages need no autolink literal syntax.
      expect(lighter).toBeGreaterThan(pages.length / 2);
    },
    // Parses a quarter of the corpus twice: about 10 s alone, over a minute on a machine busy with builds.
    180_000,
  );

  it('on generated text around URLs, emails and pipes', () => {
    const piece = fc.constantFrom(
      'https://',
      'http://',
      'www.',
      'WWW.',
      'x.dev',
      'a.b.co',
      '/path',
      'mailto:',
      'xmpp:',
      '@',
      'user',
      'first.last+tag',
      '_',
      '*',
      '**',
      '~',
      '~~',
      '`',
      '[',
      ']',
      '(',
      ')',
      '](',
      '![',
      '\\',
      '&amp;',
      '&#64;',
      '<',
      '>',
      '{',
      '}',
      '$',
      '|',
      '- ',
      '-',
      ':',
      ':-',
      '-:',
      '---',
      '.',
      ',',
      '?',
      '!',
      '#',
      '> ',
      '1. ',
      '[^1]',
      '[ ] ',
      'word',
      'localhost',
      ':3000',
      '1',
      'é',
      '-x',
      '.x',
      "'",
      '"',
      ';',
      ' ',
      '\n',
      '\t',
    );
    const line = fc.array(piece, { maxLength: 14 }).map((parts) => parts.join(''));
    const doc = fc.array(line, { minLength: 1, maxLength: 6 }).map((lines) => lines.join('\n'));
    fc.assert(
      fc.property(doc, (source) => {
        expectSameTrees(source);
      }),
      { numRuns: 4000 },
    );
  }, 180_000);
});
