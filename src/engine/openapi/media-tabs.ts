/**
 * The content-type selector of a request body or response with several media types (Mintlify offers one
 * on its API pages): a `lectern-tabs` element in the markup `<Tabs>` writes, so the client's tabs script
 * switches it (arrow keys, Home/End), a link to a field in a hidden type's panel opens that panel
 * (chrome.js), and without JavaScript the first type shows. The page's Markdown lists every type's panel
 * under its label (build/page-markdown.ts reads `lectern-tabs` so).
 */
import type { Element, ElementContent } from 'hast';
import { h } from 'hastscript';

export interface MediaPanel {
  mediaType: string;
  content: ElementContent[];
}

/**
 * `idBase` names the tabs and panels (`<idBase>-tab-0`, `<idBase>-panel-0`); callers give one per body or
 * response status, in a namespace field anchors never use.
 */
export function mediaTabs(idBase: string, panels: MediaPanel[]): Element {
  const tabs = panels.map((panel, i) =>
    h(
      'button.lectern-tabs__tab',
      {
        type: 'button',
        role: 'tab',
        id: `${idBase}-tab-${i}`,
        ariaControls: `${idBase}-panel-${i}`,
        ariaSelected: i === 0 ? 'true' : 'false',
        tabIndex: i === 0 ? 0 : -1,
        dataLabel: panel.mediaType,
      },
      [h('span.lectern-tabs__label', panel.mediaType)],
    ),
  );
  return h(
    // `data-sync="false"`: a content type picked here is no choice for other tab sets of the page that
    // happen to share the label.
    'lectern-tabs.lectern-tabs.lectern-api-media-tabs',
    { dataSync: 'false' },
    [
      h('div.lectern-tabs__list', { role: 'tablist', ariaLabel: 'Content type' }, tabs),
      ...panels.map((panel, i) =>
        h(
          'div.lectern-tabs__panel',
          {
            role: 'tabpanel',
            id: `${idBase}-panel-${i}`,
            ariaLabelledby: `${idBase}-tab-${i}`,
            tabIndex: 0,
            hidden: i !== 0,
            dataLabel: panel.mediaType,
          },
          panel.content,
        ),
      ),
    ],
  );
}
