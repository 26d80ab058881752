/**
 * Mintlify's component parts: the `data-component-part` attribute its components put on their inner
 * elements (mintlify/components: card.tsx, steps.tsx, callout.tsx, accordion.tsx, tabs.tsx, code-group.tsx,
 * code-header.tsx, base-code-block.tsx, expandable.tsx, property/param-head.tsx and pills.tsx), which sites'
 * own CSS and scripts target (`[data-component-part="card-title"] { font-family: ... }`, Mintlify's help
 * page "Style card icons with custom CSS"). Each sits on Lectern's equivalent element, as a hast property
 * (`dataComponentPart`). Parts with no equivalent element are left out rather than added as empty markup:
 * a step's line and an accordion's caret are drawn by CSS. A card's `card-content-container` is its text
 * column (title, content, CTA), beside its icon. Lectern's stylesheets never select them. Kept free of
 * imports, like hooks.ts: the markdown components and the OpenAPI pages read it too.
 */
export const PART = {
  // <Card> (and directory cards).
  cardImage: 'card-image',
  cardIcon: 'card-icon',
  cardTitle: 'card-title',
  cardContent: 'card-content',
  cardContentContainer: 'card-content-container',
  cardCta: 'card-cta',
  cardArrow: 'card-arrow',
  // <Steps>.
  steps: 'steps',
  stepItem: 'step-item',
  stepNumber: 'step-number',
  stepTitle: 'step-title',
  stepContent: 'step-content',
  // Callouts.
  calloutIcon: 'callout-icon',
  calloutContent: 'callout-content',
  calloutTitle: 'callout-title',
  // <Accordion>.
  accordion: 'accordion',
  accordionButton: 'accordion-button',
  accordionIcon: 'accordion-icon',
  accordionTitleContainer: 'accordion-title-container',
  accordionTitle: 'accordion-title',
  accordionDescription: 'accordion-description',
  accordionContent: 'accordion-content',
  // <Tabs>.
  tabsList: 'tabs-list',
  tabButton: 'tab-button',
  tabContent: 'tab-content',
  // Code blocks and <CodeGroup>.
  codeBlockRoot: 'code-block-root',
  codeBlockHeader: 'code-block-header',
  codeBlockHeaderFilename: 'code-block-header-filename',
  codeGroupTabBar: 'code-group-tab-bar',
  // <Expandable> and nested schema fields.
  expandable: 'expandable',
  expandableButton: 'expandable-button',
  expandableContent: 'expandable-content',
  // <ParamField>, <ResponseField> and generated API fields.
  fieldName: 'field-name',
  fieldInfoPill: 'field-info-pill',
  fieldRequiredPill: 'field-required-pill',
  fieldDeprecatedPill: 'field-deprecated-pill',
  fieldMetaPre: 'field-meta-pre',
  fieldMetaPost: 'field-meta-post',
} as const;

/**
 * The part of a field's label by its `lectern-field__<kind>` class. Mintlify draws the type, the location
 * and the default as the same info pill; labels it has no part for (read-only, write-only) get none.
 */
export function fieldLabelPart(kind: string): string | undefined {
  switch (kind) {
    case 'type':
    case 'location':
    case 'default':
      return PART.fieldInfoPill;
    case 'required':
      return PART.fieldRequiredPill;
    case 'deprecated':
      return PART.fieldDeprecatedPill;
    case 'pre':
      return PART.fieldMetaPre;
    case 'post':
      return PART.fieldMetaPost;
    default:
      return undefined;
  }
}
