import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { classCandidates } from '../class-candidates.js';
import { confinedRealPath, substituteVariables, type Variables } from '../config/index.js';
import { readFrontmatter, titleFromPath } from './frontmatter.js';
import { relatedWritten } from './related.js';
import type { PageEntry } from './types.js';

export { normalisePagePath } from './page-path.js';

export interface PageSource {
  file: string;
  frontmatter: Record<string, unknown>;
  sourceHash: string;
  /** The text of a `# Heading` the page opens with: its title when the frontmatter sets none. */
  leadingHeading?: string;
  /** Class names on the page's own markup (Tailwind candidates), taken while the source is at hand. */
  classNames?: string[];
}

/** Finds `<page>.mdx` (or `.md`) inside the source folder and reads its frontmatter. */
export function readPageSource(srcDir: string, pagePath: string, variables?: Variables): PageSource | null {
  for (const ext of ['.mdx', '.md']) {
    const file = `${pagePath}${ext}`;
    const abs = path.join(srcDir, file);
    if (!fs.existsSync(abs)) continue;
    const real = confinedRealPath(srcDir, abs);
    if (!real || !fs.statSync(real).isFile()) continue;
    const source = fs.readFileSync(real, 'utf8');
    // Titles and descriptions may use docs.json variables; the hash stays the file's own.
    const text = substituteVariables(source, variables).text;
    const page: PageSource = { file, frontmatter: readFrontmatter(text), sourceHash: hashText(source) };
    const heading = leadingHeading(text);
    if (heading) page.leadingHeading = heading;
    const classNames = classCandidates(source);
    if (classNames.length) page.classNames = classNames;
    return page;
  }
  return null;
}

/**
 * `url:` frontmatter (organize/pages.mdx, "External links"): an http(s) or mailto URL, or a root-absolute
 * path on this site (`/guides/x`); anything else (`javascript:`, a relative path) is ignored.
 */
export function redirectUrl(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const url = value.trim();
  return /^(?:https?:\/\/|mailto:|\/(?!\/))/i.test(url) ? url : null;
}

/** The entry fields a page's source decides (title, flags, description, `url:`); the caller adds its place. */
export function entryFromSource(
  pagePath: string,
  src: PageSource,
  place: Pick<PageEntry, 'sectionIds' | 'breadcrumb' | 'hidden' | 'searchable' | 'boost' | 'declaredAt'> & {
    lang?: string;
    /** No navigation lists the page (build/off-nav.ts). */
    unlisted?: boolean;
  },
): PageEntry {
  const fm = src.frontmatter;
  const entry: PageEntry = {
    path: pagePath,
    file: src.file,
    sourceHash: src.sourceHash,
    title:
      typeof fm.title === 'string' && fm.title.trim()
        ? fm.title
        : (src.leadingHeading ?? titleFromPath(pagePath)),
    sectionIds: place.sectionIds,
    breadcrumb: place.breadcrumb,
    hidden: place.hidden || fm.hidden === true,
    noindex: fm.noindex === true,
    usesApi:
      fm.openapi !== undefined ||
      fm.api !== undefined ||
      fm.asyncapi !== undefined ||
      fm['openapi-schema'] !== undefined,
    declaredAt: place.declaredAt,
  };
  const url = redirectUrl(fm.url);
  if (url) {
    // The page only sends readers on (the layout makes it a redirect), so it stays out of search and sitemaps.
    entry.url = url;
    entry.noindex = true;
  }
  if (place.unlisted) {
    // Left out of the navigation only: out of the sitemap, without a noindex tag unless it says `hidden: true`
    // (organize/hidden-pages.mdx, "Search, SEO, and AI indexing").
    if (fm.hidden !== true) entry.unlisted = true;
  } else if (place.hidden && fm.hidden !== true && (place.searchable || fm.hidden === false)) {
    // The page's own `hidden: true` wins over a searchable tab or group above it; its `hidden: false` under a
    // hidden one "puts them back into search, sitemaps, and AI context" (organize/hidden-pages.mdx).
    entry.searchable = true;
  }
  if (place.boost !== undefined) entry.boost = place.boost;
  if (typeof fm.sidebarTitle === 'string') entry.sidebarTitle = fm.sidebarTitle;
  if (typeof fm.description === 'string') entry.description = fm.description;
  if (typeof fm.timestamp === 'boolean') entry.timestamp = fm.timestamp;
  const related = relatedWritten(fm.related);
  if (related) entry.relatedWritten = related;
  const updated = lastUpdatedDate(fm.lastUpdatedDate);
  if (updated) entry.lastUpdatedDate = updated;
  if (src.classNames) entry.classNames = src.classNames;
  if (place.lang) entry.lang = place.lang;
  return entry;
}

