/** A page's own `contextual` frontmatter against docs.json's menu (ai/contextual-menu.mdx, page overrides). */
import { describe, expect, it } from 'vitest';
import type { ContextualInput } from '../layout/index.js';
import type { Diagnostic } from '../types.js';
import { pageMenu } from './page-menu.js';

const site: ContextualInput = { options: ['copy', 'view'], display: 'header', external: true };
const env = { contextual: site, iconLibrary: 'lucide' as const };

function menu(frontmatter: Record<string, unknown>, contextual: ContextualInput = site) {
  const diagnostics: Diagnostic[] = [];
  const result = pageMenu({ ...env, contextual }, { frontmatter }, 'terms.mdx', diagnostics);
  return { result, diagnostics: diagnostics.map((d) => `${d.code} ${d.file}: ${d.message}`) };
}

describe('a page menu', () => {
  it("is docs.json's without an override", () => {
    expect(menu({})).toEqual({ result: site, diagnostics: [] });
  });

  it("is the page's own when it sets one, leaving out hosted options with a warning", () => {
    expect(menu({ contextual: { options: ['copy', 'download-pdf'], display: 'toc' } })).toEqual({
      result: { options: ['copy'], display: 'toc', external: true },
      diagnostics: [
        expect.stringMatching(
          /^CONTEXTUAL_HOSTED terms\.mdx: frontmatter: contextual\.options: "download-pdf" left out/,
        ),
      ],
    });
  });

  it('is off when the page lists no options', () => {
    expect(menu({ contextual: { options: [] } })).toEqual({ result: undefined, diagnostics: [] });
  });

  it("falls back to docs.json's when the override is invalid, and says so", () => {
    expect(menu({ contextual: { options: ['copy', 'nonsense'] } })).toEqual({
      result: site,
      diagnostics: [
        expect.stringMatching(
          /^CONFIG_IGNORED terms\.mdx: frontmatter: contextual\.options\[1\]: unknown option "nonsense".*\(the page keeps docs\.json's menu\)$/,
        ),
      ],
    });
  });

  it('can be set by a page when docs.json has none', () => {
    const none: ContextualInput = { options: [], display: 'header', external: false };
    expect(menu({}, none).result).toBeUndefined();
    expect(menu({ contextual: { options: ['view'] } }, none).result).toEqual({
      options: ['view'],
      display: 'header',
      external: false,
    });
  });
});
