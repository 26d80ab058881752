import { describe, expect, test } from 'vitest';
import { fontCharacters } from './cmap.js';
import { bundledOgFonts } from './fonts.js';
import { familiesFor, ogFontsFor, type FamilyCoverage } from './font-choice.js';
import { testOgSettings } from './settings.test-support.js';

const settings = testOgSettings();
const names = (text: { title: string; description: string }) => [
  ...new Set(ogFontsFor(settings, text).map((f) => f.name)),
];

describe('fontCharacters', () => {
  test("reads a WOFF file's Unicode map", () => {
    const font = (name: string) => Buffer.from(bundledOgFonts().find((f) => f.name === name)!.data, 'base64');
    const latin = fontCharacters(font('Inter latin'))!;
    const cyrillic = fontCharacters(font('Inter cyrillic'))!;
    expect([latin.has(0x41), latin.has(0x2026), latin.has(0x416)]).toEqual([true, true, false]);
    expect(cyrillic.has(0x416)).toBe(true);
  });

  test('a file without a readable cmap table has no known characters', () => {
    const bare = Buffer.alloc(12);
    bare.write('OTTO', 0, 'latin1');
    expect(fontCharacters(bare)).toBeNull();
    expect(fontCharacters(Buffer.from('wOFF'))).toBeNull();
  });
});

describe('familiesFor', () => {
  const fam = (name: string, ...weights: (string | null)[]): FamilyCoverage => ({
    name,
    weights: weights.map((w) => (w === null ? null : new Set([...w].map((c) => c.codePointAt(0)!)))),
  });
  const families = [fam('A', 'ab ', 'ab '), fam('B', 'abc', 'ab'), fam('C', 'cd', 'cd')];

  test('the first family, and those up to the first whose every weight has the character', () => {
    expect(familiesFor(families, 'a b')).toEqual(new Set(['A']));
    // B's second weight lacks "c", so satori may go on to C: both are kept.
    expect(familiesFor(families, 'ac')).toEqual(new Set(['A', 'B', 'C']));
    expect(familiesFor(families, 'd')).toEqual(new Set(['A', 'B', 'C']));
  });

  test('all families when a character is in none, or a font could not be read', () => {
    expect(familiesFor(families, 'az')).toBeNull();
    expect(familiesFor([...families, fam('D', null)], 'a')).toBeNull();
  });
});

describe('ogFontsFor', () => {
  test('Latin text gets the Latin subset only, other scripts theirs too', () => {
    expect(names({ title: 'Getting started', description: 'Crème brûlée — “quoted”' })).toEqual([
      'Inter latin',
    ]);
    expect(names({ title: 'Начало работы', description: '' })).toContain('Inter cyrillic');
    expect(names({ title: 'Zażółć gęślą', description: '' })).toEqual(['Inter latin', 'Inter latin-ext']);
  });

  test('text with a character no font has gets every font (satori falls back as before)', () => {
    expect(ogFontsFor(settings, { title: 'Launch 🚀', description: '' })).toHaveLength(settings.fonts.length);
  });

  test('the same choice is the same array (satori keeps parsed fonts per array)', () => {
    const text = { title: 'One', description: 'Two' };
    expect(ogFontsFor(settings, text)).toBe(ogFontsFor(settings, { title: 'Three', description: '' }));
  });
});