/**
 * Frontmatter `lastUpdatedDate` (organize/pages.mdx): a date (`2026-08-13`, midnight UTC) or an ISO 8601
 * instant, as an ISO instant; undefined when it is neither.
 */
export function lastUpdatedDate(value: unknown): string | undefined {
  const date =
    value instanceof Date
      ? value
      : typeof value === 'string' &&
          /^\d{4}-\d{2}-\d{2}(?:[T ][\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/.test(value.trim())
        ? new Date(value.trim())
        : null;
  return date && !Number.isNaN(date.getTime()) ? date.toISOString() : undefined;
}

/** SHA-256 in hex of text (as UTF-8) or bytes. */
export function hashText(text: string | Uint8Array): string {
  return createHash('sha256').update(text).digest('hex');
}

/**
 * The MDX source of a page generated from an OpenAPI operation (rendered by the same pipeline). `x-mint`
 * metadata is written as JSON, which YAML reads as is. JSON never writes a raw line feed, and U+2028/U+2029
 * (line ends to the frontmatter reader's multiline regex) are escaped, so no value can end the block.
 */
export function generatedSource(gen: NonNullable<PageEntry['generated']>): string {
  const json = (value: unknown) =>
    JSON.stringify(value).replace(/[\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16)}`);
  const lines = ['---', `title: ${json(gen.title)}`, `openapi: ${json(gen.spec)}`];
  if (gen.description) lines.push(`description: ${json(gen.description)}`);
  for (const [key, value] of Object.entries(gen.metadata ?? {})) {
    if (key === 'title' || key === 'description' || key === 'openapi' || value === undefined) continue;
    lines.push(`${json(key)}: ${json(value)}`);
  }
  lines.push('---', '');
  return lines.join('\n');
}

const LANGUAGE_ALIASES: Record<string, string> = { cn: 'zh', jp: 'ja' };

/** BCP 47 tag for a docs.json language code (`cn` and `jp` are Mintlify's own). */
export function languageTag(code: string): string {
  return LANGUAGE_ALIASES[code] ?? code;
}

/** `fr` -> `Français`: the language's name in itself, for the language switcher. */
export function languageName(code: string): string {
  try {
    const tag = languageTag(code);
    const name = new Intl.DisplayNames([tag], { type: 'language' }).of(tag);
    if (name && name !== tag) return name[0].toLocaleUpperCase(tag) + name.slice(1);
  } catch {
    // An unknown code keeps its own spelling.
  }
  return code;
}

/**
 * The plain text of the `# Heading` a page opens with (after its frontmatter and imports), as the renderer
 * will show it; undefined when the first block is anything else or the heading holds more than plain
 * words, code and emphasis (an expression, a component, a link).
 */
export function leadingHeading(source: string): string | undefined {
  const body = source.replace(/^\uFEFF?---[ \t]*\r?\n[\s\S]*?\r?\n(?:---|\.\.\.)[ \t]*(?:\r?\n|$)/, '');
  for (const line of body.split(/\r?\n/)) {
    if (line.trim() === '' || /^(?:import|export)\s/.test(line)) continue;
    const m = /^#[ \t]+(.+?)(?:[ \t]+#+)?[ \t]*$/.exec(line);
    if (!m || /[<>{}[\]\\!&|$]/.test(m[1])) return undefined;
    const text = m[1].replace(/`([^`]*)`/g, '$1').replace(/(\*\*|__|\*|_)(\S(?:.*?\S)?)\1/g, '$2');
    return /[`*_]/.test(text) || text.trim() === '' ? undefined : text.trim();
  }
  return undefined;
}
