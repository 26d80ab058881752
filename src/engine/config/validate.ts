import type { Diagnostic } from '../types.js';
import { EngineError } from '../errors.js';
import type { KeyOrigins, Origins } from './refs.js';

export type KeyPath = readonly (string | number)[];

export function formatKeyPath(keyPath: KeyPath): string {
  let out = '';
  for (const seg of keyPath) {
    if (typeof seg === 'number') out += `[${seg}]`;
    else if (/^[A-Za-z_$][\w$-]*$/.test(seg)) out += out === '' ? seg : `.${seg}`;
    else out += `[${JSON.stringify(seg)}]`;
  }
  return out;
}

export function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'string')
    return `the string ${JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}...` : value)}`;
  if (typeof value === 'object') return 'an object';
  return `${typeof value} ${String(value)}`;
}

/**
 * Collects configuration problems with the file and key path a writer can act on:
 * `docs.json: navigation.tabs[2].groups[0].pages[3]: expected a page path or a group object, got a number`.
 * Errors make the configuration unusable (thrown together by `throwIfErrors`); warnings become diagnostics.
 */
export class ConfigChecker {
  readonly errors: string[] = [];
  readonly warnings: Diagnostic[] = [];
  private firstError?: { file: string; keyPath: string };

  constructor(
    private readonly root: unknown,
    private readonly origins: Origins,
    private readonly defaultFile: string,
    private readonly keyOrigins: KeyOrigins = new WeakMap(),
    private readonly sourcePaths?: WeakMap<object, KeyPath>,
  ) {}

  /**
   * The key path as the writer wrote it: a configuration converted from mint.json is checked in docs.json's
   * shape, and each converted object remembers where it came from (`navigation.tabs[1].groups[0].pages[2]`
   * is `navigation[4].pages[2]` in mint.json).
   */
  private writtenPath(keyPath: KeyPath): KeyPath {
    if (!this.sourcePaths) return keyPath;
    let node: unknown = this.root;
    let best: KeyPath = keyPath;
    for (let i = 0; i <= keyPath.length; i++) {
      if (node === null || typeof node !== 'object') break;
      const source = this.sourcePaths.get(node);
      if (source) best = [...source, ...keyPath.slice(i)];
      if (i < keyPath.length) node = (node as Record<string | number, unknown>)[keyPath[i]!];
    }
    return best;
  }

  /** The file holding the innermost object on the key path (a `$ref` include or the entry file). */
  fileFor(keyPath: KeyPath): string {
    let file = this.defaultFile;
    let node: unknown = this.root;
    for (const seg of keyPath) {
      if (node !== null && typeof node === 'object') {
        file = this.origins.get(node as object) ?? file;
        node = (node as Record<string | number, unknown>)[seg];
      } else break;
    }
    if (node !== null && typeof node === 'object') file = this.origins.get(node as object) ?? file;
    return file;
  }

  /**
   * The file `key` of the object at `at` is written in: the object's own, or the referencing file when the
   * key is a sibling of the `$ref` that brought the object in. (`fileFor([...at, key])` names the file of
   * the key's value, which is another file when the value is a `$ref` itself.)
   */
  fileForKey(at: KeyPath, key: string): string {
    let node: unknown = this.root;
    for (const seg of at) {
      if (node === null || typeof node !== 'object') break;
      node = (node as Record<string | number, unknown>)[seg];
    }
    const sibling =
      node !== null && typeof node === 'object' ? this.keyOrigins.get(node)?.get(key) : undefined;
    return sibling ?? this.fileFor(at);
  }

  message(keyPath: KeyPath, text: string, file = this.fileFor(keyPath)): string {
    const at = formatKeyPath(this.writtenPath(keyPath));
    return `${file}: ${at === '' ? '' : `${at}: `}${text}`;
  }

  error(keyPath: KeyPath, text: string): void {
    this.errors.push(this.message(keyPath, text));
    this.firstError ??= { file: this.fileFor(keyPath), keyPath: formatKeyPath(this.writtenPath(keyPath)) };
  }

  expected(keyPath: KeyPath, what: string, got: unknown): void {
    this.error(keyPath, `expected ${what}, got ${describe(got)}`);
  }

  warn(keyPath: KeyPath, code: string, text: string): void {
    this.warnings.push(this.warning(keyPath, code, text));
  }

  /** A warning about the value at `keyPath`, named with its file, for a caller to report (the build's). */
  warning(keyPath: KeyPath, code: string, text: string): Diagnostic {
    return { severity: 'warning', code, message: this.message(keyPath, text), file: this.fileFor(keyPath) };
  }

  /** A warning about key `key` itself of the object at `at`, named with the file the key is written in. */
  warnKey(at: KeyPath, key: string, code: string, text: string): void {
    const file = this.fileForKey(at, key);
    this.warnings.push({ severity: 'warning', code, message: this.message([...at, key], text, file), file });
  }

  /** A wrong optional value: warn and let the caller drop it. */
  dropped(keyPath: KeyPath, what: string, got: unknown): void {
    this.warn(keyPath, 'CONFIG_IGNORED', `expected ${what}, got ${describe(got)}; ignored`);
  }

  throwIfErrors(): void {
    if (this.errors.length === 0) return;
    const shown = this.errors.slice(0, 20);
    const more = this.errors.length > shown.length ? `\n(and ${this.errors.length - shown.length} more)` : '';
    const message =
      this.errors.length === 1
        ? this.errors[0]
        : `invalid site configuration:\n${shown.map((e) => `- ${e}`).join('\n')}${more}`;
    throw new EngineError('CONFIG_INVALID', message, {
      file: this.firstError?.file,
      keyPath: this.firstError?.keyPath,
      issues: this.errors,
    });
  }
}

export function isObject(v: unknown): v is Record<string, unknown> {
  return v !== null && typeof v === 'object' && !Array.isArray(v);
}

/** Reads an optional string; a wrong type is a warning and yields undefined. */
export function optString(
  c: ConfigChecker,
  obj: Record<string, unknown>,
  key: string,
  at: KeyPath,
): string | undefined {
  const v = obj[key];
  if (v === undefined || v === null) return undefined;
  if (typeof v === 'string') return v;
  c.dropped([...at, key], 'a string', v);
  return undefined;
}

export function optBool(
  c: ConfigChecker,
  obj: Record<string, unknown>,
  key: string,
  at: KeyPath,
): boolean | undefined {
  const v = obj[key];
  if (v === undefined || v === null) return undefined;
  if (typeof v === 'boolean') return v;
  c.dropped([...at, key], 'true or false', v);
  return undefined;
}

export function optEnum<T extends string>(
  c: ConfigChecker,
  obj: Record<string, unknown>,
  key: string,
  at: KeyPath,
  allowed: readonly T[],
): T | undefined {
  const v = obj[key];
  if (v === undefined || v === null) return undefined;
  if (typeof v === 'string' && (allowed as readonly string[]).includes(v)) return v as T;
  c.dropped([...at, key], `one of ${allowed.map((a) => JSON.stringify(a)).join(', ')}`, v);
  return undefined;
}

export function optObject(
  c: ConfigChecker,
  obj: Record<string, unknown>,
  key: string,
  at: KeyPath,
): Record<string, unknown> | undefined {
  const v = obj[key];
  if (v === undefined || v === null) return undefined;
  if (isObject(v)) return v;
  c.dropped([...at, key], 'an object', v);
  return undefined;
}

export function optArray(
  c: ConfigChecker,
  obj: Record<string, unknown>,
  key: string,
  at: KeyPath,
): unknown[] | undefined {
  const v = obj[key];
  if (v === undefined || v === null) return undefined;
  if (Array.isArray(v)) return v;
  c.dropped([...at, key], 'an array', v);
  return undefined;
}
