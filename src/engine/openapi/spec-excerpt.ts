/**
 * The part of a spec one API page documents, for the page's Markdown (ai/markdown-export.mdx: API pages'
 * Markdown carries their specification unless docs.json says `markdown.schema: false`): the document's
 * version, info, servers and security; the one operation (with its path's shared parameters) or channel; and
 * every component those reach through `$ref`s, transitively, at their places in the document. An agent reading
 * the file gets a valid, self-contained document for that endpoint without the rest of a large spec.
 */
import { HTTP_METHODS, isAsyncApi, type OpenApiDoc } from './load.js';
import { pointerSegments, refTarget, resolveRef, type Schema } from './refs.js';

type Json = Record<string, unknown>;

/** The excerpt for `method path` (`webhook name`, or `channel name` in an AsyncAPI document); null if absent. */
export function specExcerpt(doc: OpenApiDoc, method: string, path: string): Json | null {
  const out: Json = {};
  for (const key of ['openapi', 'swagger', 'asyncapi', 'info', 'servers', 'security', 'defaultContentType'])
    if (doc[key] !== undefined) out[key] = doc[key];
  if (isAsyncApi(doc)) {
    if (!channelPart(doc, path, out)) return null;
  } else if (!operationPart(doc, method, path, out)) return null;
  copyReferenced(doc, out);
  return out;
}

function operationPart(doc: OpenApiDoc, method: string, path: string, out: Json): boolean {
  const webhook = method.toLowerCase() === 'webhook';
  const items = (webhook ? doc.webhooks : doc.paths) as Json | undefined;
  if (!items || !Object.hasOwn(items, path)) return false;
  const item = resolveRef(doc, items[path]).value;
  const verb = webhook ? HTTP_METHODS.find((m) => item[m]) : method.toLowerCase();
  if (!verb || !item[verb]) return false;
  const excerpt: Schema = { [verb]: item[verb] };
  for (const shared of ['summary', 'description', 'parameters', 'servers'])
    if (item[shared] !== undefined) excerpt[shared] = item[shared];
  out[webhook ? 'webhooks' : 'paths'] = { [path]: excerpt };
  // Security schemes are named, not referenced: the operation's (else the document's) are copied by name.
  const requirements = (item[verb].security ?? doc.security ?? []) as Json[];
  const schemes = doc.components?.securitySchemes as Json | undefined;
  for (const name of new Set(requirements.flatMap((r) => Object.keys(r ?? {}))))
    if (schemes && Object.hasOwn(schemes, name))
      place(out, ['components', 'securitySchemes', name], schemes[name]);
  return true;
}

function channelPart(doc: OpenApiDoc, name: string, out: Json): boolean {
  const channels = doc.channels as Json | undefined;
  if (!channels || !Object.hasOwn(channels, name)) return false;
  out.channels = { [name]: channels[name] };
  const channel = resolveRef(doc, channels[name]).value;
  // AsyncAPI 3's operations name their channel by reference: the ones leading to this channel come along.
  const operations = Object.entries((doc.operations ?? {}) as Json).filter(
    ([, raw]) => resolveRef(doc, (resolveRef(doc, raw).value as Schema).channel).value === channel,
  );
  if (operations.length) out.operations = Object.fromEntries(operations);
  return true;
}

/** Copies each local `$ref` target the excerpt reaches into it, at the same JSON pointer. */
function copyReferenced(doc: OpenApiDoc, out: Json): void {
  const seen = new Set<string>();
  const queue: unknown[] = [out];
  while (queue.length) {
    const node = queue.pop();
    if (!node || typeof node !== 'object') continue;
    if (Array.isArray(node)) {
      queue.push(...node);
      continue;
    }
    const ref = (node as Json).$ref;
    if (typeof ref === 'string' && ref.startsWith('#/') && !seen.has(ref)) {
      seen.add(ref);
      const target = refTarget(doc, ref);
      if (target !== undefined) {
        place(out, pointerSegments(ref), target);
        queue.push(target);
      }
    }
    for (const value of Object.values(node as Json))
      if (value && typeof value === 'object') queue.push(value);
  }
}

function place(out: Json, parts: string[], value: unknown): void {
  let node = out;
  for (const part of parts.slice(0, -1)) {
    const next = node[part];
    if (!next || typeof next !== 'object') node[part] = {};
    node = node[part] as Json;
  }
  const last = parts.at(-1)!;
  if (node[last] === undefined) node[last] = value;
}
