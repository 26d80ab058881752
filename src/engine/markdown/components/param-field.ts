/** `<ParamField query|path|body|header="name" type required default deprecated>`. */
import type { ManualParam } from '../../openapi/index.js';
import type { ComponentRenderer, Props } from './types.js';
import { bool, str } from './types.js';
import { field } from './field.js';

const LOCATIONS = ['path', 'query', 'body', 'header', 'cookie'] as const;

export const paramField: ComponentRenderer = (c) => {
  const location = LOCATIONS.find((key) => c.props[key] !== undefined);
  const name = location ? (str(c.props[location]) ?? '') : (str(c.props.name) ?? '');
  const { page } = c;
  const stack = page.paramFieldStack;
  const outer = stack[0];
  // A `hidden` field is recorded too: Mintlify's playground reads the page's ParamField attributes, and
  // `hidden` only stops the component rendering (property.js). Fields nested in it are not rendered, so not recorded.
  if (name.trim() !== '') {
    if (!outer && location) record(page.paramFields, location, name.trim(), c.props);
    // Nested (in the parent's `<Expandable>`, or right in it): the outermost field's location is the
    // child's, whatever the child's own attribute says, as the page shows it nested.
    else if (outer?.in && stack.every((p) => p.name !== ''))
      record(
        page.paramFields,
        outer.in,
        name.trim(),
        c.props,
        stack.map((p) => p.name),
      );
  }
  stack.push({ ...(location ? { in: location } : {}), name: name.trim() });
  try {
    return field(c, { kind: 'param', name, location });
  } finally {
    stack.pop();
  }
};

/**
 * What a manual endpoint's playground and samples need of a ParamField (the first of each location, name
 * and nesting).
 */
function record(
  out: ManualParam[],
  location: ManualParam['in'],
  name: string,
  props: Props,
  within?: string[],
): void {
  const key = (within ?? []).join('\0');
  if (out.some((p) => p.in === location && p.name === name && (p.within ?? []).join('\0') === key)) return;
  const param: ManualParam = { name, in: location };
  if (within) param.within = within;
  if (bool(props.required)) param.required = true;
  const type = str(props.type);
  if (type !== undefined) param.type = type;
  const fallback = props.default;
  if (typeof fallback === 'string' || typeof fallback === 'number' || typeof fallback === 'boolean')
    param.default = fallback;
  // The request samples show it when there is no default (openapi/manual-operation.ts).
  const placeholder = str(props.placeholder);
  if (placeholder !== undefined && placeholder.trim() !== '') param.placeholder = placeholder;
  out.push(param);
}
