import dns from 'node:dns/promises';
import net from 'node:net';
import { isPrivateAddress } from './addresses.js';

export type SecurityErrorCode = 'INVALID_URL' | 'PROTOCOL_NOT_ALLOWED' | 'PRIVATE_ADDRESS' | 'UNRESOLVABLE';

/** The one error type of the security helpers. Messages name the host, never a URL's credentials. */
export class SecurityError extends Error {
  constructor(
    readonly code: SecurityErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'SecurityError';
  }
}

export interface PublicUrlOptions {
  /** LECTERN_ALLOW_PRIVATE_SOURCES: allow http and any address (tests, on-premises forges). */
  allowPrivate: boolean;
  /** Resolves a host name to its addresses; defaults to the system resolver (dns.lookup). */
  resolve?: (hostname: string) => Promise<string[]>;
}

export interface CheckedUrl {
  url: URL;
  /** The addresses the host resolved to when checked (empty when private sources are allowed). */
  addresses: string[];
}

async function systemResolve(hostname: string): Promise<string[]> {
  const found = await dns.lookup(hostname, { all: true, verbatim: true });
  return found.map((a) => a.address);
}

/**
 * Refuses URLs from user input that point at this machine or a private network: https only, and every
 * address the host resolves to must be public. A check before connecting cannot stop a DNS answer
 * that changes in between; callers that can pin `addresses` for the connection should.
 */
export async function assertPublicUrl(input: string | URL, opts: PublicUrlOptions): Promise<CheckedUrl> {
  let url: URL;
  try {
    url = new URL(input.toString());
  } catch {
    throw new SecurityError('INVALID_URL', 'not a valid URL');
  }
  const allowed = opts.allowPrivate ? ['https:', 'http:'] : ['https:'];
  if (!allowed.includes(url.protocol)) {
    throw new SecurityError(
      'PROTOCOL_NOT_ALLOWED',
      `${url.protocol.replace(':', '')} URLs are not allowed; use https`,
    );
  }
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (!host) throw new SecurityError('INVALID_URL', 'URL has no host');
  if (opts.allowPrivate) return { url, addresses: [] };
  let addresses: string[];
  if (net.isIP(host)) {
    addresses = [host];
  } else {
    try {
      addresses = await (opts.resolve ?? systemResolve)(host);
    } catch {
      throw new SecurityError('UNRESOLVABLE', `cannot resolve host ${host}`);
    }
    if (addresses.length === 0) throw new SecurityError('UNRESOLVABLE', `cannot resolve host ${host}`);
  }
  if (addresses.some(isPrivateAddress)) {
    throw new SecurityError('PRIVATE_ADDRESS', `host ${host} is a loopback, link-local or private address`);
  }
  return { url, addresses };
}
