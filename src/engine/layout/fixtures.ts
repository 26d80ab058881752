/** Layout inputs shared by the snapshot tests and the hand-assembled browser fixture. */
import type { LayoutInput, NavNode, NavSection, RenderedPage } from '../types.js';

export function fixturePage(
  overrides: Partial<RenderedPage> & { path?: string } = {},
): RenderedPage & { path: string } {
  return {
    path: 'guides/install',
    html: '<p>Install the CLI.</p>\n<h2 id="requirements">Requirements</h2>\n<p>Node 20.</p>\n<h3 id="on-linux">On Linux</h3>',
    title: 'Install',
    description: 'How to install the CLI.',
    frontmatter: {},
    toc: [
      { depth: 2, id: 'requirements', text: 'Requirements' },
      { depth: 3, id: 'on-linux', text: 'On Linux' },
    ],
    needs: { mermaid: false, math: false, code: false },
    diagnostics: [],
    ...overrides,
  };
}

export const fixtureNav: NavNode[] = [
  {
    kind: 'group',
    title: 'Get started',
    icon: 'rocket',
    children: [
      { kind: 'page', path: 'index', title: 'Introduction' },
      { kind: 'page', path: 'quickstart', title: 'Quickstart', sidebarTitle: 'Quick start', tag: 'NEW' },
      { kind: 'page', path: 'secret', title: 'Secret', hidden: true },
      {
        kind: 'group',
        title: 'Guides',
        root: 'guides/index',
        children: [
          { kind: 'page', path: 'guides/install', title: 'Install', icon: 'download' },
          {
            kind: 'group',
            title: 'Deep',
            children: [{ kind: 'page', path: 'guides/deep/one', title: 'One' }],
          },
          {
            kind: 'group',
            title: 'Open',
            expanded: true,
            children: [{ kind: 'page', path: 'guides/open/two', title: 'Two' }],
          },
        ],
      },
    ],
  },
  {
    kind: 'group',
    title: 'API reference',
    children: [
      { kind: 'page', path: 'api/users/create', title: 'Create user', method: 'POST' },
      { kind: 'page', path: 'api/users/delete', title: 'Delete user', method: 'DELETE' },
      { kind: 'link', title: 'Status', href: 'https://status.example.com', icon: 'activity' },
    ],
  },
];

export function fixtureInput(overrides: Partial<LayoutInput> = {}): LayoutInput {
  return {
    site: {
      name: 'Acme Docs',
      description: 'Docs for Acme.',
      colors: { primary: '#166E3F', light: '#26BD6C', dark: '#166E3F' },
      siteUrl: 'https://docs.acme.test/',
      logo: { light: '/logo/light.svg', dark: '/logo/dark.svg' },
      favicon: { light: '/favicon.svg', dark: '/favicon.svg' },
      navbar: {
        links: [{ label: 'Talk to us', href: 'https://acme.test/contact' }],
        primary: { type: 'button', label: 'Get started', href: 'https://acme.test/start' },
      },
      footer: {
        socials: { x: 'https://x.com/acme', github: 'https://github.com/acme' },
        links: [
          {
            header: 'Explore',
            items: [
              { label: 'Blog', href: 'https://acme.test/blog' },
              { label: 'Changelog', href: '/changelog' },
            ],
          },
        ],
      },
      metatags: { canonical: 'https://ignored.test', 'og:locale': 'en_US', 'twitter:site': '@acme' },
      iconLibrary: 'lucide',
    },
    page: fixturePage(),
    rootPrefix: '../',
    nav: {
      sections: [
        {
          kind: 'tab',
          id: 'Documentation',
          title: 'Documentation',
          firstPage: 'index',
          children: [],
          sections: [],
        },
        {
          kind: 'tab',
          id: 'API',
          title: 'API reference',
          icon: 'code',
          firstPage: 'api/users/create',
          children: [],
          sections: [],
        },
        {
          kind: 'tab',
          id: 'Blog',
          title: 'Blog',
          href: 'https://acme.test/blog',
          children: [],
          sections: [],
        },
      ],
      activeSectionIds: ['Documentation'],
      children: fixtureNav,
    },
    prev: { title: 'Guides', href: 'guides/index' },
    next: { title: 'One', href: 'guides/deep/one' },
    assets: {
      css: ['_lectern/app.abc123.css'],
      js: ['_lectern/app.def456.js'],
      mermaid: '_lectern/mermaid.min.js',
      katexCss: '_lectern/katex.css',
    },
    features: { search: true, apiPlayground: false },
    ...overrides,
  };
}

/** The fixture's site settings with some replaced. */
export function fixtureSite(extra: Partial<LayoutInput['site']>): LayoutInput['site'] {
  return { ...fixtureInput().site, ...extra };
}

/** A navigation section (tab, version, language...) with no pages or subsections unless given. */
export function fixtureSection(
  s: Partial<NavSection> & Pick<NavSection, 'kind' | 'id' | 'title'>,
): NavSection {
  return { children: [], sections: [], ...s };
}
