/**
 * One use of a component that runs in the browser (`<CatalogBrowser items={appConnections} noun="app" />`)
 * as a small module: the element as the page writes it, its attributes' expressions kept as code, with the
 * JavaScript snippets the page imports loaded as modules (their functions work) and the other names those
 * expressions use given the values the server knows (a page's `export const`, a snippet's props) as JSON.
 * Its default export takes the server-rendered children and returns the element to mount.
 */
import type { Program } from 'estree';
import { jsx, toJs } from 'estree-util-to-js';
import { posix } from 'node:path';
import { IslandError, islandRel, parseModule, prelude, toJavaScript } from './compile.js';
import { addLiterals, codeLiterals, dataLiterals, visit, type Literals } from './scan.js';
import { ICONS, LINKS, PRAGMA, RUNTIME_NAMES } from './names.js';
import type { IslandCompiler, IslandFile, ReadSource } from './compile.js';

/** An attribute of an MDX JSX element, as mdast holds it. */
export type JsxAttribute =
  | {
      type: 'mdxJsxAttribute';
      name: string;
      value?: string | null | { type: string; value: string; data?: { estree?: Program | null } };
    }
  | { type: 'mdxJsxExpressionAttribute'; value: string; data?: { estree?: Program | null } };

/**
 * A JavaScript snippet the file using the component imports: `import { imported as local } from path`. Or
 * an MDX file's own ESM (`source`, at `path` `/page.mdx.jsx`), for the components it defines itself.
 */
export interface CodeImport {
  local: string;
  imported: string;
  path: string;
  source?: string;
}

export interface IslandUse {
  /**
   * The element's name as written (`CatalogBrowser`, `Lanes.Row`), or an HTML element's (`button`) whose
   * event handlers need running.
   */
  name: string;
  attributes: JsxAttribute[];
  hasChildren: boolean;
  /** The file using it (for messages) and its imports of JavaScript snippets. */
  file: string;
  imports: CodeImport[];
  /** A value the server knows for a name of the file (found false when none). */
  lookup(name: string): { found: boolean; value?: unknown };
  /** Reads an imported snippet's source by its import path (`/snippets/x.jsx`). */
  readSource(path: string): string | null;
  /** Resolves a snippet's own imports. */
  resolve: ReadSource;
  /** An icon drawn as the server draws it (SVG markup); null when there is no such icon. */
  iconSvg?(name: string): string | null;
  /**
   * Where a site path leads, as the server resolves a link (`/guides` -> `guides/index.html`, relative to
   * the site's root); null when it leads to nothing the site has.
   */
  resolvePath?(path: string): string | null;
}

export interface IslandEntry {
  /** The entry module's path in the site. */
  rel: string;
  /** Every module it needs, the entry last. */
  files: IslandFile[];
}

export function buildEntry(use: IslandUse, compiler: IslandCompiler, runtimeRel: string): IslandEntry {
  const files: IslandFile[] = [];
  const lines: string[] = [];
  const root = rootName(use.name);
  // The element as the page writes it, compiled once: the names it reads and the literals it writes.
  const element = compileElement(use);
  const referenced = referencedNames(element.program);
  const literals = codeLiterals(element.program);
  // Only the modules the element names: one that fails to load takes no other island with it.
  const imported = new Set<string>();
  for (const binding of use.imports) {
    if (binding.local !== root && !referenced.has(binding.local)) continue;
    const source = binding.source ?? use.readSource(binding.path);
    if (source === null) continue;
    let module;
    try {
      module = compiler.compile(binding.path, source, use.resolve, { lenient: binding.source !== undefined });
    } catch (error) {
      // The component's own module must load; a value the attributes read may come from the server instead.
      if (binding.local === root) throw error;
      continue;
    }
    for (const f of module.files) if (!files.some((have) => have.rel === f.rel)) files.push(f);
    addLiterals(literals, module.literals);
    const from = JSON.stringify(`./${posix.basename(module.rel)}`);
    lines.push(
      binding.imported === 'default'
        ? `import ${binding.local} from ${from};`
        : `import { ${binding.imported} as ${binding.local} } from ${from};`,
    );
    imported.add(binding.local);
  }
  if (!isIntrinsic(use.name) && !imported.has(root))
    throw new IslandError(`<${use.name}> is not imported from a JavaScript snippet`);
  for (const name of referenced) {
    if (imported.has(name)) continue;
    const known = use.lookup(name);
    if (!known.found) continue;
    if (!isPlainData(known.value))
      throw new IslandError(`"${name}" is not plain data the server can pass to <${use.name}>`);
    lines.push(`const ${name} = ${known.value === undefined ? 'undefined' : JSON.stringify(known.value)};`);
    dataLiterals(known.value, literals);
  }
  lines.push(...registrations(literals, use));
  lines.push(`export default (children) => (${element.js});`);
  const js = lines.join('\n');
  const contents = prelude(parseModule(js, use.file), runtimeRel) + js;
  const rel = islandRel(`${use.name}-island`, contents);
  files.push({ rel, contents });
  return { rel, files };
}

