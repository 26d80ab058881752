import { describe, expect, test } from 'vitest';
import { loadSiteConfig } from './index.js';
import { loadError, nav, site } from './config.test-support.js';

describe('loading docs.json', () => {
  test('normalises a full configuration', () => {
    const { config, checker } = loadSiteConfig(
      site({
        'docs.json': {
          name: 'Acme',
          description: 'Docs',
          theme: 'mint',
          colors: { primary: '#112233', light: '#445566' },
          logo: { light: '/logo/light.svg', dark: '/logo/dark.svg', href: 'https://acme.dev' },
          favicon: '/favicon.svg',
          navbar: {
            links: [
              { label: 'Support', href: 'mailto:a@b.c' },
              { type: 'github', href: 'https://github.com/acme' },
            ],
            primary: { type: 'button', label: 'Start', href: '/start' },
          },
          footer: {
            socials: { x: 'https://x.com/acme' },
            links: [{ header: 'More', items: [{ label: 'Blog', href: 'https://acme.dev/blog' }] }],
          },
          banner: { content: 'New!', dismissible: true },
          appearance: { default: 'dark', strict: true },
          fonts: {
            family: 'Inter',
            source: '/fonts/inter.woff2',
            format: 'woff2',
            heading: { family: 'Serif', source: 'https://fonts.example.com/serif.woff2' },
          },
          seo: { metatags: { canonical: 'https://acme.dev/docs', 'og:locale': 'en_US' }, indexing: 'all' },
          errors: { '404': { redirect: false, title: 'Lost', description: 'Go [home](/)' } },
          api: {
            openapi: ['/openapi.json', { source: 'v2.yaml', directory: 'v2' }],
            playground: { display: 'simple' },
            mdx: { auth: { method: 'bearer' } },
          },
          redirects: [
            { source: '/old', destination: '/new' },
            { source: '/blog/:slug*', destination: 'https://acme.dev/blog/:slug*', permanent: false },
          ],
          icons: { library: 'lucide' },
          navigation: nav,
        },
      }),
    );
    expect(config).toMatchObject({
      sourceFile: 'docs.json',
      name: 'Acme',
      description: 'Docs',
      colors: { primary: '#112233', light: '#445566' },
      logo: { light: '/logo/light.svg', dark: '/logo/dark.svg', href: 'https://acme.dev' },
      favicon: { light: '/favicon.svg', dark: '/favicon.svg' },
      navbar: {
        links: [
          { label: 'Support', href: 'mailto:a@b.c' },
          { label: 'Github', href: 'https://github.com/acme', type: 'github' },
        ],
        primary: { type: 'button', label: 'Start', href: '/start' },
      },
      banner: { content: 'New!', dismissible: true, type: 'info' },
      appearance: { default: 'dark', strict: true },
      seo: { indexing: 'all', metatags: { canonical: 'https://acme.dev/docs' } },
      errors: { notFound: { redirect: false, title: 'Lost', description: 'Go [home](/)' } },
      api: {
        openapi: [{ source: '/openapi.json' }, { source: 'v2.yaml', directory: 'v2' }],
        playground: { display: 'simple', proxy: true },
      },
      redirects: [
        { source: '/old', destination: '/new', permanent: true },
        { source: '/blog/:slug*', destination: 'https://acme.dev/blog/:slug*', permanent: false },
      ],
      icons: { library: 'lucide' },
    });
    // Remote fonts would make pages depend on another host: dropped with a warning naming the key.
    expect(config.fonts).toEqual({
      family: 'Inter',
      source: '/fonts/inter.woff2',
      format: 'woff2',
      // Marked, so the build does not ask Google Fonts for it instead.
      heading: { family: 'Serif', sourceDropped: true },
    });
    expect(checker.warnings.map((w) => w.message)).toEqual([
      'docs.json: fonts.heading.source: remote font "https://fonts.example.com/serif.woff2" dropped; serve font files from the docs folder instead',
    ]);
  });

  test('reader-visible settings: banner colour, background, search prompt, eyebrows', () => {
    const { config, checker } = loadSiteConfig(
      site({
        'docs.json': {
          name: 'A',
          navigation: nav,
          banner: { content: 'Hi', type: 'critical', color: '#AA0000' },
          background: {
            color: { light: '#F8FAFC', dark: 'navy' },
            decoration: 'grid',
            image: { light: '/bg.png', dark: 'https://cdn.test/bg.png' },
          },
          search: { prompt: 'Search Acme...' },
          styling: { eyebrows: 'breadcrumbs', codeblocks: 'dark' },
        },
      }),
    );
    expect(config.banner).toEqual({
      content: 'Hi',
      dismissible: false,
      type: 'critical',
      color: { light: '#AA0000', dark: '#AA0000' },
    });
    expect(config.background).toEqual({ color: { light: '#F8FAFC' }, decoration: 'grid' });
    expect(config.search).toEqual({ prompt: 'Search Acme...' });
    expect(config.styling).toEqual({ eyebrows: 'breadcrumbs', codeblocks: 'dark' });
    expect(checker.warnings.map((w) => w.message)).toEqual([
      'docs.json: background.color.dark: expected a hex colour such as "#16A34A", got the string "navy"; ignored',
      'docs.json: background.image: remote background images are not fetched; serve the image from the docs folder instead',
    ]);
    const bad = loadSiteConfig(
      site({
        'docs.json': {
          name: 'A',
          navigation: nav,
          styling: { eyebrows: 'chapter' },
          banner: { content: 'x', color: { dark: '#000' } },
        },
      }),
    );
    expect(bad.config.styling).toEqual({});
    expect(bad.config.banner?.color).toEqual({ light: '#000', dark: '#000' });
    expect(bad.checker.warnings.map((w) => w.message)).toEqual([
      'docs.json: styling.eyebrows: expected one of "section", "breadcrumbs", got the string "chapter"; ignored',
    ]);
  });

  test('defaults', () => {
    const { config } = loadSiteConfig(site({ 'docs.json': { name: 'A', navigation: nav } }));
    expect(config.icons.library).toBe('fontawesome');
    expect(config.appearance).toEqual({ default: 'system', strict: false });
    expect(config.seo).toEqual({ metatags: {}, indexing: 'navigable' });
    expect(config.errors.notFound.redirect).toBe(true);
    expect(config.redirects).toEqual([]);
  });

  test('a redirect to itself is dropped and one to a source file goes to the page (Prefect)', () => {
    const { config, checker } = loadSiteConfig(
      site({
        'docs.json': {
          name: 'A',
          navigation: nav,
          redirects: [
            { source: '/latest/integrations', destination: '/latest/integrations/' },
            { source: '/latest/faq', destination: '/latest/resources/whats-new.mdx#faq' },
            { source: '/docs/:slug*', destination: '/docs/:slug*' },
            { source: '/spec', destination: 'https://example.com/spec.md' },
          ],
        },
      }),
    );
    expect(checker.warnings.map((w) => `${w.code}: ${w.message}`)).toEqual([
      'CONFIG_IGNORED: docs.json: redirects[0]: "/latest/integrations" redirects to itself, which never ends; ignored',
      'REDIRECT_TO_SOURCE_FILE: docs.json: redirects[1].destination: "/latest/resources/whats-new.mdx#faq" names a page\'s source file; it redirects to the page, "/latest/resources/whats-new#faq"',
      'CONFIG_IGNORED: docs.json: redirects[2]: "/docs/:slug*" redirects to itself, which never ends; ignored',
    ]);
    expect(config.redirects).toEqual([
      { source: '/latest/faq', destination: '/latest/resources/whats-new#faq', permanent: true },
      { source: '/spec', destination: 'https://example.com/spec.md', permanent: true },
    ]);
  });

  test('a redirect source with spaces is the encoded path browsers ask for; one with an anchor is dropped (Continue)', () => {
    const { config, checker } = loadSiteConfig(
      site({
        'docs.json': {
          name: 'A',
          navigation: nav,
          redirects: [
            { source: '/reference/Model Providers/azure', destination: '/customize/azure' },
            { source: '/troubleshooting#code-server', destination: '/faqs#code-server' },
            { source: '/a\tb', destination: '/x' },
          ],
        },
      }),
    );
    expect(checker.warnings.map((w) => `${w.code}: ${w.message}`)).toEqual([
      'CONFIG_IGNORED: docs.json: redirects[1].source: "/troubleshooting#code-server": a redirect source cannot hold an anchor (#...), which browsers never send; ignored',
      'CONFIG_IGNORED: docs.json: redirects[2]: redirect paths may not contain tabs or line breaks; ignored',
    ]);
    expect(config.redirects).toEqual([
      { source: '/reference/Model%20Providers/azure', destination: '/customize/azure', permanent: true },
    ]);
  });

  test('wrong optional values are dropped with warnings naming file and key path', () => {
    const { config, checker } = loadSiteConfig(
      site({
        'docs.json': {
          name: 'A',
          navigation: nav,
          colors: { primary: 'green' },
          appearance: { default: 'dim' },
          redirects: [
            { source: 'old', destination: '/x' },
            3,
            { source: 'https://old.test/a', destination: '/x' },
            { source: '//old.test/a', destination: '/x' },
          ],
        },
      }),
    );
    expect(config.colors.primary).toBe('#16A34A');
    expect(checker.warnings.map((w) => w.message)).toEqual([
      'docs.json: colors.primary: expected a hex colour such as "#16A34A", got the string "green"; ignored',
      'docs.json: appearance.default: expected one of "system", "light", "dark", got the string "dim"; ignored',
      'docs.json: redirects[1]: expected an object with source and destination, got number 3; ignored',
      'docs.json: redirects[2].source: "https://old.test/a" is not a path of this site; ignored',
      'docs.json: redirects[3].source: "//old.test/a" is not a path of this site; ignored',
    ]);
    // A source without its leading slash is the same path from the site's root (Firecrawl writes them).
    expect(config.redirects).toEqual([{ source: '/old', destination: '/x', permanent: true }]);
  });

  test('a font family without a source is kept for the build, which fetches it from Google Fonts or warns', () => {
    const { config, checker } = loadSiteConfig(
      site({
        'docs.json': {
          name: 'A',
          navigation: nav,
          fonts: {
            family: 'Fragment Mono',
            heading: { family: 'Local', source: '/fonts/local.woff2', format: 'woff2' },
          },
        },
      }),
    );
    expect(config.fonts?.family).toBe('Fragment Mono');
    expect(config.fonts?.source).toBeUndefined();
    // Only the build knows whether it may fetch (build/google-fonts.build.test.ts).
    expect(checker.warnings).toEqual([]);
  });

  test('content settings are typed by the config, and wrong values warn', () => {
    const good = loadSiteConfig(
      site({
        'docs.json': {
          name: 'A',
          navigation: nav,
          styling: { codeblocks: { theme: 'dracula' }, latex: true },
          api: {
            mdx: { server: [' https://a.test ', 'https://b.test'], auth: { method: 'key', name: 'X-Key' } },
            baseUrl: 'https://base.test',
            examples: { languages: ['curl', 'Node.js', 'go'] },
          },
        },
      }),
    );
    expect(good.config.styling).toEqual({
      codeblocks: 'dark',
      codeThemes: { light: 'dracula', dark: 'dracula' },
      latex: true,
    });
    expect(good.config.api).toMatchObject({
      mdx: { server: ['https://a.test', 'https://b.test'], auth: { method: 'key', name: 'X-Key' } },
      baseUrl: ['https://base.test'],
      examples: { languages: ['curl', 'Node.js', 'go'] },
    });
    expect(good.checker.warnings).toEqual([]);

    const { config, checker } = loadSiteConfig(
      site({
        'docs.json': {
          name: 'A',
          navigation: nav,
          styling: { codeblocks: 'no-such-theme', latex: 'yes' },
          api: {
            mdx: { server: ['https://a.test', 3, ''], auth: { method: 'oauth', name: 7 } },
            baseUrl: { url: 'https://x.test' },
            examples: { languages: ['curl', 'cobol', 5] },
          },
        },
      }),
    );
    expect(config.styling).toEqual({});
    expect(config.api.mdx).toEqual({ server: ['https://a.test'], auth: {} });
    expect(config.api.baseUrl).toBeUndefined();
    expect(config.api.examples).toEqual({ languages: ['curl'] });
    expect(checker.warnings.map((w) => w.message)).toEqual([
      'docs.json: api.mdx.server[1]: expected a URL or a list of URLs, got number 3; ignored',
      'docs.json: api.mdx.server[2]: expected a URL or a list of URLs, got the string ""; ignored',
      'docs.json: api.mdx.auth.method: expected one of "bearer", "basic", "key", "cobo", "none", got the string "oauth"; ignored',
      'docs.json: api.mdx.auth.name: expected a string, got number 7; ignored',
      'docs.json: api.baseUrl: expected a URL or a list of URLs, got an object; ignored',
      'docs.json: api.examples.languages[1]: "cobol" is not a sample language Lectern writes; ignored',
      'docs.json: api.examples.languages[2]: expected a language name, got number 5; ignored',
      'docs.json: styling.codeblocks: expected "system", "dark", "light", "css-variables", a Shiki theme name or { theme }, got the string "no-such-theme"; ignored',
      'docs.json: styling.latex: expected true or false, got the string "yes"; ignored',
    ]);

    const pair = loadSiteConfig(
      site({
        'docs.json': {
          name: 'A',
          navigation: nav,
          styling: { codeblocks: { theme: { light: 'github-light', dark: 'nope' } } },
        },
      }),
    );
    expect(pair.config.styling).toEqual({ codeblocks: 'system' });
    expect(pair.checker.warnings.map((w) => w.message)).toEqual([
      'docs.json: styling.codeblocks.theme.dark: expected a Shiki theme name, got the string "nope"; ignored',
    ]);

    const named = loadSiteConfig(
      site({
        'docs.json': {
          name: 'A',
          navigation: nav,
          styling: { codeblocks: { theme: { light: 'min-light', dark: 'nope' } } },
        },
      }),
    );
    // The valid side is kept; the invalid one falls back to the default theme for its mode.
    expect(named.config.styling).toEqual({
      codeblocks: 'system',
      codeThemes: { light: 'min-light', dark: 'github-dark' },
    });
  });

  test('styling.codeblocks: every documented form, css-variables included, is accepted', () => {
    const styling = (codeblocks: unknown) => {
      const { config, checker } = loadSiteConfig(
        site({ 'docs.json': { name: 'A', navigation: nav, styling: { codeblocks } } }),
      );
      expect(checker.warnings).toEqual([]);
      return config.styling;
    };
    // create/code.mdx: `"css-variables"` colours code with the site's --mint- variables, in the site's mode.
    const variables = { codeblocks: 'system', codeThemes: { light: 'css-variables', dark: 'css-variables' } };
    expect(styling('css-variables')).toEqual(variables);
    expect(styling({ theme: 'css-variables' })).toEqual(variables);
    expect(styling({ theme: { light: 'css-variables', dark: 'dracula' } })).toEqual({
      codeblocks: 'system',
      codeThemes: { light: 'css-variables', dark: 'dracula' },
    });
    // organize/settings-appearance.mdx: "system", "dark", a theme name, `{ theme }`, light and dark themes.
    expect(styling('system')).toEqual({ codeblocks: 'system' });
    expect(styling('dark')).toEqual({ codeblocks: 'dark' });
    expect(styling('dracula')).toEqual({
      codeblocks: 'dark',
      codeThemes: { light: 'dracula', dark: 'dracula' },
    });
    expect(styling({ theme: 'dracula' })).toEqual(styling('dracula'));
    const pair = { codeblocks: 'system', codeThemes: { light: 'one-light', dark: 'dracula' } };
    expect(styling({ theme: { light: 'one-light', dark: 'dracula' } })).toEqual(pair);
    // "An object with `light` and `dark` keys".
    expect(styling({ light: 'one-light', dark: 'dracula' })).toEqual(pair);
    expect(styling({ languages: { custom: ['/languages/x.json'] } })).toEqual({
      codeLanguages: ['/languages/x.json'],
    });
  });

  test('missing name and navigation are errors', () => {
    const err = loadError(site({ 'docs.json': { theme: 'mint' } }));
    expect(err.code).toBe('CONFIG_INVALID');
    expect(err.issues).toEqual([
      'docs.json: name: is required (the site name)',
      'docs.json: navigation: is required',
    ]);
    expect(err.keyPath).toBe('name');
  });

  test('invalid JSON names the file', () => {
    const err = loadError(site({ 'docs.json': '{ "name": "A", }' }));
    expect(err.code).toBe('CONFIG_PARSE');
    expect(err.message).toMatch(/^docs\.json: invalid JSON/);
  });

  test('no configuration at all', () => {
    expect(loadError(site({ 'index.mdx': '# hi' })).code).toBe('CONFIG_NOT_FOUND');
  });
});

