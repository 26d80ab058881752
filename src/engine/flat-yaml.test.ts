import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parse } from 'yaml';
import { parseFlatYaml } from './flat-yaml.js';

describe('parseFlatYaml', () => {
  it('reads key: scalar lines as YAML does', () => {
    expect(
      parseFlatYaml('title: "Quick start"\nicon: rocket\nsidebarTitle: Start\nhidden: true\nweight: 3'),
    ).toEqual({
      title: 'Quick start',
      icon: 'rocket',
      sidebarTitle: 'Start',
      hidden: true,
      weight: 3,
    });
  });

  it('leaves anything it is not sure of to YAML', () => {
    for (const block of [
      'a: yes',
      'a: b: c',
      'a: x #c',
      'a:\n  b: 1',
      'a: |\n  x',
      'a: 0x1F',
      'a: .inf',
      'a: 1\na: 2',
    ])
      expect(parseFlatYaml(block), block).toBeNull();
  });

  it('never disagrees with YAML (core schema) when it answers', () => {
    const key = fc.constantFrom('title', 'description', 'icon', 'mode', 'openapi', 'tag', 'a.b', 'x-y', '_k');
    const value = fc.oneof(
      fc.constantFrom(
        'true',
        'false',
        'True',
        'yes',
        'no',
        'on',
        'null',
        '~',
        'Null',
        '0',
        '-1',
        '+2',
        '1.5',
        '.5',
        '1e3',
        '0x1F',
        '0o7',
        '.inf',
        '-.Inf',
        '.nan',
        '2024-01-01',
        '12:30',
        '"quoted \\" text"',
        "'it''s'",
        "'bad'x",
        '[1, "a"]',
        '{"a": 1}',
        '[1, 2',
        'a # b',
        'a#b',
        'GET /users/{id}',
        'x: y',
        '- item',
        '*ref',
        '&anchor',
        '!tag x',
        '@at',
        '`tick',
        '%pct',
        '?q',
        ',c',
        '"unterminated',
        "'",
        'plain words',
        'wide-mode',
      ),
      fc.string({ maxLength: 12 }),
    );
    const line = fc
      .tuple(key, fc.constantFrom(':', ': ', ':  ', ' : '), value)
      .map(([k, sep, v]) => `${k}${sep}${v}`);
    const block = fc
      .array(fc.oneof(line, fc.constantFrom('', '# comment', '  ')), { maxLength: 6 })
      .map((l) => l.join('\n'));
    fc.assert(
      fc.property(block, (text) => {
        const flat = parseFlatYaml(text);
        if (flat === null) return;
        let yaml: unknown;
        try {
          yaml = parse(text, { schema: 'core' }) ?? {};
        } catch {
          throw new Error(`answered for text YAML refuses: ${JSON.stringify(text)}`);
        }
        expect(flat, JSON.stringify(text)).toEqual(yaml);
      }),
      { numRuns: 5000 },
    );
  });
});
