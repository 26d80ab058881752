/** Custom heading ids: the escape before parsing and the step that moves ids from text to heading data. */
import { describe, expect, it } from 'vitest';
import type { Heading, Root } from 'mdast';
import { escapeHeadingIds } from './heading-id.js';
import { createParsers, parseSource } from './parse.js';
import { plainText } from './text.js';

describe('escapeHeadingIds', () => {
  it('escapes a trailing {#id} on ATX headings of every level, keeping lines', () => {
    const source = '# One {#one}\n\n## Two {#two}  \n###### Six{#six}\n';
    const escaped = escapeHeadingIds(source)!;
    expect(escaped).toBe('# One \\{#one\\}\n\n## Two \\{#two\\}  \n###### Six\\{#six\\}\n');
    expect(escaped.split('\n').length).toBe(source.split('\n').length);
  });

  it('escapes headings indented in components and in blockquotes, and keeps CRLF', () => {
    expect(escapeHeadingIds('<Tab>\r\n    ### In a tab {#in-tab}\r\n</Tab>')).toBe(
      '<Tab>\r\n    ### In a tab \\{#in-tab\\}\r\n</Tab>',
    );
    expect(escapeHeadingIds('> ## Quoted {#quoted}')).toBe('> ## Quoted \\{#quoted\\}');
  });

  it('escapes setext headings', () => {
    expect(escapeHeadingIds('Title {#t}\n===\n\nSub {#s}\n---')).toBe(
      'Title \\{#t\\}\n===\n\nSub \\{#s\\}\n---',
    );
  });

  it('escapes an earlier {#...} on the line as well, outside code spans, so the line stays MDX', () => {
    expect(escapeHeadingIds('## Title {#a} {#b}')).toBe('## Title \\{#a\\} \\{#b\\}');
    expect(escapeHeadingIds('## Use `{#a}` here {#b}')).toBe('## Use `{#a}` here \\{#b\\}');
    expect(escapeHeadingIds('## Already \\{#a} {#b}')).toBe('## Already \\{#a} \\{#b\\}');
  });

  it('leaves code fences, the frontmatter and what is not a heading alone', () => {
    for (const source of [
      '```mdx\n## In a fence {#x}\n```',
      '~~~~\n## In a fence {#x}\n~~~\n## Still in it {#y}\n~~~~',
      '<Tab>\n  ```\n  ## Indented fence {#x}\n  ```\n</Tab>',
      '---\ntitle: A {#x}\n---\n\nBody',
      'A paragraph {#x}',
      '##{#x}',
      '## Code at the end `{#x}`',
      '## Nested {#a{b}}',
      'No ids at all',
    ])
      expect(escapeHeadingIds(source), source).toBeNull();
    expect(escapeHeadingIds('```\ncode\n```\n## After {#after}')).toBe(
      '```\ncode\n```\n## After \\{#after\\}',
    );
  });
});

describe('parseSource with heading ids', () => {
  const parsers = createParsers();
  const headings = (tree: Root) => tree.children.filter((node): node is Heading => node.type === 'heading');

  it('parses as MDX and carries the id on the heading, out of its text', () => {
    const source = "import X from '/x.mdx';\n\n## Clave secreta {#secret-key}\n\n<Note>Hi</Note>\n";
    const parsed = parseSource(parsers, source, 'page.mdx');
    expect(parsed.mdx).toBe(true);
    expect(parsed.diagnostics).toEqual([]);
    const [heading] = headings(parsed.tree);
    expect(plainText(heading)).toBe('Clave secreta');
    expect(heading.data?.customId).toBe('secret-key');
    expect(parsed.tree.data?.headingIds).toEqual(['secret-key']);
  });

  it('does the same in the plain Markdown fallback', () => {
    const parsed = parseSource(parsers, 'A <Tip> never closed.\n\n### Deep **bold** {#deep}\n', 'page.mdx');
    expect(parsed.mdx).toBe(false);
    const [heading] = headings(parsed.tree);
    expect(plainText(heading)).toBe('Deep bold');
    expect(heading.data?.customId).toBe('deep');
  });

  it('keeps an id it refuses as text, with a warning, and the page as MDX', () => {
    const parsed = parseSource(parsers, '<Note>Hi</Note>\n\n## Title {#has space}\n', 'page.mdx');
    expect(parsed.mdx).toBe(true);
    const [heading] = headings(parsed.tree);
    expect(plainText(heading)).toBe('Title {#has space}');
    expect(heading.data?.customId).toBeUndefined();
    expect(parsed.diagnostics).toMatchObject([{ code: 'heading-id', line: 3 }]);
  });

  it('with two ids, takes the last as the id and keeps the earlier one as text (nothing lost)', () => {
    const parsed = parseSource(parsers, '<Note>Hi</Note>\n\n## Title {#a} {#b}\n', 'page.mdx');
    // Not the plain Markdown fallback: the `<Note>` stays a component.
    expect(parsed.mdx).toBe(true);
    expect(parsed.diagnostics).toEqual([]);
    const [heading] = headings(parsed.tree);
    expect(plainText(heading)).toBe('Title {#a}');
    expect(heading.data?.customId).toBe('b');
  });

  it('reserves the ids of <Heading id> elements with those of {#id}', () => {
    const source = '## A {#a}\n\n<Heading id="b">B</Heading>\n\n<Heading id="not valid">C</Heading>\n';
    expect(parseSource(parsers, source, 'page.mdx').tree.data?.headingIds).toEqual(['a', 'b']);
    const only = parseSource(parsers, '<Heading level={3} id="x">X</Heading>\n', 'page.mdx');
    expect(only.tree.data?.headingIds).toEqual(['x']);
  });

  it('leaves a heading with literal braces in code as it is', () => {
    const parsed = parseSource(parsers, '## Write `{#id}`\n', 'page.mdx');
    expect(headings(parsed.tree)[0].data?.customId).toBeUndefined();
  });
});
