import { domainToASCII } from 'node:url';

/**
 * The one hostname normalizer, shared by deployment creation (src/tenancy), the API's `domain` field and
 * `lectern export --domain`, so that every place compares the same string. It has no dependencies: the
 * CLI loads it without the database or the API.
 */

const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/**
 * A bare hostname in lower case, punycode for international names, without the trailing dot of a fully
 * qualified name; or null when the input is not one (a scheme, port, path, credentials, bad labels, or an
 * IP address).
 */
export function normalizeDomain(input: unknown): string | null {
  if (typeof input !== 'string') return null;
  let domain = input.trim().toLowerCase();
  if (domain.endsWith('.')) domain = domain.slice(0, -1);
  // URL syntax is refused before IDN conversion, which would otherwise read some of it as a hostname.
  if (domain === '' || /[/:?#@[\]\s\\]/.test(domain)) return null;
  if (/[^a-z0-9.-]/.test(domain)) {
    domain = domainToASCII(domain);
    if (!domain) return null;
  }
  if (domain.length > 253) return null;
  const labels = domain.split('.');
  if (!labels.every((label) => LABEL.test(label))) return null;
  // An all-numeric last label is an IP address or nonsense, never a hostname (RFC 3696 section 2).
  if (/^[0-9]+$/.test(labels[labels.length - 1])) return null;
  return domain;
}
