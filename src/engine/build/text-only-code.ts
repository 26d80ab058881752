/**
 * A page's content HTML without what only draws: Shiki's colour spans inside `<pre>` (their text stays) and
 * SVG (icons, diagrams). The page's Markdown (page-markdown.ts) and its search document (page-job.ts) read
 * only text, and Shiki's spans are most of a code-heavy page's bytes: the HTML parser would spend most of
 * its time on them, and Pagefind most of its time on a search document's.
 */
const SVG = /<svg\b(?:(?!<svg\b)[\s\S])*?<\/svg>/g;

export function textOnlyCode(html: string): string {
  // Innermost first; again while an outer one is left (an icon inside a drawing).
  let out = html;
  for (let before = ''; before !== out && out.includes('<svg');) {
    before = out;
    out = out.replace(SVG, '');
  }
  return out.replace(/(<pre\b[^>]*>)([\s\S]*?)(<\/pre>)/g, (_m, open: string, inner: string, close: string) =>
    // A twoslash block keeps its spans: its type popups are spans that the readers of this HTML leave out.
    /\btwoslash\b/.test(open) ? open + inner + close : open + inner.replace(/<\/?span\b[^>]*>/g, '') + close,
  );
}