describe('legacy mint.json', () => {
  test('is converted to the docs.json shape', () => {
    const { config } = loadSiteConfig(
      site({
        'mint.json': {
          name: 'Legacy',
          logo: '/logo.svg',
          favicon: '/favicon.png',
          colors: { primary: '#0D9373', anchors: { from: '#000' } },
          topbarLinks: [{ name: 'Support', url: 'mailto:hi@example.com' }],
          topbarCtaButton: { name: 'Dashboard', url: 'https://dash.example.com' },
          modeToggle: { default: 'dark', isHidden: true },
          openapi: 'openapi.json',
          api: { playground: { mode: 'hide' }, auth: { method: 'bearer' } },
          footerSocials: [{ type: 'github', url: 'https://github.com/x' }],
          metadata: { 'og:site_name': 'L' },
          seo: { indexHiddenPages: true },
          redirects: [{ source: '/a', destination: '/b' }],
          navigation: [{ group: 'Start', pages: ['index'] }],
        },
      }),
    );
    expect(config).toMatchObject({
      sourceFile: 'mint.json',
      name: 'Legacy',
      logo: { light: '/logo.svg', dark: '/logo.svg' },
      colors: { primary: '#0D9373' },
      navbar: {
        links: [{ label: 'Support', href: 'mailto:hi@example.com' }],
        primary: { type: 'button', label: 'Dashboard', href: 'https://dash.example.com' },
      },
      appearance: { default: 'dark', strict: true },
      footer: { socials: { github: 'https://github.com/x' } },
      api: {
        openapi: [{ source: 'openapi.json' }],
        playground: { display: 'none' },
        mdx: { auth: { method: 'bearer' } },
      },
      seo: { metatags: { 'og:site_name': 'L' }, indexing: 'all' },
      redirects: [{ source: '/a', destination: '/b', permanent: true }],
      navigation: { groups: [{ group: 'Start', pages: ['index'] }] },
    });
  });

  test('docs.json wins when both exist', () => {
    const { config } = loadSiteConfig(
      site({ 'docs.json': { name: 'New', navigation: nav }, 'mint.json': { name: 'Old', navigation: [] } }),
    );
    expect(config.name).toBe('New');
  });
});
