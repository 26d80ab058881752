/**
 * Applying an operation's `x-mint` to its rendered page (the page job renders, this merges): the content as
 * a preface before the generated reference, and, on `openapi:` pages, the metadata the page's own
 * frontmatter leaves unset. Kept free of the markdown renderer, which imports this folder.
 */
import type { PageContext, RenderedPage } from '../types.js';
import { playgroundMode, type ApiSettings } from './settings.js';

export interface MintPageSource {
  /** `openapi.json GET /users`: the spec file and operation the content comes from, for messages. */
  spec: string;
  content: string;
}

/**
 * The MDX the content is rendered from. The leading blank line keeps a `---` at its start from being read
 * as frontmatter, which could give the preface an `openapi:` (and a second reference) of its own.
 */
export function mintContentSource(content: string): string {
  return `\n${content}`;
}

/**
 * The page with `preface` (the rendered content) before everything else it shows. The preface's problems
 * name the spec file and the line inside the content, since the page itself has no source to point at.
 */
export function withMintContent(
  page: RenderedPage,
  preface: RenderedPage,
  source: MintPageSource,
  renderedAs: string,
): RenderedPage {
  const specFile = source.spec.split(' ')[0];
  const diagnostics = preface.diagnostics.map((d) => {
    if (d.file !== undefined && d.file !== renderedAs) {
      // A snippet the content imports: its own file and line are right.
      return { ...d, message: `${d.message} (imported by the x-mint.content of ${source.spec})` };
    }
    const { line, column: _column, ...rest } = d;
    const at = line !== undefined && line > 1 ? ` (line ${line - 1})` : '';
    return { ...rest, file: specFile, message: `${source.spec}: x-mint.content${at}: ${d.message}` };
  });
  return {
    ...page,
    html: preface.html ? `${preface.html}\n${page.html}` : page.html,
    toc: [...preface.toc, ...page.toc],
    needs: {
      mermaid: page.needs.mermaid || preface.needs.mermaid,
      math: page.needs.math || preface.needs.math,
      code: page.needs.code || preface.needs.code,
    },
    diagnostics: [...page.diagnostics, ...diagnostics],
  };
}

const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v : undefined);

/** `metadata` (only keys the page leaves unset) under the rendered page's frontmatter, title and description. */
export function withMintMetadata(page: RenderedPage, metadata: Record<string, unknown>): RenderedPage {
  if (Object.keys(metadata).length === 0) return page;
  const own = page.frontmatter;
  const description = text(own.description) ?? text(metadata.description);
  return {
    ...page,
    frontmatter: { ...metadata, ...own },
    // The renderer's title falls back to the first heading or the path; the metadata's title beats those.
    title: text(own.title) ?? text(metadata.title) ?? page.title,
    ...(description !== undefined ? { description } : {}),
  };
}

/**
 * The page's API renderer with `x-mint.metadata.playground` as the display mode, for `openapi:` pages that
 * set no `playground:` of their own (nav passes only the keys the page leaves unset), and the metadata's
 * description as the page's: an `openapi:` page without one takes the operation's (nav/openapi.ts), and the
 * renderer leaves that paragraph out of the body, as on a generated page.
 */
export function withMintPlayground(
  render: NonNullable<PageContext['renderApiOperation']>,
  metadata: Record<string, unknown> | undefined,
  settings: ApiSettings | undefined,
): NonNullable<PageContext['renderApiOperation']> {
  const description = text(metadata?.description);
  if (metadata?.playground === undefined && description === undefined) return render;
  const mode = metadata?.playground === undefined ? undefined : playgroundMode(metadata.playground, settings);
  return (spec, pageMode, pageDescription) => render(spec, mode ?? pageMode, pageDescription ?? description);
}