/** The element as JavaScript (JSX turned into calls), and its tree. */
function compileElement(use: IslandUse): { js: string; program: Program } {
  const open = [use.name, ...use.attributes.map((attribute) => attributeSource(attribute))].join(' ');
  const jsx = use.hasChildren ? `<${open}>{children}</${use.name}>` : `<${open} />`;
  const js = toJavaScript(`(${jsx})`, `${use.file}.island.jsx`).trim().replace(/;$/, '');
  return { js, program: parseModule(js, use.file) };
}

/** The runtime calls that give the island the SVG of the icons and the targets of the site paths it names. */
function registrations(literals: Literals, use: IslandUse): string[] {
  const svgs: Record<string, string> = {};
  for (const icon of [...literals.icons].sort()) {
    const svg = use.iconSvg?.(icon);
    if (svg) svgs[icon] = svg;
  }
  const links: Record<string, string> = {};
  for (const sitePath of [...literals.paths].sort()) {
    const target = use.resolvePath?.(sitePath);
    if (target) links[sitePath] = target;
  }
  const calls: string[] = [];
  if (Object.keys(svgs).length > 0) calls.push(`${ICONS}(${JSON.stringify(svgs)});`);
  if (Object.keys(links).length > 0) calls.push(`${LINKS}(${JSON.stringify(links)});`);
  return calls;
}

/** An HTML element (`button`), not a component: JSX draws it itself. */
export function isIntrinsic(name: string): boolean {
  return /^[a-z]/.test(name) && !name.includes('.');
}

/** `Lanes` of `Lanes.Row`. */
function rootName(name: string): string {
  return name.split('.')[0];
}

function attributeSource(attribute: JsxAttribute): string {
  if (attribute.type === 'mdxJsxExpressionAttribute')
    // A template's spread keeps only its argument's tree (`...` as text): markdown/jsx-to-mdast.ts.
    return `{${attribute.value.trim() === '...' ? `...${codeOf(attribute.data?.estree)}` : attribute.value}}`;
  const { name, value } = attribute;
  if (value === null || value === undefined) return name;
  if (typeof value === 'string') return `${name}={${JSON.stringify(value)}}`;
  // A template's attributes carry their expression's tree with `…` for text (markdown/jsx-to-mdast.ts).
  return `${name}={${value.value === '…' ? codeOf(value.data?.estree) : value.value}}`;
}

/** JavaScript for an expression's tree (JSX included), for attributes read from a function's body. */
function codeOf(estree: Program | null | undefined): string {
  if (!estree) throw new IslandError('an attribute has no code to run');
  return toJs(estree, { handlers: jsx }).value.trim().replace(/;$/, '');
}

/**
 * The names the element reads (not property names: `item.name`, `{ name: 1 }`), without the entry's own:
 * its `children` parameter and the runtime's JSX calls.
 */
const BROWSER_NAMES = new Set([
  'window',
  'document',
  'location',
  'history',
  'localStorage',
  'sessionStorage',
  'alert',
]);

function referencedNames(program: Program): Set<string> {
  const names = new Set<string>();
  const skipped = new WeakSet<object>();
  visit(program, (node) => {
    if (node.type === 'MemberExpression' && !node.computed) skipped.add(node.property);
    if (node.type === 'Property' && !node.computed) skipped.add(node.key);
    if (node.type === 'Identifier' && !skipped.has(node)) names.add(node.name);
  });
  for (const own of ['children', PRAGMA.h, PRAGMA.fragment]) names.delete(own);
  // The browser's and the runtime's names are the browser's and the runtime's, even where the server's
  // lookup answers every name (a snippet's props read as empty when not passed).
  for (const name of names)
    if (BROWSER_NAMES.has(name) || name in globalThis || RUNTIME_NAMES.includes(name)) names.delete(name);
  return names;
}

/** Strings, numbers, booleans, null, and arrays and plain objects of them: what JSON carries unchanged. */
export function isPlainData(value: unknown, depth = 0): boolean {
  if (depth > 64) return false;
  if (value === null || value === undefined) return true;
  const type = typeof value;
  if (type === 'string' || type === 'boolean') return true;
  if (type === 'number') return Number.isFinite(value);
  if (Array.isArray(value)) return value.every((item) => isPlainData(item, depth + 1));
  if (type !== 'object') return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  if (proto !== Object.prototype && proto !== null) return false;
  return Object.values(value as object).every((item) => isPlainData(item, depth + 1));
}
