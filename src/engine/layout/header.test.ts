/** The header's navbar entries: plain links, the primary button, and GitHub or Discord entries (`type`). */
import { describe, expect, it } from 'vitest';
import type { LayoutInput } from '../types.js';
import { fixtureInput } from './fixtures.js';
import { renderLayout } from './index.js';

type Navbar = NonNullable<LayoutInput['site']['navbar']>;

function render(navbar: Navbar): { header: string; drawer: string } {
  const base = fixtureInput();
  const html = renderLayout({ ...base, site: { ...base.site, navbar } });
  return {
    header: /<nav class="lectern-navbar"[\s\S]*?<\/nav>/.exec(html)?.[0] ?? '',
    drawer: /<nav class="lectern-mobile-links"[\s\S]*?<\/nav>/.exec(html)?.[0] ?? '',
  };
}

/** The `<a>` tags of a fragment, with the text of their label and whether an SVG icon precedes it. */
const links = (html: string) =>
  [...html.matchAll(/<a class="([^"]*)"([^>]*)>(<svg[\s\S]*?<\/svg>)?<span>([^<]*)<\/span><\/a>/g)].map(
    (m) => ({
      classes: m[1],
      attrs: m[2],
      icon: m[3] ? /aria-hidden="true"/.test(m[3]) && /lectern-icon-fontawesome/.test(m[3]) : false,
      label: m[4],
    }),
  );

describe('navbar entries of type github and discord', () => {
  const repo = 'https://github.com/acme/widgets';

  it("show the service's mark and name as a button-like link, in the header and the drawer", () => {
    // The configuration names an unlabelled entry after its type (config/navbar-footer.ts).
    const { header, drawer } = render({
      links: [
        { label: 'Github', href: repo, type: 'github' },
        { label: 'Chat with us', href: 'https://discord.gg/acme', type: 'discord' },
        { label: 'Blog', href: 'https://acme.test/blog' },
      ],
    });
    expect(links(header)).toEqual([
      {
        classes: 'lectern-navbar-link navbar-link lectern-brand-link',
        attrs: ` href="${repo}"`,
        icon: true,
        label: 'GitHub',
      },
      {
        classes: 'lectern-navbar-link navbar-link lectern-brand-link',
        attrs: ' href="https://discord.gg/acme"',
        icon: true,
        label: 'Chat with us',
      },
      {
        classes: 'lectern-navbar-link navbar-link',
        attrs: ' href="https://acme.test/blog"',
        icon: false,
        label: 'Blog',
      },
    ]);
    expect(links(drawer).map((l) => [l.classes, l.icon, l.label])).toEqual([
      ['lectern-mobile-link lectern-brand-link', true, 'GitHub'],
      ['lectern-mobile-link lectern-brand-link', true, 'Chat with us'],
      ['lectern-mobile-link', false, 'Blog'],
    ]);
  });

  it('make a GitHub primary button the same quiet button, keeping the call-to-action id', () => {
    const { header, drawer } = render({
      links: [],
      primary: { type: 'github', label: 'Github', href: repo },
    });
    expect(links(header)).toEqual([
      {
        classes: 'lectern-navbar-primary lectern-brand-link',
        attrs: ` id="topbar-cta-button" href="${repo}"`,
        icon: true,
        label: 'GitHub',
      },
    ]);
    expect(links(drawer).map((l) => [l.classes, l.label])).toEqual([
      ['lectern-mobile-primary lectern-brand-link', 'GitHub'],
    ]);
  });

  it('keep an ordinary primary button as it was', () => {
    const { header } = render({ links: [], primary: { type: 'button', href: 'https://acme.test/start' } });
    expect(links(header)).toEqual([
      {
        classes: 'lectern-navbar-primary',
        attrs: ' id="topbar-cta-button" href="https://acme.test/start"',
        icon: false,
        label: 'Get started',
      },
    ]);
  });
});
