import { describe, expect, it } from 'vitest';
import { renderLayout } from './index.js';
import { fixtureInput, fixturePage } from './fixtures.js';
import { updateTags } from './update-filters.js';

const changelog = fixturePage({
  path: 'changelog',
  html: '<div class="lectern-update update" id="march" data-tags="[&quot;SDK&quot;,&quot;MCP&quot;]"></div><div class="lectern-update update" id="feb" data-tags="[&quot;SDK&quot;]"></div>',
  toc: [
    { depth: 2, id: 'march', text: 'March', tags: ['SDK', 'MCP'] },
    { depth: 2, id: 'feature', text: 'A feature' },
    { depth: 2, id: 'feb', text: 'February', tags: ['SDK', '<UI>'] },
  ],
});

describe('changelog tag filters', () => {
  it('lists each tag once, in order of first use', () => {
    expect(updateTags(changelog.toc)).toEqual(['SDK', 'MCP', '<UI>']);
    expect(updateTags(fixturePage().toc)).toEqual([]);
  });

  it('replace the table of contents when updates have tags', () => {
    const html = renderLayout(fixtureInput({ page: changelog }));
    const aside = /<aside class="lectern-toc lectern-update-filters"[\s\S]*?<\/aside>/.exec(html)?.[0] ?? '';
    expect(aside).toContain('<h2 id="lectern-toc-title" class="lectern-toc-title">Filters</h2>');
    expect(
      aside.match(/<button type="button" class="lectern-update-filter" aria-pressed="false"/g),
    ).toHaveLength(3);
    expect(aside).toContain('data-tag="&lt;UI&gt;"');
    // No table of contents beside them: no entry links, no scroll-spy element.
    expect(html).not.toContain('<lectern-toc');
    expect(html).not.toContain('href="#feature"');
  });

  it('are in the page language', () => {
    const site = { ...fixtureInput().site, lang: 'fr' };
    expect(renderLayout(fixtureInput({ page: changelog, site }))).toContain('>Filtres</h2>');
  });

  it('leave a page without tags its table of contents, and hide with it (wide mode)', () => {
    expect(renderLayout(fixtureInput())).not.toContain('lectern-update-filters');
    const wide = fixturePage({ ...changelog, frontmatter: { mode: 'wide' } });
    expect(renderLayout(fixtureInput({ page: wide }))).not.toContain('lectern-update-filters');
  });
});
