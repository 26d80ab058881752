/**
 * `<Tooltip tip headline cta href>`: text with a tooltip, shown on hover and focus by CSS; the client only
 * keeps the bubble inside the viewport (`widgets.js`). As Mintlify's tooltip.js: a lone link or button child is
 * the trigger itself (one tab stop); other content gets a focusable underlined span.
 */
import { h } from 'hastscript';
import { renderIconHast } from '../../icons/index.js';
import type { Element, ElementContent } from 'hast';
import type { ComponentRenderer } from './types.js';
import { str } from './types.js';
import { HOOK } from '../../layout/hooks.js';

export const tooltip: ComponentRenderer = (c) => {
  const tip = str(c.props.tip) ?? '';
  const headline = str(c.props.headline);
  const cta = str(c.props.cta);
  const rawHref = str(c.props.href);
  const href = cta && rawHref !== undefined ? c.href(rawHref) : undefined;
  const id = c.page.nextId('tooltip');
  // Mintlify's data-component-part names, for sites' CSS.
  const bubble: ElementContent[] = [];
  if (headline)
    bubble.push(
      h('span', { className: ['lectern-tooltip__headline'], dataComponentPart: 'tooltip-title' }, headline),
    );
  if (tip)
    bubble.push(
      h('span', { className: ['lectern-tooltip__tip'], dataComponentPart: 'tooltip-description' }, tip),
    );
  if (cta && href && c.page.linkDepth === 0) {
    // Mintlify opens an http(s) URL in a new tab (its isRemoteUrl).
    const external = /^https?:\/\//i.test(rawHref ?? '');
    bubble.push(
      h(
        'a',
        {
          className: ['lectern-tooltip__cta'],
          href,
          dataComponentPart: 'tooltip-cta',
          ...(external ? { target: '_blank', rel: ['noopener', 'noreferrer'] } : {}),
        },
        [cta, ...chevronRight()],
      ),
    );
  }
  const content = c.phrasing();
  const own = ownTrigger(content);
  if (own) own.properties.ariaDescribedBy = [id];
  const trigger = own
    ? content
    : [h('span', { className: ['lectern-tooltip__trigger'], tabIndex: 0, ariaDescribedBy: id }, content)];
  return h('span', { className: ['lectern-tooltip', HOOK.tooltip] }, [
    ...trigger,
    h(
      'span',
      { className: ['lectern-tooltip__bubble'], role: 'tooltip', id, dataComponentPart: 'tooltip-content' },
      bubble,
    ),
  ]);
};

/** The content's one link or button (whitespace aside), which Mintlify makes the trigger as it is. */
function ownTrigger(content: ElementContent[]): Element | undefined {
  const rest = content.filter((node) => !(node.type === 'text' && node.value.trim() === ''));
  const only = rest.length === 1 ? rest[0] : undefined;
  if (only?.type !== 'element') return undefined;
  if (only.tagName === 'button' || (only.tagName === 'a' && only.properties.href !== undefined)) return only;
  return undefined;
}

/** Lucide's chevron-right, as Mintlify draws after the CTA (the interface's icon, not the site's library). */
function chevronRight(): ElementContent[] {
  const svg = renderIconHast('chevron-right', {
    library: 'lucide',
    size: 12,
    className: 'lectern-tooltip__chevron',
  });
  return svg ? [svg] : [];
}
