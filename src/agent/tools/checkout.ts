import { constants } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { ToolError } from '../errors.js';

export interface CheckoutLimits {
  /** Largest file a tool reads or writes (default 1 MiB). */
  maxFileBytes: number;
  /** Total bytes all writes of one run may produce (default 20 MiB). */
  maxTotalWriteBytes: number;
}

export const DEFAULT_LIMITS: CheckoutLimits = {
  maxFileBytes: 1024 * 1024,
  maxTotalWriteBytes: 20 * 1024 * 1024,
};

/**
 * The one gate between the agent's tools and the file system. A path is accepted only if it is relative,
 * has no `..` segment, names nothing under `.git`, and every existing component below the checkout root
 * is a real directory or file, never a symlink. Writes open with O_NOFOLLOW as a second line of defense.
 */
export class Checkout {
  private written = 0;
  readonly changed = new Set<string>();

  private constructor(
    readonly root: string,
    readonly limits: CheckoutLimits,
  ) {}

  static async open(dir: string, limits: Partial<CheckoutLimits> = {}): Promise<Checkout> {
    return new Checkout(await fs.realpath(dir), { ...DEFAULT_LIMITS, ...limits });
  }

  /** Normalizes a tool's path argument to `a/b/c` form (or '' for the root), refusing anything unsafe. */
  normalize(input: string): string {
    if (typeof input !== 'string' || input.length > 1024)
      throw new ToolError('path must be a string of at most 1024 characters');
    if (input.includes('\0')) throw new ToolError('path must not contain NUL');
    const p = input.replace(/\\/g, '/').trim();
    if (p.startsWith('/') || /^[A-Za-z]:/.test(p) || p.startsWith('~')) {
      throw new ToolError(
        `absolute paths are not allowed (${input}); use a path relative to the repository root`,
      );
    }
    const parts = p.split('/').filter((s) => s !== '' && s !== '.');
    if (parts.includes('..')) throw new ToolError(`paths may not contain ".." (${input})`);
    if (parts.some((s) => s.toLowerCase() === '.git')) throw new ToolError('the .git folder is off limits');
    return parts.join('/');
  }

  /**
   * Resolves a path inside the checkout. Every existing component is lstat'ed; a symlink anywhere is
   * refused. Returns the absolute path and whether it exists (and what it is).
   */
  async resolve(input: string): Promise<{ rel: string; abs: string; kind: 'file' | 'dir' | null }> {
    const rel = this.normalize(input);
    let abs = this.root;
    let kind: 'file' | 'dir' | null = 'dir';
    for (const part of rel ? rel.split('/') : []) {
      if (kind !== 'dir') {
        if (kind === 'file') throw new ToolError(`${rel}: a parent of this path is a file`);
        abs = path.join(abs, part);
        continue;
      }
      abs = path.join(abs, part);
      const stat = await fs.lstat(abs).catch(() => null);
      if (!stat) kind = null;
      else if (stat.isSymbolicLink()) throw new ToolError(`${rel}: symbolic links are not followed`);
      else if (stat.isDirectory()) kind = 'dir';
      else if (stat.isFile()) kind = 'file';
      else throw new ToolError(`${rel}: not a regular file or folder`);
    }
    if (abs !== this.root && !abs.startsWith(this.root + path.sep))
      throw new ToolError(`${input}: outside the repository`);
    return { rel, abs, kind };
  }

  /** Reads a text file (refusing binary content and oversized files). */
  async readText(input: string): Promise<{ rel: string; text: string }> {
    const { rel, abs, kind } = await this.resolve(input);
    if (kind === null) throw new ToolError(`${rel || '.'}: no such file`);
    if (kind !== 'file') throw new ToolError(`${rel || '.'}: is a folder, not a file`);
    const handle = await fs.open(abs, constants.O_RDONLY | constants.O_NOFOLLOW);
    try {
      const { size } = await handle.stat();
      if (size > this.limits.maxFileBytes)
        throw new ToolError(`${rel}: file is larger than ${this.limits.maxFileBytes} bytes`);
      const buf = await handle.readFile();
      if (buf.includes(0))
        throw new ToolError(`${rel}: binary file (contains NUL bytes); only text files can be read`);
      return { rel, text: buf.toString('utf8') };
    } finally {
      await handle.close();
    }
  }

  /** Writes a text file, creating parent folders; `mode: 'create'` refuses to replace an existing file. */
  async writeText(input: string, text: string, mode: 'create' | 'replace' | 'upsert'): Promise<string> {
    if (text.includes('\0')) throw new ToolError('content must be text (no NUL bytes)');
    const bytes = Buffer.byteLength(text);
    if (bytes > this.limits.maxFileBytes)
      throw new ToolError(`content is larger than ${this.limits.maxFileBytes} bytes`);
    if (this.written + bytes > this.limits.maxTotalWriteBytes)
      throw new ToolError('the total write budget of this job is used up');
    const { rel, abs, kind } = await this.resolve(input);
    if (!rel) throw new ToolError('a file path is required');
    if (kind === 'dir') throw new ToolError(`${rel}: is a folder`);
    if (kind === 'file' && mode === 'create')
      throw new ToolError(`${rel}: already exists (use overwrite, or the replace tool)`);
    if (kind === null && mode === 'replace') throw new ToolError(`${rel}: no such file`);
    await this.mkdirs(rel.split('/').slice(0, -1));
    const flags = constants.O_WRONLY | constants.O_CREAT | constants.O_TRUNC | constants.O_NOFOLLOW;
    const handle = await fs.open(abs, flags, 0o644);
    try {
      await handle.writeFile(text, 'utf8');
    } finally {
      await handle.close();
    }
    this.written += bytes;
    this.changed.add(rel);
    return rel;
  }

  async deleteFile(input: string): Promise<string> {
    const { rel, abs, kind } = await this.resolve(input);
    if (kind === null) throw new ToolError(`${rel || '.'}: no such file`);
    if (kind !== 'file') throw new ToolError(`${rel || '.'}: only files can be deleted`);
    await fs.unlink(abs);
    this.changed.add(rel);
    return rel;
  }

  /** Creates missing parent folders one at a time, re-checking each for links. */
  private async mkdirs(parts: string[]): Promise<void> {
    let abs = this.root;
    for (const part of parts) {
      abs = path.join(abs, part);
      const stat = await fs.lstat(abs).catch(() => null);
      if (!stat) await fs.mkdir(abs);
      else if (stat.isSymbolicLink() || !stat.isDirectory()) throw new ToolError(`${part}: not a folder`);
    }
  }
}
