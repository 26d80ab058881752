/**
 * The content-type selector of a request body or response with several media types (Mintlify offers one
 * on its API pages): a `lectern-tabs` element in the markup `<Tabs>` writes, so the client's tabs script
 * switches it (arrow keys, Home/End), a link to a field in a hidden type's panel opens that panel
 * (chrome.js), and without JavaScript the first type shows. The page's Markdown lists every type's panel
 * under its label (build/page-markdown.ts reads `lectern-tabs` so).
 */
import type { Element, ElementContent } from 'hast';
import { tabbedMarkup } from '../markdown/components/tablist.js';

export interface MediaPanel {
  mediaType: string;
  content: ElementContent[];
}

/**
 * `idBase` names the tabs and panels (`<idBase>-tab-0`, `<idBase>-panel-0`); callers give one per body or
 * response status, in a namespace field anchors never use.
 */
export function mediaTabs(idBase: string, panels: MediaPanel[]): Element {
  return tabbedMarkup(idBase, {
    element: 'lectern-tabs',
    base: 'lectern-tabs',
    className: ['lectern-api-media-tabs'],
    items: panels.map((panel) => ({ label: panel.mediaType, content: panel.content })),
    // `data-sync="false"`: a content type picked here is no choice for other tab sets of the page that
    // happen to share the label.
    attributes: { dataSync: 'false' },
    listLabel: 'Content type',
  });
}
