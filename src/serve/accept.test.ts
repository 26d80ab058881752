import { describe, expect, it } from 'vitest';
import { prefersMarkdown } from './accept.js';

describe('prefersMarkdown', () => {
  it('is true when Markdown or plain text outranks HTML', () => {
    expect(prefersMarkdown('text/markdown')).toBe(true);
    expect(prefersMarkdown('text/plain')).toBe(true);
    expect(prefersMarkdown('text/markdown, text/html;q=0.5')).toBe(true);
    expect(prefersMarkdown('Text/Markdown; charset=utf-8')).toBe(true);
  });

  it('is false for browsers, wildcards, ties and refusals', () => {
    expect(prefersMarkdown(undefined)).toBe(false);
    expect(prefersMarkdown('*/*')).toBe(false);
    expect(prefersMarkdown('text/*')).toBe(false);
    expect(prefersMarkdown('text/html,application/xhtml+xml,*/*;q=0.8')).toBe(false);
    expect(prefersMarkdown('text/html, text/markdown')).toBe(false);
    expect(prefersMarkdown('text/markdown;q=0')).toBe(false);
    expect(prefersMarkdown('text/markdown;q=0.4, text/html;q=0.9')).toBe(false);
  });
});
