/** The navbar's links and primary button, in the header and again in the mobile drawer (layout/header.ts). */
import { renderIcon } from '../icons/index.js';
import type { LayoutInput } from '../types.js';
import { configHref, esc } from './escape.js';
import { HOOK } from './hooks.js';
import { ID } from './ids.js';
import { navIcon } from './sidebar.js';

/** Navbar entries of `type` github or discord: the service's mark and name, as Mintlify shows them. */
const BRANDS: Record<string, string> = { github: 'GitHub', discord: 'Discord' };

/**
 * One navbar entry. A GitHub or Discord one shows the service's icon beside its label (a quiet button, not a
 * plain link). An unlabelled one arrives named after its type (`Github`, config/navbar-footer.ts): it shows the
 * service's own spelling instead.
 */
function navbarEntry(
  input: LayoutInput,
  entry: { label?: string; href: string; icon?: string; type?: string },
  cls: string,
  id = '',
): string {
  const brand = entry.type ? BRANDS[entry.type] : undefined;
  const icon = brand
    ? (renderIcon(entry.type!, {
        library: 'fontawesome',
        iconType: 'brands',
        className: 'lectern-ui-icon',
      }) ?? '')
    : navIcon(entry.icon, {
        rootPrefix: input.rootPrefix,
        iconLibrary: input.site.iconLibrary ?? 'fontawesome',
      });
  const generated = entry.type ? entry.type[0]!.toUpperCase() + entry.type.slice(1) : undefined;
  const label = brand && (!entry.label || entry.label === generated) ? brand : (entry.label ?? '');
  const href = esc(configHref(input.rootPrefix, entry.href));
  return `<a class="${cls}${brand ? ' lectern-brand-link' : ''}"${id} href="${href}">${icon}<span>${esc(label)}</span></a>`;
}

/** The navbar's links and primary button; `prefix` names the classes (`lectern-navbar`, `lectern-mobile`). */
export function navbarLinks(input: LayoutInput, prefix: string): { links: string; primary: string } {
  const navbar = input.site.navbar;
  if (!navbar) return { links: '', primary: '' };
  // Mintlify's hooks on the header's entries only: the drawer's copies are the same links again.
  const header = prefix === 'lectern-navbar';
  const links = navbar.links
    .map((l) => navbarEntry(input, l, header ? `${prefix}-link ${HOOK.navbarLink}` : `${prefix}-link`))
    .join('');
  const p = navbar.primary;
  const primary = p
    ? navbarEntry(
        input,
        { ...p, label: p.label ?? (BRANDS[p.type] ? undefined : 'Get started') },
        `${prefix}-primary`,
        header ? ` id="${ID.topbarCtaButton}"` : '',
      )
    : '';
  return { links, primary };
}

export function renderNavbar(input: LayoutInput): string {
  const { links, primary } = navbarLinks(input, 'lectern-navbar');
  return links || primary
    ? `<nav class="lectern-navbar" aria-label="Site links">${links}${primary}</nav>`
    : '';
}
