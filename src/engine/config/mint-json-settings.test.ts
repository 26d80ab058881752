/** mint.json's site settings in their docs.json form: topbar links, the API settings, fonts. */
import { describe, expect, test } from 'vitest';
import { loadSiteConfig } from './index.js';
import { site } from './config.test-support.js';

function load(mint: Record<string, unknown>) {
  const { config, checker } = loadSiteConfig(
    site({ 'mint.json': { name: 'Legacy', ...mint }, 'introduction.mdx': '# Page\n' }),
  );
  return { config, warnings: checker.warnings.map((w) => `${w.code}: ${w.message}`) };
}

const start = { group: 'Getting Started', pages: ['introduction'] };

describe('mint.json topbar', () => {
  test('topbarLinks of type github or discord become the typed navbar links, not text reading "github"', () => {
    const { config, warnings } = load({
      topbarLinks: [
        { name: 'Support', url: 'mailto:hi@example.com' },
        { type: 'github', url: 'https://github.com/acme/docs' },
        { type: 'discord', name: 'Chat', url: 'https://discord.gg/acme' },
      ],
      topbarCtaButton: { type: 'github', url: 'https://github.com/acme/docs' },
      navigation: [start],
    });
    // An unlabelled typed link is named after its type by the navbar's reader (the layout spells it GitHub).
    expect(config.navbar?.links).toEqual([
      { label: 'Support', href: 'mailto:hi@example.com' },
      { type: 'github', label: 'Github', href: 'https://github.com/acme/docs' },
      { type: 'discord', label: 'Chat', href: 'https://discord.gg/acme' },
    ]);
    expect(config.navbar?.primary).toEqual({
      type: 'github',
      label: 'Github',
      href: 'https://github.com/acme/docs',
    });
    expect(warnings).toEqual([]);
  });
});

describe('mint.json api', () => {
  test("request.example, paramFields and disableProxy become docs.json's examples, params and proxy", () => {
    const { config, warnings } = load({
      api: {
        baseUrl: 'https://api.acme.dev',
        auth: { method: 'bearer', inputPrefix: 'Bearer ' },
        playground: { mode: 'simple', disableProxy: true },
        request: { example: { languages: ['curl', 'python'], showOptionalParams: false } },
        paramFields: { expanded: 'all' },
      },
      navigation: [start],
    });
    expect(config.api.playground).toMatchObject({ display: 'simple', proxy: false });
    expect(config.api.examples).toMatchObject({ languages: ['curl', 'python'], defaults: 'required' });
    expect(config.api.params).toEqual({ expanded: 'all' });
    expect(config.api.mdx?.auth).toEqual({ method: 'bearer' });
    // `inputPrefix` has no docs.json form: dropped in the conversion, not reported as a docs.json key.
    expect(warnings).toEqual([]);
  });

  test('paramFields.expanded other than "all" (topLevel) keeps fields closed', () => {
    const { config } = load({ api: { paramFields: { expanded: 'topLevel' } }, navigation: [start] });
    expect(config.api.params).toEqual({ expanded: 'closed' });
  });
});

describe('mint.json font', () => {
  test("a face's url is docs.json's source and headings is heading", () => {
    const { config, warnings } = load({
      font: {
        headings: { family: 'Brand Serif', url: '/fonts/serif.woff2', format: 'woff2' },
        body: { family: 'Brand Sans', weight: 400, url: '/fonts/sans.woff2' },
      },
      navigation: [start],
    });
    expect(config.fonts).toEqual({
      heading: { family: 'Brand Serif', source: '/fonts/serif.woff2', format: 'woff2' },
      body: { family: 'Brand Sans', weight: 400, source: '/fonts/sans.woff2' },
    });
    expect(warnings).toEqual([]);
    const single = load({ font: { family: 'Brand', url: '/fonts/brand.woff2' }, navigation: [start] });
    expect(single.config.fonts).toEqual({ family: 'Brand', source: '/fonts/brand.woff2' });
  });
});
