import { describe, expect, test } from 'vitest';
import {
  compileRedirect,
  isExactRedirectSource,
  parseRedirectDestination,
  parseRedirectSource,
  redirectTarget,
} from './index.js';

describe('redirect patterns', () => {
  test('a source is read into literal, placeholder, wildcard and partial-wildcard segments', () => {
    expect(parseRedirectSource('/a%20b/:id/:rest+/concepts-*/*/:tail*/')).toEqual([
      { kind: 'literal', text: 'a%20b', value: 'a b' },
      { kind: 'param', text: ':id', name: 'id', repeat: '' },
      { kind: 'param', text: ':rest+', name: 'rest', repeat: '+' },
      { kind: 'partial', text: 'concepts-*', prefix: 'concepts-', suffix: '' },
      { kind: 'param', text: '*', name: '*', repeat: '*' },
      { kind: 'param', text: ':tail*', name: 'tail', repeat: '*' },
    ]);
    // Not placeholders: a regular-expression suffix, two wildcards in one segment.
    expect(parseRedirectSource('/:id(\\d+)/a*b*')).toEqual([
      { kind: 'literal', text: ':id(\\d+)', value: ':id(\\d+)' },
      { kind: 'literal', text: 'a*b*', value: 'a*b*' },
    ]);
  });

  test('a destination is text with placeholders and wildcards', () => {
    expect(parseRedirectDestination('https://x.example:8443/v/:slug*/article-*#top')).toEqual([
      { kind: 'text', text: 'https://x.example:8443/v/' },
      { kind: 'param', text: ':slug*', name: 'slug' },
      { kind: 'text', text: '/article-' },
      { kind: 'wildcard', text: '*' },
      { kind: 'text', text: '#top' },
    ]);
  });

  test('exact sources have only literal segments', () => {
    expect(isExactRedirectSource('/old/page')).toBe(true);
    expect(isExactRedirectSource('/old/:page')).toBe(false);
    expect(isExactRedirectSource('/old/page-*')).toBe(false);
  });

  test('a matched path is sent to the destination with its captures, each segment percent-encoded', () => {
    const rule = compileRedirect('/old/:slug*', '/guides/:slug*');
    expect(redirectTarget(rule, ['old', 'a b', 'c'])).toBe('/guides/a%20b/c');
    expect(redirectTarget(rule, ['old'])).toBe('/guides');
    expect(redirectTarget(rule, ['new', 'x'])).toBeNull();
    expect(redirectTarget(compileRedirect('/x/:id', 'https://e.test/:id/'), ['x', '7'])).toBe(
      'https://e.test/7/',
    );
  });
});
