import { describe, expect, test } from 'vitest';
import type { SiteConfig } from '../config/index.js';
import type { Diagnostic } from '../types.js';
import { Redirects } from '../../serve/index.js';
import type { PageEntry } from '../nav/index.js';
import { hostRedirect, netlifyRedirects, shadowedRedirects } from './site-files.js';

function config(redirects: SiteConfig['redirects']): SiteConfig {
  return { sourceFile: 'docs.json', redirects } as SiteConfig;
}

describe('_redirects in the hosts’ syntax', () => {
  test('Mintlify wildcards become splats, placeholders stay', () => {
    expect(hostRedirect('/beta/:slug*', '/v2/:slug*')).toEqual({
      source: '/beta/*',
      destination: '/v2/:splat',
    });
    expect(hostRedirect('/api-reference/*', '/api/*')).toEqual({
      source: '/api-reference/*',
      destination: '/api/:splat',
    });
    expect(hostRedirect('/blog/:slug*', 'https://acme.dev/blog/:slug*')).toEqual({
      source: '/blog/*',
      destination: 'https://acme.dev/blog/:splat',
    });
    expect(hostRedirect('/docs/:version/:page', '/v/:version/:page#top')).toEqual({
      source: '/docs/:version/:page',
      destination: '/v/:version/:page#top',
    });
    expect(hostRedirect('/a/*', '/b')).toEqual({ source: '/a/*', destination: '/b' });
    // A destination without its leading slash is site-relative, as lectern serve reads it; `//` never
    // reaches a host (it would be another site).
    expect(hostRedirect('/apps/pagerduty', 'monitor-data/pagerduty')).toEqual({
      source: '/apps/pagerduty',
      destination: '/monitor-data/pagerduty',
    });
    expect(hostRedirect('/x', '//evil.example/y')).toEqual({ source: '/x', destination: '/evil.example/y' });
    expect(hostRedirect('/plain', 'https://x.example:8443/y')).toEqual({
      source: '/plain',
      destination: 'https://x.example:8443/y',
    });
  });

  test('forms the hosts cannot express are refused with the reason', () => {
    expect(hostRedirect('/articles/concepts-*', '/collections/overview')).toHaveProperty('reason');
    expect(hostRedirect('/old/article-*', '/new/article-*')).toHaveProperty('reason');
    expect(hostRedirect('/a/:rest*/edit', '/b/:rest*')).toHaveProperty('reason');
    expect(hostRedirect('/a/:id(\\d+)', '/b/:id')).toHaveProperty('reason');
    expect(hostRedirect('/a/x', '/b/:missing')).toHaveProperty('reason');
    expect(hostRedirect('/a/x', '/b/*')).toHaveProperty('reason');
    // `*` in the destination is only what a bare `*` captured (lectern serve gives nothing for `:slug*`).
    expect(hostRedirect('/a/:slug*', '/b/*')).toHaveProperty('reason');
    // A splat would also match `/old` itself, which `:rest+` (one or more segments) does not.
    expect(hostRedirect('/old/:rest+', '/new/:rest')).toEqual({
      reason: '":rest+" needs at least one segment, and the hosts\' splat also matches none',
    });
    expect(hostRedirect('/articles/concepts-*', '/x')).toEqual({
      reason: 'the wildcard in "concepts-*" matches part of a path segment',
    });
  });

  test('every rule left out of _redirects is one lectern serve applies from redirects.json', () => {
    const rules = [
      { source: '/articles/concepts-*', destination: '/collections/overview' },
      { source: '/old/article-*', destination: '/new/article-*' },
      { source: '/a/:rest*/edit', destination: '/b/:rest*' },
      { source: '/old/:rest+', destination: '/new/:rest' },
    ];
    for (const r of rules) expect(hostRedirect(r.source, r.destination)).toHaveProperty('reason');
    const serve = new Redirects(rules);
    expect(serve.match(['articles', 'concepts-getting-started'], '')?.location).toBe('/collections/overview');
    expect(serve.match(['old', 'article-123'], '')?.location).toBe('/new/article-123');
    expect(serve.match(['a', 'x', 'y', 'edit'], '')?.location).toBe('/b/x/y');
    expect(serve.match(['old', 'p', 'q'], '')?.location).toBe('/new/p/q');
    expect(serve.match(['old'], '')).toBeNull();
  });

  test('rules written to _redirects mean what lectern serve does with them', () => {
    const rules = [
      { source: '/beta/:slug*', destination: '/v2/:slug*' },
      { source: '/docs/:version/:page', destination: '/v/:version/:page' },
      { source: '/api-reference/*', destination: '/api/*' },
    ];
    const serve = new Redirects(rules);
    for (const r of rules) expect(hostRedirect(r.source, r.destination)).not.toHaveProperty('reason');
    expect(serve.match(['beta', 'a', 'b'], '')?.location).toBe('/v2/a/b');
    expect(serve.match(['docs', '1', 'intro'], '')?.location).toBe('/v/1/intro');
    expect(serve.match(['api-reference', 'chat', 'create'], '')?.location).toBe('/api/chat/create');
  });

  test('the file keeps the order and status codes, writes a rule once, and warns for each rule left out', () => {
    const diagnostics: Diagnostic[] = [];
    const text = netlifyRedirects(
      config([
        { source: '/old-intro', destination: '/guides/intro', permanent: true },
        { source: '/old-intro/', destination: '/guides/intro', permanent: true },
        { source: '/articles/concepts-*', destination: '/collections/overview', permanent: true },
        { source: '/blog/:slug*', destination: 'https://acme.dev/blog/:slug*', permanent: false },
      ]),
      diagnostics,
    );
    expect(text).toBe('/old-intro /guides/intro 308\n/blog/* https://acme.dev/blog/:splat 307\n');
    expect(diagnostics).toHaveLength(1);
    expect(diagnostics[0]).toMatchObject({
      severity: 'warning',
      code: 'REDIRECT_NOT_PORTABLE',
      file: 'docs.json',
    });
    expect(diagnostics[0].message).toContain('/articles/concepts-*');
    expect(diagnostics[0].message).toContain('lectern serve still applies it from redirects.json');
  });
});

describe('redirects a page shadows', () => {
  test('warn when an exact source is a page the site builds, folder and root index included', () => {
    const pages = ['features/ai', 'guides/index', 'index', 'other'].map((path) => ({ path }) as PageEntry);
    const rule = (source: string) => ({ source, destination: '/elsewhere', permanent: true });
    const diagnostics: Diagnostic[] = [];
    shadowedRedirects(
      config([rule('/features/ai'), rule('/guides/'), rule('/'), rule('/gone'), rule('/other/:slug*')]),
      pages,
      diagnostics,
    );
    expect(diagnostics.map((d) => [d.code, d.message.split(' never')[0]])).toEqual([
      ['REDIRECT_SHADOWED', 'redirect "/features/ai" -> "/elsewhere"'],
      ['REDIRECT_SHADOWED', 'redirect "/guides/" -> "/elsewhere"'],
      ['REDIRECT_SHADOWED', 'redirect "/" -> "/elsewhere"'],
    ]);
    expect(diagnostics[0].message).toContain('"features/ai" is a page of the site');
  });
});
