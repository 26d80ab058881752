import { describe, expect, it } from 'vitest';
import { bundleKeyFor, describeBuildErrors, remoteSpecsFor } from './handler.js';

describe('describeBuildErrors', () => {
  it('names the first diagnostics with file and line, counts the rest, skips warnings', () => {
    const message = describeBuildErrors({
      errors: 4,
      diagnostics: [
        { severity: 'warning', code: 'W', message: 'just a warning', file: 'a.mdx' },
        {
          severity: 'error',
          code: 'PAGE_NOT_FOUND',
          message: 'page "x" not found',
          file: 'docs.json',
          line: 3,
        },
        { severity: 'error', code: 'E', message: 'guides/b.mdx: operation not found', file: 'guides/b.mdx' },
        { severity: 'error', code: 'E', message: 'no file here' },
        { severity: 'error', code: 'E', message: 'fourth', file: 'd.mdx' },
      ],
    });
    expect(message).toBe(
      'site build failed with 4 errors: docs.json:3: page "x" not found; guides/b.mdx: operation not found; no file here; and 1 more',
    );
    expect(message).not.toContain('just a warning');
  });

  it('keys bundles by job', () => {
    expect(bundleKeyFor('se_0123456789abcdef', 2)).toBe(
      'exports/se_0123456789abcdef/attempt-2/bundle.tar.gz',
    );
  });
});

describe('remoteSpecsFor', () => {
  it('fetches specs named by URL unless the server is air-gapped, under the private-sources switch', () => {
    expect(remoteSpecsFor({ deploymentType: 'cloud', allowPrivateSources: false })).toEqual({
      fetch: true,
      allowPrivate: false,
    });
    expect(remoteSpecsFor({ deploymentType: 'client-hosted', allowPrivateSources: true })).toEqual({
      fetch: true,
      allowPrivate: true,
    });
    expect(remoteSpecsFor({ deploymentType: 'air-gapped', allowPrivateSources: false }).fetch).toBe(false);
  });
});
