import { describe, expect, it } from 'vitest';
import { fallbackNames } from './pro-fallback.js';
import { STAND_INS } from './pro-stand-ins.js';
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
    expect(fallbackNames('glass')).toEqual([]);
    expect(fallbackNames('bus')).toEqual([]);
  });

  it('tries a plural first word as the singular with the rest kept, before the plural alone', () => {
    expect(fallbackNames('books-medical')).toEqual(['book-medical', 'books', 'book']);
    expect(fallbackNames('comments-question')).toEqual(['comment-question', 'comments', 'comment']);
    expect(fallbackNames('glass-water')).toEqual(['glass']);
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
    // Suffixed variants of a free icon: `-lines`, `-complex`, `-simple` are dropped (Infisical's cards).
    expect(drawnBy('book-open-lines', 'fontawesome')).toBe('fontawesome/solid/book-open <- book-open-lines');
    expect(drawnBy('gear-complex-code', 'fontawesome')).toBe('fontawesome/solid/gear <- gear-complex-code');
    expect(drawnBy('code-simple', 'fontawesome')).toBe('fontawesome/solid/code <- code-simple');
    // Several of a thing, where Free draws one with the same modifiers (nothing drew `bags-shopping`).
    expect(drawnBy('bags-shopping', 'fontawesome')).toBe('fontawesome/solid/bag-shopping <- bags-shopping');
    expect(drawnBy('files-medical', 'fontawesome')).toBe('fontawesome/solid/file-medical <- files-medical');
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

describe('Font Awesome Pro names the generic rules cannot reach', () => {
  // Pro names a real site (Helicone) used on cards, which drew no icon before the stand-in tables.
  const SEEN_ON_A_SITE = [
    'chart-user',
    'chart-tree-map',
    'arrow-progress',
    'chart-mixed',
    'chart-waterfall',
    'chart-bullet',
    'memo',
    'memo-circle-info',
    'objects-column',
    'head-side-gear',
    'screencast',
    'block-brick',
    'diagram-subtask',
  ];

  it('are all drawn, each by a stand-in named in the warning', () => {
    for (const name of SEEN_ON_A_SITE) {
      expect(renderIcon(name, { library: 'fontawesome' }), name).toMatch(/^<svg /);
      const problem = iconProblem(name, 'fontawesome');
      expect(problem?.code, name).toBe('icon');
      expect(problem?.message, name).toMatch(/: drawn as (Font Awesome|Lucide|Tabler) "[a-z0-9-]+" instead$/);
    }
    expect(iconProblem('chart-user', 'fontawesome')?.message).toBe(
      'icon "chart-user" is not in Font Awesome Free, Lucide or Tabler (a Font Awesome Pro icon?): drawn as Font Awesome "chalkboard-user" instead',
    );
  });

  it('draw the intended stand-in: Free where it reads the same, else a Lucide or Tabler look-alike', () => {
    const drawn = (name: string) => drawnBy(name, 'fontawesome')?.replace(/ <- .*$/, '');
    expect(drawn('chart-user')).toBe('fontawesome/solid/chalkboard-user');
    expect(drawn('chart-mixed')).toBe('fontawesome/solid/chart-column');
    expect(drawn('chart-waterfall')).toBe('fontawesome/solid/chart-column');
    expect(drawn('chart-bullet')).toBe('fontawesome/solid/chart-bar');
    expect(drawn('chart-tree-map')).toBe('tabler/outline/chart-treemap');
    expect(drawn('memo')).toBe('fontawesome/solid/file-lines');
    expect(drawn('memo-circle-info')).toBe('fontawesome/solid/file-lines');
    expect(drawn('diagram-subtask')).toBe('fontawesome/solid/diagram-project');
    expect(drawn('arrow-progress')).toBe('fontawesome/solid/route');
    expect(drawn('head-side-gear')).toBe('fontawesome/solid/user-gear');
    expect(drawn('objects-column')).toBe('lucide/default/layout-dashboard');
    expect(drawn('screencast')).toBe('lucide/default/cast');
    expect(drawn('block-brick')).toBe('lucide/default/brick-wall');
  });

  it('keep the rest of a name whose Pro subject a set draws under another name', () => {
    expect(fallbackNames('head-side-gear')).toEqual(['head-side', 'head', 'user-gear', 'user']);
    expect(drawnBy('memo-circle-check', 'fontawesome')).toBe(
      'fontawesome/solid/file-circle-check <- memo-circle-check',
    );
    expect(drawnBy('objects-align-left', 'fontawesome')).toBe(
      'tabler/outline/layout-align-left <- objects-align-left',
    );
    expect(drawnBy('down-to-line', 'fontawesome')).toBe('lucide/default/arrow-down-to-line <- down-to-line');
  });

  it('try a whole-name stand-in first, a family one after the generic rules', () => {
    expect(fallbackNames('chart-user')).toEqual(['chalkboard-user', 'chart', 'chart-column']);
    // The generic rules would draw `brackets-curly` with Lucide's square `brackets`.
    expect(drawnBy('brackets-curly', 'fontawesome')).toBe('lucide/default/braces <- brackets-curly');
    // A family stand-in never replaces what the generic rules find.
    expect(drawnBy('chart-line-up', 'fontawesome')).toBe('fontawesome/solid/chart-line <- chart-line-up');
    expect(drawnBy('chart-pie-simple', 'fontawesome')).toBe(
      'fontawesome/solid/chart-pie <- chart-pie-simple',
    );
  });

  it('draw Pro subjects no set has by their family (Infisical drew no icon for ballot-check)', () => {
    const drawn = (name: string) => drawnBy(name, 'fontawesome')?.replace(/ <- .*$/, '');
    expect(iconProblem('ballot-check', 'fontawesome')).toEqual({
      code: 'icon',
      message:
        'icon "ballot-check" is not in Font Awesome Free, Lucide or Tabler (a Font Awesome Pro icon?): drawn as Font Awesome "list-check" instead',
    });
    expect(drawn('ballot')).toBe('fontawesome/solid/list-check');
    expect(drawn('money-from-bracket')).toBe('fontawesome/solid/money-bill');
    expect(drawn('cabinet-filing')).toBe('fontawesome/solid/box-archive');
    expect(drawn('light-switch-on')).toBe('fontawesome/solid/toggle-on');
    expect(drawn('meter-bolt')).toBe('fontawesome/solid/gauge');
    expect(drawn('rectangles-mixed')).toBe('fontawesome/solid/shapes');
    expect(drawn('shelves')).toBe('lucide/default/shelving-unit');
  });

  it('name only stand-ins some bundled set has', () => {
    for (const [key, standIns] of Object.entries(STAND_INS))
      for (const name of standIns) {
        const icon = resolveIcon({ name }, 'fontawesome');
        expect(icon && !icon.substituteFor, `${key} -> ${name}`).toBe(true);
      }
  });

  it('still leave a name no rule or table knows out', () => {
    expect(iconProblem('qzx-wobble-frobnicator', 'fontawesome')?.code).toBe('unknown-icon');
    expect(renderIcon('qzx-wobble-frobnicator', { library: 'lucide' })).toBeNull();
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
