import { toHtml } from 'hast-util-to-html';
import { describe, expect, it } from 'vitest';
import { descriptionAfterLead, descriptionBlock, leadParagraph } from './markdown.js';

const html = (markdown: string) => toHtml(descriptionBlock(markdown));

describe('OpenAPI descriptions', () => {
  it('renders Markdown with GFM and drops raw HTML', () => {
    expect(html('Use **`id`**.\n\n| a |\n| - |\n| 1 |\n\n<script>x()</script>')).toContain(
      '<strong><code>id</code></strong>',
    );
    expect(html('| a |\n| - |\n| 1 |')).toContain('<table>');
    expect(html('<script>x()</script>')).not.toContain('<script');
  });

  it('reads indented lines as prose, as MDX does, and fenced blocks as code', () => {
    const indented = html('Returns the list.\n\n    Each entry is a user.\n\n    - admins first');
    expect(indented).not.toContain('<pre>');
    expect(indented).toContain('<p>Each entry is a user.</p>');
    expect(indented).toContain('<li>admins first</li>');
    expect(html('```json\n{"a": 1}\n```')).toContain('<pre><code class="language-json">');
    expect(leadParagraph('    Lists users.\n\nMore.')).toBe('Lists users.');
  });

  it("keeps the lead paragraph's inline Markdown, for the page's description to render it under the title", () => {
    // Trigger.dev's operations: code and links in the first sentence (the header showed them as bare text).
    const description =
      'Activate a schedule by its ID. This will only work on `IMPERATIVE` schedules, see\n[schedules](/tasks/scheduled).\n\nMore.';
    const lead = leadParagraph(description);
    expect(lead).toBe(
      'Activate a schedule by its ID. This will only work on `IMPERATIVE` schedules, see [schedules](/tasks/scheduled).',
    );
    // The body leaves that paragraph out, as it does a plain one, and keeps the rest.
    expect(toHtml(descriptionAfterLead(description, lead))).toBe(
      '<div class="lectern-api-description"><p>More.</p></div>',
    );
    // A link to a definition elsewhere in the description would lose it: its text stands instead.
    expect(leadParagraph('See [the guide][g].\n\n[g]: https://example.com')).toBe('See the guide.');
    expect(leadParagraph('- a list first')).toBe('');
  });
});
