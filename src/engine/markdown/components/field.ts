/** Shared markup for `<ParamField>` and `<ResponseField>`: a name line with labels, then the description. */
import { h } from 'hastscript';
import type { Element, ElementContent } from 'hast';
import type { ComponentContext } from './types.js';
import { bool, str, textList } from './types.js';
import { fieldAnchor } from './field-id.js';
import { fieldLabelPart, PART } from '../../layout/component-parts.js';
import { spaced } from '../hast-utils.js';

/** Mintlify's MAX_DEFAULT_VALUE_LENGTH. */
const MAX_DEFAULT_LENGTH = 50;

export interface FieldSpec {
  kind: 'param' | 'response';
  name: string;
  location?: string;
}

export function field(c: ComponentContext, spec: FieldSpec): ElementContent | null {
  const { props } = c;
  // Mintlify's Property renders nothing, children included (its id is not taken either).
  if (bool(props.hidden)) return null;
  const type = str(props.type);
  const defaultValue = displayDefault(props.default);
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
  // Mintlify's order (param-head.js): the type before the location, flags after the default, `post` last.
  if (type) head.push(label('type', type));
  if (spec.location) head.push(label('location', spec.location));
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
  if (required) head.push(label('required', 'required'));
  if (deprecated) head.push(label('deprecated', 'deprecated'));
  for (const post of textList(props.post)) head.push(label('post', post));
  const body = c.children();
  // `field`: Mintlify's class for a parameter or property, which sites' own CSS targets.
  const className = ['lectern-field', 'field', `lectern-field--${spec.kind}`];
  if (deprecated) className.push('lectern-field--deprecated');
  return h('div', { className, id }, [
    fieldHead(head),
    ...(body.length > 0 ? [h('div', { className: ['lectern-field__body'] }, body)] : []),
  ]);
}

/**
 * A field's head line (name, then its labels). The head is a flex row, so the spaces put between the parts
 * draw nothing; they keep the words apart in the page's text, which search indexes and quotes
 * (`overrideId string required`, not `overrideIdstringrequired`), and in copied text.
 */
export function fieldHead(parts: ElementContent[]): Element {
  return h('div', { className: ['lectern-field__head'] }, spaced(parts));
}

/**
 * Mintlify's rule (property.js): the value as JSON, so a string is quoted and `""` shows as `""`, unless
 * the JSON has 50 characters or more or the value is an object holding an object; then no default shows.
 */
export function displayDefault(value: unknown): string | undefined {
  if (value === undefined) return undefined;
  if (
    value !== null &&
    typeof value === 'object' &&
    Object.values(value).some((v) => v !== null && typeof v === 'object')
  )
    return undefined;
  let json: string | undefined;
  try {
    json = JSON.stringify(value);
  } catch {
    return undefined;
  }
  return json !== undefined && json.length > 0 && json.length < MAX_DEFAULT_LENGTH ? json : undefined;
}
