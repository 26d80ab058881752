/**
 * `seo` in docs.json (organize/settings-seo.mdx): meta tags for every page, which pages search engines may
 * index, and the organization that publishes the pages' structured data (layout/structured-data.ts).
 */
import type { SeoOrganization } from '../types.js';
import type { SiteConfig } from './types.js';
import { optArray, optEnum, optObject, optString, type ConfigChecker } from './validate.js';

export function seo(c: ConfigChecker, doc: Record<string, unknown>): SiteConfig['seo'] {
  const obj = optObject(c, doc, 'seo', []) ?? {};
  const metatags: Record<string, string> = {};
  for (const [k, v] of Object.entries(optObject(c, obj, 'metatags', ['seo']) ?? {})) {
    if (typeof v === 'string') metatags[k] = v;
    else if (typeof v === 'number' || typeof v === 'boolean') metatags[k] = String(v);
    else c.dropped(['seo', 'metatags', k], 'a string', v);
  }
  const organization = seoOrganization(c, obj);
  return {
    metatags,
    indexing: optEnum(c, obj, 'indexing', ['seo'], ['navigable', 'all'] as const) ?? 'navigable',
    ...(organization ? { organization } : {}),
  };
}

/** `seo.organization`: text fields and `sameAs`, a list of profile URLs; other values dropped with a warning. */
function seoOrganization(c: ConfigChecker, seoObj: Record<string, unknown>): SeoOrganization | undefined {
  const obj = optObject(c, seoObj, 'organization', ['seo']);
  if (!obj) return undefined;
  const at = ['seo', 'organization'];
  const out: SeoOrganization = {};
  for (const key of ['id', 'name', 'legalName', 'url', 'logo'] as const) {
    const value = optString(c, obj, key, at);
    if (value?.trim()) out[key] = value.trim();
  }
  const sameAs = (optArray(c, obj, 'sameAs', at) ?? []).filter((v, i) => {
    if (typeof v === 'string' && /^https?:\/\//i.test(v)) return true;
    c.dropped([...at, 'sameAs', i], 'an http(s) URL', v);
    return false;
  }) as string[];
  if (sameAs.length) out.sameAs = sameAs;
  return out;
}
