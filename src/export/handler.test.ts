import { describe, expect, it } from 'vitest';
import { bundleKeyFor, describeBuildErrors } from './handler.js';

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
