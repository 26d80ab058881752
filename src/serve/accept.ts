/**
 * Content negotiation for pages: Mintlify answers `Accept: text/markdown` or `Accept: text/plain` on a page
 * URL with the page's Markdown (ai/markdown-export.mdx), for AI tools fetching docs. A browser's Accept lists
 * `text/html` first and Markdown not at all, so it keeps getting HTML.
 */

/** The quality a media range list gives each type it names exactly (`*\/*` and `text/*` are not counted). */
function qualities(accept: string): Map<string, number> {
  const out = new Map<string, number>();
  for (const part of accept.split(',')) {
    const [type = '', ...params] = part.split(';').map((s) => s.trim().toLowerCase());
    if (!type) continue;
    let q = 1;
    for (const param of params) {
      const m = /^q=([0-9.]+)$/.exec(param);
      if (m) q = Math.min(1, Number(m[1]) || 0);
    }
    out.set(type, Math.max(out.get(type) ?? 0, q));
  }
  return out;
}

/** Whether the client asks for Markdown (or plain text) over HTML; on a tie, HTML. */
export function prefersMarkdown(accept: string | undefined): boolean {
  if (!accept) return false;
  const q = qualities(accept);
  const markdown = Math.max(q.get('text/markdown') ?? 0, q.get('text/plain') ?? 0);
  return markdown > 0 && markdown > (q.get('text/html') ?? 0);
}
