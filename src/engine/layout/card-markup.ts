/**
 * The markup of a card, shared by `<Card>` (markdown/components/card.ts) and the directory listings the
 * layout draws (directory.ts), so that both look alike and sites' CSS for `.card` reaches both. The whole
 * card is clickable through its stretched title link, so links inside the card body stay valid HTML.
 */
import type { Element, ElementContent } from 'hast';
import { h } from 'hastscript';
import { renderIconHast } from '../icons/index.js';
import { HOOK } from './hooks.js';
import { PART } from './component-parts.js';

export interface CardParts {
  /** Modifier classes (`lectern-card--link`, `--horizontal`, `--image`, `--<type>`). */
  modifiers: string[];
  icon?: Element | null;
  title?: string;
  /**
   * The card's link, carried by its title (named by `ariaLabel` when it has none) unless the card sits inside
   * another link (`titleLink: false`).
   */
  href?: string;
  titleLink?: boolean;
  rel?: string;
  ariaLabel?: string;
  content: ElementContent[];
  /** Text, or rendered markup for a JSX `cta` (`cta={<span>Read <code>more</code></span>}`). */
  cta?: string | ElementContent[];
  arrow?: boolean;
  image?: string;
}

export function cardElement(parts: CardParts): Element {
  const titleContent: ElementContent[] = parts.title ? [{ type: 'text', value: parts.title }] : [];
  // A linked title's text sits in its own element with the title colour (components.css): inherited from the
  // link it took a site's `#content-area a { color }`, where Mintlify's title is an element inside the link.
  const titleNode =
    parts.href !== undefined && parts.titleLink !== false
      ? h(
          'a',
          {
            className: ['lectern-card__title', 'lectern-card__link'],
            href: parts.href,
            rel: parts.rel,
            ariaLabel: parts.ariaLabel,
          },
          parts.title
            ? [
                h(
                  'span',
                  { className: ['lectern-card__title-text'], dataComponentPart: PART.cardTitle },
                  titleContent,
                ),
              ]
            : [],
        )
      : h(
          'span',
          { className: ['lectern-card__title'], dataComponentPart: parts.title ? PART.cardTitle : undefined },
          titleContent,
        );
  const text: ElementContent[] = [];
  if (parts.title || parts.href !== undefined) text.push(titleNode);
  if (parts.content.length > 0)
    text.push(
      h('div', { className: ['lectern-card__content'], dataComponentPart: PART.cardContent }, parts.content),
    );
  // As Mintlify draws them: a call to action at the foot, always followed by an arrow; the link arrow
  // (`arrow`, on by default for external links) is a separate up-right arrow in the card's top corner.
  if (parts.cta)
    text.push(
      h('span', { className: ['lectern-card__cta'], dataComponentPart: PART.cardCta }, [
        ...(typeof parts.cta === 'string' ? [{ type: 'text' as const, value: parts.cta }] : parts.cta),
        ...lucideSvg('arrow-right'),
      ]),
    );
  if (parts.href !== undefined && parts.arrow)
    text.unshift(
      h(
        'span',
        { className: ['lectern-card__arrow'], ariaHidden: 'true', dataComponentPart: PART.cardArrow },
        lucideSvg('arrow-up-right'),
      ),
    );
  return h('div', { className: ['lectern-card', HOOK.card, ...parts.modifiers] }, [
    ...(parts.image
      ? [
          h('img', {
            className: ['lectern-card__image'],
            src: parts.image,
            alt: '',
            loading: 'lazy',
            dataComponentPart: PART.cardImage,
          }),
        ]
      : []),
    ...(parts.icon
      ? [h('span', { className: ['lectern-card__icon'], dataComponentPart: PART.cardIcon }, [parts.icon])]
      : []),
    h('div', { className: ['lectern-card__body'], dataComponentPart: PART.cardContentContainer }, text),
  ]);
}

/** A Lucide icon of the interface (not the site's icon library), drawn in the text colour. */
function lucideSvg(name: string): Element[] {
  const svg = renderIconHast(name, { library: 'lucide', size: 16 });
  return svg ? [svg] : [];
}
