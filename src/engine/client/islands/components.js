// The Mintlify components a running snippet renders without importing them, drawn with the markup and
// classes the server gives the same components (markdown/components/), so the site's styles apply.
import { h, Fragment } from './preact.js';
import { Children, cloneElement, useId, useState } from './compat.js';

const join = (...names) => names.filter(Boolean).join(' ');

export function Badge({ color = 'gray', size = 'md', shape = 'rounded', children, className }) {
  return h(
    'span',
    {
      className: join(
        'lectern-badge',
        `lectern-badge--${color}`,
        `lectern-badge--${size}`,
        `lectern-badge--${shape}`,
        className,
      ),
      'data-badge': '',
      'data-color': color,
      'data-size': size,
    },
    children,
  );
}

export function Card({ title, href, icon, children, className, cta, horizontal }) {
  const iconBox = icon
    ? h(
        'span',
        { className: 'lectern-card__icon', 'data-component-part': 'card-icon' },
        typeof icon === 'string' ? h(Icon, { icon }) : icon,
      )
    : null;
  const heading = title
    ? h('span', { className: 'lectern-card__title-text', 'data-component-part': 'card-title' }, title)
    : null;
  return h(
    'div',
    {
      className: join(
        'lectern-card card',
        href && 'lectern-card--link',
        horizontal && 'lectern-card--horizontal',
        className,
      ),
    },
    iconBox,
    h(
      'div',
      { className: 'lectern-card__body', 'data-component-part': 'card-content-container' },
      href ? h('a', { className: 'lectern-card__title lectern-card__link', href }, heading) : heading,
      children
        ? h('div', { className: 'lectern-card__content', 'data-component-part': 'card-content' }, children)
        : null,
      cta ? h('span', { className: 'lectern-card__cta', 'data-component-part': 'card-cta' }, cta) : null,
    ),
  );
}

export function Columns({ cols = 2, children, className }) {
  return h(
    'div',
    {
      className: join(`lectern-columns lectern-columns--${cols} columns`, className),
      'data-cols': String(cols),
    },
    children,
  );
}
export const CardGroup = Columns;

function callout(kind) {
  const label = kind[0].toUpperCase() + kind.slice(1);
  const Kind = ({ children, className }) =>
    h(
      'div',
      {
        className: join(`lectern-callout lectern-callout--${kind} callout`, className),
        role: 'note',
        'aria-label': label,
      },
      h('div', { className: 'lectern-callout__content', 'data-component-part': 'callout-content' }, children),
    );
  Kind.displayName = label;
  return Kind;
}
export const Note = callout('note');
export const Tip = callout('tip');
export const Info = callout('info');
export const Warning = callout('warning');
export const Check = callout('check');
export const Danger = callout('danger');
export const Callout = callout('callout');

export function Frame({ caption, children, className }) {
  return h(
    'figure',
    { className: join('lectern-frame frame', className) },
    h('div', { className: 'lectern-frame__content' }, children),
    caption ? h('figcaption', { className: 'lectern-frame__caption' }, caption) : null,
  );
}

export function Accordion({ title, defaultOpen, children }) {
  return h(
    'details',
    {
      className: 'lectern-accordion accordion',
      open: Boolean(defaultOpen),
      'data-component-part': 'accordion',
    },
    h(
      'summary',
      { className: 'lectern-accordion__summary', 'data-component-part': 'accordion-button' },
      h(
        'span',
        { className: 'lectern-accordion__heading' },
        h('span', { className: 'lectern-accordion__title' }, title),
      ),
    ),
    h(
      'div',
      { className: 'lectern-accordion__content', 'data-component-part': 'accordion-content' },
      children,
    ),
  );
}

// Icons are drawn at build time from the icon packages: each island's entry registers, as SVG, those its
// code and data name as literals. An icon it did not register keeps only its box.
const icons = new Map();
export function __lecternIcons(svgs) {
  for (const [name, svg] of Object.entries(svgs)) icons.set(name, svg);
}

export function Icon({ icon, size, color, className }) {
  const style = { display: 'inline-flex', color };
  if (size) Object.assign(style, { width: `${size}px`, height: `${size}px` });
  const svg = typeof icon === 'string' ? icons.get(icon) : undefined;
  if (!svg)
    return h('span', {
      className: join('lectern-icon', className),
      'data-icon': icon,
      'aria-hidden': 'true',
      style,
    });
  return h('span', {
    className: join('lectern-icon-slot', size && 'lectern-icon-slot--sized', className),
    'data-icon': icon,
    'aria-hidden': 'true',
    style,
    dangerouslySetInnerHTML: { __html: svg },
  });
}

// ResponseField and ParamField: the server's field markup (markdown/components/field.ts), without the
// anchor ids a page-level field gets (a running component may draw the same field twice).
const LOCATIONS = ['body', 'query', 'path', 'header', 'cookie'];
const pill = (part, kind, ...content) =>
  h(
    'span',
    { className: `lectern-field__label lectern-field__${kind}`, 'data-component-part': part },
    ...content,
  );

