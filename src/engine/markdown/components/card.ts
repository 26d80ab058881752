/**
 * `<Card>`: title, icon, image, link (the whole card is clickable through a stretched title link, so links
 * inside the card body stay valid HTML), CTA, arrow, horizontal layout, and callout-style `type`.
 */
import { h } from 'hastscript';
import type { ElementContent } from 'hast';
import type { ComponentRenderer } from './types.js';
import { bool, oneOf, safeColor, str } from './types.js';
import { CALLOUT_TYPES, presetIcon } from './callout.js';
import { plainText } from '../text.js';
import { HOOK } from '../../layout/hooks.js';

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

  const className = ['lectern-card', HOOK.card];
  if (bool(props.horizontal)) className.push('lectern-card--horizontal');
  if (type) className.push(`lectern-card--${type}`);
  if (href) className.push('lectern-card--link');
  if (imgSrc) className.push('lectern-card--image');

  const titleContent: ElementContent[] = title ? [{ type: 'text', value: title }] : [];
  const linkDepth = c.page.linkDepth;
  const content = c.children();
  // A card without a title is still one link (the whole card): it is named by the card's text.
  const ariaLabel = title ? undefined : cardLabel(content, rawHref ?? '');
  // A linked title's text sits in its own element with the title colour (components.css): inherited from the
  // link it took a site's `#content-area a { color }`, where Mintlify's title is an element inside the link.
  const titleNode =
    href && linkDepth === 0
      ? h(
          'a',
          { className: ['lectern-card__title', 'lectern-card__link'], href, ariaLabel },
          title ? [h('span', { className: ['lectern-card__title-text'] }, titleContent)] : [],
        )
      : h('span', { className: ['lectern-card__title'] }, titleContent);

  const body: ElementContent[] = [];
  if (icon) body.push(h('span', { className: ['lectern-card__icon'] }, [icon]));
  const text: ElementContent[] = [];
  if (title || href) text.push(titleNode);
  if (content.length > 0) text.push(h('div', { className: ['lectern-card__content'] }, content));
  const cta = str(props.cta);
  if (cta || (href && showArrow)) {
    text.push(
      h('span', { className: ['lectern-card__cta'], ariaHidden: cta ? undefined : 'true' }, [
        ...(cta ? [{ type: 'text' as const, value: cta }] : []),
        ...(showArrow ? [h('span', { className: ['lectern-card__arrow'], ariaHidden: 'true' }, '→')] : []),
      ]),
    );
  }
  body.push(h('div', { className: ['lectern-card__body'] }, text));
  return h('div', { className }, [
    ...(imgSrc
      ? [h('img', { className: ['lectern-card__image'], src: imgSrc, alt: '', loading: 'lazy' })]
      : []),
    ...body,
  ]);
};

function cardLabel(content: ElementContent[], href: string): string {
  const text = content
    .map((node) => plainText(node))
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > 120 ? `${text.slice(0, 117)}...` : text || href;
}
