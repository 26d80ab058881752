/**
 * A page's description under its title renders "basic MDX formatting" (Mintlify's changelog: MDX content in
 * page descriptions renders) as the banner does: code, bold, italic and links, nothing executable.
 */
import { describe, expect, it } from 'vitest';
import { fixtureInput, fixturePage } from './fixtures.js';
import { inlineMarkdownHtml, renderLayout } from './index.js';

function description(text: string, rootPrefix = ''): string {
  const html = renderLayout(fixtureInput({ rootPrefix, page: fixturePage({ description: text }) }));
  return /<p class="lectern-page-description">([\s\S]*?)<\/p>/.exec(html)![1]!;
}

describe('page description', () => {
  it('renders inline Markdown, with links relative to the page', () => {
    expect(
      description('Customize the agent with an `AGENTS.md` file, **fast** and [safe](/guides/x).', '../'),
    ).toBe(
      'Customize the agent with an <code>AGENTS.md</code> file, <strong>fast</strong> and <a href="../guides/x.html">safe</a>.',
    );
  });

  it('keeps text that only looks like Markdown, and never passes raw HTML', () => {
    expect(description('Learn how to [specific outcome] by [method].')).toBe(
      'Learn how to [specific outcome] by [method].',
    );
    expect(description('snake_case_name and 5 * 3 * 2')).toBe('snake_case_name and 5 * 3 * 2');
    // Raw HTML is shown as written, escaped: a spec's `List<String>` keeps its type argument.
    expect(description('Returns List<String> & <script>alert(1)</script>')).toBe(
      'Returns List&lt;String> &amp; &lt;script>alert(1)&lt;/script>',
    );
    expect(description('Plain text, it\'s "quoted"')).toBe('Plain text, it\'s "quoted"');
  });

  it('renders plain text the same with and without the parse', () => {
    // The fast path (no Markdown sign) must agree with the parser on text it skips.
    for (const text of ['Plain words.', 'Set up in 5 minutes', 'Questions? Ask us!', 'It\'s "quoted"']) {
      const parsed = inlineMarkdownHtml(`${text}\\`).replace(/\\$/, '');
      expect(inlineMarkdownHtml(text)).toBe(parsed);
    }
  });
});
