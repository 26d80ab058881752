/**
 * An API page's specification in its Markdown (ai/markdown-export.mdx, "API reference pages"): the part of the
 * spec the page documents (openapi/spec-excerpt.ts) as a YAML block under `## OpenAPI` (or `## AsyncAPI`),
 * its fence naming the file and the operation, unless docs.json says `markdown.schema: false`.
 */
import { stringify } from 'yaml';
import type { PageEntry } from '../nav/index.js';
import { findOperation, specExcerpt } from '../openapi/index.js';
import type { RenderedPage } from '../types.js';
import type { BuildEnv } from './types.js';

export function apiSpecMarkdown(
  env: Pick<BuildEnv, 'srcDir' | 'openapiFiles' | 'markdown'>,
  entry: PageEntry,
  page: Pick<RenderedPage, 'frontmatter'>,
): string {
  if (!entry.usesApi || env.markdown?.schema === false) return '';
  const fm = page.frontmatter ?? {};
  const ref =
    typeof fm.openapi === 'string' ? fm.openapi : typeof fm.asyncapi === 'string' ? fm.asyncapi : null;
  if (!ref) return '';
  const defaultSpecs = [
    ...new Set([entry.openapiScope, ...env.openapiFiles].filter((s): s is string => !!s)),
  ];
  let found: ReturnType<typeof findOperation> = null;
  try {
    found = findOperation(ref, {
      srcDir: env.srcDir,
      defaultSpecs,
      ...(entry.file ? { page: entry.file } : {}),
    });
  } catch {
    return '';
  }
  if (!found) return '';
  const excerpt = specExcerpt(found.doc, found.method, found.path);
  if (!excerpt) return '';
  // Shared objects written out in full: an agent reads the block as plain YAML, without anchors to follow.
  const yaml = stringify(excerpt, { aliasDuplicateObjects: false, lineWidth: 0 });
  const fence = '`'.repeat(Math.max(4, longestBacktickRun(yaml) + 1));
  const heading = found.method === 'channel' ? 'AsyncAPI' : 'OpenAPI';
  const file = found.file.replace(/^\.?\/+/, '');
  const what = found.method === 'channel' ? found.path : `${found.method.toLowerCase()} ${found.path}`;
  return `## ${heading}\n\n${fence}yaml ${file} ${what}\n${yaml}${fence}`;
}

function longestBacktickRun(text: string): number {
  let longest = 0;
  for (const m of text.matchAll(/`+/g)) longest = Math.max(longest, m[0].length);
  return longest;
}
