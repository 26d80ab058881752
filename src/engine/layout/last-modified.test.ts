import { describe, expect, test } from 'vitest';
import { renderLastModified } from './last-modified.js';

const at = '2025-03-04T10:00:00.000Z';
const time = (text: string) => `<time datetime="${at}">${text}</time>`;

describe('renderLastModified', () => {
  test('Mintlify’s English line with the instant in <time datetime>', () => {
    expect(renderLastModified({ lastModified: at }, 'en')).toBe(
      `<p class="lectern-last-modified">Last modified on ${time('March 4, 2025')}</p>`,
    );
  });

  test('a language with a table gets its label and its own long date', () => {
    expect(renderLastModified({ lastModified: at }, 'fr')).toContain(
      `Dernière modification le ${time('4 mars 2025')}`,
    );
    expect(renderLastModified({ lastModified: at }, 'de')).toContain(
      `Zuletzt geändert am ${time('4. März 2025')}`,
    );
    expect(renderLastModified({ lastModified: at }, 'ja')).toContain(`最終更新日: ${time('2025年3月4日')}`);
  });

  test('a language without a table reads English words and an English date', () => {
    expect(renderLastModified({ lastModified: at }, 'ko')).toContain(
      `Last modified on ${time('March 4, 2025')}`,
    );
  });

  test('no date, or one that does not parse, shows nothing', () => {
    expect(renderLastModified({}, 'en')).toBe('');
    expect(renderLastModified({ lastModified: 'soon' }, 'en')).toBe('');
  });
});
