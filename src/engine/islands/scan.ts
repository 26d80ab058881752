/**
 * What a module's code names, read from its syntax tree without running it: what it would load from other
 * hosts, the icons and site paths it writes as literals, the names its top level binds.
 */
import type { Node as EsNode, Program } from 'estree';

const REMOTE_URL = /^(?:https?:)?\/\/[^/\s]/i;
/** A remote file a page would load rather than link to (a script, a stylesheet, a module, WebAssembly). */
const LOADED_FILE = /\.(?:m?js|css|wasm)(?:[?#].*)?$/i;
/** Calls that make the browser request their first argument. */
const REQUESTING_CALLS = new Set([
  'fetch',
  'WebSocket',
  'EventSource',
  'sendBeacon',
  'importScripts',
  'Worker',
]);

/**
 * The first remote URL the module would load: a script, stylesheet or module by its address, or any
 * address it fetches or imports. Links (`<a href="https://...">`) are not loads.
 */
export function remoteLoad(program: Program): string | null {
  let found: string | null = null;
  const remote = (node: EsNode | undefined): string | null => {
    if (node?.type === 'Literal' && typeof node.value === 'string' && REMOTE_URL.test(node.value))
      return node.value;
    if (node?.type === 'TemplateLiteral' && REMOTE_URL.test(node.quasis[0]?.value.cooked ?? ''))
      return node.quasis.map((q) => q.value.cooked).join('…');
    return null;
  };
  visit(program, (node) => {
    if (found) return;
    const url = remote(node);
    if (url && LOADED_FILE.test(url)) found = url;
    const called =
      node.type === 'CallExpression' || node.type === 'NewExpression'
        ? node.callee.type === 'Identifier'
          ? node.callee.name
          : node.callee.type === 'MemberExpression' && node.callee.property.type === 'Identifier'
            ? node.callee.property.name
            : ''
        : '';
    if (called && REQUESTING_CALLS.has(called))
      found = remote((node as { arguments: EsNode[] }).arguments[0]) ?? found;
    if (node.type === 'ImportExpression') found = remote(node.source) ?? found;
  });
  return found;
}

/**
 * What the build prepares for an island because it runs only at build time: the icons the code or data
 * names (drawn as SVG) and the site paths they name (resolved as the page's links are).
 */
export interface Literals {
  icons: Set<string>;
  paths: Set<string>;
}

export function emptyLiterals(): Literals {
  return { icons: new Set(), paths: new Set() };
}

export function addLiterals(into: Literals, from: Literals): void {
  for (const icon of from.icons) into.icons.add(icon);
  for (const path of from.paths) into.paths.add(path);
}

/** A string that reads as a path of the site (`/guides/intro#setup`): no host, pattern or space. */
export function isSitePath(value: string): boolean {
  return value.length < 300 && /^\/(?!\/)[^\s*:<>"'`{}|\\^]*$/.test(value);
}

/**
 * The literals code writes, in one walk: an `icon` prop or data key given as a string (`{ name: "AWS",
 * icon: "aws" }`), and strings that are site paths (a link's `href="/guides"`, a catalog's `path: "/x"`).
 */
export function codeLiterals(program: Program, into: Literals = emptyLiterals()): Literals {
  visit(program, (node) => {
    if (node.type === 'Property' && node.value.type === 'Literal' && typeof node.value.value === 'string') {
      const key =
        node.key.type === 'Identifier' ? node.key.name : node.key.type === 'Literal' ? node.key.value : null;
      if (key === 'icon') into.icons.add(node.value.value);
    }
    const text =
      node.type === 'Literal' && typeof node.value === 'string'
        ? node.value
        : node.type === 'TemplateLiteral' && node.expressions.length === 0
          ? (node.quasis[0]?.value.cooked ?? '')
          : null;
    if (text !== null && isSitePath(text)) into.paths.add(text);
  });
  return into;
}

/** The same literals in plain data the server passes (`[{ icon: "aws", path: "/integrations/aws" }]`). */
export function dataLiterals(value: unknown, into: Literals, depth = 0): void {
  if (depth > 32) return;
  if (typeof value === 'string') {
    if (isSitePath(value)) into.paths.add(value);
  } else if (value !== null && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) {
      if (key === 'icon' && typeof item === 'string') into.icons.add(item);
      dataLiterals(item, into, depth + 1);
    }
}

/** Names the module's top level binds (imports, declarations). */
export function topLevelNames(program: Program): Set<string> {
  const names = new Set<string>();
  for (const statement of program.body) {
    const declaration =
      statement.type === 'ExportNamedDeclaration' || statement.type === 'ExportDefaultDeclaration'
        ? statement.declaration
        : statement;
    if (!declaration) continue;
    if (declaration.type === 'ImportDeclaration')
      for (const specifier of declaration.specifiers) names.add(specifier.local.name);
    else if (
      (declaration.type === 'FunctionDeclaration' || declaration.type === 'ClassDeclaration') &&
      declaration.id
    )
      names.add(declaration.id.name);
    else if (declaration.type === 'VariableDeclaration')
      for (const declarator of declaration.declarations) patternIds(declarator.id, names);
  }
  return names;
}

function patternIds(node: EsNode | null, out: Set<string>): void {
  if (!node) return;
  if (node.type === 'Identifier') out.add(node.name);
  else if (node.type === 'ObjectPattern')
    for (const p of node.properties) patternIds(p.type === 'RestElement' ? p.argument : p.value, out);
  else if (node.type === 'ArrayPattern') for (const e of node.elements) patternIds(e, out);
  else if (node.type === 'RestElement') patternIds(node.argument, out);
  else if (node.type === 'AssignmentPattern') patternIds(node.left, out);
}

/** Every node of a tree, depth first. */
export function visit(node: EsNode, fn: (node: EsNode) => void): void {
  fn(node);
  for (const key of Object.keys(node)) {
    if (key === 'loc' || key === 'range') continue;
    const value = (node as unknown as Record<string, unknown>)[key];
    if (Array.isArray(value)) {
      for (const item of value)
        if (item && typeof (item as EsNode).type === 'string') visit(item as EsNode, fn);
    } else if (value && typeof (value as EsNode).type === 'string') visit(value as EsNode, fn);
  }
}
