import { describe, expect, it } from 'vitest';
import { Redirects } from './redirects.js';
import { parseTarget } from './request-path.js';

const seg = (p: string) => p.split('/').filter(Boolean);

describe('Redirects', () => {
  const r = new Redirects([
    { source: '/old', destination: '/new' },
    { source: '/temp', destination: '/there', permanent: false },
    { source: '/moved', destination: '/here', statusCode: 301 },
    { source: '/blog/:slug*', destination: '/articles/:slug*' },
    { source: '/one/:id', destination: '/items/:id/view' },
    { source: '/api-reference/*', destination: '/api/*' },
    { source: '/ext/:rest+', destination: 'https://example.com/:rest+' },
    { source: '/open/:x*', destination: ':x*' },
  ]);

  it('matches exact sources with 308, 307 or an explicit status', () => {
    expect(r.match(seg('/old'), '')).toEqual({ status: 308, location: '/new' });
    expect(r.match(seg('/temp'), '?a=1')).toEqual({ status: 307, location: '/there?a=1' });
    expect(r.match(seg('/moved'), '')).toEqual({ status: 301, location: '/here' });
    expect(r.match(seg('/old/deeper'), '')).toBeNull();
  });

  it('substitutes :slug*, :id and * wildcards', () => {
    expect(r.match(seg('/blog/2024/hello'), '')?.location).toBe('/articles/2024/hello');
    expect(r.match(seg('/blog'), '')?.location).toBe('/articles');
    expect(r.match(seg('/one/42'), '')?.location).toBe('/items/42/view');
    expect(r.match(seg('/one/42/x'), '')).toBeNull();
    expect(r.match(seg('/api-reference/chat/create'), '')?.location).toBe('/api/chat/create');
    expect(r.match(seg('/ext/a/b'), '')?.location).toBe('https://example.com/a/b');
    expect(r.match(seg('/ext'), '')).toBeNull();
  });

  it('applies partial wildcards inside a segment, substituting what they captured', () => {
    const partial = new Redirects([
      { source: '/articles/concepts-*', destination: '/collections/overview' },
      { source: '/old/article-*', destination: '/new/article-*' },
      { source: '/files/*.html', destination: '/pages/*' },
    ]);
    expect(partial.match(seg('/articles/concepts-getting-started'), '')?.location).toBe(
      '/collections/overview',
    );
    expect(partial.match(seg('/articles/concepts-'), '')?.location).toBe('/collections/overview');
    expect(partial.match(seg('/articles/other'), '')).toBeNull();
    expect(partial.match(seg('/articles/concepts-a/b'), '')).toBeNull();
    expect(partial.match(seg('/old/article-123'), '?x=1')?.location).toBe('/new/article-123?x=1');
    expect(partial.match(seg('/files/intro.html'), '')?.location).toBe('/pages/intro');
    expect(partial.match(seg('/files/intro.htm'), '')).toBeNull();
  });

  it('substitutes each destination token once (a captured "*" is not a wildcard)', () => {
    const once = new Redirects([{ source: '/x/:a/*', destination: '/y/:a/*' }]);
    expect(once.match(['x', 'p*q', 'r'], '')?.location).toBe('/y/p*q/r');
  });

  it('re-encodes captured segments and never produces a protocol-relative Location', () => {
    const t = parseTarget('/open/%2F%2Fevil.com');
    expect(t.ok).toBe(false); // encoded slashes never get this far
    const t2 = parseTarget('/open//evil.com/x');
    expect(t2.ok && r.match(t2.target.segments, '')?.location).toBe('/evil.com/x');
    expect(r.match(['blog', 'a b?c'], '')?.location).toBe('/articles/a%20b%3Fc');
  });

  it('skips malformed rules and reports them', () => {
    const problems: string[] = [];
    const bad = new Redirects(
      [
        { source: 'no-slash', destination: '/x' },
        { destination: '/y' },
        { source: '/ok', destination: '/z' },
      ],
      (m) => problems.push(m),
    );
    expect(bad.size).toBe(1);
    expect(problems).toHaveLength(2);
    expect(new Redirects({ redirects: [{ source: '/a', destination: '/b' }] }).size).toBe(1);
    expect(new Redirects('nonsense').size).toBe(0);
  });
});

describe('parseTarget', () => {
  it.each([
    '/../etc/passwd',
    '/a/../../b',
    '/%2e%2e/secret',
    '/a/%2E%2E/%2e%2e/x',
    '/a%2fb',
    '/a%5cb',
    '/a\\b',
    '/a%00.html',
    '/%E0%A4%A',
    '/./x',
    'relative',
  ])('refuses %s', (url) => {
    expect(parseTarget(url).ok).toBe(false);
  });

  it('splits path, trailing slash and query', () => {
    expect(parseTarget('/guides/intro/?x=1')).toEqual({
      ok: true,
      target: { segments: ['guides', 'intro'], trailingSlash: true, query: '?x=1' },
    });
    expect(parseTarget('/')).toEqual({ ok: true, target: { segments: [], trailingSlash: false, query: '' } });
    expect(parseTarget('/caf%C3%A9')).toEqual({
      ok: true,
      target: { segments: ['café'], trailingSlash: false, query: '' },
    });
  });
});
