/**
 * Mintlify's `data-component-part` attributes (layout/component-parts.ts): a site's rule such as
 * `[data-component-part="card-title"] { font-family: serif }` must land on the element Mintlify puts the part
 * on (the card's title text, not the whole card), in pages and in generated API pages alike.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Element, Root } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { createRenderer } from './index.js';
import { createTestContext } from './test-context.js';
import { plainText } from './text.js';
import { PART } from '../layout/component-parts.js';
import { loadOpenApi, renderOperation } from '../openapi/index.js';
import { rewriteSiteCss } from '../build/css-rewrite.js';
import type { Diagnostic } from '../types.js';

const PAGE = `
<Card title="Card title" icon="rocket" img="/images/ok.png" href="https://example.com" cta="Read more">
  Card body.
</Card>

<Steps>
  <Step title="First step">Step body.</Step>
</Steps>

<Note>Note body.</Note>

<Tip title="Tip title">Tip body.</Tip>

<Accordion title="Accordion title" description="Accordion description" icon="rocket">
  Accordion body.
</Accordion>

<Tabs>
  <Tab title="Tab one">Tab body.</Tab>
</Tabs>

<CodeGroup>
\`\`\`js first.js
one();
\`\`\`
</CodeGroup>

\`\`\`js titled.js
two();
\`\`\`

<ParamField body="user_id" type="string" default="me" required deprecated pre={["Beta"]} post={["Capped"]}>
  <Expandable title="properties">
    <ResponseField name="nested" type="number">Nested.</ResponseField>
  </Expandable>
</ParamField>
`;

/** Each part: the class of Lectern's element that carries it, and that element's text where it has one. */
const EXPECTED: Record<string, { className: string; text?: string; inside?: string }> = {
  [PART.cardImage]: { className: 'lectern-card__image', inside: 'lectern-card' },
  [PART.cardIcon]: { className: 'lectern-card__icon', inside: 'lectern-card' },
  [PART.cardTitle]: { className: 'lectern-card__title-text', text: 'Card title', inside: 'lectern-card' },
  [PART.cardContent]: { className: 'lectern-card__content', text: 'Card body.', inside: 'lectern-card' },
  [PART.cardContentContainer]: { className: 'lectern-card__body', inside: 'lectern-card' },
  [PART.cardCta]: { className: 'lectern-card__cta', text: 'Read more', inside: 'lectern-card' },
  [PART.cardArrow]: { className: 'lectern-card__arrow', text: '', inside: 'lectern-card' },
  [PART.steps]: { className: 'lectern-steps' },
  [PART.stepItem]: { className: 'lectern-step', inside: 'lectern-steps' },
  [PART.stepNumber]: { className: 'lectern-step__marker', text: '1', inside: 'lectern-step' },
  [PART.stepTitle]: { className: 'lectern-step__title', text: 'First step', inside: 'lectern-step' },
  [PART.stepContent]: { className: 'lectern-step__content', text: 'Step body.', inside: 'lectern-step' },
  [PART.calloutIcon]: { className: 'lectern-callout__icon', inside: 'lectern-callout' },
  [PART.calloutContent]: {
    className: 'lectern-callout__content',
    text: 'Note body.',
    inside: 'lectern-callout',
  },
  [PART.calloutTitle]: { className: 'lectern-callout__title', text: 'Tip title', inside: 'lectern-callout' },
  [PART.accordion]: { className: 'lectern-accordion' },
  [PART.accordionButton]: { className: 'lectern-accordion__summary', inside: 'lectern-accordion' },
  [PART.accordionIcon]: { className: 'lectern-accordion__icon', inside: 'lectern-accordion' },
  [PART.accordionTitleContainer]: { className: 'lectern-accordion__heading', inside: 'lectern-accordion' },
  [PART.accordionTitle]: {
    className: 'lectern-accordion__title',
    text: 'Accordion title',
    inside: 'lectern-accordion',
  },
  [PART.accordionDescription]: {
    className: 'lectern-accordion__description',
    text: 'Accordion description',
    inside: 'lectern-accordion',
  },
  [PART.accordionContent]: {
    className: 'lectern-accordion__content',
    text: 'Accordion body.',
    inside: 'lectern-accordion',
  },
  [PART.tabsList]: { className: 'lectern-tabs__list', inside: 'lectern-tabs' },
  [PART.tabButton]: { className: 'lectern-tabs__tab', text: 'Tab one', inside: 'lectern-tabs' },
  [PART.tabContent]: { className: 'lectern-tabs__panel', text: 'Tab body.', inside: 'lectern-tabs' },
  [PART.codeBlockRoot]: { className: 'lectern-code__pre', inside: 'lectern-code' },
  [PART.codeBlockHeader]: { className: 'lectern-code__header', inside: 'lectern-code' },
  [PART.codeBlockHeaderFilename]: {
    className: 'lectern-code__title',
    text: 'titled.js',
    inside: 'lectern-code',
  },
  [PART.codeGroupTabBar]: {
    className: 'lectern-code-group__list',
    text: 'first.js',
    inside: 'lectern-code-group',
  },
  [PART.expandable]: { className: 'lectern-expandable' },
  [PART.expandableButton]: { className: 'lectern-expandable__summary', inside: 'lectern-expandable' },
  [PART.expandableContent]: { className: 'lectern-expandable__content', inside: 'lectern-expandable' },
  [PART.fieldName]: { className: 'lectern-field__name', text: 'user_id', inside: 'lectern-field__head' },
  [PART.fieldInfoPill]: { className: 'lectern-field__type', text: 'string', inside: 'lectern-field__head' },
  [PART.fieldRequiredPill]: {
    className: 'lectern-field__required',
    text: 'required',
    inside: 'lectern-field__head',
  },
  [PART.fieldDeprecatedPill]: {
    className: 'lectern-field__deprecated',
    text: 'deprecated',
    inside: 'lectern-field__head',
  },
  [PART.fieldMetaPre]: { className: 'lectern-field__pre', text: 'Beta', inside: 'lectern-field__head' },
  [PART.fieldMetaPost]: { className: 'lectern-field__post', text: 'Capped', inside: 'lectern-field__head' },
};

