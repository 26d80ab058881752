// The runtime of components that run in the reader's browser (engine/islands): Preact with its React layer
// standing in for React, mounting islands, their links, and (components.js) the Mintlify components
// snippets render without importing them. The build writes it, with Preact, under _lectern/islands/ and
// points the imports below at the hashed copies.
import { h, Fragment, render, options } from './preact.js';
import React from './compat.js';

export * from './compat.js';
// `import React, { useState } from "react"`, the usual way snippets are written, takes the default export.
export default React;
export { React };
export { h as __lecternH, Fragment as __lecternFragment };

// A link (or image) a running component draws as pages write them (`/guides/intro#setup`) leads where the
// server's links lead: the build resolved the site paths the island's code and data name (__lecternLinks),
// and others are read as pages (`.html`), relative to this copy of the site (the layout's data-root), so
// they work on any static host and under any path. Addresses with a host, and relative ones, stay.
const siteRoot = document.body?.getAttribute('data-root') ?? '';
const resolved = new Map();
export function __lecternLinks(links) {
  for (const [path, target] of Object.entries(links)) resolved.set(path, target);
}
function sitePath(href, page) {
  const match = /^\/(?!\/)([^?#]*)(.*)$/s.exec(href);
  if (!match) return href;
  if (resolved.has(href)) return siteRoot + resolved.get(href);
  const [, path, rest] = match;
  if (resolved.has(`/${path}`)) return siteRoot + resolved.get(`/${path}`) + rest;
  if (!page) return siteRoot + path + rest;
  let file = path === '' || path.endsWith('/') ? `${path}index` : path;
  if (!/\.[a-z0-9]+$/i.test(file)) file += '.html';
  return siteRoot + file + rest;
}
const previousVnode = options.vnode;
options.vnode = (vnode) => {
  const props = vnode.props;
  if (vnode.type === 'a' && typeof props.href === 'string') props.href = sitePath(props.href, true);
  if (vnode.type === 'img' && typeof props.src === 'string') props.src = sitePath(props.src, false);
  previousVnode?.(vnode);
};

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

export * from './components.js';
export { Fragment };
