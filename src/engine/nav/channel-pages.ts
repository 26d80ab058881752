/**
 * Navigation pages generated from AsyncAPI files (api-playground/asyncapi-setup.mdx): a group's or section's
 * `asyncapi` file gives one page per channel, beside any pages the group lists, under the entry's
 * `directory` (else `api-reference`). Each page's frontmatter names its channel as an `openapi:` reference
 * (`/asyncapi.yaml channelOne`), which openapi/channel.ts renders.
 */
import { specSources, type ConfigChecker, type KeyPath } from '../config/index.js';
import { channelProtocol } from '../openapi/index.js';
import type { NavPage } from '../types.js';
import type { Scope } from './nav-node.js';
import type { OperationPages } from './operation-pages.js';
import { apiFolder, SpecCache, slugify } from './openapi.js';
import { entryFromSource, generatedSource, hashText } from './page-source.js';
import type { PageEntry } from './types.js';

/** The channel pages of every AsyncAPI file an `asyncapi` entry names, in document order. */
export function channelPages(
  c: ConfigChecker,
  operations: OperationPages,
  raw: unknown,
  at: KeyPath,
  scope: Scope,
): NavPage[] {
  const out: NavPage[] = [];
  for (const spec of specSources(c, raw, [...at, 'asyncapi'])) {
    const doc = operations.loadSpec(spec.source, [...at, 'asyncapi']);
    if (!doc) continue;
    if (typeof doc.asyncapi !== 'string') {
      c.error(
        [...at, 'asyncapi'],
        `"${spec.source}" is not an AsyncAPI document (it has no "asyncapi" version)`,
      );
      continue;
    }
    const file = SpecCache.normalisePath(spec.source)!;
    const channels = doc.channels && typeof doc.channels === 'object' ? doc.channels : {};
    for (const [id, channel] of Object.entries(channels as Record<string, unknown>)) {
      const info = (channel && typeof channel === 'object' ? channel : {}) as Record<string, unknown>;
      const title = text(info.title) ?? id;
      const ref = `/${file} ${id}`;
      const base = `${apiFolder(spec)}/${slugify(title) || 'channel'}`;
      let path = base;
      for (let n = 1; operations.takenByOther(path, ref); n++) path = `${base}-${n}`;
      const description = text(info.summary);
      out.push(
        operations.listGenerated(
          path,
          (place) => channelEntry(path, spec.source, ref, title, description, place),
          at,
          scope,
          channelProtocol(doc, id),
        ),
      );
    }
  }
  return out;
}

function channelEntry(
  pagePath: string,
  specSource: string,
  ref: string,
  title: string,
  description: string | undefined,
  place: Parameters<typeof entryFromSource>[2],
): PageEntry {
  const generated = { spec: ref, title, ...(description ? { description } : {}) };
  const frontmatter = { title, ...(description ? { description } : {}) };
  return {
    ...entryFromSource(
      pagePath,
      { file: '', frontmatter, sourceHash: hashText(generatedSource(generated)) },
      place,
    ),
    file: null,
    usesApi: true,
    openapiScope: specSource,
    generated,
  };
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
}
