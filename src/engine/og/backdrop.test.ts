import { describe, expect, test } from 'vitest';
import { backdropAppearance } from './backdrop.js';

const svgUrl = (body: string) =>
  `data:image/svg+xml;base64,${Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="120" height="63">${body}</svg>`).toString('base64')}`;

describe('backdropAppearance', () => {
  test('a dark picture wants the dark look (light text), a light one the light look', async () => {
    expect(await backdropAppearance(svgUrl('<rect width="120" height="63" fill="#0b0d12"/>'))).toBe('dark');
    expect(await backdropAppearance(svgUrl('<rect width="120" height="63" fill="#f4f4f5"/>'))).toBe('light');
    // Mostly dark with a bright corner is still dark.
    expect(
      await backdropAppearance(
        svgUrl('<rect width="120" height="63" fill="#111"/><rect width="30" height="20" fill="#fff"/>'),
      ),
    ).toBe('dark');
  });

  test('says nothing of a picture that draws nothing or cannot be read', async () => {
    expect(await backdropAppearance(svgUrl(''))).toBeNull();
    expect(await backdropAppearance('data:image/png;base64,bm90IGEgcG5n')).toBeNull();
  });
});
