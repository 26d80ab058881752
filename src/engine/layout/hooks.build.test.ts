/**
 * Mintlify's element hooks (layout/hooks.ts) through a whole build: a page using every component it names
 * carries each hook as a class, on the element of Lectern's own class, so a site's `.callout { ... }` or
 * `.code-block-copy-button { display: none; }` written for Mintlify applies.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../index.js';
import { HOOK } from './hooks.js';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'lectern-hooks-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
const src = path.join(root, 'src');
const out = path.join(root, 'out');

const PAGE = `---
title: Everything
---

<AccordionGroup>
  <Accordion title="One">First.</Accordion>
</AccordionGroup>

<Note>A note.</Note>

<Callout icon="key" color="#FFC107">Custom.</Callout>

<CardGroup cols={2}>
  <Card title="Card" icon="rocket" href="/second">A card.</Card>
</CardGroup>

<Columns cols={2}>
  <Card title="Other">In columns.</Card>
</Columns>

\`\`\`js app.js icon="js" {1}
let a = 1;
\`\`\`

<CodeGroup>
\`\`\`bash npm
npm i
\`\`\`

\`\`\`bash yarn
yarn add
\`\`\`
</CodeGroup>

<Expandable title="more">Hidden.</Expandable>

<Frame caption="A frame">![Alt](/images/dot.png)</Frame>

An <Icon icon="flag" /> icon, a <Tooltip tip="Help">tooltip</Tooltip> and a <Badge color="blue">badge</Badge>.

\`\`\`mermaid
graph TD; A-->B;
\`\`\`

<Steps>
  <Step title="First">Do it.</Step>
</Steps>

<Tabs>
  <Tab title="One" icon="star">Tab one.</Tab>
  <Tab title="Two">Tab two.</Tab>
</Tabs>

<Tile href="/second" title="Tile">![Alt](/images/dot.png)</Tile>

<Update label="v1" description="First release">Shipped.</Update>

<Prompt description="Ask">Summarise this page.</Prompt>

<Color>
  <Color.Row title="Brand">
    <Color.Item name="green" value="#166E3F" />
  </Color.Row>
</Color>

<Tree>
  <Tree.Folder name="src" defaultOpen>
    <Tree.File name="index.ts" />
  </Tree.Folder>
</Tree>

<View title="JavaScript">For JavaScript.</View>

<View title="Python">For Python.</View>

## A heading

Under it.

## Navigation items

A heading named like one of the layout's ids.
`;

let html = '';
let second = '';

beforeAll(async () => {
  const files: Record<string, string | Buffer> = {
    'docs.json': JSON.stringify({
      name: 'Hooks',
      theme: 'mint',
      colors: { primary: '#166E3F' },
      navbar: {
        links: [{ type: 'github', href: 'https://github.com/acme/widgets' }],
        primary: { type: 'button', label: 'Start', href: 'https://acme.test/start' },
      },
      footer: {
        socials: { github: 'https://github.com/acme' },
        links: [{ header: 'More', items: [{ label: 'Blog', href: 'https://acme.test/blog' }] }],
      },
      navigation: {
        global: { anchors: [{ anchor: 'Blog', href: 'https://acme.test/blog', icon: 'newspaper' }] },
        tabs: [
          { tab: 'Docs', groups: [{ group: 'Start', icon: 'rocket', pages: ['first', 'index', 'second'] }] },
          { tab: 'More', groups: [{ group: 'More', pages: ['more'] }] },
        ],
      },
    }),
    'index.mdx': PAGE,
    'first.mdx': '---\ntitle: First\ntag: NEW\n---\n\nFirst.\n',
    // A panel takes the table of contents' place: on a page of its own.
    'second.mdx': '---\ntitle: Second\n---\n\nSecond.\n\n<Panel>Pinned.</Panel>\n',
    'more.mdx': '---\ntitle: More\n---\n\nMore.\n',
    'images/dot.png': Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    ),
  };
  for (const [rel, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(src, rel)), { recursive: true });
    fs.writeFileSync(path.join(src, rel), text);
  }
  const result = await buildSite({ srcDir: src, outDir: out, threads: 1 });
  expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  html = fs.readFileSync(path.join(out, 'index.html'), 'utf8');
  second = fs.readFileSync(path.join(out, 'second.html'), 'utf8');
}, 120_000);

/** Every class list on the two pages, split. */
const classLists = () => [...`${html}${second}`.matchAll(/\sclass="([^"]*)"/g)].map((m) => m[1]!.split(' '));

