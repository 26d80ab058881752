/**
 * `openapi-schema:` pages (Mintlify's "Document data models"): `openapi-schema: OrderItem` or
 * `openapi-schema: "en-schema.json OrderItem"` shows `components.schemas.OrderItem` as a field list, as a
 * response body shows it, after the page's own content. The document is found as `openapi:` references
 * find theirs (find.ts): a named file (or a spec's name, `v1`), else the page's and the site's specs.
 */
import type { Element, Root } from 'hast';
import { h } from 'hastscript';
import { posix } from 'node:path';
import { namesSpec, specPaths } from './find.js';
import { resolveSpecLinks } from './links.js';
import { isAsyncApi, loadOpenApi, OpenApiError, type OpenApiDoc } from './load.js';
import { specFileKey } from './remote-specs.js';
import { descriptionBlock } from './markdown.js';
import { unresolvedRefProblem } from './ref-problems.js';
import { watchUnresolved } from './refs.js';
import { childFields, field, newContext } from './schema.js';
import type { ApiRendererOptions } from './index.js';

export interface FoundSchema {
  doc: OpenApiDoc;
  file: string;
  name: string;
}

/** `OrderItem` or `en-schema.json OrderItem` (quotes already gone with YAML's). */
export function parseSchemaRef(value: string): { file?: string; name: string } | null {
  const parts = value.trim().split(/\s+/).filter(Boolean);
  if (parts.length === 1) return { name: parts[0]! };
  if (parts.length === 2) return { file: parts[0]!, name: parts[1]! };
  return null;
}

function hasSchema(doc: OpenApiDoc, name: string): boolean {
  const schemas: unknown = doc.components?.schemas;
  return !!schemas && typeof schemas === 'object' && Object.hasOwn(schemas, name);
}

/**
 * The document holding the schema; null (and a problem reported, naming file and schema) when none does.
 * Without a file: the page's and the site's specs, then (called only then) the folder's others.
 */
export function findSchema(value: string, opts: ApiRendererOptions): FoundSchema | null {
  const report = (code: string, message: string) => opts.onProblem?.({ code, message });
  const ref = parseSchemaRef(value);
  if (!ref) {
    report('OPENAPI_SCHEMA_REF_INVALID', `openapi-schema "${value}" is not "[file] SchemaName"`);
    return null;
  }
  const searched: string[] = [];
  const tried = new Set<string>();
  let lastError: OpenApiError | null = null;
  const search = (files: string[]): FoundSchema | null => {
    for (const file of files) {
      const key = posix.normalize(file.replace(/^\/+/, ''));
      if (tried.has(key)) continue;
      tried.add(key);
      let doc: OpenApiDoc;
      try {
        doc = loadOpenApi(opts.srcDir, file);
      } catch (error) {
        if (!(error instanceof OpenApiError)) throw error;
        lastError = error;
        continue;
      }
      if (isAsyncApi(doc)) continue;
      searched.push(file);
      if (hasSchema(doc, ref.name)) return { doc, file, name: ref.name };
    }
    return null;
  };
  const defaults = opts.defaultSpecs ?? opts.files ?? [];
  const { file } = ref;
  let found: FoundSchema | null;
  if (!file) found = search(defaults) ?? (opts.discovered ? search(opts.discovered()) : null);
  else {
    // A spec file written from the page's folder (`./spec.json`) is looked for there first (find.ts).
    found = search(specPaths(file, opts.page));
    const error = lastError as OpenApiError | null;
    if (!found && searched.length === 0 && error?.code !== 'SPEC_NOT_FOUND' && error) {
      // A failed fetch was reported once by the build (build/remote-specs.ts).
      if (error.code !== 'SPEC_FETCH_FAILED')
        report(`OPENAPI_${error.code}`, `openapi-schema: ${error.message}`);
      return null;
    }
    if (!found && searched.length === 0) {
      // Not a path: a spec's name (`v1`), as `openapi:` references allow.
      const byName = (files: string[]) => files.filter((f) => namesSpec(file, f));
      found = search(byName(defaults)) ?? (opts.discovered ? search(byName(opts.discovered())) : null);
      if (!found && searched.length === 0) {
        report(
          'OPENAPI_SPEC_NOT_FOUND',
          `openapi-schema: OpenAPI document "${file}" was not found: no file has that path, and no OpenAPI file in the docs folder has that name`,
        );
        return null;
      }
    }
  }
  if (found) return found;
  report(
    'OPENAPI_SCHEMA_NOT_FOUND',
    `openapi-schema: schema "${ref.name}" was not found in ${searched.length ? searched.join(', ') : 'any OpenAPI document'} (components.schemas)`,
  );
  return null;
}

/**
 * The spec an `openapi-schema:` page's schema is in, as the navigation records it among the build's
 * OpenAPI files (whose hash decides whether a cached page is current, and which pages search). Problems
 * are left to the page's render, which reports them against the page.
 */
export function schemaPageSpec(
  srcDir: string,
  frontmatter: Record<string, unknown>,
  candidates: string[],
  discovered?: () => string[],
  page?: string | null,
): string | null {
  const value = frontmatter['openapi-schema'];
  if (typeof value !== 'string') return null;
  const found = findSchema(value, {
    srcDir,
    defaultSpecs: candidates,
    ...(discovered ? { discovered } : {}),
    ...(page ? { page } : {}),
  });
  return found ? specFileKey(found.file) : null;
}

/** The schema's description and fields, as a response body lists them; a non-object is one field. */
export function renderSchema(doc: OpenApiDoc, name: string, settings?: ApiRendererOptions['settings']): Root {
  const schema: unknown = doc.components.schemas[name];
  const ctx = newContext(doc, 'response', {
    expanded: settings?.expanded === 'all',
    postKeys: settings?.postKeys,
    ids: new Set(),
  });
  const raw = { $ref: `#/components/schemas/${name.replace(/~/g, '~0').replace(/\//g, '~1')}` };
  const fields: Element[] = childFields(ctx, raw, 'response');
  const main = [
    ...(fields.length ? descriptionBlock((schema as { description?: unknown })?.description) : []),
    ...(fields.length ? fields : [field(ctx, { name, schema: raw, idPrefix: 'response' })]),
  ];
  return {
    type: 'root',
    children: [
      h('div.lectern-api.lectern-api-schema', { dataSchema: name }, [
        h('div.lectern-api-grid', [h('div.lectern-api-main', main)]),
      ]),
    ],
  };
}

/** Renders `openapi-schema:` values; null when the schema cannot be found (the problem is reported). */
export function createSchemaRenderer(opts: ApiRendererOptions): (value: string) => Root | null {
  return (value: string) => {
    const found = findSchema(value, opts);
    if (!found) return null;
    const { result: root, unresolved } = watchUnresolved(found.doc, () =>
      renderSchema(found.doc, found.name, opts.settings),
    );
    for (const [ref, why] of unresolved)
      opts.onProblem?.(unresolvedRefProblem(found.doc, specFileKey(found.file), ref, why));
    const file = found.file.replace(/^\/+/, '');
    opts.onSpec?.(specFileKey(found.file));
    resolveSpecLinks(root, opts, file, `${file}, schema ${found.name}`);
    return root;
  };
}
