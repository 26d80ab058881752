/**
 * `<Update>` tags through the real renderer and layout: an update without a label still gets filters, and
 * tag text of any kind (a comma, quotes, markup) comes back whole from `data-tags`.
 */
import { describe, expect, it } from 'vitest';
import { fromHtml } from 'hast-util-from-html';
import type { Element } from 'hast';
import { createRenderer } from '../index.js';
import { createTestContext } from '../test-context.js';
import { fixtureInput, fixturePage } from '../../layout/fixtures.js';
import { renderLayout } from '../../layout/index.js';
import { decodeUpdateTags, encodeUpdateTags } from './update.js';

const SOURCE = [
  '<Update label="March" tags={["Fixes, misc", "API"]}>',
  '  Labelled.',
  '</Update>',
  '',
  '<Update description="v2" tags={["Only here", "Say \\"hi\\" <b>"]}>',
  '  No label.',
  '</Update>',
].join('\n');

async function renderChangelog() {
  const renderer = await createRenderer();
  return renderer.render(SOURCE, createTestContext({ srcDir: '/nonexistent', file: 'changelog.mdx' }));
}

/** Each update's id and its `data-tags` as the browser would read them. */
function updatesOf(html: string): { id: unknown; tags: string[] }[] {
  const root = fromHtml(html, { fragment: true });
  return root.children
    .filter((node): node is Element => node.type === 'element')
    .map((el) => ({ id: el.properties.id, tags: decodeUpdateTags(String(el.properties.dataTags)) }));
}

describe('<Update> tags', () => {
  it('round-trip any tag text through data-tags', async () => {
    const page = await renderChangelog();
    expect(updatesOf(page.html)).toEqual([
      { id: 'march', tags: ['Fixes, misc', 'API'] },
      { id: 'section', tags: ['Only here', 'Say "hi" <b>'] },
    ]);
    const odd = ['a,b', '"', "'", '[', '', '&amp;'];
    expect(decodeUpdateTags(encodeUpdateTags(odd))).toEqual(odd);
    expect(decodeUpdateTags('a,b')).toEqual([]);
    expect(decodeUpdateTags(undefined)).toEqual([]);
  });

  it('make filters from an update without a label, anchored at the generic slug', async () => {
    const page = await renderChangelog();
    expect(page.toc).toEqual([
      { depth: 2, id: 'march', text: 'March', tags: ['Fixes, misc', 'API'] },
      { depth: 2, id: 'section', text: '', tags: ['Only here', 'Say "hi" <b>'] },
    ]);
    const html = renderLayout(fixtureInput({ page: fixturePage({ ...page, path: 'changelog' }) }));
    const names = [...html.matchAll(/data-tag="([^"]*)"/g)].map((m) => m[1]);
    expect(names).toEqual(['Fixes, misc', 'API', 'Only here', 'Say &quot;hi&quot; &lt;b&gt;']);
  });

  it('leave an untagged update without a label out of the table of contents', async () => {
    const renderer = await createRenderer();
    const page = await renderer.render(
      '<Update>\n  x\n</Update>',
      createTestContext({ srcDir: '/nonexistent', file: 'a.mdx' }),
    );
    expect(page.toc).toEqual([]);
  });
});