/**
 * Hooks a one-page site of this shape does not show: menus of sections it has none of, the breadcrumb, and
 * the views' dropdown, which the client builds (client/views.browser.test.ts checks its hooks).
 */
const ELSEWHERE = new Set<string>([
  HOOK.breadcrumbList,
  HOOK.breadcrumbItem,
  ...Object.values(HOOK).filter((h) => h.startsWith('nav-dropdown-') || h.startsWith('multi-view-dropdown')),
]);

describe("Mintlify's element hooks on a built page", () => {
  it('carries every hook of a component or layout part the page has, beside our own class', () => {
    const lists = classLists();
    const missing = Object.values(HOOK).filter(
      (hook) => !ELSEWHERE.has(hook) && !lists.some((classes) => classes.includes(hook)),
    );
    expect(missing).toEqual([]);
    // Beside Lectern's class for the same element (a sample: the rest is the unit tests').
    for (const [hook, ours] of [
      ['callout', 'lectern-callout'],
      ['code-block', 'lectern-code'],
      ['code-block-copy-button', 'lectern-copy'],
      ['line-highlight', 'highlighted'],
      ['mdx-content', 'lectern-content'],
      ['panel', 'lectern-panel'],
      ['toc-item', 'lectern-toc-depth-2'],
      // On <Tabs> buttons only: Mintlify's code group tabs carry no `tab`.
      ['tab', 'lectern-tabs__tab'],
    ])
      for (const classes of lists.filter((c) => c.includes(hook!))) expect(classes, hook).toContain(ours);
  });

  it('writes each id once', () => {
    for (const page of [html, second]) {
      const ids = [...page.matchAll(/\sid="([^"]*)"/g)].map((m) => m[1]);
      expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    }
  });

  it('marks the selected <Tabs> button data-active="true" and the others "false", as Mintlify does', () => {
    const buttons = [...html.matchAll(/<button [^>]*class="lectern-tabs__tab tab"[^>]*>/g)].map((m) => m[0]);
    expect(buttons).toHaveLength(2);
    expect(buttons[0]).toMatch(
      / aria-selected="true"[^>]* data-component-part="tab-button" data-active="true"/,
    );
    expect(buttons[1]).toMatch(
      / aria-selected="false"[^>]* data-component-part="tab-button" data-active="false"/,
    );
    // Code group tabs have no `data-active` in Mintlify (code-group.tsx), so none here.
    expect(html).toContain('class="lectern-code-group__tab"');
    expect(html).not.toMatch(/<button [^>]*class="lectern-code-group__tab"[^>]* data-active/);
  });

  it("gives a heading named like a layout id the next free slug, the id staying the layout's", () => {
    expect(html).toMatch(/<h2 [^>]*id="navigation-items-2"/);
    expect(html).toContain('<ul class="lectern-nav-tree" id="navigation-items">');
  });

  it('marks badges with data-badge, data-color and data-size', () => {
    expect(html).toMatch(/<span class="lectern-badge [^"]*" data-badge="" data-color="blue" data-size="md">/);
  });

  it('shows the GitHub navbar link with its mark, as a button-like link named GitHub', () => {
    expect(html).toMatch(
      /<a class="lectern-navbar-link navbar-link lectern-brand-link" href="https:\/\/github\.com\/acme\/widgets"><svg[^>]*lectern-icon-fontawesome[\s\S]*?<\/svg><span>GitHub<\/span><\/a>/,
    );
  });
});
