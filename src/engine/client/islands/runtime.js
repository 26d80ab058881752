// The runtime of components that run in the reader's browser (engine/islands): Preact with its React layer
// standing in for React, and the Mintlify components snippets render without importing them, drawn with the
// markup and classes the server gives the same components (so the site's styles apply). The build writes it,
// with Preact, under _lectern/islands/ and points the imports below at the hashed copies.
import { h, Fragment, render } from './preact.js';
import React from './compat.js';

export * from './compat.js';
// `import React, { useState } from "react"`, the usual way snippets are written, takes the default export.
export default React;
export { React };
export { h as __lecternH, Fragment as __lecternFragment };

const join = (...names) => names.filter(Boolean).join(' ');

/** A component the snippet renders but nothing defines: its children, as the server shows them. */
export function __lecternMissing(name) {
  const Missing = (props) => h('div', { 'data-lectern-missing': name }, props.children);
  Missing.displayName = name;
  return Missing;
}

/** Server-rendered HTML (the element's children on the page), kept as it is. */
function RawHtml({ html }) {
  return h('div', { style: { display: 'contents' }, dangerouslySetInnerHTML: { __html: html } });
}

/**
 * Replaces the island's fallback with the component: `make` (the entry module's default export) gets the
 * children the server rendered. On an error the fallback stays.
 */
export function mount(island, make) {
  const html = island.innerHTML;
  // An HTML element's island holds the element as the server drew it: its own content is the children.
  const inner = island.getAttribute('data-children') === 'inner' ? island.firstElementChild?.innerHTML : html;
  const children = inner?.trim() ? h(RawHtml, { html: inner }) : undefined;
  try {
    const vnode = make(children);
    island.textContent = '';
    render(vnode, island);
    island.setAttribute('data-mounted', '');
  } catch (error) {
    island.innerHTML = html;
    throw error;
  }
}

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

export function Tooltip({ tip, children }) {
  return h('span', { className: 'lectern-tooltip tooltip', title: tip }, children);
}

export { Fragment };
