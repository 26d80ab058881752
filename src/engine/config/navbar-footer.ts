/** docs.json's `navbar` and `footer` (their links, the primary button, social links), at the root or per language. */
import type { FooterColumn, NavbarLink, NavbarPrimary, SiteConfig } from './types.js';
import {
  ConfigChecker,
  isObject,
  optArray,
  optEnum,
  optObject,
  optString,
  type KeyPath,
} from './validate.js';

function link(c: ConfigChecker, v: unknown, at: KeyPath): NavbarLink | undefined {
  if (!isObject(v)) {
    c.dropped(at, 'an object with label and href', v);
    return undefined;
  }
  const href = optString(c, v, 'href', at);
  if (!href) {
    c.warn(at, 'CONFIG_IGNORED', 'a link needs "href"; ignored');
    return undefined;
  }
  const type = optString(c, v, 'type', at);
  const label = optString(c, v, 'label', at) ?? (type ? type[0].toUpperCase() + type.slice(1) : href);
  const out: NavbarLink = { label, href };
  const icon = optString(c, v, 'icon', at);
  if (icon) out.icon = icon;
  if (type) out.type = type;
  return out;
}

/** `navbar` read from `doc` at key path `at` (the root, or a language section). */
export function navbar(
  c: ConfigChecker,
  doc: Record<string, unknown>,
  at: KeyPath = [],
): SiteConfig['navbar'] {
  const here = [...at, 'navbar'];
  const obj = optObject(c, doc, 'navbar', at) ?? {};
  const links = (optArray(c, obj, 'links', here) ?? [])
    .map((l, i) => link(c, l, [...here, 'links', i]))
    .filter((l): l is NavbarLink => !!l);
  const p = optObject(c, obj, 'primary', here);
  let primary: NavbarPrimary | undefined;
  if (p) {
    const l = link(c, p, [...here, 'primary']);
    const type =
      optEnum(c, p, 'type', [...here, 'primary'], ['button', 'github', 'discord'] as const) ?? 'button';
    if (l) primary = { type, label: l.label, href: l.href };
  }
  return { links, primary };
}

/** `footer` read from `doc` at key path `at`. */
export function footer(
  c: ConfigChecker,
  doc: Record<string, unknown>,
  at: KeyPath = [],
): SiteConfig['footer'] {
  const here = [...at, 'footer'];
  const obj = optObject(c, doc, 'footer', at) ?? {};
  const socials: Record<string, string> = {};
  for (const [k, v] of Object.entries(optObject(c, obj, 'socials', here) ?? {})) {
    if (typeof v === 'string') socials[k] = v;
    else c.dropped([...here, 'socials', k], 'a URL', v);
  }
  const links: FooterColumn[] = [];
  (optArray(c, obj, 'links', here) ?? []).forEach((col, i) => {
    const where = [...here, 'links', i];
    if (!isObject(col)) return c.dropped(where, 'an object with header and items', col);
    const items = (optArray(c, col, 'items', where) ?? [])
      .map((it, j) => link(c, it, [...where, 'items', j]))
      .filter((l): l is NavbarLink => !!l)
      .map((l) => ({ label: l.label, href: l.href }));
    links.push({ header: optString(c, col, 'header', where), items });
  });
  return { socials, links };
}
