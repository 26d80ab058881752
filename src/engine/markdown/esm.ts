/**
 * Reads a page's (or snippet's) `import` and `export` statements from their syntax tree. They are never
 * run: imports only tell which snippet a component name stands for, exports only bind literal values
 * (`export const version = "2.1"`), functions the static evaluator may call, or name a function component
 * we cannot run on the server. `readModule` reads the values in the module's own names; `moduleValues`
 * reads them again once its imports are known (`snippets.ts`), so its functions see those too.
 */
import type { Root } from 'mdast';
import type { Program, Node as EsNode, FunctionDeclaration, Expression } from 'estree';
import { evaluateBinding, NOT_STATIC, type Lookup } from './expressions.js';
import { functionOf, functionValue, type FunctionHome } from './expression-values.js';
import { readTemplate, type Template } from './templates.js';
import { patternNames } from './pattern-names.js';

export interface ImportBinding {
  /** The local name (`X` in `import X from` or `import { A as X } from`). */
  local: string;
  /** `default`, or the exported name. */
  imported: string;
  source: string;
  line?: number;
}

export interface ModuleInfo {
  imports: ImportBinding[];
  /**
   * Literal exports (name -> value); an object or array may be partial (see expressions.ts). Functions are
   * values expressions may call, and components too (in `templates` or `code`).
   */
  values: Map<string, unknown>;
  /** Function components read as templates: a JSX-only body, or a block `template-body.ts` reads. */
  templates: Map<string, Template>;
  /** Exported names whose value is other code (stateful components, computed values). */
  code: Map<string, { line?: number }>;
  /**
   * Every name the module exports (`default` included), or null when that cannot be known: an
   * `export * from` re-exports names we do not read.
   */
  exported: Set<string> | null;
  /** The module's code: its ESM blocks joined (a JavaScript snippet's whole source). */
  esm: string;
  /**
   * Names declared without being exported (a JavaScript snippet's helpers: MDX allows no other
   * declarations). In `values`, `templates` or `code` for the module's own components; not importable.
   */
  locals: Set<string>;
  /** What each declared name is bound to, in order (`values` read again by `moduleValues`). */
  declarations: Declaration[];
  /** `export { Hidden as Shown }`: a declaration exported under another name. */
  aliases: LocalExport[];
  /** `export { a as b } from './x.jsx'`: this module's `b` is that file's `a` (`snippets.ts` follows it). */
  reexports: Map<string, { source: string; imported: string }>;
  /** `export * from './x.jsx'`: those files' exports (but `default`) are this module's too, in order. */
  starSources: string[];
  /**
   * The top level runs code besides declaring (a JavaScript snippet's `features.push("x")`, `n += 1`),
   * which may change its plain values before anyone reads them: only its functions are values then.
   */
  runsCode: boolean;
}

/** A declared name and what it is bound to: a `function` declaration, an initialiser, or nothing. */
interface Declaration {
  name: string;
  node: FunctionDeclaration | Expression | null;
}

export function readModule(tree: Root): ModuleInfo {
  const info: ModuleInfo = {
    imports: [],
    values: new Map(),
    templates: new Map(),
    code: new Map(),
    exported: new Set(),
    locals: new Set(),
    declarations: [],
    aliases: [],
    reexports: new Map(),
    starSources: [],
    runsCode: false,
    esm: '',
  };
  const lookup: Lookup = (name) =>
    info.values.has(name) ? { found: true, value: info.values.get(name) } : { found: false };
  const named: LocalExport[] = [];
  const blocks: string[] = [];
  for (const node of tree.children) {
    if (node.type !== 'mdxjsEsm') continue;
    blocks.push(node.value);
    const program = node.data?.estree as Program | undefined;
    if (!program) continue;
    for (const statement of program.body) readStatement(statement, info, lookup, named);
  }
  info.esm = blocks.join('\n');
  // `export { Lane }` / `export { Lane as Row }` after `const Lane = ...`: the declaration is importable.
  for (const alias of named) {
    const { local, exported } = alias;
    if (!info.locals.has(local)) continue;
    if (exported === local) info.locals.delete(local);
    else {
      info.aliases.push(alias);
      for (const map of [info.values, info.templates, info.code] as Array<Map<string, unknown>>)
        if (map.has(local)) map.set(exported, map.get(local));
    }
  }
  if (info.runsCode)
    for (const [name, value] of info.values) if (!functionOf(value)) info.values.delete(name);
  return info;
}

/**
 * The module's values read in its own names, then `outer`'s (what it imports, resolved when used), as
 * JavaScript's module scope holds both: a function closes over them all. `home` is where JSX its functions
 * return renders (the module's file and components).
 */
export function moduleValues(module: ModuleInfo, outer: Lookup, home?: FunctionHome): Map<string, unknown> {
  const values = new Map<string, unknown>();
  const lookup: Lookup = (name) =>
    values.has(name) ? { found: true, value: values.get(name) } : outer(name);
  for (const declaration of module.declarations) {
    const value = declarationValue(declaration, lookup, home);
    if (value !== NOT_STATIC && (!module.runsCode || functionOf(value))) values.set(declaration.name, value);
  }
  for (const { local, exported } of module.aliases)
    if (values.has(local)) values.set(exported, values.get(local));
  return values;
}

function declarationValue({ node }: Declaration, lookup: Lookup, home?: FunctionHome): unknown {
  if (!node) return undefined;
  if (node.type === 'FunctionDeclaration') return functionValue(node, lookup, home);
  return evaluateBinding(node, lookup, home);
}

