/**
 * docs.json site settings in the layout: banner, background, fonts, colours, eyebrows, search prompt and
 * the mobile drawer's links. Each test fails if its setting stops reaching the page.
 */
import { describe, expect, it } from 'vitest';
import { fixtureInput, fixtureSite as site } from './fixtures.js';
import { inlineMarkdownHtml, renderLayout } from './index.js';

describe('site settings', () => {
  it('renders banner Markdown (bold, italic, code, links) and nothing else', () => {
    // Rendered once per build (inlineMarkdownHtml); each page only makes the links relative (renderLayout).
    const banner = (content: string, rootPrefix = '') => {
      const html = renderLayout(
        fixtureInput({
          rootPrefix,
          site: site({ banner: { content, html: inlineMarkdownHtml(content), dismissible: false } }),
        }),
      );
      return /<div class="lectern-banner[^>]*><p>([\s\S]*?)<\/p><\/div>/.exec(html)![1];
    };
    expect(
      banner('**New**: _fast_ and *safe* `lectern build`, [docs](/guides/x) or snake_case_name', '../'),
    ).toBe(
      '<strong>New</strong>: <em>fast</em> and <em>safe</em> <code>lectern build</code>, <a href="../guides/x.html">docs</a> or snake_case_name',
    );
    expect(inlineMarkdownHtml('[docs](/guides/x), [home](/), [guide](guides/y) and [top](#top)')).toBe(
      '<a href="/guides/x.html">docs</a>, <a href="/index.html">home</a>, <a href="/guides/y.html">guide</a> and <a href="#top">top</a>',
    );
    expect(banner('[docs](/guides/x) and [file](/openapi.json)')).toBe(
      '<a href="guides/x.html">docs</a> and <a href="openapi.json">file</a>',
    );
    expect(banner('[**bold link**](https://acme.test) 5 * 3 * 2', '../../')).toBe(
      '<a href="https://acme.test" rel="noopener"><strong>bold link</strong></a> 5 * 3 * 2',
    );
    expect(banner('\\*not italic\\* and **unclosed')).toBe('*not italic* and **unclosed');
    // Raw HTML and JSX never pass through; unsafe links go nowhere; images and blocks leave their text only.
    expect(
      banner(
        '<img src=x onerror=alert(1)> [x](javascript:void) **<b>bold</b>** <Tip>tip</Tip> ![pic](/a.png)',
        '../',
      ),
    ).toBe('<a href="#">x</a> <strong>bold</strong> tip');
    expect(banner('# Title\n\n- one & two', '../')).toBe('Title\n\none &amp; two');
    // Only the banner's own links are made relative: text that looks like one stays as written.
    expect(banner('say href="/x"', '../')).toBe('say href="/x"');
    expect(banner('[away](//evil.test)', '../')).toBe('<a href="//evil.test" rel="noopener">away</a>');
  });

  it('colours the banner with banner.color over its type', () => {
    const html = renderLayout(
      fixtureInput({
        site: site({
          banner: {
            content: 'Hi',
            html: inlineMarkdownHtml('Hi'),
            dismissible: false,
            type: 'warning',
            color: { light: '#123456', dark: 'red;}</style>' },
          },
        }),
      }),
    );
    expect(html).toContain(
      '<div class="lectern-banner lectern-banner-warning lectern-banner-custom" id="banner" style="--lectern-banner-bg:#123456;--lectern-banner-bg-dark:#123456"',
    );
  });

  it('applies background colours, a local image and a decoration', () => {
    const html = renderLayout(
      fixtureInput({
        site: site({
          background: {
            color: { light: '#F8FAFC', dark: '#0F172A' },
            image: { light: '/images/bg.png', dark: '/images/bg "dark".png' },
          },
        }),
      }),
    );
    expect(html).toMatch(/<html [^>]*style="[^"]*--lectern-bg-light:#F8FAFC;--lectern-bg-dark:#0F172A"/);
    expect(html).toContain(`<style>body{background-image:url("../images/bg.png");`);
    expect(html).toContain(`[data-theme='dark'] body{background-image:url("../images/bg%20%22dark%22.png")}`);
    const remote = renderLayout(
      fixtureInput({
        site: site({
          background: { image: { light: 'https://cdn.test/bg.png', dark: 'https://cdn.test/bg.png' } },
        }),
      }),
    );
    expect(remote).not.toContain('cdn.test');
    const decorated = renderLayout(fixtureInput({ site: site({ background: { decoration: 'gradient' } }) }));
    expect(decorated).toContain('<body class="lectern-mode-default lectern-decoration-gradient"');
  });

  it('emits @font-face for local fonts and sets the body and heading families', () => {
    const html = renderLayout(
      fixtureInput({
        site: site({
          fonts: {
            family: 'Inter',
            source: '/fonts/inter.woff2',
            weight: 400,
            heading: { family: 'Playfair Display', source: '/fonts/playfair.woff', format: 'woff' },
            body: { family: 'Evil"}</style><script>x()</script>' },
          },
        }),
      }),
    );
    const style = /<style>([\s\S]*?)<\/style>/.exec(html)![1]!;
    expect(style).toContain(
      '@font-face{font-family:"Inter";src:url("../fonts/inter.woff2") format("woff2");font-weight:400;font-display:swap}',
    );
    expect(style).toContain(
      '@font-face{font-family:"Playfair Display";src:url("../fonts/playfair.woff") format("woff");font-display:swap}',
    );
    expect(style).toContain(`--font-heading:"Playfair Display", ui-sans-serif`);
    expect(style).toContain(`--font-sans:"Evilstylescriptxscript", ui-sans-serif`);
    expect(html).not.toContain('<script>x()');
    const remote = renderLayout(
      fixtureInput({ site: site({ fonts: { family: 'Inter', source: 'https://fonts.test/inter.woff2' } }) }),
    );
    expect(remote).not.toContain('fonts.test');
    expect(remote).toContain('--font-sans:"Inter"');
  });

  it('uses colors.dark for buttons, defaulting every colour to primary', () => {
    const only = renderLayout(fixtureInput({ site: site({ colors: { primary: '#112233' } }) }));
    expect(only).toContain(
      'style="--lectern-primary:#112233;--lectern-primary-light:#112233;--lectern-primary-dark:#112233"',
    );
  });

  it('shows the section or the whole path as the eyebrow (styling.eyebrows)', () => {
    expect(renderLayout(fixtureInput())).toContain(
      '<header class="lectern-page-header" id="header" data-pagefind-ignore><p class="lectern-eyebrow eyebrow">Guides</p><h1',
    );
    const crumbs = renderLayout(fixtureInput({ site: site({ eyebrows: 'breadcrumbs' }) }));
    expect(crumbs).toContain(
      '<nav class="lectern-breadcrumb" aria-label="Breadcrumb"><ol class="breadcrumb-list"><li class="breadcrumb-item">Documentation</li><li class="breadcrumb-item">Get started</li><li class="breadcrumb-item">Guides</li></ol></nav>',
    );
  });

  it('uses search.prompt as the search placeholder', () => {
    const html = renderLayout(fixtureInput({ site: site({ searchPrompt: 'Ask "Acme" anything' }) }));
    expect(html).toContain('<span class="lectern-search-label">Ask &quot;Acme&quot; anything</span>');
    expect(html).toContain('placeholder="Ask &quot;Acme&quot; anything"');
  });

  it('repeats navbar links and the primary button in the mobile drawer', () => {
    const sidebar = /<aside class="lectern-sidebar" id="sidebar"[\s\S]*?<nav class="lectern-nav"/.exec(
      renderLayout(fixtureInput()),
    )![0];
    expect(sidebar).toContain(
      '<nav class="lectern-mobile-links" aria-label="Site links"><a class="lectern-mobile-link" href="https://acme.test/contact"><span>Talk to us</span></a><a class="lectern-mobile-primary" href="https://acme.test/start"><span>Get started</span></a></nav>',
    );
  });
});
