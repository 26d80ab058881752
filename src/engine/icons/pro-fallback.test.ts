import { describe, expect, it } from 'vitest';
import { fallbackNames } from './pro-fallback.js';
import { iconProblem, renderIcon } from './index.js';
import { parseIconRef, resolveIcon, type IconLibrary } from './resolve.js';

/** Where a name is drawn from: `fontawesome/solid/rocket`, with `<- name` when a stand-in draws it. */
function drawnBy(name: string, library: IconLibrary): string | null {
  const icon = resolveIcon(parseIconRef(name)!, library);
  if (!icon) return null;
  const from = `${icon.library}/${icon.variant}/${icon.name}`;
  return icon.substituteFor ? `${from} <- ${icon.substituteFor}` : from;
}

describe('fallbackNames', () => {
  it('drops trailing words one at a time', () => {
    expect(fallbackNames('rocket-launch')).toEqual(['rocket']);
    expect(fallbackNames('book-open-cover')).toEqual(['book-open', 'book']);
  });

  it('tries a digit or letter in a shape as that shape in Tabler, then the bare glyph', () => {
    expect(fallbackNames('square-1')).toEqual(['square-number-1', '1']);
    expect(fallbackNames('circle-a')).toEqual(['circle-letter-a', 'a']);
  });

  it('drops a container shape first, and never shortens down to the bare shape', () => {
    expect(fallbackNames('circle-bolt')).toEqual(['bolt']);
    expect(fallbackNames('rectangle-terminal-code')).toEqual([
      'terminal-code',
      'terminal',
      'rectangle-terminal',
    ]);
  });

  it('tries the singular of a plural last word', () => {
    expect(fallbackNames('books')).toEqual(['book']);
    expect(fallbackNames('books-medical')).toEqual(['books', 'book']);
    expect(fallbackNames('comments-question')).toEqual(['comments', 'comment']);
    expect(fallbackNames('glass')).toEqual([]);
    expect(fallbackNames('bus')).toEqual([]);
  });
});

describe('Font Awesome Pro names', () => {
  it('draw the closest free icon, configured library first', () => {
    expect(drawnBy('rocket-launch', 'fontawesome')).toBe('fontawesome/solid/rocket <- rocket-launch');
    expect(drawnBy('rocket-launch', 'lucide')).toBe('lucide/default/rocket <- rocket-launch');
    expect(drawnBy('book-open-cover', 'fontawesome')).toBe('fontawesome/solid/book-open <- book-open-cover');
    expect(drawnBy('square-1', 'fontawesome')).toBe('tabler/outline/square-number-1 <- square-1');
    expect(drawnBy('square-2', 'lucide')).toBe('tabler/outline/square-number-2 <- square-2');
    expect(drawnBy('circle-bolt', 'fontawesome')).toBe('fontawesome/solid/bolt <- circle-bolt');
    expect(drawnBy('key-skeleton', 'fontawesome')).toBe('fontawesome/solid/key <- key-skeleton');
  });

  it('leave names that some library has as they were (Lucide draws these Pro names)', () => {
    expect(drawnBy('shield-check', 'fontawesome')).toBe('lucide/default/shield-check');
    expect(drawnBy('square-terminal', 'fontawesome')).toBe('lucide/default/square-terminal');
    expect(drawnBy('rocket', 'fontawesome')).toBe('fontawesome/solid/rocket');
    expect(drawnBy('python', 'lucide')).toBe('fontawesome/brands/python');
  });

  it('are drawn with a warning naming the stand-in, on every render (cached or not)', () => {
    const warnings: string[] = [];
    const opts = { library: 'fontawesome' as const, onWarning: (w: string) => warnings.push(w) };
    const html = renderIcon('rocket-launch', opts);
    expect(html).toBe(renderIcon('rocket', { library: 'fontawesome' }));
    expect(renderIcon('rocket-launch', opts)).toBe(html);
    expect(warnings).toEqual([
      'icon "rocket-launch" is not in Font Awesome Free, Lucide or Tabler (a Font Awesome Pro icon?): drawn as Font Awesome "rocket" instead',
      'icon "rocket-launch" is not in Font Awesome Free, Lucide or Tabler (a Font Awesome Pro icon?): drawn as Font Awesome "rocket" instead',
    ]);
    warnings.length = 0;
    renderIcon('rocket', opts);
    expect(warnings).toEqual([]);
  });

  it('are told apart from icons drawn as written, unknown icons and remote images', () => {
    expect(iconProblem('rocket', 'fontawesome')).toBeNull();
    expect(iconProblem('fa-solid fa-rocket', 'lucide')).toBeNull();
    expect(iconProblem('/images/logo.svg', 'lucide')).toBeNull();
    expect(iconProblem('square-1', 'fontawesome')).toEqual({
      code: 'icon',
      message:
        'icon "square-1" is not in Font Awesome Free, Lucide or Tabler (a Font Awesome Pro icon?): drawn as Tabler "square-number-1" instead',
    });
    expect(iconProblem('no-such-icon-anywhere', 'lucide')).toEqual({
      code: 'unknown-icon',
      message:
        'unknown icon "no-such-icon-anywhere": not in Font Awesome Free, Lucide or Tabler (a Font Awesome Pro icon?), left out',
    });
    expect(iconProblem('https://example.com/x.png', 'lucide')?.message).toContain('remote image');
  });
});

describe('Font Awesome Pro styles', () => {
  const fa = (name: string, iconType?: string) => renderIcon(name, { library: 'fontawesome', iconType });

  it('draw light and thin as regular where Free has it, else solid', () => {
    expect(fa('heart', 'regular')).not.toBe(fa('heart', 'solid'));
    for (const style of ['light', 'thin', 'sharp-light', 'sharp-thin', 'sharp-regular'])
      expect(fa('heart', style), style).toBe(fa('heart', 'regular'));
    // No regular rocket in Free.
    expect(fa('rocket', 'light')).toBe(fa('rocket', 'solid'));
  });

  it('draw duotone and sharp-solid solid', () => {
    expect(fa('heart', 'duotone')).toBe(fa('heart', 'solid'));
    expect(fa('heart', 'sharp-solid')).toBe(fa('heart', 'solid'));
  });

  it('read the style from Pro class forms, where the family class does not override it', () => {
    expect(fa('fa-light fa-heart')).toBe(fa('heart', 'regular'));
    expect(fa('fal fa-heart')).toBe(fa('heart', 'regular'));
    expect(fa('fa-sharp fa-light fa-heart')).toBe(fa('heart', 'regular'));
    expect(fa('fa-light fa-sharp fa-heart')).toBe(fa('heart', 'regular'));
    expect(fa('fa-sharp fa-solid fa-heart')).toBe(fa('heart', 'solid'));
    expect(fa('fa-duotone fa-heart')).toBe(fa('heart', 'solid'));
    expect(fa('fa-thin fa-rocket-launch')).toBe(fa('rocket', 'solid'));
  });

  it("draw a light icon from Mintlify's icon CDN as regular", () => {
    const cdn = 'https://d3gk2c5xim1je2.cloudfront.net/fontawesome/v7.2.0';
    expect(renderIcon(`${cdn}/light/heart.svg`, { library: 'lucide' })).toBe(fa('heart', 'regular'));
  });
});
