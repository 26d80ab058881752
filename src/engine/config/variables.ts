/**
 * `variables` in docs.json (organize/settings-structure.mdx): names of letters, digits and hyphens, each
 * replaced by its text wherever a page or snippet writes `{{name}}`. A bad name or a value that is not text
 * is dropped with a warning naming the key.
 *
 * The replacement happens in a page's or snippet's source, before it is parsed (`{{name}}`, spaces inside
 * the braces allowed), so a variable works wherever text does: prose, headings, code blocks, link targets,
 * component attributes, frontmatter. `{{name}}` naming no variable stays as written and is reported (Mintlify
 * fails such a build; ours goes on). Nothing is replaced in a site that defines no variables: `{{name}}` is
 * then someone else's template syntax (Handlebars, Jinja).
 */
import type { SiteConfig } from './types.js';
import { optObject, type ConfigChecker } from './validate.js';

export const VARIABLE_NAME = /^[A-Za-z0-9-]+$/;

export function variables(c: ConfigChecker, doc: Record<string, unknown>): SiteConfig['variables'] {
  const obj = optObject(c, doc, 'variables', []);
  if (!obj) return undefined;
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(obj)) {
    if (!VARIABLE_NAME.test(name))
      c.warn(
        ['variables', name],
        'CONFIG_IGNORED',
        'a variable name holds only letters, digits and hyphens; ignored',
      );
    else if (typeof value === 'string') out[name] = value;
    else if (typeof value === 'number' || typeof value === 'boolean') out[name] = String(value);
    else c.dropped(['variables', name], 'text', value);
  }
  return Object.keys(out).length ? out : undefined;
}

export type Variables = Readonly<Record<string, string>>;

const REFERENCE = /\{\{\s*([A-Za-z0-9-]+)\s*\}\}/g;

export interface Substituted {
  text: string;
  /** References to names the site does not define, with their 1-based line in the source as written. */
  unknown: { name: string; line: number }[];
}

export function substituteVariables(source: string, variables: Variables | undefined): Substituted {
  if (!variables || !source.includes('{{')) return { text: source, unknown: [] };
  const unknown: Substituted['unknown'] = [];
  const text = source.replace(REFERENCE, (whole, name: string, offset: number) => {
    if (Object.hasOwn(variables, name)) return variables[name]!;
    unknown.push({ name, line: lineAt(source, offset) });
    return whole;
  });
  return { text, unknown };
}

function lineAt(source: string, offset: number): number {
  let line = 1;
  for (let i = source.indexOf('\n'); i !== -1 && i < offset; i = source.indexOf('\n', i + 1)) line++;
  return line;
}
