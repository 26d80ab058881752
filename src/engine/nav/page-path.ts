/** A nav entry as written (`/guides/intro.mdx`) -> page path (`guides/intro`); null when unsafe. */
export function normalisePagePath(raw: string): string | null {
  let p = raw.trim().replace(/\\/g, '/').replace(/^\/+/, '').replace(/\/+$/, '');
  p = p.replace(/\.mdx?$/i, '');
  if (p === '' || p.includes('\0') || /[?#]/.test(p)) return null;
  const parts = p.split('/');
  if (parts.some((s) => s === '..' || s === '.' || s === '')) return null;
  return p;
}
