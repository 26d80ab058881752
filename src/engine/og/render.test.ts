import { expect, test } from 'vitest';
import { readPng } from './png.test-support.js';
import { renderOgPng } from './render.js';
import { testOgSettings } from './settings.test-support.js';

test('cards drawn at once (rasterized one at a time) come out as drawn one by one', async () => {
  const settings = testOgSettings();
  const texts = ['One', 'Два', 'Τρία'].map((title) => ({ title, description: `About ${title}` }));
  const together = await Promise.all(texts.map((t) => renderOgPng(settings, t)));
  for (const [i, t] of texts.entries())
    expect(together[i]!.equals(await renderOgPng(settings, t))).toBe(true);
  expect(readPng(together[0]!)).toMatchObject({ width: 1200, height: 630 });
  expect(together[0]!.equals(together[1]!)).toBe(false);
});
