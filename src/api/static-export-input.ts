import { normalizeDomain } from '../domain/index.js';
import { badRequest } from './errors.js';

/**
 * The `domain` field as the deployment lookup needs it (see `normalizeDomain`: lower case, punycode, no
 * trailing dot). The public API asks for the hostname only, so a protocol, port or path is refused with
 * a message saying so.
 */
export function requireDomain(input: string): string {
  const domain = normalizeDomain(input);
  if (!domain) {
    throw badRequest(
      `domain must be a bare hostname such as docs.example.com (no protocol, port or path), got "${clip(input)}"`,
    );
  }
  return domain;
}

const PAGE_EXTENSION = /\.(mdx|md|html)$/i;
// Control characters, backslashes and URL syntax have no place in a page path.
// eslint-disable-next-line no-control-regex
const FORBIDDEN = /[\u0000-\u001f\u007f\\?#%*:<>|"]/;

/**
 * Page paths relative to the site root (`guides/intro`; a leading slash and an `.mdx` extension are
 * tolerated and dropped). `..`, `.` and empty segments are refused; duplicates are dropped. An absent or
 * empty list means every page (null), as in the public API, where `paths: []` is not an error.
 */
export function normalizePaths(paths: string[] | undefined): string[] | null {
  if (paths === undefined || paths.length === 0) return null;
  const out = new Set<string>();
  paths.forEach((raw, i) => {
    let page = raw.trim().replace(/^\/+/, '').replace(/\/+$/, '');
    if (page === '') page = 'index';
    page = page.replace(PAGE_EXTENSION, '');
    const segments = page.split('/');
    if (FORBIDDEN.test(page) || segments.some((s) => s === '' || s === '.' || s === '..')) {
      throw badRequest(
        `paths[${i}] must be a relative page path such as guides/getting-started, got "${clip(raw)}"`,
      );
    }
    out.add(page);
  });
  return [...out];
}

export function normalizeVersion(version: string | undefined): string | null {
  if (version === undefined) return null;
  const trimmed = version.trim();
  // eslint-disable-next-line no-control-regex
  if (trimmed === '' || /[\u0000-\u001f\u007f]/.test(trimmed)) {
    throw badRequest('version must be a non-empty label without control characters');
  }
  return trimmed;
}

export function normalizeIdempotencyKey(header: string | string[] | undefined): string | null {
  if (header === undefined) return null;
  const value = Array.isArray(header) ? header[0] : header;
  if (!/^[\x21-\x7e]{1,255}$/.test(value ?? '')) {
    throw badRequest('Idempotency-Key must be 1 to 255 visible ASCII characters');
  }
  return value;
}

/** Keeps echoed input short and printable in error messages. */
function clip(value: string): string {
  // eslint-disable-next-line no-control-regex
  const printable = value.replace(/[\u0000-\u001f\u007f]/g, '?');
  return printable.length > 80 ? `${printable.slice(0, 77)}...` : printable;
}
