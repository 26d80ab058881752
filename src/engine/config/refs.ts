import fs from 'node:fs';
import path from 'node:path';
import { EngineError } from '../errors.js';

/** Which file each object of the resolved configuration came from (for error messages). */
export type Origins = WeakMap<object, string>;
/**
 * Keys of an object written in another file than the object's own: the siblings of a `$ref`, which sit in
 * the referencing file while the object is the referenced one's (key -> file).
 */
export type KeyOrigins = WeakMap<object, Map<string, string>>;

export interface ResolvedJson {
  value: unknown;
  origins: Origins;
  keyOrigins: KeyOrigins;
  /** Every file read, relative to the source folder (the entry first). */
  files: string[];
}

const MAX_DEPTH = 32;

/** Resolves a path to a real file inside `root`, refusing `..` escapes and symlinks that leave it. */
export function confinedRealPath(root: string, absPath: string): string | null {
  return realPathWithin(fs.realpathSync(root), absPath);
}

/**
 * The real path of `absPath` when it lies inside `rootReal` (itself a real path: callers checking many files
 * resolve it once), else null. The native call resolves in one system call.
 */
export function realPathWithin(rootReal: string, absPath: string): string | null {
  let real: string;
  try {
    real = fs.realpathSync.native(absPath);
  } catch {
    return null;
  }
  const rel = path.relative(rootReal, real);
  if (rel === '' || rel.startsWith('..') || path.isAbsolute(rel)) return null;
  return real;
}

function readJson(rootReal: string, real: string): unknown {
  const rel = path.relative(rootReal, real);
  let text: string;
  try {
    text = fs.readFileSync(real, 'utf8');
  } catch (err) {
    throw new EngineError('CONFIG_REF', `${rel}: cannot be read`, { file: rel, cause: err });
  }
  try {
    return JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (err) {
    const detail = err instanceof Error ? err.message : String(err);
    throw new EngineError('CONFIG_PARSE', `${rel}: invalid JSON (${detail})`, { file: rel, cause: err });
  }
}

/**
 * Reads a JSON configuration file and replaces every `{ "$ref": "./x.json", ...siblings }` by the
 * referenced file's content (siblings merged on top when it is an object, ignored otherwise).
 * References resolve relative to the file that contains them, must stay inside `root`, and may not
 * form a cycle.
 */
export function resolveJsonRefs(root: string, entryFile: string): ResolvedJson {
  const rootReal = fs.realpathSync(root);
  const origins: Origins = new WeakMap();
  const keyOrigins: KeyOrigins = new WeakMap();
  const files: string[] = [];
  const entryReal = confinedRealPath(rootReal, path.resolve(rootReal, entryFile));
  if (!entryReal)
    throw new EngineError('CONFIG_NOT_FOUND', `${entryFile}: not found in the source folder`, {
      file: entryFile,
    });

  const load = (real: string, stack: string[]): unknown => {
    const rel = path.relative(rootReal, real).split(path.sep).join('/');
    if (stack.includes(real)) {
      const chain = [...stack, real]
        .map((f) => path.relative(rootReal, f).split(path.sep).join('/'))
        .join(' -> ');
      throw new EngineError('CONFIG_REF', `${rel}: circular $ref (${chain})`, { file: rel });
    }
    if (stack.length >= MAX_DEPTH)
      throw new EngineError('CONFIG_REF', `${rel}: $ref nesting deeper than ${MAX_DEPTH}`, { file: rel });
    if (!files.includes(rel)) files.push(rel);
    const raw = readJson(rootReal, real);
    return walk(raw, real, rel, [...stack, real], '');
  };

  const walk = (
    node: unknown,
    fileReal: string,
    fileRel: string,
    stack: string[],
    keyPath: string,
  ): unknown => {
    if (Array.isArray(node)) {
      const out = node.map((item, i) => walk(item, fileReal, fileRel, stack, `${keyPath}[${i}]`));
      origins.set(out, fileRel);
      return out;
    }
    if (node === null || typeof node !== 'object') return node;
    const obj = node as Record<string, unknown>;
    const at = keyPath === '' ? '' : `${keyPath}: `;
    if ('$ref' in obj) {
      const ref = obj.$ref;
      if (typeof ref !== 'string' || ref === '') {
        throw new EngineError('CONFIG_REF', `${fileRel}: ${at}$ref must be a relative file path`, {
          file: fileRel,
          keyPath,
        });
      }
      if (/^[a-z][a-z0-9+.-]*:/i.test(ref) || path.isAbsolute(ref)) {
        throw new EngineError(
          'CONFIG_REF',
          `${fileRel}: ${at}$ref "${ref}" must be a path relative to ${fileRel}`,
          { file: fileRel, keyPath },
        );
      }
      const target = path.resolve(path.dirname(fileReal), ref);
      const rel = path.relative(rootReal, target);
      if (rel.startsWith('..') || path.isAbsolute(rel)) {
        throw new EngineError(
          'CONFIG_REF',
          `${fileRel}: ${at}$ref "${ref}" points outside the source folder`,
          { file: fileRel, keyPath },
        );
      }
      if (!fs.existsSync(target)) {
        throw new EngineError('CONFIG_REF', `${fileRel}: ${at}$ref "${ref}" not found`, {
          file: fileRel,
          keyPath,
        });
      }
      const real = confinedRealPath(rootReal, target);
      if (!real) {
        throw new EngineError(
          'CONFIG_REF',
          `${fileRel}: ${at}$ref "${ref}" points outside the source folder`,
          { file: fileRel, keyPath },
        );
      }
      const referenced = load(real, stack);
      if (referenced === null || typeof referenced !== 'object' || Array.isArray(referenced))
        return referenced;
      const merged: Record<string, unknown> = { ...(referenced as Record<string, unknown>) };
      const siblings = new Map(keyOrigins.get(referenced as object));
      for (const [k, v] of Object.entries(obj)) {
        if (k === '$ref') continue;
        merged[k] = walk(v, fileReal, fileRel, stack, keyPath ? `${keyPath}.${k}` : k);
        siblings.set(k, fileRel);
      }
      origins.set(merged, origins.get(referenced as object) ?? fileRel);
      if (siblings.size) keyOrigins.set(merged, siblings);
      return merged;
    }
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(obj))
      out[k] = walk(v, fileReal, fileRel, stack, keyPath ? `${keyPath}.${k}` : k);
    origins.set(out, fileRel);
    return out;
  };

  const value = load(entryReal, []);
  return { value, origins, keyOrigins, files };
}