interface Found {
  element: Element;
  ancestors: Element[];
}

/** What `[data-component-part="<part>"]` selects, in document order, with each element's ancestors. */
function select(tree: Root | Element, part: string): Found[] {
  const out: Found[] = [];
  const walk = (node: Root | Element, ancestors: Element[]) => {
    for (const child of node.children) {
      if (child.type !== 'element') continue;
      if (child.properties.dataComponentPart === part) out.push({ element: child, ancestors });
      walk(child, [...ancestors, child]);
    }
  };
  walk(tree, tree.type === 'element' ? [tree] : []);
  return out;
}

const classes = (element: Element) => (element.properties.className as string[] | undefined) ?? [];

describe('data-component-part on rendered components', async () => {
  const renderer = await createRenderer();
  const page = await renderer.render(
    PAGE,
    createTestContext({
      srcDir: '/nonexistent-lectern-src',
      file: 'index.mdx',
      assets: new Set(['/images/ok.png']),
    }),
  );
  const tree = fromHtml(page.html, { fragment: true });

  it('covers every part Lectern emits', () => {
    expect(Object.keys(EXPECTED).sort()).toEqual(Object.values(PART).sort());
  });

  for (const [part, want] of Object.entries(EXPECTED)) {
    it(`puts ${part} on ${want.className}`, () => {
      const [first] = select(tree, part);
      expect(first, part).toBeDefined();
      expect(classes(first!.element)).toContain(want.className);
      if (want.text !== undefined) expect(plainText(first!.element).trim()).toBe(want.text);
      if (want.inside) expect(first!.ancestors.some((a) => classes(a).includes(want.inside!))).toBe(true);
    });
  }

  it('draws the type, the location and the default as info pills, as Mintlify does', () => {
    const pills = select(tree, PART.fieldInfoPill).map((found) => plainText(found.element).trim());
    expect(pills.slice(0, 3)).toEqual(['string', 'body', 'default: "me"']);
  });

  it('marks the title only, once per card: a rule on card-title reaches no other text', () => {
    const titles = select(tree, PART.cardTitle);
    expect(titles).toHaveLength(1);
    expect(titles[0]!.element.tagName).toBe('span');
  });

  it("holds the card's text column (title and content), not its icon or image", () => {
    const [container] = select(tree, PART.cardContentContainer);
    const inside = (part: string) => select(container!.element, part).length;
    expect([PART.cardTitle, PART.cardContent, PART.cardCta].map(inside)).toEqual([1, 1, 1]);
    expect([PART.cardIcon, PART.cardImage].map(inside)).toEqual([0, 0]);
  });

  it("never appears in Lectern's own stylesheets, which only the site's CSS and scripts aim at", async () => {
    const { clientAssets } = await import('../client/index.js');
    const css = String((await clientAssets()).find((a) => a.name === 'lectern.css')!.contents);
    expect(css).not.toContain('data-component-part');
  });
});

describe('data-component-part on generated API pages', () => {
  const doc = loadOpenApi(join(import.meta.dirname, '../openapi/fixtures'), 'x-mint.openapi.json');
  const tree = renderOperation(doc, 'post', '/users', { playground: false });

  it('marks field names and pills, nested-field toggles and sample code as Mintlify does', () => {
    const text = (part: string) => select(tree, part).map((found) => plainText(found.element).trim());
    expect(text(PART.fieldName)).toContain('email');
    expect(text(PART.fieldRequiredPill)).toContain('required');
    expect(text(PART.fieldInfoPill).length).toBeGreaterThan(0);
    expect(select(tree, PART.codeBlockRoot).map((found) => found.element.tagName)).toContain('pre');
    for (const found of select(tree, PART.fieldRequiredPill))
      expect(classes(found.element)).toContain('lectern-field__required');
  });
});

describe("a site's stylesheet aimed at the parts", () => {
  it('reaches the site unchanged', () => {
    const css =
      '[data-component-part="card-title"] { font-family: serif; }\n' +
      '.card [data-component-part="card-icon"] { padding: 4px; }\n';
    const diagnostics: Diagnostic[] = [];
    const out = rewriteSiteCss('style.css', css, { read: () => css, asset: () => null }, diagnostics);
    expect(out?.css).toBe(css);
    expect(diagnostics).toEqual([]);
  });
});
