/**
 * `api.url`, `api.examples.prefill` / `autogenerate` and `api.params.post` in docs.json: checked by the config
 * normaliser, then passed on to the API renderer.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { contentSettings, featuresFor, renderConfigHash } from '../build/env.js';
import { loadSiteConfig } from '../config/index.js';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'lectern-api-settings-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
let n = 0;

function load(api: unknown) {
  const dir = path.join(root, String(n++));
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(
    path.join(dir, 'docs.json'),
    JSON.stringify({ name: 'A', navigation: { pages: ['index'] }, api }),
  );
  fs.writeFileSync(path.join(dir, 'index.mdx'), '# Home\n');
  const { config, checker } = loadSiteConfig(dir);
  return { config, warnings: checker.warnings.map((w) => w.message) };
}

describe('api.url and api.examples.prefill / autogenerate', () => {
  test('valid values are kept beside their neighbours and reach the renderer settings', () => {
    const { config, warnings } = load({
      url: 'full',
      examples: { languages: ['go'], prefill: true, autogenerate: false },
    });
    expect(warnings).toEqual([]);
    expect(config.api.url).toBe('full');
    expect(config.api.examples).toEqual({ languages: ['go'], prefill: true, autogenerate: false });
    expect(contentSettings(config).api).toMatchObject({
      url: 'full',
      prefill: true,
      autogenerate: false,
      languages: ['go'],
    });
  });

  test('absent, nothing reaches the renderer, which then uses the defaults', () => {
    const { config } = load({ examples: { defaults: 'required' } });
    const api = contentSettings(config).api!;
    expect(api).not.toHaveProperty('url');
    expect(api).not.toHaveProperty('prefill');
    expect(api).not.toHaveProperty('autogenerate');
  });

  test('wrong values are dropped with warnings naming the key path', () => {
    const { config, warnings } = load({ url: 'short', examples: { prefill: 'yes', autogenerate: 0 } });
    expect(config.api.url).toBeUndefined();
    expect(config.api.examples).toEqual({});
    expect(warnings).toEqual([
      'docs.json: api.examples.prefill: expected true or false, got the string "yes"; ignored',
      'docs.json: api.examples.autogenerate: expected true or false, got number 0; ignored',
      'docs.json: api.url: expected one of "full", got the string "short"; ignored',
    ]);
  });

  test('each setting changes the render cache key', () => {
    const hash = (api: unknown) => renderConfigHash(load(api).config, featuresFor('cloud'));
    const base = hash({});
    const keys = [
      hash({ url: 'full' }),
      hash({ examples: { prefill: true } }),
      hash({ examples: { autogenerate: false } }),
    ];
    expect(new Set([base, ...keys]).size).toBe(4);
  });
});

describe('api.params.post', () => {
  test('a list of schema keys is kept, beside expanded, and reaches the renderer settings', () => {
    const { config, warnings } = load({ params: { expanded: 'all', post: ['nullable', ' x-internal '] } });
    expect(warnings).toEqual([]);
    expect(config.api.params).toEqual({ expanded: 'all', post: ['nullable', 'x-internal'] });
    expect(contentSettings(config).api).toMatchObject({
      expanded: 'all',
      postKeys: ['nullable', 'x-internal'],
    });
    expect(load({ params: { post: ['nullable'] } }).config.api.params).toEqual({ post: ['nullable'] });
  });

  test('wrong entries are dropped with warnings naming the key path', () => {
    const { config, warnings } = load({ params: { post: ['nullable', 3, '', 'nullable', { k: 1 }] } });
    expect(config.api.params).toEqual({ post: ['nullable'] });
    expect(warnings).toEqual([
      'docs.json: api.params.post[1]: expected a schema key such as "nullable", got number 3; ignored',
      'docs.json: api.params.post[2]: expected a schema key such as "nullable", got the string ""; ignored',
      'docs.json: api.params.post[3]: "nullable" is listed twice; ignored',
      'docs.json: api.params.post[4]: expected a schema key such as "nullable", got an object; ignored',
    ]);
  });

  test('a value that is not a list is dropped as a whole, and nothing reaches the renderer', () => {
    const { config, warnings } = load({ params: { post: 'nullable' } });
    expect(config.api.params).toBeUndefined();
    expect(warnings).toEqual([
      'docs.json: api.params.post: expected an array, got the string "nullable"; ignored',
    ]);
    expect(contentSettings(config).api).not.toHaveProperty('postKeys');
    expect(load({ params: { post: [] } }).config.api.params).toBeUndefined();
  });
});

describe("mint.json's api.playground.mode in docs.json", () => {
  const display = (playground: unknown) => {
    const { config, warnings } = load({ playground });
    return { display: config.api.playground.display, warnings };
  };

  test('is read as display, mapped as mint.json maps it, without a warning', () => {
    expect(display({ mode: 'show' })).toEqual({ display: 'interactive', warnings: [] });
    expect(display({ mode: 'simple' })).toEqual({ display: 'simple', warnings: [] });
    expect(display({ mode: 'hide', proxy: false })).toEqual({ display: 'none', warnings: [] });
    expect(contentSettings(load({ playground: { mode: 'hide' } }).config).api).toMatchObject({
      playground: 'none',
    });
  });

  test('gives way to display when both are written', () => {
    expect(display({ display: 'simple', mode: 'hide' })).toEqual({ display: 'simple', warnings: [] });
    expect(display({ display: 'auth', mode: 'show' })).toEqual({ display: 'auth', warnings: [] });
  });

  test('an unknown mode is dropped with a warning, leaving the default', () => {
    expect(display({ mode: 'toString' })).toEqual({
      display: 'interactive',
      warnings: [
        'docs.json: api.playground.mode: expected "show", "simple" or "hide", got the string "toString"; ignored',
      ],
    });
  });
});
