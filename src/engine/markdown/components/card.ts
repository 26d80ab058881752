/**
 * `<Card>`: title, icon, image, link (the whole card is clickable through a stretched title link, so links
 * inside the card body stay valid HTML), CTA, arrow, horizontal layout, and callout-style `type`.
 */
import type { ElementContent } from 'hast';
import type { ComponentContext, ComponentRenderer } from './types.js';
import { bool, oneOf, safeColor, str, textOrMarkup } from './types.js';
import { CALLOUT_TYPES, presetIcon } from './callout.js';
import { plainText } from '../text.js';
import { cardElement } from '../../layout/card-markup.js';

export const card: ComponentRenderer = (c) => {
  const { props } = c;
  const title = str(props.title);
  const type = oneOf(props.type, CALLOUT_TYPES);
  const rawHref = str(props.href);
  const href = rawHref ? c.href(rawHref) : undefined;
  const external = !!rawHref && /^(?:[a-z][a-z0-9+.-]*:)?\/\//i.test(rawHref);
  const showArrow = props.arrow === undefined ? external : bool(props.arrow);
  const iconName = props.icon ?? (type ? presetIcon(type) : undefined);
  const icon =
    iconName !== undefined
      ? c.icon(iconName, { iconType: str(props.iconType), color: safeColor(props.color), size: 20 })
      : null;
  const imgSrc = props.img !== undefined ? c.src(props.img) : undefined;

  const modifiers: string[] = [];
  if (bool(props.horizontal)) modifiers.push('lectern-card--horizontal');
  if (type) modifiers.push(`lectern-card--${type}`);
  if (href) modifiers.push('lectern-card--link');
  if (imgSrc) modifiers.push('lectern-card--image');

  const titleLink = c.page.linkDepth === 0;
  const content = c.children();
  return cardElement({
    modifiers,
    icon,
    ...(title ? { title } : {}),
    ...(href ? { href, titleLink } : {}),
    // A card without a title is still one link (the whole card): it is named by the card's text.
    ...(title ? {} : { ariaLabel: cardLabel(content, rawHref ?? '') }),
    content,
    ...withCta(c),
    arrow: showArrow,
    ...(imgSrc ? { image: imgSrc } : {}),
  });
};

function withCta(c: ComponentContext): { cta?: string | ElementContent[] } {
  const cta = textOrMarkup(
    c,
    c.props.cta,
    '<Card cta>: the value could not be shown, so the card has no call to action',
  );
  return cta === undefined ? {} : { cta };
}

function cardLabel(content: ElementContent[], href: string): string {
  const text = content
    .map((node) => plainText(node))
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > 120 ? `${text.slice(0, 117)}...` : text || href;
}
