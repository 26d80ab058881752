/** docs.json `$ref` includes: resolution, errors naming the file, cycles and confinement. */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { loadSiteConfig } from './index.js';
import { loadError, site } from './config.test-support.js';

describe('$ref includes', () => {
  test('resolve relative to the including file, siblings win over referenced keys', () => {
    const dir = site({
      'docs.json': {
        name: 'A',
        navigation: { $ref: './config/nav.json' },
        redirects: { $ref: 'redirects.json' },
      },
      'config/nav.json': { tabs: [{ $ref: './tab.json', tab: 'Renamed' }] },
      'config/tab.json': { tab: 'Original', pages: ['index'] },
      'redirects.json': [{ source: '/a', destination: '/b' }],
    });
    const { config } = loadSiteConfig(dir);
    expect(config.navigation).toEqual({ tabs: [{ tab: 'Renamed', pages: ['index'] }] });
    expect(config.redirects).toEqual([{ source: '/a', destination: '/b', permanent: true }]);
    expect(config.files).toEqual(['docs.json', 'config/nav.json', 'config/tab.json', 'redirects.json']);
  });

  test('errors inside an included file name that file', () => {
    const dir = site({
      'docs.json': { name: 'A', navigation: { tabs: [{ $ref: './tab.json' }] } },
      'tab.json': { tab: 'T', groups: [{ group: 'G', pages: [null] }] },
    });
    const { config, checker } = loadSiteConfig(dir);
    expect(config.navigation).toBeDefined();
    expect(checker.message(['navigation', 'tabs', 0, 'groups', 0, 'pages', 0], 'x')).toBe(
      'tab.json: navigation.tabs[0].groups[0].pages[0]: x',
    );
  });

  test('cycles are refused with the chain', () => {
    const err = loadError(
      site({
        'docs.json': { name: 'A', navigation: { $ref: './a.json' } },
        'a.json': { tabs: { $ref: './b.json' } },
        'b.json': { $ref: './a.json' },
      }),
    );
    expect(err.code).toBe('CONFIG_REF');
    expect(err.message).toBe('a.json: circular $ref (docs.json -> a.json -> b.json -> a.json)');
  });

  test('a file including itself is a cycle', () => {
    expect(
      loadError(site({ 'docs.json': { name: 'A', navigation: { $ref: './docs.json' } } })).message,
    ).toMatch(/circular \$ref/);
  });

  test('references may not leave the source folder', () => {
    const outside = site({ 'secret.json': { pages: ['x'] } });
    const dir = site({
      'docs.json': { name: 'A', navigation: { $ref: `../${path.basename(outside)}/secret.json` } },
    });
    const err = loadError(dir);
    expect(err.code).toBe('CONFIG_REF');
    expect(err.message).toMatch(/^docs\.json: navigation: \$ref ".*" points outside the source folder$/);
    expect(
      loadError(site({ 'docs.json': { name: 'A', navigation: { $ref: '/etc/passwd' } } })).message,
    ).toMatch(/must be a path relative/);
    expect(
      loadError(site({ 'docs.json': { name: 'A', navigation: { $ref: 'https://example.com/nav.json' } } }))
        .message,
    ).toMatch(/must be a path relative/);
  });

  test('symlinks that leave the source folder are refused', () => {
    const outside = site({ 'nav.json': { pages: ['index'] } });
    const dir = site({ 'docs.json': { name: 'A', navigation: { $ref: './link.json' } } });
    fs.symlinkSync(path.join(outside, 'nav.json'), path.join(dir, 'link.json'));
    expect(loadError(dir).message).toMatch(/points outside the source folder/);
  });

  test('a missing reference names the including file and key', () => {
    const err = loadError(
      site({ 'docs.json': { name: 'A', navigation: { tabs: [{ $ref: './missing.json' }] } } }),
    );
    expect(err.message).toBe('docs.json: navigation.tabs[0]: $ref "./missing.json" not found');
  });
});
