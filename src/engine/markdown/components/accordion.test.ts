/**
 * Accordion ids as Mintlify makes them (@sindresorhus/slugify 2 on the title), so deep links written for a
 * Mintlify site (`#billing-and-payments`, `#outer:inner`) land on the same accordion here.
 */
import { describe, expect, it } from 'vitest';
import { fromHtml } from 'hast-util-from-html';
import type { Element, Root, RootContent } from 'hast';
import { createRenderer } from '../index.js';
import { createTestContext } from '../test-context.js';
import { accordionSlug } from './accordion.js';

/** The accordions under `node`, in document order. */
function accordions(node: Root | RootContent): Element[] {
  if (node.type !== 'root' && node.type !== 'element') return [];
  const classes = node.type === 'element' ? node.properties.className : undefined;
  const own = Array.isArray(classes) && classes.includes('lectern-accordion') ? [node as Element] : [];
  return [...own, ...node.children.flatMap(accordions)];
}

async function accordionIds(source: string): Promise<unknown[]> {
  const renderer = await createRenderer();
  const page = await renderer.render(source, createTestContext({ srcDir: '/nonexistent', file: 'a.mdx' }));
  return accordions(fromHtml(page.html, { fragment: true })).map((el) => el.properties.id);
}

describe('accordionSlug', () => {
  it.each([
    ['Billing & payments', 'billing-and-payments'],
    ['Crème brûlée', 'creme-brulee'],
    ['I am an Accordion.', 'i-am-an-accordion'],
    ["What's included", 'whats-included'],
    // Mintlify's slugify 2 (transliterate 1) has no rule for `’`: a separator there (3 would join it).
    ['What’s included', 'what-s-included'],
    ['Übersicht Größe', 'uebersicht-groesse'],
    ['Привет мир', 'privet-mir'],
    ['userID apiKey', 'userid-apikey'],
    ['Step 1: Install', 'step-1-install'],
    ['C++ & C#', 'c-and-c'],
    ['FAQ — Why?', 'faq-why'],
    ['日本語', ''],
  ])('%j → %j', (title, slug) => {
    expect(accordionSlug(title)).toBe(slug);
  });
});

describe('accordion ids', () => {
  it('are the slugged title, unique on the page, and an author id as written', async () => {
    const ids = await accordionIds(
      [
        '## Billing & payments',
        '',
        '<Accordion title="Billing & payments">a</Accordion>',
        '<Accordion title="Billing & payments">b</Accordion>',
        '<Accordion title="Outer: part one">',
        '  <Accordion title="Inner">c</Accordion>',
        '</Accordion>',
        '<Accordion title="Custom" id="MyAccordion">d</Accordion>',
        '<Accordion title="日本語 タイトル">e</Accordion>',
        '<Accordion title="?!">f</Accordion>',
      ].join('\n'),
    );
    expect(ids).toEqual([
      'billing-and-payments',
      'billing-and-payments-2',
      'outer-part-one',
      'inner',
      'MyAccordion',
      '日本語-タイトル',
      'accordion',
    ]);
  });
});
