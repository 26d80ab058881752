/** Frontmatter YAML that js-yaml (Mintlify) reads and the `yaml` package alone refuses. */
import { describe, expect, test } from 'vitest';
import { indentQuotedContinuations, parseFrontmatterYamlText } from './lenient-yaml.js';
import { readFrontmatter as rendererFrontmatter } from './markdown/index.js';
import { readFrontmatter as navFrontmatter } from './nav/index.js';

// Formbricks' api-reference/rest-api.mdx: the description's text starts on an unindented line.
const FORMBRICKS = [
  '---',
  'title: "REST API"',
  'icon: "code"',
  'description: "',
  'Formbricks provides two APIs: the Public Client API and the Management API."',
  '---',
  '',
  'Body.',
].join('\n');

describe('quoted scalars continued on unindented lines', () => {
  test('both frontmatter readers keep the whole block', () => {
    const expected = {
      title: 'REST API',
      icon: 'code',
      // The opening line break folds to a space, as in js-yaml.
      description: ' Formbricks provides two APIs: the Public Client API and the Management API.',
    };
    expect(navFrontmatter(FORMBRICKS)).toEqual(expected);
    expect(rendererFrontmatter(FORMBRICKS)).toEqual(expected);
  });

  test('single quotes, escapes, blank lines and nested keys', () => {
    const yaml = [
      "title: 'It''s",
      "two lines'",
      'meta:',
      '  note: "a \\" quote',
      'and more',
      '',
      'after a blank"',
      'after: 1',
    ].join('\n');
    expect(parseFrontmatterYamlText(yaml)).toEqual({
      title: "It's two lines",
      meta: { note: 'a " quote and more\nafter a blank' },
      after: 1,
    });
  });

  test('text needing no repair is left alone; what stays broken keeps its warning', () => {
    expect(indentQuotedContinuations('title: "one line"\nicon: x')).toBeNull();
    expect(indentQuotedContinuations('title: "open\n  indented"')).toBeNull();
    // The error thrown is the one about the text as written, for the renderer's warning.
    expect(() => parseFrontmatterYamlText('title: "never closed\nicon: x\n')).toThrow(
      /^Missing closing "quote/,
    );
  });
});
