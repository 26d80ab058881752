/**
 * Stand-in names for an icon no bundled library has. Mintlify draws Font Awesome Pro (it holds the licence);
 * we bundle Font Awesome Free, Lucide and Tabler, so a Pro name (`rocket-launch`, `book-open-cover`,
 * `square-1`) would draw nothing. Pro names mostly extend a free one: Font Awesome names an icon's subject
 * first and its modifiers after it (`rocket` + `-launch`, `book-open` + `-cover`), puts a container shape
 * first (`circle-bolt`, `rectangle-terminal`), and has plural variants (`books`). So the rules are generic
 * rather than a per-icon map, and the caller tries each name in order through every library. Where they reach
 * nothing or the wrong drawing, pro-stand-ins.ts names stand-ins by name or family.
 */
import { RENAMED, STAND_INS } from './pro-stand-ins.js';

/** Shapes Font Awesome draws around another glyph, named first (`circle-bolt`, `square-1`). */
const CONTAINERS = ['circle', 'square', 'rectangle', 'hexagon', 'octagon', 'diamond'];

/**
 * Names to try instead of `name`, closest first:
 * 0. the stand-ins pro-stand-ins.ts lists for this very name;
 * 1. a digit or letter in a circle or square (`square-1`, `circle-a`): Tabler's icon of that very shape
 *    (`square-number-1`, `circle-letter-a`), then the bare glyph (Font Awesome Free has `1` and `a`);
 * 2. without the container shape (`circle-bolt` -> `bolt`), then that name shortened as in 4;
 * 3. a plural first word made singular, the rest kept (`bags-shopping` -> `bag-shopping`, `files-medical` ->
 *    `file-medical`): Pro draws several of a thing where Free draws one, with the same modifiers;
 * 4. trailing words dropped one at a time (`book-open-cover` -> `book-open` -> `book`), never down to a
 *    bare container word (`circle-bolt` is not a `circle`); after each, the singular of a plural last word
 *    (`books` -> `book`, `comments-question` -> `comments` -> `comment`);
 * 5. by family, longest leading words first (`familyNames`), after everything 1-4 tries.
 */
export function fallbackNames(name: string): string[] {
  const out: string[] = [...(STAND_INS[name] ?? [])];
  const glyph = /^(circle|square)-([0-9a-z])$/.exec(name);
  if (glyph) {
    const [, shape, char] = glyph;
    out.push(`${shape}-${/[0-9]/.test(char) ? 'number' : 'letter'}-${char}`, char);
  }
  const words = name.split('-');
  if (words.length > 1 && CONTAINERS.includes(words[0])) out.push(...shortenings(words.slice(1)));
  const one = words.length > 1 ? singular(words[0]) : null;
  // Down to two words only: the bare singular comes after the plural, from the shortenings below.
  if (one) out.push(...shortenings([one, ...words.slice(1)]).filter((n) => n.includes('-')));
  out.push(...shortenings(words).slice(1));
  out.push(...familyNames(words));
  return [...new Set(out)].filter((n) => n !== name && n !== '' && !CONTAINERS.includes(n));
}

/**
 * What pro-stand-ins.ts says of the name's leading words, longest first (`head-side-gear`: `head-side`): the
 * renamed subject with the rest kept, shortened as in `shortenings` but not to the bare new subject
 * (`user-gear`), then the family's stand-ins (`user`), then the bare new subject.
 */
function familyNames(words: string[]): string[] {
  const out: string[] = [];
  for (let n = words.length; n >= 1; n--) {
    const key = words.slice(0, n).join('-');
    const renamed = RENAMED[key];
    if (renamed && n < words.length) {
      const subject = renamed.split('-');
      out.push(
        ...shortenings([...subject, ...words.slice(n)]).filter((c) => c.split('-').length > subject.length),
      );
    }
    out.push(...(STAND_INS[key] ?? []));
    if (renamed) out.push(renamed);
  }
  return out;
}

/** The name, then ever shorter prefixes of its words, each followed by its singular if it ends in a plural. */
function shortenings(words: string[]): string[] {
  const out: string[] = [];
  for (let n = words.length; n >= 1; n--) {
    const prefix = words.slice(0, n);
    out.push(prefix.join('-'));
    const one = singular(prefix[n - 1]);
    if (one) out.push([...prefix.slice(0, -1), one].join('-'));
  }
  return out;
}

/** `books` -> `book`, `messages` -> `message`; null for `glass`, `bus` or a short word. */
function singular(word: string): string | null {
  return word.length > 3 && word.endsWith('s') && !/(ss|us)$/.test(word) ? word.slice(0, -1) : null;
}
