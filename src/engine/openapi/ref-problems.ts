/**
 * `OPENAPI_REF_UNRESOLVED`: a `$ref` the renderer could not follow reads as an empty schema (`any`), which a
 * reader cannot tell from a field documented as any. The warning names the spec file, the ref and the
 * operations that use it (directly or through other schemas), found from the whole document, so every page
 * meeting the ref reports the same words and the build's diagnostics keep it once per ref and spec.
 */
import { HTTP_METHODS, type OpenApiDoc } from './load.js';
import { refTarget, type UnresolvedReason } from './refs.js';

/** Every `$ref` string in `node`, without following any. */
function refsIn(node: unknown, out: Set<string>, depth = 0): Set<string> {
  if (depth > 200 || !node || typeof node !== 'object') return out;
  if (Array.isArray(node)) {
    for (const item of node) refsIn(item, out, depth + 1);
    return out;
  }
  for (const [key, value] of Object.entries(node)) {
    if (key === '$ref' && typeof value === 'string') out.add(value);
    else refsIn(value, out, depth + 1);
  }
  return out;
}

interface RefGraph {
  /** For each ref, the operations (`POST /plants`) writing it themselves. */
  ops: Map<string, string[]>;
  /** For each ref, the refs whose targets write it. */
  parents: Map<string, Set<string>>;
  /** Operation labels in document order. */
  order: string[];
}

const graphs = new WeakMap<object, RefGraph>();

/** Which operations and referenced schemas write which refs; built once per document, when a ref fails. */
function refGraph(doc: OpenApiDoc): RefGraph {
  const cached = graphs.get(doc);
  if (cached) return cached;
  const graph: RefGraph = { ops: new Map(), parents: new Map(), order: [] };
  const pending: string[] = [];
  const addOp = (label: string, refs: Set<string>) => {
    graph.order.push(label);
    for (const ref of refs) {
      const list = graph.ops.get(ref) ?? [];
      list.push(label);
      graph.ops.set(ref, list);
      pending.push(ref);
    }
  };
  const items: [string, unknown][] = [
    ...Object.entries<unknown>(doc.paths ?? {}),
    ...Object.entries<unknown>(doc.webhooks ?? {}).map(([name, item]): [string, unknown] => [
      `webhook ${name}`,
      item,
    ]),
  ];
  for (const [path, raw] of items) {
    if (!raw || typeof raw !== 'object') continue;
    const item = raw as Record<string, unknown>;
    // A path item's own ref and parameters belong to each of its operations.
    const shared = refsIn(item.parameters, new Set());
    if (typeof item.$ref === 'string') shared.add(item.$ref);
    const resolved = (
      typeof item.$ref === 'string' && item.$ref.startsWith('#/') ? (refTarget(doc, item.$ref) ?? item) : item
    ) as Record<string, unknown>;
    for (const method of HTTP_METHODS) {
      const op = resolved[method];
      if (!op || typeof op !== 'object') continue;
      const label = path.startsWith('webhook ') ? path : `${method.toUpperCase()} ${path}`;
      addOp(label, refsIn(op, new Set(shared)));
    }
  }
  const seen = new Set<string>();
  while (pending.length) {
    const ref = pending.pop()!;
    if (seen.has(ref) || !ref.startsWith('#/')) continue;
    seen.add(ref);
    for (const child of refsIn(refTarget(doc, ref), new Set())) {
      const parents = graph.parents.get(child) ?? new Set();
      parents.add(ref);
      graph.parents.set(child, parents);
      pending.push(child);
    }
  }
  graphs.set(doc, graph);
  return graph;
}

/** The operations reaching `ref`, through any chain of refs, in document order. */
export function refUsers(doc: OpenApiDoc, ref: string): string[] {
  const graph = refGraph(doc);
  const users = new Set<string>();
  const seen = new Set<string>([ref]);
  const queue = [ref];
  while (queue.length) {
    const current = queue.pop()!;
    for (const op of graph.ops.get(current) ?? []) users.add(op);
    for (const parent of graph.parents.get(current) ?? [])
      if (!seen.has(parent)) {
        seen.add(parent);
        queue.push(parent);
      }
  }
  return graph.order.filter((label) => users.has(label));
}

const WHY: Record<UnresolvedReason, string> = {
  missing: 'points at nothing in the document',
  external: 'points into another file, and only references inside the document are followed',
  loop: 'is a loop of references',
};

const LISTED = 5;

/** The warning for one ref `file` (the spec, as the build names it) could not follow. */
export function unresolvedRefProblem(
  doc: OpenApiDoc,
  file: string,
  ref: string,
  why: UnresolvedReason,
): { code: string; message: string; file: string } {
  const users = refUsers(doc, ref);
  const listed = users.slice(0, LISTED).join(', ');
  const more = users.length > LISTED ? ` and ${users.length - LISTED} more` : '';
  const where = users.length ? ` (used by ${listed}${more})` : '';
  return {
    code: 'OPENAPI_REF_UNRESOLVED',
    message: `${file}: $ref "${ref}" ${WHY[why]}, so what it describes is shown as any${where}`,
    file,
  };
}
