/**
 * What site search indexes of a page is its content, not its interface: an Expandable's "Show"/"Hide"
 * verbs, a code group's tab labels and the API request form stay out of the indexed text and so out of
 * result excerpts ("Show Hide properties", "ts ts", "Try it GET").
 */
import { describe, expect, it } from 'vitest';
import { hasChromium, useBuiltSite } from '../../../test/browser/browser.js';

const PAGE = `---
title: Widgets
---

Widgets have gizmo settings.

<ResponseField name="gizmo" type="object">
  The gizmo.
  <Expandable title="properties">
    <ResponseField name="size" type="number">Gizmo size.</ResponseField>
  </Expandable>
</ResponseField>

<CodeGroup>
\`\`\`ts first.ts
const gizmo = 1;
\`\`\`
\`\`\`ts second.ts
const gizmo = 2;
\`\`\`
</CodeGroup>
`;

describe.skipIf(!hasChromium)('search leaves interface text out', () => {
  const site = useBuiltSite({
    'docs.json': JSON.stringify({ name: 'Chrome', navigation: { pages: ['index'] } }),
    'index.mdx': PAGE,
  });

  it("indexes the page's words, not its toggles' and tabs'", async () => {
    const tab = await site.open('/index.html');
    const content = await tab.evaluate(async () => {
      const search = document.querySelector('lectern-search') as HTMLElement & {
        load(): Promise<{
          search(q: string): Promise<{ results: { data(): Promise<{ content: string }> }[] }>;
        }>;
      };
      const { results } = await (await search.load()).search('gizmo');
      return (await results[0]!.data()).content;
    });
    expect(content).toContain('The gizmo.');
    expect(content).toContain('properties');
    expect(content).not.toMatch(/\bShow\b|\bHide\b/);
    expect(content).not.toMatch(/first\.ts|second\.ts/);
  });
});
