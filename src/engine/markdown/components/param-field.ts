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
  if (location && name.trim() !== '' && page.paramFieldDepth === 0)
    record(page.paramFields, location, name.trim(), c.props);
  page.paramFieldDepth += 1;
  try {
    return field(c, { kind: 'param', name, location });
  } finally {
    page.paramFieldDepth -= 1;
  }
};

/** What a manual endpoint's playground and samples need of a top-level ParamField (the first of each location and name). */
function record(out: ManualParam[], location: ManualParam['in'], name: string, props: Props): void {
  if (out.some((p) => p.in === location && p.name === name)) return;
  const param: ManualParam = { name, in: location };
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
