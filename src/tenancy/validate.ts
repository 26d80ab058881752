import fs from 'node:fs';
import path from 'node:path';
import { TenancyError } from './errors.js';

export interface UrlRules {
  allowPrivateSources: boolean;
}

/**
 * A repository or forge API URL: https (http only when private sources are allowed), with a host and
 * without credentials; tokens belong in the sealed forge token, never in a stored URL.
 */
export function validateRemoteUrl(input: string, field: string, rules: UrlRules): string {
  let url: URL;
  try {
    url = new URL(input);
  } catch {
    throw new TenancyError('INVALID_SOURCE', `${field} is not a valid URL`);
  }
  const httpAllowed = rules.allowPrivateSources && url.protocol === 'http:';
  if (url.protocol !== 'https:' && !httpAllowed) {
    throw new TenancyError(
      'INVALID_SOURCE',
      `${field} must be an https URL${rules.allowPrivateSources ? ' or http URL' : ''}`,
    );
  }
  if (!url.hostname) throw new TenancyError('INVALID_SOURCE', `${field} has no host`);
  if (url.username || url.password) {
    throw new TenancyError('INVALID_SOURCE', `${field} must not contain credentials`);
  }
  return url.toString();
}

/** A deployment source: a remote git URL (rules above) or an absolute path to an existing folder. */
export function validateSource(input: unknown, rules: UrlRules): string {
  if (typeof input !== 'string' || input.trim() === '') {
    throw new TenancyError('INVALID_SOURCE', 'source must be a repository URL or an absolute folder');
  }
  const source = input.trim();
  if (path.isAbsolute(source)) {
    const resolved = path.resolve(source);
    let isFolder = false;
    try {
      isFolder = fs.statSync(resolved).isDirectory();
    } catch {
      isFolder = false;
    }
    if (!isFolder) throw new TenancyError('INVALID_SOURCE', `source folder does not exist: ${resolved}`);
    return resolved;
  }
  return validateRemoteUrl(source, 'source', rules);
}

/**
 * A branch or tag name that git accepts and that can never be taken for a command-line option
 * (refs reach `git` as arguments).
 */
export function validateRef(input: unknown, field: string): string {
  const ref = typeof input === 'string' ? input.trim() : '';
  const ok =
    /^[A-Za-z0-9._/-]{1,200}$/.test(ref) &&
    !ref.startsWith('-') &&
    !ref.startsWith('/') &&
    !ref.endsWith('/') &&
    !ref.endsWith('.lock') &&
    !ref.includes('..') &&
    !ref.includes('//');
  if (!ok) throw new TenancyError('INVALID_INPUT', `${field} is not a valid git branch or tag name`);
  return ref;
}

/** A relative sub-folder inside the source, normalised, that cannot climb out of it. */
export function validateSubPath(input: unknown): string | null {
  if (input === null || input === undefined || input === '') return null;
  if (typeof input !== 'string') throw new TenancyError('INVALID_INPUT', 'path must be a string');
  const posix = input.replace(/\\/g, '/');
  const normalised = path.posix.normalize(posix).replace(/\/+$/, '');
  if (
    path.posix.isAbsolute(posix) ||
    normalised === '..' ||
    normalised.startsWith('../') ||
    normalised.split('/').includes('..') ||
    normalised.includes('\0')
  ) {
    throw new TenancyError('INVALID_INPUT', 'path must be a folder inside the source');
  }
  return normalised === '.' ? null : normalised;
}

export function requireText(input: unknown, field: string, max = 200): string {
  const text = typeof input === 'string' ? input.trim() : '';
  if (text.length === 0 || text.length > max) {
    throw new TenancyError('INVALID_INPUT', `${field} must be 1 to ${max} characters`);
  }
  return text;
}
