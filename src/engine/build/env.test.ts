import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { loadSiteConfig } from '../config/index.js';
import { buildSite } from '../index.js';
import { contentSettings, featuresFor } from './env.js';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'lectern-env-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

function site(name: string, docs: Record<string, unknown>, files: Record<string, string>): string {
  const dir = path.join(root, name);
  for (const [file, text] of Object.entries({
    'docs.json': JSON.stringify({ name: 'T', colors: { primary: '#112233' }, ...docs }),
    ...files,
  })) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

let sites = 0;
/** The content settings of a site whose docs.json sets only `styling.codeblocks`. */
function codeSettings(codeblocks: unknown) {
  const dir = site(
    `codeblocks-${sites++}`,
    { navigation: { pages: ['index'] }, styling: { codeblocks } },
    {},
  );
  return contentSettings(loadSiteConfig(dir).config);
}

describe('content settings from docs.json', () => {
  test('styling.codeblocks: system, dark, a single theme by its mode, separate themes follow the site', () => {
    const mode = (codeblocks: unknown) => codeSettings(codeblocks).codeblocks;
    expect(mode(undefined)).toBe('system');
    expect(mode('dark')).toBe('dark');
    expect(mode('dracula')).toBe('dark');
    expect(mode('github-light')).toBe('light');
    expect(mode({ theme: 'min-light' })).toBe('light');
    expect(mode({ theme: { light: 'github-light', dark: 'dracula' } })).toBe('system');
    // Not a mode or theme: dropped with a warning by the config (config.test.ts), so the site's mode.
    expect(mode('no-such-theme')).toBe('system');
  });

  test('styling.codeblocks theme names become the Shiki themes code is coloured with', () => {
    const themes = (codeblocks: unknown) => codeSettings(codeblocks).codeThemes;
    expect(themes(undefined)).toBeUndefined();
    expect(themes('dark')).toBeUndefined();
    expect(themes('github-dark')).toBeUndefined();
    expect(themes('dracula')).toEqual({ light: 'dracula', dark: 'dracula' });
    expect(themes({ theme: 'min-light' })).toEqual({ light: 'min-light', dark: 'min-light' });
    expect(themes({ theme: { light: 'one-light', dark: 'dracula' } })).toEqual({
      light: 'one-light',
      dark: 'dracula',
    });
  });

  test('api settings are read and passed on; the playground is a deployment feature, its display a content setting', () => {
    const dir = site(
      'settings',
      {
        navigation: { pages: ['index'] },
        styling: { codeblocks: 'dark' },
        api: {
          playground: { display: 'simple' },
          examples: { languages: ['go', 'python'], defaults: 'required' },
          params: { expanded: 'all' },
          mdx: { server: 'https://api.acme.com', auth: { method: 'key', name: 'x-api-key' } },
        },
      },
      { 'index.mdx': '# Home\n' },
    );
    const { config } = loadSiteConfig(dir);
    expect(contentSettings(config)).toEqual({
      codeblocks: 'dark',
      islandRuntime: expect.stringMatching(/^_lectern\/islands\/runtime\.[0-9a-f]{10}\.js$/),
      api: {
        playground: 'simple',
        languages: ['go', 'python'],
        defaults: 'required',
        expanded: 'all',
        server: ['https://api.acme.com'],
        auth: { method: 'key', name: 'x-api-key' },
      },
    });
    expect(featuresFor('cloud')).toEqual({ search: true, apiPlayground: true });
    expect(featuresFor('client-hosted')).toEqual({ search: true, apiPlayground: true });
    expect(featuresFor('air-gapped')).toEqual({ search: true, apiPlayground: false });
  });

  test('api.playground.credentials takes effect only when requests are not proxied', () => {
    const credentials = (playground: object) =>
      contentSettings(
        loadSiteConfig(
          site(`credentials-${sites++}`, { navigation: { pages: ['index'] }, api: { playground } }, {}),
        ).config,
      ).api?.credentials;
    expect(credentials({ credentials: true, proxy: false })).toBe(true);
    // Mintlify: "Has no effect when proxy is true" (its default).
    expect(credentials({ credentials: true })).toBeUndefined();
    expect(credentials({ proxy: false })).toBeUndefined();
  });

  test('a manual API page gets its header and form in a build, the form only where the deployment allows it', async () => {
    const dir = site(
      'manual',
      {
        navigation: { pages: ['create-user', 'status'] },
        api: { mdx: { server: 'https://api.acme.com', auth: { method: 'bearer' } } },
      },
      {
        'create-user.mdx':
          '---\ntitle: Create user\napi: POST /v1/users\n---\n\n<ParamField body="email" type="string" required>Email.</ParamField>\n',
        'status.mdx':
          '---\ntitle: Status\napi: GET https://status.acme.com/v1\nplayground: simple\n---\n\nUp.\n',
      },
    );
    const cloud = path.join(root, 'out-cloud');
    await buildSite({ srcDir: dir, outDir: cloud, threads: 1 });
    const page = fs.readFileSync(path.join(cloud, 'create-user.html'), 'utf8');
    expect(page).toContain('<span class="lectern-method lectern-method-post method-pill">POST</span>');
    // One server: the header shows the path (api.url is not `full`); the form starts with the server.
    expect(page).toContain('<code class="lectern-api-path">/v1/users</code>');
    expect(page).toContain('value="https://api.acme.com"');
    expect(page).toContain('<lectern-playground');
    expect(page).toContain('name="Authorization"');
    // `playground: simple`: the header bar copies the endpoint.
    expect(fs.readFileSync(path.join(cloud, 'status.html'), 'utf8')).toContain(
      'aria-label="Copy endpoint" data-lectern-copy="" data-lectern-copy-text="https://status.acme.com/v1"',
    );

    const airGapped = path.join(root, 'out-air');
    await buildSite({ srcDir: dir, outDir: airGapped, threads: 1, deploymentType: 'air-gapped' });
    const offline = fs.readFileSync(path.join(airGapped, 'create-user.html'), 'utf8');
    expect(offline).toContain('lectern-api-header');
    expect(offline).not.toContain('<lectern-playground');
  }, 120_000);
});
