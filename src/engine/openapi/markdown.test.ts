import { toHtml } from 'hast-util-to-html';
import { describe, expect, it } from 'vitest';
import { descriptionBlock, leadParagraphText } from './markdown.js';

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
    expect(leadParagraphText('    Lists users.\n\nMore.')).toBe('Lists users.');
  });
});
