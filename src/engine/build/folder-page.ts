import type { SiteLookups } from './page-context.js';

/**
 * The first page of the navigation under a folder no page is named after (`self-hosting` when there is no
 * self-hosting.mdx or self-hosting/index.mdx), or null: Mintlify sends a link to such a folder there (a tab's
 * `url` is one, and sites link to it: Cal.com's `/self-hosting` card); continuedev/continue#9682.
 */
export function folderFirstPage(lookups: SiteLookups, p: string): string | null {
  const folder = p.replace(/\.(?:mdx?|html?)$/i, '').replace(/\/+$/, '');
  if (folder === '' || folder === 'index') return null;
  for (const page of lookups.navPages ?? lookups.pages) if (page.startsWith(`${folder}/`)) return page;
  return null;
}
