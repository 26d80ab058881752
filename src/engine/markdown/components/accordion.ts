/** `<Accordion>` as `<details>` (works without JavaScript; anchor id from `id` or the title) and `<AccordionGroup>`. */
import { h } from 'hastscript';
import type { ComponentRenderer } from './types.js';
import { bool, str } from './types.js';
import { HOOK } from '../../layout/hooks.js';
import { PART } from '../../layout/component-parts.js';

export const accordion: ComponentRenderer = (c) => {
  const { props } = c;
  const title = str(props.title) ?? '';
  const description = str(props.description);
  const icon =
    props.icon !== undefined ? c.icon(props.icon, { iconType: str(props.iconType), size: 16 }) : null;
  const id = c.page.explicitId(str(props.id), false) ?? c.page.slug(title);
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
