/** Shared markup for `<ParamField>` and `<ResponseField>`: a name line with labels, then the description. */
import { h } from 'hastscript';
import type { ElementContent } from 'hast';
import type { ComponentContext } from './types.js';
import { bool, str, textList } from './types.js';
import { fieldAnchor } from './field-id.js';
import { fieldLabelPart, PART } from '../../layout/component-parts.js';

export interface FieldSpec {
  kind: 'param' | 'response';
  name: string;
  location?: string;
}

export function field(c: ComponentContext, spec: FieldSpec): ElementContent {
  const { props } = c;
  const type = str(props.type);
  const defaultValue = props.default === undefined ? undefined : displayValue(props.default);
  const required = bool(props.required);
  const deprecated = bool(props.deprecated);
  // Unique on the page (a repeated name gets -1, -2, as Mintlify numbers fields): the first keeps its anchor.
  const id = c.page.uniqueId(fieldAnchor(spec.name.trim()), 1);
  const label = (cls: string, text: string) =>
    h(
      'span',
      {
        className: ['lectern-field__label', `lectern-field__${cls}`],
        dataComponentPart: fieldLabelPart(cls),
      },
      text,
    );
  const head: ElementContent[] = [];
  for (const pre of textList(props.pre)) head.push(label('pre', pre));
  head.push(
    h('a', { className: ['lectern-field__anchor'], href: `#${id}` }, [
      h('code', { className: ['lectern-field__name'], dataComponentPart: PART.fieldName }, spec.name),
    ]),
  );
  if (spec.location) head.push(label('location', spec.location));
  if (type) head.push(label('type', type));
  for (const post of textList(props.post)) head.push(label('post', post));
  if (required) head.push(label('required', 'required'));
  if (deprecated) head.push(label('deprecated', 'deprecated'));
  if (defaultValue !== undefined) {
    head.push(
      h(
        'span',
        {
          className: ['lectern-field__label', 'lectern-field__default'],
          dataComponentPart: PART.fieldInfoPill,
        },
        ['default: ', h('code', defaultValue)],
      ),
    );
  }
  const body = c.children();
  // `field`: Mintlify's class for a parameter or property, which sites' own CSS targets.
  const className = ['lectern-field', 'field', `lectern-field--${spec.kind}`];
  if (deprecated) className.push('lectern-field--deprecated');
  return h('div', { className, id }, [
    h('div', { className: ['lectern-field__head'] }, head),
    ...(body.length > 0 ? [h('div', { className: ['lectern-field__body'] }, body)] : []),
  ]);
}

function displayValue(value: unknown): string {
  if (typeof value === 'string') return value;
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}
