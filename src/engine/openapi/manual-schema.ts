/**
 * JSON schemas from a manual page's ParamFields (manual-operation.ts): one field's `type`, `default` and
 * `placeholder`, and the body fields as one object whose nested fields are its properties. Mintlify
 * documents nesting as ParamFields inside a ParamField's `<Expandable>` (components/expandables.mdx,
 * api-playground/complex-data-types.mdx); pages also write a dotted name (`user.name`, `items[].sku`), often
 * in an Expandable of its own. Either way the samples' body nests the value as the reader sees it nested.
 */
import type { ManualParam } from './manual-operation.js';
import type { Schema } from './refs.js';

const NUMBER = /^(?:number|float|double|decimal)\b/;
const INTEGER = /^(?:integer|int\d*|long)\b/;
/** A written type naming one value, not a structure: nested fields cannot be its properties. */
const SCALAR = /^(?:string|number|float|double|decimal|integer|int\d*|long|bool|boolean|enum|file)\b/;

/** ParamField's `type` (`string`, `integer`, `boolean`, `string[]`, `array<number>`, `object`...) as a schema type. */
function typeSchema(raw: string | undefined): Schema {
  const type = (raw ?? 'string').trim().toLowerCase();
  const list = listItem(type);
  if (list !== undefined) return { type: 'array', items: typeSchema(list) };
  if (type.startsWith('array')) return { type: 'array' };
  if (INTEGER.test(type)) return { type: 'integer' };
  if (NUMBER.test(type)) return { type: 'number' };
  if (type.startsWith('bool')) return { type: 'boolean' };
  if (type.startsWith('object') || type === 'json' || type.startsWith('record')) return { type: 'object' };
  // `string`, `enum<string>`, `file`, a type name the author made up: a string is what the sample can show.
  return { type: 'string' };
}

const listItem = (type: string): string | undefined =>
  (/^(.*)\[\]$/.exec(type) ?? /^array\s*<(.*)>$/.exec(type))?.[1];

/** `string`, `integer[]`: a written scalar (or list of scalars) keeps its type even around nested fields. */
function declaredScalar(raw: string | undefined): boolean {
  let type = (raw ?? '').trim().toLowerCase();
  for (let item = listItem(type); item !== undefined; item = listItem(type)) type = item.trim();
  return SCALAR.test(type);
}

/**
 * A written value (`default="30"`, `placeholder="true"`) as the schema's type reads it: the number 30 in a
 * JSON body, not the string. Undefined when it cannot be one (a number field's `placeholder="Your age"`).
 */
function typedValue(schema: Schema, value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  switch (schema.type) {
    case 'integer':
    case 'number':
      return text !== '' && Number.isFinite(Number(text)) ? Number(text) : undefined;
    case 'boolean':
      return text === 'true' ? true : text === 'false' ? false : undefined;
    case 'array':
    case 'object': {
      try {
        const parsed: unknown = JSON.parse(text);
        const fits = schema.type === 'array' ? Array.isArray(parsed) : isObject(parsed);
        return fits ? parsed : undefined;
      } catch {
        return undefined;
      }
    }
    default:
      return value;
  }
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** The schema with the field's default (else its placeholder) as the example value, when it fits the type. */
function withValue(schema: Schema, param: ManualParam | undefined): Schema {
  if (!param) return schema;
  const fallback = param.default !== undefined ? typedValue(schema, param.default) : undefined;
  if (fallback !== undefined) return { ...schema, default: fallback };
  const shown = param.placeholder !== undefined ? typedValue(schema, param.placeholder) : undefined;
  return shown !== undefined && shown !== '' ? { ...schema, example: shown } : schema;
}

/** The schema of one ParamField: its type, with its default (else its placeholder) as the example value. */
export function manualSchema(param: ManualParam): Schema {
  return withValue(typeSchema(param.type), param);
}

interface Node {
  /** The ParamField written for this path (the first); absent for `user` when only `user.name` is written. */
  param?: ManualParam;
  /** Written as `items[]` (or `items[0]`) in a dotted name: each item holds the nested fields. */
  list: boolean;
  children: Map<string, Node>;
}

interface Segment {
  key: string;
  list: boolean;
}

/** `user.address.city`, `items[].sku`: the keys of a dotted name. A name with an empty part is one key. */
function segments(name: string): Segment[] {
  const parts = name.split('.').map((part) => {
    const m = /^(.*?)\s*\[\d*\]$/.exec(part.trim());
    return m ? { key: m[1].trim(), list: true } : { key: part.trim(), list: false };
  });
  return parts.some((p) => p.key === '') ? [{ key: name.trim(), list: false }] : parts;
}

/**
 * Where a nested name goes: under its parent, or where it says when it repeats the parent's path
 * (`<ParamField body="user"><Expandable><ParamField body="user.name">`).
 */
function join(parent: Segment[], name: string): Segment[] {
  const own = segments(name);
  const repeats = own.length > parent.length && parent.every((s, i) => s.key === own[i].key);
  return repeats ? own : [...parent, ...own];
}

/** The body ParamFields (top-level and nested) as one tree of keys, in the order the page first names them. */
function bodyTree(params: ManualParam[]): Node {
  const root: Node = { list: false, children: new Map() };
  for (const param of params) {
    if (param.in !== 'body') continue;
    const path = [...(param.within ?? []), param.name].reduce<Segment[]>(join, []);
    let node = root;
    for (const seg of path) {
      let child = node.children.get(seg.key);
      if (!child) node.children.set(seg.key, (child = { list: false, children: new Map() }));
      child.list ||= seg.list;
      node = child;
    }
    node.param ??= param;
  }
  return root;
}

/** A written `required`, or for a parent only implied by dotted names, a required field under it. */
const required = (node: Node): boolean =>
  node.param ? node.param.required === true : [...node.children.values()].some(required);

function objectSchema(node: Node): Schema {
  const entries = [...node.children];
  return {
    type: 'object',
    properties: Object.fromEntries(entries.map(([key, child]) => [key, nodeSchema(child)])),
    required: entries.filter(([, child]) => required(child)).map(([key]) => key),
  };
}

function nodeSchema(node: Node): Schema {
  const written = node.param ? typeSchema(node.param.type) : undefined;
  let schema: Schema;
  if (node.children.size && !declaredScalar(node.param?.type)) {
    // `object[]`, `array`, `items[].sku`: a list of one such object; any other type (`object`, the
    // documentation's `User Object`, none) is the object itself.
    const list = node.list || written?.type === 'array';
    schema = list ? { type: 'array', items: objectSchema(node) } : objectSchema(node);
  } else {
    schema = written ?? { type: 'string' };
    if (node.list && schema.type !== 'array') schema = { type: 'array', items: schema };
  }
  return withValue(schema, node.param);
}

/** The JSON object the body ParamFields describe; undefined when the page has none. */
export function bodySchema(params: ManualParam[]): Schema | undefined {
  const root = bodyTree(params);
  return root.children.size ? objectSchema(root) : undefined;
}
