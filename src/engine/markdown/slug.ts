/**
 * Anchor ids the way Mintlify makes them (create/text.mdx, "Automatic anchor IDs"), so links written for a
 * Mintlify site (`#fees-&-billing`, `#config-json-options`, `#what’s-new`) land here too. Not GitHub's slugs.
 *
 * Mintlify lowercases the text, turns whitespace runs into `-` and percent-encodes it. When anything was
 * escaped (non-ASCII letters, `’`, `/`, `&`, `$`, ...) the escapes survive slugging and are decoded again, so
 * those characters stay in the id; the characters encoding leaves alone (`.`, `(`, `)`, `!`, `~`, `*`) and
 * every other ASCII symbol of an unescaped text become separators, runs of which collapse to one `-`.
 * Mintlify then drops `?,;:!'"()[]{}` and emoji from the id: `## Step 1: Issue a secret` is
 * `#step-1-issue-a-secret` (its issue tracker says so; the corpus's `#example%3A-connect-...` link is broken
 * there too).
 *
 * Other symbols (`#`, `+`, `@`, backticks, `—`, `¿`, `（`, ...) are dropped as GitHub's slugger drops them:
 * nothing written for Mintlify shows them kept, except `$` (the corpus links
 * `#split-configuration-with-%24ref` for a heading with `$ref`), which stays.
 */

/** Mintlify's cleanup of heading ids: kept out even where escaping preserved them. */
const CLEANED = /[?,;:!'"()[\]{}]|\p{Extended_Pictographic}|\u200d|\ufe0e|\ufe0f|\u20e3/gu;

/** What a generated id keeps besides letters, numbers and marks (GitHub's rule for the rest). */
const SYMBOLS_DROPPED = /\u200d|\ufe0e|\ufe0f|\u20e3|[^\p{L}\p{N}\p{M}_\-&/$\u2019]/gu;

/** The anchor id Mintlify generates for a heading's text; '' when nothing usable is left. */
export function mintlifySlug(text: string): string {
  // Mintlify's markdown curls straight apostrophes before the heading is slugged (`What's new` → `what’s-new`).
  const lowered = wellFormed(text.replace(/'/g, '\u2019')).toLowerCase().trim().replace(/\s+/g, '-');
  const encoded = encodeURIComponent(lowered);
  const escaped = /%[0-9A-F]{2}/.test(encoded);
  const slug = encoded
    .replace(escaped ? /[^a-zA-Z0-9%_]+/g : /[^a-z0-9_]+/g, '-')
    // The slug library's rule for contractions (`it-s` → `its`), which joins any lone `t` or `s` word too.
    .replace(/([a-zA-Z\d]+)-([ts])(-|$)/g, '$1$2$3')
    .replace(/-{2,}/g, '-')
    .replace(/^-|-$/g, '');
  return escaped ? decode(slug).replace(SYMBOLS_DROPPED, '') : slug;
}

/**
 * An author's id for a component that Mintlify cleans like a generated one (`<Update id>`, `<Step id>`):
 * percent-decoded, without the punctuation and emoji generated ids lose.
 */
export function cleanAnchorId(id: string): string {
  return decode(id).replace(CLEANED, '');
}

function decode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** encodeURIComponent throws on a lone surrogate; those cannot be in a link anyway. */
function wellFormed(text: string): string {
  return text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '');
}

/**
 * A page's ids, each unique: Mintlify numbers a repeated id from `-2` (`overview`, `overview-2`), one
 * counter for the whole page. `occurrences` holds every id given out (0) and, for a repeated base, the last
 * number used; it is replaced wholesale to undo content rendered off the page (components/visibility.ts).
 */
export class PageSlugger {
  occurrences: Record<string, number> = Object.create(null) as Record<string, number>;

  /** Marks an id as given out (the layout's, an author's reserved one). */
  take(id: string): void {
    this.occurrences[id] ??= 0;
  }

  taken(id: string): boolean {
    return id in this.occurrences;
  }

  /** `base` when free, else its next free numbered form, counting from `first` (2 for Mintlify's ids). */
  unique(base: string, first = 2): string {
    const occurrences = this.occurrences;
    if (!(base in occurrences)) {
      occurrences[base] = 0;
      return base;
    }
    let n = Math.max(occurrences[base] + 1, first);
    while (`${base}-${n}` in occurrences) n += 1;
    occurrences[base] = n;
    const result = `${base}-${n}`;
    occurrences[result] = 0;
    return result;
  }

  /** A page-unique anchor for heading text. */
  slug(text: string): string {
    return this.unique(mintlifySlug(text) || 'section');
  }
}
