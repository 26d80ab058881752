/**
 * JavaScript snippets compiled for the reader's browser. A component with state (`useState`, effects,
 * handlers) cannot be read statically on the server, so it runs where Mintlify runs it: in the page, as an
 * island. Each snippet file becomes one ES module under `_lectern/islands/`, named by a hash of its code:
 * JSX turned into calls by sucrase (never run here), its imports of other snippets pointed at their own
 * compiled modules, `react` at Lectern's runtime (Preact with its React layer, shipped with the site), and
 * the names Mintlify gives snippets without an import (hooks, `Badge`, `Card`, ...) imported from that
 * runtime. Anything else it imports (an npm package, a Markdown snippet) cannot load offline: the
 * component then keeps the server's fallback.
 */
import { createHash } from 'node:crypto';
import { posix } from 'node:path';
import { Parser } from 'acorn';
import type { Program } from 'estree';
import { transform } from 'sucrase';
import { ICONS, ISLAND_DIR, LINKS, MISSING, PRAGMA, RUNTIME_NAMES } from './names.js';
import { addLiterals, codeLiterals, remoteLoad, topLevelNames, visit, type Literals } from './scan.js';

export interface IslandFile {
  /** Path in the site (`_lectern/islands/lanes.3f2a1b9c0d.js`). */
  rel: string;
  contents: string;
}

/** A compiled module and, first, every module it imports (each once). */
export interface CompiledModule {
  rel: string;
  files: IslandFile[];
  /** The icons and site paths it and its imports write as literals, which the build draws and resolves. */
  literals: Literals;
}

export class IslandError extends Error {}

/**
 * Finds the JavaScript snippet a module imports (`./lanes.jsx` from `snippets/a.jsx`): its import path
 * (`/snippets/lanes.jsx`) and source; null when it is not one (missing, Markdown, outside the folder).
 */
export type ReadSource = (specifier: string, fromFile: string) => { path: string; source: string } | null;

/** Browser packages the runtime stands in for. */
const REACT_SPECIFIERS = new Set(['react', 'react-dom', 'react-dom/client']);

/** sucrase's output: plain JavaScript with the module's imports and exports left as written. */
export function toJavaScript(source: string, file: string): string {
  const typescript = /\.tsx?$/i.test(file);
  try {
    return transform(source, {
      transforms: typescript ? ['typescript', 'jsx'] : ['jsx'],
      jsxRuntime: 'classic',
      jsxPragma: PRAGMA.h,
      jsxFragmentPragma: PRAGMA.fragment,
      production: true,
      disableESTransforms: true,
      filePath: file,
    }).code;
  } catch (error) {
    throw new IslandError(`${file} could not be compiled: ${(error as Error).message}`);
  }
}

export function parseModule(code: string, file: string): Program {
  try {
    return Parser.parse(code, { ecmaVersion: 'latest', sourceType: 'module' }) as unknown as Program;
  } catch (error) {
    throw new IslandError(`${file} could not be read: ${(error as Error).message}`);
  }
}

/** `_lectern/islands/<name>.<hash>.js` for these contents. */
export function islandRel(name: string, contents: string): string {
  const base = name.replace(/\.[^.]+$/, '').replace(/[^A-Za-z0-9_-]+/g, '-') || 'island';
  const hash = createHash('sha256').update(contents).digest('hex').slice(0, 10);
  return `${ISLAND_DIR}/${base}.${hash}.js`;
}

/** Compiles snippet modules once per build thread (by path and source). */
export class IslandCompiler {
  private readonly done = new Map<string, CompiledModule>();

  constructor(private readonly runtimeRel: string) {}