/** A name exported by `export { local as exported }` (no `from`): it names a declaration of the module. */
interface LocalExport {
  local: string;
  exported: string;
}

function exportName(node: { type: string; name?: string; value?: unknown }): string {
  return node.type === 'Identifier' ? String(node.name) : String(node.value);
}

function lineOf(node: EsNode): number | undefined {
  return node.loc?.start.line;
}

function readStatement(statement: EsNode, info: ModuleInfo, lookup: Lookup, named: LocalExport[]): void {
  if (statement.type === 'ImportDeclaration') {
    const source = String(statement.source.value);
    for (const specifier of statement.specifiers) {
      if (specifier.type === 'ImportDefaultSpecifier') {
        info.imports.push({
          local: specifier.local.name,
          imported: 'default',
          source,
          line: lineOf(statement),
        });
      } else if (specifier.type === 'ImportSpecifier') {
        const imported =
          specifier.imported.type === 'Identifier'
            ? specifier.imported.name
            : String(specifier.imported.value);
        info.imports.push({ local: specifier.local.name, imported, source, line: lineOf(statement) });
      }
    }
    return;
  }
  if (statement.type === 'ExportAllDeclaration') {
    // `export * as ns from` names one export; a bare `export *` names what another file exports.
    if (statement.exported) info.exported?.add(exportName(statement.exported));
    else {
      info.exported = null;
      info.starSources.push(String(statement.source.value));
    }
    return;
  }
  if (statement.type === 'ExportDefaultDeclaration') {
    info.exported?.add('default');
    // A JavaScript snippet's default export is importable as a value (`export default { year: 2024 }`);
    // a Markdown file's default import is its content instead (`snippets.ts`), whatever it exports.
    const node = statement.declaration;
    if (node.type === 'ClassDeclaration') return;
    const bound: Declaration = { name: 'default', node: node as FunctionDeclaration | Expression };
    info.declarations.push(bound);
    const value = declarationValue(bound, lookup);
    if (value !== NOT_STATIC) info.values.set(bound.name, value);
    // A default-exported component (`export default function Hello(...)`, `export default Hello` after its
    // declaration) is a template as a named one is.
    const template =
      node.type === 'Identifier' ? info.templates.get(node.name) : readTemplate(node as EsNode);
    if (template) info.templates.set('default', template);
    return;
  }
  if (
    statement.type === 'VariableDeclaration' ||
    statement.type === 'FunctionDeclaration' ||
    statement.type === 'ClassDeclaration'
  ) {
    // Only a JavaScript snippet has these (code-module.ts): helpers its exported components use.
    readDeclaration(statement, statement, info, lookup, info.locals);
    return;
  }
  if (statement.type !== 'ExportNamedDeclaration') {
    // A directive (`"use client"`) or an empty statement does nothing; anything else is code run on load.
    const harmless =
      statement.type === 'EmptyStatement' ||
      (statement.type === 'ExpressionStatement' && 'directive' in statement);
    if (!harmless) info.runsCode = true;
    return;
  }
  // `export { A, B as C }` naming declarations of this file makes them importable (see `readModule`);
  // `export { A as C } from './x.jsx'` names another file's export, followed where it is imported.
  for (const specifier of statement.specifiers) {
    const exported = exportName(specifier.exported);
    const local = exportName(specifier.local);
    info.exported?.add(exported);
    if (!statement.source) named.push({ local, exported });
    else info.reexports.set(exported, { source: String(statement.source.value), imported: local });
  }
  if (statement.declaration) readDeclaration(statement.declaration, statement, info, lookup, info.exported);
}

/** Reads a declaration's bindings into the module, adding the names it binds to `names`. */
function readDeclaration(
  declaration: EsNode,
  statement: EsNode,
  info: ModuleInfo,
  lookup: Lookup,
  names: Set<string> | null,
): void {
  if (declaration.type === 'FunctionDeclaration' || declaration.type === 'ClassDeclaration') {
    if (!declaration.id) return;
    names?.add(declaration.id.name);
    // A function is a value too, which expressions may call (`{greet("there")}`); a component as well.
    if (declaration.type === 'FunctionDeclaration') {
      const bound: Declaration = { name: declaration.id.name, node: declaration };
      info.declarations.push(bound);
      info.values.set(bound.name, declarationValue(bound, lookup));
    }
    const template = readTemplate(declaration);
    if (template) info.templates.set(declaration.id.name, template);
    else info.code.set(declaration.id.name, { line: lineOf(statement) });
    return;
  }
  if (declaration.type !== 'VariableDeclaration') return;
  for (const declarator of declaration.declarations) {
    for (const bound of patternNames(declarator.id)) names?.add(bound);
    if (declarator.id.type !== 'Identifier') continue;
    const name = declarator.id.name;
    const bound: Declaration = { name, node: declarator.init ?? null };
    info.declarations.push(bound);
    // An object with some code members is kept: its static members can still be used.
    const value = declarationValue(bound, lookup);
    if (value !== NOT_STATIC) info.values.set(name, value);
    // A function (a value expressions may call) is also a component: a template, or code shown with a warning.
    if (value !== NOT_STATIC && !functionOf(value)) continue;
    const template = readTemplate(declarator.init);
    if (template) info.templates.set(name, template);
    else info.code.set(name, { line: lineOf(declarator) });
  }
}
