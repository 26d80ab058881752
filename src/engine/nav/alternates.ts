/**
 * The same page in the other languages, for hreflang links and the language switcher. A language's pages
 * carry its code as one path segment, at any depth (`fr/quickstart`, `v1.15.22/ar/installation`,
 * `l/fr/guide`), or none when the language lives at the root. A page's counterpart in another language is
 * the path with the code segment swapped for the other's in place (`v1.15.22/ar/x` <-> `v1.15.22/en/x`), or,
 * when one of the two lives at the root, the path with the code segment removed (`v1/fr/x` <-> `v1/x`) or,
 * failing that, with the code and what precedes it removed (`l/fr/x` <-> `x`). Only pages a language shows
 * count (shared-pages.ts): a path it lists but another language shows is not its translation.
 */
import type { LayoutInput, NavNode, NavSection, NavTree } from '../types.js';
import { languageTag } from './page-source.js';
import { pageOwners, type Placement } from './shared-pages.js';

type Alternates = NonNullable<LayoutInput['alternates']>;

export interface PathForms {
  /** Whether the path holds the language's code as a segment. */
  coded: boolean;
  /** The path without its code segment (the path itself when it has none). */
  inPlace: string;
  /** The path without its code segment and what precedes it. */
  bare: string;
}

const TAG_SHAPED = /^[a-z]{2,3}(?:-[a-z\d]{2,8})+$/;

/** A page path's language-neutral forms; `codes` are the language's code and its BCP 47 tag. */
export function pathForms(pagePath: string, codes: string[]): PathForms {
  const segments = pagePath.split('/');
  const lower = codes.map((c) => c.toLowerCase());
  const primaries = new Set(lower.map((c) => c.split('-')[0]));
  // A folder named with a fuller tag of the same language counts too: openclaw keeps `zh-Hans` pages in
  // `zh-CN/` and `ja` pages in `ja-JP/`. Only tag-shaped names (`xx-YY`), so no plain folder is taken.
  const matches = (segment: string) => {
    const s = segment.toLowerCase();
    return lower.includes(s) || (TAG_SHAPED.test(s) && primaries.has(s.split('-')[0]));
  };
  const i = segments.findIndex(matches);
  if (i < 0) return { coded: false, inPlace: pagePath, bare: pagePath };
  // `fr/index` and `fr` are the French home, as `index` is the root language's.
  const join = (parts: string[]) => parts.join('/') || 'index';
  return {
    coded: true,
    inPlace: join([...segments.slice(0, i), ...segments.slice(i + 1)]),
    bare: join(segments.slice(i + 1)),
  };
}

function codesOf(section: NavSection): string[] {
  const code = section.language!;
  return [code, section.lang ?? languageTag(code)];
}

/** A language's pages by form, the first in navigation order winning. */
interface LanguageIndex {
  /** Pages holding the code, by `inPlace` and by `bare`. */
  inPlace: Map<string, string>;
  bare: Map<string, string>;
  /** Pages without the code (the language lives at the root), by path. */
  rooted: Map<string, string>;
}

export class LanguageAlternates {
  private owners?: Map<string, Placement>;
  private readonly indexes = new Map<string, LanguageIndex>();

  constructor(private readonly tree: NavTree) {}

  for(pagePath: string, sectionIds: string[]): Alternates {
    let level = this.tree.sections;
    for (const id of sectionIds) {
      const current = level.find((s) => s.id === id);
      if (!current) break;
      if (current.kind === 'language' && current.language) {
        const forms = pathForms(pagePath, codesOf(current));
        const out: Alternates = [];
        for (const lang of level.filter((s) => s.kind === 'language' && s.language)) {
          // A hidden language is not offered to readers (nor to search engines) unless it is this page's.
          if (lang.hidden && lang !== current) continue;
          const found = lang === current ? pagePath : this.counterpart(lang, forms);
          if (found)
            out.push({ sectionId: lang.id, language: lang.lang ?? languageTag(lang.language!), path: found });
        }
        // The page's own language alone too: its switcher entry stays on the page (hreflang wants two).
        return out;
      }
      level = current.sections;
    }
    return [];
  }

  private counterpart(lang: NavSection, forms: PathForms): string | undefined {
    const index = this.indexOf(lang);
    if (forms.coded)
      return (
        index.inPlace.get(forms.inPlace) ?? index.rooted.get(forms.inPlace) ?? index.rooted.get(forms.bare)
      );
    return index.inPlace.get(forms.inPlace) ?? index.bare.get(forms.bare);
  }

  private indexOf(lang: NavSection): LanguageIndex {
    let index = this.indexes.get(lang.id);
    if (index) return index;
    index = { inPlace: new Map(), bare: new Map(), rooted: new Map() };
    this.owners ??= pageOwners(this.tree);
    const codes = codesOf(lang);
    const add = (map: Map<string, string>, key: string, path: string) => {
      if (!map.has(key)) map.set(key, path);
    };
    for (const path of pagesUnder(lang)) {
      if (!this.owners.get(path)?.sectionIds.includes(lang.id)) continue;
      const forms = pathForms(path, codes);
      if (!forms.coded) add(index.rooted, path, path);
      else {
        add(index.inPlace, forms.inPlace, path);
        add(index.bare, forms.bare, path);
      }
    }
    this.indexes.set(lang.id, index);
    return index;
  }
}

/** Every page path under a section in navigation order (sidebar pages, group roots, nested sections). */
function pagesUnder(section: { children: NavNode[]; sections: NavSection[] }, out: string[] = []): string[] {
  const walk = (nodes: NavNode[]) => {
    for (const n of nodes) {
      if (n.kind === 'page') out.push(n.path);
      else if (n.kind === 'group') {
        if (n.root) out.push(n.root);
        walk(n.children);
      }
    }
  };
  walk(section.children);
  for (const s of section.sections) pagesUnder(s, out);
  return out;
}
