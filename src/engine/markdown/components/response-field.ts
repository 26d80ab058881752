/** `<ResponseField name type required default deprecated pre post>`. */
import type { ComponentRenderer } from './types.js';
import { str } from './types.js';
import { field } from './field.js';

export const responseField: ComponentRenderer = (c) =>
  field(c, { kind: 'response', name: str(c.props.name) ?? '' });
