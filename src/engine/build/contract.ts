/**
 * The bundle contract, enforced on each page's content HTML after rendering: links between pages are
 * relative (a root-absolute `/x` link left by any renderer is resolved like an author's link), and nothing
 * the page loads comes from another host (remote images, frames, video and audio become placeholders: see
 * markdown/offline.ts, which the markdown renderer already applies with source lines).
 *
 * This pass is the safety net for HTML from anywhere else: a cheap scan first, and only a page that needs
 * a fix is parsed, fixed with the same rules and serialised again. Its warnings have no line (the HTML has
 * none to give); the renderer's own pass reports the same problems with their source position.
 */
import { fromHtml } from 'hast-util-from-html';
import { toHtml } from 'hast-util-to-html';
import { enforceOffline } from '../markdown/index.js';
import type { Diagnostic, PageContext } from '../types.js';

const ROOT_ABSOLUTE_HREF = /<a\b[^>]*?\shref="\/(?!\/)/i;
const REMOTE_LOAD =
  /<(?:img|source|video|audio|track|iframe)\b[^>]*?\s(?:src|srcset|poster)="\s*(?:https?:)?\/\//i;

export function enforceBundleContract(
  html: string,
  ctx: Pick<PageContext, 'resolveLink'>,
  file: string | undefined,
): { html: string; diagnostics: Diagnostic[] } {
  const diagnostics: Diagnostic[] = [];
  if (!ROOT_ABSOLUTE_HREF.test(html) && !REMOTE_LOAD.test(html)) return { html, diagnostics };
  const root = fromHtml(html, { fragment: true });
  enforceOffline(root, {
    resolveLink: (href) => ctx.resolveLink(href),
    report: (issue) =>
      diagnostics.push({
        severity: 'warning',
        code: issue.code,
        message: issue.message,
        ...(file ? { file } : {}),
      }),
  });
  return { html: toHtml(root), diagnostics };
}