function field(kind, props) {
  const location = kind === 'param' ? LOCATIONS.find((l) => typeof props[l] === 'string') : undefined;
  const name = location ? props[location] : props.name;
  const hasDefault = props.default !== undefined && props.default !== null;
  return h(
    'div',
    {
      className: join(
        'lectern-field field',
        `lectern-field--${kind}`,
        props.deprecated && 'lectern-field--deprecated',
      ),
    },
    h(
      'div',
      { className: 'lectern-field__head' },
      h('code', { className: 'lectern-field__name', 'data-component-part': 'field-name' }, name),
      props.type ? pill('field-info-pill', 'type', props.type) : null,
      location ? pill('field-info-pill', 'location', location) : null,
      hasDefault
        ? pill('field-info-pill', 'default', 'default: ', h('code', null, JSON.stringify(props.default)))
        : null,
      props.required ? pill('field-required-pill', 'required', 'required') : null,
      props.deprecated ? pill('field-deprecated-pill', 'deprecated', 'deprecated') : null,
    ),
    props.children ? h('div', { className: 'lectern-field__body' }, props.children) : null,
  );
}
export const ResponseField = (props) => field('response', props);
export const ParamField = (props) => field('param', props);

export function Expandable({ title = 'properties', defaultOpen, children }) {
  return h(
    'details',
    {
      className: 'lectern-expandable expandable',
      open: Boolean(defaultOpen),
      'data-component-part': 'expandable',
    },
    h(
      'summary',
      { className: 'lectern-expandable__summary', 'data-component-part': 'expandable-button' },
      h('span', { className: 'lectern-expandable__show' }, 'Show '),
      h('span', { className: 'lectern-expandable__hide' }, 'Hide '),
      title,
    ),
    h(
      'div',
      { className: 'lectern-expandable__content', 'data-component-part': 'expandable-content' },
      children,
    ),
  );
}

/** Steps number their Step children in order, as the server does (a Step's stepNumber wins). */
export function Steps({ children }) {
  let place = 0;
  return h(
    'ol',
    { className: 'lectern-steps steps', 'data-component-part': 'steps' },
    Children.map(children, (child) =>
      child && child.type === Step ? cloneElement(child, { place: ++place }) : child,
    ),
  );
}

export function Step({ title, stepNumber, place, children }) {
  return h(
    'li',
    { className: 'lectern-step step', 'data-component-part': 'step-item' },
    h(
      'div',
      { className: 'lectern-step__marker', 'aria-hidden': 'true', 'data-component-part': 'step-number' },
      stepNumber ?? place,
    ),
    h(
      'div',
      { className: 'lectern-step__body' },
      title ? h('p', { className: 'lectern-step__title', 'data-component-part': 'step-title' }, title) : null,
      h('div', { className: 'lectern-step__content', 'data-component-part': 'step-content' }, children),
    ),
  );
}

export function AccordionGroup({ children }) {
  return h('div', { className: 'lectern-accordion-group accordion-group' }, children);
}

/**
 * Tabs with the server's classes and ARIA roles, switched by state (not the page's <lectern-tabs> element,
 * whose script would take the list over).
 */
export function Tabs({ defaultTabIndex = 0, children }) {
  const tabs = Children.toArray(children).filter((child) => child && child.type === Tab);
  const [chosen, choose] = useState(Math.min(Number(defaultTabIndex) || 0, Math.max(tabs.length - 1, 0)));
  return h(
    'div',
    { className: 'lectern-tabs tabs' },
    h(
      'div',
      { role: 'tablist', className: 'lectern-tabs__list', 'data-component-part': 'tabs-list' },
      tabs.map((tab, i) =>
        h(
          'button',
          {
            type: 'button',
            role: 'tab',
            className: 'lectern-tabs__tab tab',
            'aria-selected': String(i === chosen),
            'data-active': String(i === chosen),
            'data-component-part': 'tab-button',
            onClick: () => choose(i),
          },
          h('span', { className: 'lectern-tabs__label' }, tab.props.title),
        ),
      ),
    ),
    tabs.map((tab, i) =>
      h(
        'div',
        {
          role: 'tabpanel',
          className: 'lectern-tabs__panel',
          hidden: i !== chosen,
          'data-component-part': 'tab-content',
        },
        tab.props.children,
      ),
    ),
  );
}

export function Tab({ children }) {
  return h(Fragment, null, children);
}

/** The server's tooltip markup (markdown/components/tooltip.ts): the page's script and styles show it. */
export function Tooltip({ tip, headline, cta, href, children }) {
  const id = `lectern-island-tooltip-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const external = typeof href === 'string' && /^https?:\/\//i.test(href);
  return h(
    'span',
    { className: 'lectern-tooltip tooltip' },
    h('span', { className: 'lectern-tooltip__trigger', tabIndex: 0, 'aria-describedby': id }, children),
    h(
      'span',
      { className: 'lectern-tooltip__bubble', role: 'tooltip', id, 'data-component-part': 'tooltip-content' },
      headline
        ? h(
            'span',
            { className: 'lectern-tooltip__headline', 'data-component-part': 'tooltip-title' },
            headline,
          )
        : null,
      tip
        ? h('span', { className: 'lectern-tooltip__tip', 'data-component-part': 'tooltip-description' }, tip)
        : null,
      cta && href
        ? h(
            'a',
            {
              className: 'lectern-tooltip__cta',
              href,
              'data-component-part': 'tooltip-cta',
              ...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {}),
            },
            cta,
          )
        : null,
    ),
  );
}
