/**
 * `<Update label description tags>`: a changelog entry with an anchor (listed in the table of contents). Its
 * tags go with its entry: the layout then shows tag filters in place of the contents (layout/update-filters.ts).
 */
import { h } from 'hastscript';
import type { ComponentRenderer } from './types.js';
import { str, textList } from './types.js';
import { HOOK } from '../../layout/hooks.js';

export const update: ComponentRenderer = (c) => {
  const label = str(c.props.label) ?? '';
  const description = str(c.props.description);
  // Mintlify trims its tags and shows each once; the filters and the feed read the same list.
  const tags = [...new Set(textList(c.props.tags).map((tag) => tag.trim()))].filter(Boolean);
  // Without a label (Mintlify requires one) the anchor is the generic slug, `section`, `section-2`, ...
  const id = c.page.explicitId(str(c.props.id), true) ?? c.page.slug(label);
  const rss = rssProp(c.props.rss);
  // An unlabelled update has no contents entry to show, but its tags still make filters: the layout shows
  // filters, not the contents, once any entry has tags, so its empty text is never listed.
  if (label || tags.length > 0)
    c.page.toc.push({ depth: 2, id, text: label, ...(tags.length > 0 ? { tags } : {}) });
  return h(
    'div',
    {
      className: ['lectern-update', HOOK.update],
      id,
      dataTags: tags.length > 0 ? encodeUpdateTags(tags) : undefined,
      // The page's RSS feed (build/rss.ts) reads these in place of the label and the content.
      dataRssTitle: rss.title,
      dataRssDescription: rss.description,
    },
    [
      h('div', { className: ['lectern-update__meta'] }, [
        // No empty text node: the offline pass would read an emptied link and show a placeholder in it.
        h('a', { className: ['lectern-update__label'], href: `#${id}` }, label || []),
        // Label, tags, then description: Mintlify's order.
        ...(tags.length > 0
          ? [
              h(
                'ul',
                { className: ['lectern-update__tags'] },
                tags.map((tag) => h('li', { className: ['lectern-update__tag'] }, tag)),
              ),
            ]
          : []),
        ...(description
          ? [h('p', { className: ['lectern-update__description'] }, c.markdown(description))]
          : []),
      ]),
      h('div', { className: ['lectern-update__content'] }, c.children()),
    ],
  );
};

/**
 * `data-tags` as a JSON array, so any tag text (a comma, a quote) comes back whole; the filters script
 * (client/scripts/update-filters.js) and the RSS feed (build/rss-content.ts) read it back.
 */
export function encodeUpdateTags(tags: string[]): string {
  return JSON.stringify(tags);
}

/** The tags `encodeUpdateTags` wrote; anything else (a hand-written attribute) gives none. */
export function decodeUpdateTags(value: string | undefined): string[] {
  if (!value) return [];
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) ? parsed.filter((tag): tag is string => typeof tag === 'string') : [];
  } catch {
    return [];
  }
}

/** `rss={{ title, description }}` (components/update.mdx); a plain string is the description. */
function rssProp(value: unknown): { title?: string; description?: string } {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const { title, description } = value as Record<string, unknown>;
    return { title: str(title)?.trim() || undefined, description: str(description)?.trim() || undefined };
  }
  return { description: str(value)?.trim() || undefined };
}
