/** The directory listing's markup (layout/directory.ts): what comes from the site is escaped and made safe. */
import { describe, expect, test } from 'vitest';
import { renderDirectory } from './directory.js';

const ctx = { rootPrefix: '../', iconLibrary: 'lucide' as const };

describe('renderDirectory', () => {
  test('nothing to list is no markup', () => {
    expect(renderDirectory(undefined, ctx)).toBe('');
    expect(renderDirectory({ style: 'card', items: [] }, ctx)).toBe('');
  });

  test('titles and descriptions are escaped; links leave the site with an arrow, never as script', () => {
    const html = renderDirectory(
      {
        style: 'card',
        items: [
          { title: '<b>Tags</b> & more', description: 'Use "x" <i>', path: 'guides/tags' },
          { title: 'Status', href: 'https://status.example.com' },
          { title: 'Bad', href: 'javascript:alert(1)' },
        ],
      },
      ctx,
    );
    expect(html).toContain(
      'href="../guides/tags.html"><span class="lectern-card__title-text" data-component-part="card-title">&lt;b>Tags&lt;/b> &amp; more</span></a>',
    );
    expect(html).toContain('<p>Use "x" &lt;i></p>');
    expect(html).not.toMatch(/<b>|<i>/);
    expect(html).toContain(
      '<span class="lectern-card__arrow" aria-hidden="true" data-component-part="card-arrow"><svg',
    );
    expect(html).toContain(
      'href="https://status.example.com" rel="noopener"><span class="lectern-card__title-text" data-component-part="card-title">Status</span></a>',
    );
    expect(html).toContain(
      'href="#"><span class="lectern-card__title-text" data-component-part="card-title">Bad</span></a>',
    );
  });

  test('an accordion listing keeps navigation order: runs of pages as lists, runs of groups as accordions', () => {
    const html = renderDirectory(
      {
        style: 'accordion',
        items: [
          { title: 'A', path: 'a' },
          { title: 'G', path: 'g/first', children: [{ title: 'First', path: 'g/first' }] },
          { title: 'B', path: 'b' },
        ],
      },
      ctx,
    );
    expect(html.replace(/<svg[\s\S]*?<\/svg>/g, '')).toBe(
      '<div class="lectern-directory" data-directory="accordion" data-pagefind-ignore>' +
        '<ul><li><a href="../a.html">A</a></li></ul>' +
        '<div class="lectern-accordion-group accordion-group"><details class="lectern-accordion accordion">' +
        '<summary class="lectern-accordion__summary"><span class="lectern-accordion__heading"><span class="lectern-accordion__title">G</span></span></summary>' +
        // A group without a root page opens its first page, which its own list holds already.
        '<div class="lectern-accordion__content"><ul><li><a href="../g/first.html">First</a></li></ul></div></details></div>' +
        '<ul><li><a href="../b.html">B</a></li></ul></div>',
    );
  });
});
