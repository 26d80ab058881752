/** `<Accordion>` as `<details>` (works without JavaScript; anchor id from `id` or the title) and `<AccordionGroup>`. */
import slugify from '@sindresorhus/slugify';
import { h } from 'hastscript';
import type { ComponentContext, ComponentRenderer } from './types.js';
import { bool, str } from './types.js';
import { HOOK } from '../../layout/hooks.js';
import { PART } from '../../layout/component-parts.js';
import { mintlifySlug } from '../slug.js';

/**
 * The id Mintlify gives an accordion (@mintlify/components' accordion.js): its title through
 * @sindresorhus/slugify 2 without `decamelize` (`Billing & payments` → `billing-and-payments`, `Crème brûlée`
 * → `creme-brulee`), colons first made dashes because `:` joins nested accordions' ids in a deep link
 * (`#outer:inner`). Version 2 is pinned on purpose: it is the one Mintlify bundles, and 3 slugs `’` otherwise
 * (`What’s included` is `what-s-included` there, `whats-included` in 3). Not the heading slug (slug.ts).
 */
export function accordionSlug(title: string): string {
  return slugify(title.split(':').join('-'), { decamelize: false });
}

/**
 * The page-unique id of an accordion titled `title`, numbered from `-2` when taken as headings are (Mintlify
 * would repeat it). A title the library leaves nothing of (other scripts, which it does not transliterate,
 * or only symbols) falls back to the heading slug, which keeps letters, so the accordion still has a link.
 */
function accordionId(c: ComponentContext, title: string): string {
  return c.page.uniqueId(accordionSlug(title) || mintlifySlug(title) || 'accordion', 2);
}

export const accordion: ComponentRenderer = (c) => {
  const { props } = c;
  const title = str(props.title) ?? '';
  const description = str(props.description);
  const icon =
    props.icon !== undefined ? c.icon(props.icon, { iconType: str(props.iconType), size: 16 }) : null;
  // Mintlify's docs list `id` ("defaults to the same value as title"); kept as written.
  const id = c.page.explicitId(str(props.id), false) ?? accordionId(c, title);
  return h(
    'details',
    {
      className: ['lectern-accordion', HOOK.accordion],
      id,
      open: bool(props.defaultOpen),
      dataComponentPart: PART.accordion,
    },
    [
      h('summary', { className: ['lectern-accordion__summary'], dataComponentPart: PART.accordionButton }, [
        ...(icon
          ? [
              h('span', { className: ['lectern-accordion__icon'], dataComponentPart: PART.accordionIcon }, [
                icon,
              ]),
            ]
          : []),
        h(
          'span',
          { className: ['lectern-accordion__heading'], dataComponentPart: PART.accordionTitleContainer },
          [
            h(
              'span',
              { className: ['lectern-accordion__title'], dataComponentPart: PART.accordionTitle },
              title,
            ),
            ...(description
              ? [
                  h(
                    'span',
                    {
                      className: ['lectern-accordion__description'],
                      dataComponentPart: PART.accordionDescription,
                    },
                    c.markdown(description),
                  ),
                ]
              : []),
          ],
        ),
      ]),
      h(
        'div',
        { className: ['lectern-accordion__content'], dataComponentPart: PART.accordionContent },
        c.children(),
      ),
    ],
  );
};

export const accordionGroup: ComponentRenderer = (c) =>
  h('div', { className: ['lectern-accordion-group', HOOK.accordionGroup] }, c.children());