  /**
   * The module for a snippet (`/snippets/lanes.jsx` and its source), with the modules it imports.
   * `lenient`: an import that cannot load (or whose module is refused) is left out instead of refusing the
   * module (an MDX file's own ESM imports Markdown snippets and other components for its content, which
   * its own components rarely use).
   */
  compile(
    path: string,
    source: string,
    read: ReadSource,
    options: { lenient?: boolean } = {},
    chain: string[] = [],
  ): CompiledModule {
    const key = `${path}\u0000${options.lenient ? 'lenient' : ''}\u0000${source}`;
    const known = this.done.get(key);
    if (known) return known;
    if (chain.includes(path)) throw new IslandError(`snippet ${path} imports itself`);
    const file = path.slice(1);
    const js = toJavaScript(source, file);
    const program = parseModule(js, file);
    const remote = remoteLoad(program);
    // Exports are served where other hosts may be unreachable, and readers are not to be sent to them.
    if (remote) throw new IslandError(`${file} loads ${remote} from another host`);
    const files: IslandFile[] = [];
    const literals = codeLiterals(program);
    const replaced = rewriteSpecifiers(js, program, (specifier) => {
      if (REACT_SPECIFIERS.has(specifier)) return `./${posix.basename(this.runtimeRel)}`;
      const target = read(specifier, file);
      if (!target && options.lenient) return null;
      if (!target)
        throw new IslandError(`${file} imports "${specifier}", which cannot be loaded in the browser`);
      let dependency: CompiledModule;
      try {
        dependency = this.compile(target.path, target.source, read, {}, [...chain, path]);
      } catch (error) {
        if (options.lenient && error instanceof IslandError) return null;
        throw error;
      }
      for (const f of dependency.files) if (!files.some((have) => have.rel === f.rel)) files.push(f);
      addLiterals(literals, dependency.literals);
      return `./${posix.basename(dependency.rel)}`;
    });
    const contents = prelude(program, this.runtimeRel) + replaced;
    const rel = islandRel(posix.basename(file), contents);
    files.push({ rel, contents });
    const compiled = { rel, files, literals };
    this.done.set(key, compiled);
    return compiled;
  }
}

/**
 * The code with each `import`/`export ... from` specifier replaced (a throw refuses the module; null
 * leaves the statement out).
 */
export function rewriteSpecifiers(
  code: string,
  program: Program,
  to: (specifier: string) => string | null,
): string {
  const edits: { start: number; end: number; text: string }[] = [];
  for (const statement of program.body) {
    if (
      (statement.type === 'ImportDeclaration' ||
        statement.type === 'ExportNamedDeclaration' ||
        statement.type === 'ExportAllDeclaration') &&
      statement.source
    ) {
      const literal = statement.source as typeof statement.source & { start: number; end: number };
      const target = to(String(literal.value));
      const { start, end } = statement as typeof statement & { start: number; end: number };
      if (target === null) edits.push({ start, end, text: '' });
      else edits.push({ start: literal.start, end: literal.end, text: JSON.stringify(target) });
    }
  }
  let out = code;
  for (const edit of edits.reverse()) out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
  return out;
}

/**
 * The import of what the module uses from the runtime without binding it itself, and a stand-in for each
 * component it renders that nothing defines (its children, as on the server).
 */
export function prelude(program: Program, runtimeRel: string): string {
  const bound = topLevelNames(program);
  const used = new Set<string>();
  const rendered = new Set<string>();
  visit(program, (node) => {
    if (node.type === 'Identifier') used.add(node.name);
    if (
      node.type === 'CallExpression' &&
      node.callee.type === 'Identifier' &&
      node.callee.name === PRAGMA.h &&
      node.arguments[0]?.type === 'Identifier' &&
      /^[A-Z]/.test(node.arguments[0].name)
    )
      rendered.add(node.arguments[0].name);
  });
  const imports = [PRAGMA.h, PRAGMA.fragment, MISSING];
  for (const name of [...RUNTIME_NAMES, ICONS, LINKS])
    if (used.has(name) && !bound.has(name)) imports.push(name);
  const missing = [...rendered].filter((name) => !bound.has(name) && !RUNTIME_NAMES.includes(name));
  return (
    `import { ${imports.join(', ')} } from "./${posix.basename(runtimeRel)}";\n` +
    missing.map((name) => `const ${name} = ${MISSING}(${JSON.stringify(name)});\n`).join('')
  );
}
