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
 * Icon names the code writes as literals: an `icon` prop or an `icon` key of its data (`{ name: "AWS",
 * icon: "aws" }`). Icons are drawn at build time only, so the island gets these as SVG.
 */
export function iconNames(program: Program): Set<string> {
  const names = new Set<string>();
  visit(program, (node) => {
    if (node.type !== 'Property') return;
    const key =
      node.key.type === 'Identifier' ? node.key.name : node.key.type === 'Literal' ? node.key.value : null;
    if (key === 'icon' && node.value.type === 'Literal' && typeof node.value.value === 'string')
      names.add(node.value.value);
  });
  return names;
}

/** A string that reads as a path of the site (`/guides/intro#setup`): no host, pattern or space. */
export function isSitePath(value: string): boolean {
  return value.length < 300 && /^\/(?!\/)[^\s*:<>"'`{}|\\^]*$/.test(value);
}

/**
 * Site paths the code writes as literals (a link's `href="/guides"`, a catalog's `path: "/x"`): the build
 * resolves them as the server resolves links, so the island's links and images lead where the page's do.
 */
export function sitePaths(program: Program): Set<string> {
  const paths = new Set<string>();
  visit(program, (node) => {
    if (node.type === 'Literal' && typeof node.value === 'string' && isSitePath(node.value))
      paths.add(node.value);
    if (node.type === 'TemplateLiteral' && node.expressions.length === 0) {
      const text = node.quasis[0]?.value.cooked ?? '';
      if (isSitePath(text)) paths.add(text);
    }
  });
  return paths;
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
