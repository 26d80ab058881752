/** Shiki's canonical language ids, as Mintlify's code block carries them (`language="shellscript"`). */
import { describe, expect, it } from 'vitest';
import { canonicalLanguage, languageName } from './language-name.js';

describe('canonicalLanguage', () => {
  it("maps a fence's alias to Shiki's id", () => {
    expect(canonicalLanguage('bash')).toBe('shellscript');
    expect(canonicalLanguage('sh')).toBe('shellscript');
    expect(canonicalLanguage('zsh')).toBe('shellscript');
    expect(canonicalLanguage('js')).toBe('javascript');
    expect(canonicalLanguage('TS')).toBe('typescript');
    expect(canonicalLanguage('python')).toBe('python');
  });

  it('calls plain text and no language "text"', () => {
    for (const lang of ['txt', 'text', 'plain', 'plaintext', '', null, undefined])
      expect(canonicalLanguage(lang)).toBe('text');
  });

  it('keeps the written name of a language Shiki does not know', () => {
    expect(canonicalLanguage('My-Grammar')).toBe('My-Grammar');
  });
});

describe('languageName', () => {
  it("gives Shiki's display name of an id or alias", () => {
    expect(languageName('ts')).toBe('TypeScript');
    expect(languageName('nope')).toBeUndefined();
  });
});
