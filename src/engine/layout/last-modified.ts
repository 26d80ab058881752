import { esc } from './escape.js';
import { uiStrings } from './strings.js';

export interface LastModifiedInput {
  /** The page's last commit time, an ISO instant (build/last-modified.ts); absent when it shows none. */
  lastModified?: string;
}

const FORMATS = new Map<string, Intl.DateTimeFormat>();

/** "March 4, 2025" in English, "4 mars 2025" in French: the long date of the language's own table. */
function longDate(date: Date, lang: string | undefined): string {
  // A language without a table of its own reads English words, so its date is English too.
  const locale = uiStrings(lang) === uiStrings('en') ? 'en-US' : (lang ?? 'en-US');
  let format = FORMATS.get(locale);
  if (!format) {
    // UTC: the same commit gives the same date on every build machine.
    const options = { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' } as const;
    try {
      format = new Intl.DateTimeFormat(locale, options);
    } catch {
      format = new Intl.DateTimeFormat('en-US', options);
    }
    FORMATS.set(locale, format);
  }
  return format.format(date);
}

/**
 * Mintlify's "Last modified on March 4, 2025" line below the page's content (docs.json
 * `metadata.timestamp`, frontmatter `timestamp`), with the instant in `<time datetime>`.
 */
export function renderLastModified(input: LastModifiedInput, lang: string | undefined): string {
  const date = input.lastModified ? new Date(input.lastModified) : null;
  if (!date || Number.isNaN(date.getTime())) return '';
  const [before = '', after = ''] = uiStrings(lang).lastModified.split('{date}');
  const time = `<time datetime="${esc(date.toISOString())}">${esc(longDate(date, lang))}</time>`;
  return `<p class="lectern-last-modified">${esc(before)}${time}${esc(after)}</p>`;
}
