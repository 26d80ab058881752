/**
 * OpenAPI documents found in the docs folder without being named anywhere. Mintlify "uploads every OpenAPI
 * specification in your docs repository, even if it isn't referenced in docs.json", and a page's
 * `openapi: "METHOD /path"` without a file is looked up in all of them, "the first match wins based on
 * alphabetical filename order" (api-playground/openapi-setup.mdx). Real sites rely on it (a spec beside the
 * pages, never named in docs.json).
 *
 * Only `.json`, `.yaml` and `.yml` files are read, dependencies and dot-folders are skipped, and a file is a
 * spec when its top level has an `openapi` or `swagger` version: a quick text test first, so most JSON files
 * (lock files, data) are never parsed.
 */
import fs from 'node:fs';
import path from 'node:path';
import { loadOpenApi, OpenApiError } from './load.js';

export interface DiscoveryLimits {
  /** Larger files are not read (the largest public specs are around 10 MB). */
  maxBytes: number;
  /** JSON and YAML files read at most; the scan stops there. */
  maxFiles: number;
  /** Directory entries looked at at most; the scan stops there. */
  maxEntries: number;
}

export const DISCOVERY_LIMITS: DiscoveryLimits = {
  maxBytes: 32 * 1024 * 1024,
  maxFiles: 2000,
  maxEntries: 200_000,
};

export interface DiscoveredSpecs {
  /** Paths inside the docs folder (`api/openapi.json`), in the order Mintlify tries them. */
  files: string[];
  /** Files not read because of their size, though their start looks like a spec's. */
  tooLarge: string[];
  /** Whether a limit stopped the scan before the whole folder was seen. */
  truncated: boolean;
}

const SPEC_FILE = /\.(?:json|ya?ml)$/i;
/** A top-level key in JSON (any depth matches; the parse decides) or at the start of a YAML line. */
const SPEC_KEY = /"(?:openapi|swagger)"\s*:|^["']?(?:openapi|swagger)["']?[ \t]*:/m;

function head(file: string): string {
  const buffer = Buffer.alloc(64 * 1024);
  const fd = fs.openSync(file, 'r');
  try {
    return buffer.toString('utf8', 0, fs.readSync(fd, buffer, 0, buffer.length, 0));
  } finally {
    fs.closeSync(fd);
  }
}

/** Whether a parsed document is an OpenAPI or Swagger one: its top level has a version. */
export function isSpec(doc: Record<string, unknown>): boolean {
  return ['openapi', 'swagger'].some((key) => {
    const version = doc[key];
    return typeof version === 'string' || typeof version === 'number';
  });
}

function inside(root: string, rel: string): boolean {
  try {
    const real = path.relative(root, fs.realpathSync(path.join(root, rel)));
    return real !== '' && real !== '..' && !real.startsWith(`..${path.sep}`) && !path.isAbsolute(real);
  } catch {
    return false;
  }
}

/** Every OpenAPI or Swagger document in the folder, sorted by path; symlinks leaving the folder are refused. */
export function discoverSpecs(srcDir: string, limits: DiscoveryLimits = DISCOVERY_LIMITS): DiscoveredSpecs {
  const root = fs.realpathSync(srcDir);
  const found: DiscoveredSpecs = { files: [], tooLarge: [], truncated: false };
  const candidates: string[] = [];
  const stack = [''];
  let entries = 0;
  walk: while (stack.length > 0) {
    const rel = stack.pop()!;
    let list: fs.Dirent[];
    try {
      list = fs.readdirSync(path.join(root, rel), { withFileTypes: true });
    } catch {
      continue;
    }
    for (const ent of list) {
      if (++entries > limits.maxEntries) {
        found.truncated = true;
        break walk;
      }
      if (ent.name.startsWith('.') || ent.name === 'node_modules') continue;
      const childRel = rel ? `${rel}/${ent.name}` : ent.name;
      // Linked folders are not entered (a link to a parent would never end); a linked file is read only
      // when it stays inside the folder, as a named spec is (load.ts).
      if (ent.isDirectory()) stack.push(childRel);
      else if (SPEC_FILE.test(ent.name) && (ent.isFile() || (ent.isSymbolicLink() && inside(root, childRel))))
        candidates.push(childRel);
    }
  }
  // Code-unit order, as JavaScript sorts names: the order the first match is taken in.
  candidates.sort();
  if (candidates.length > limits.maxFiles) {
    found.truncated = true;
    candidates.length = limits.maxFiles;
  }
  for (const rel of candidates) {
    const abs = path.join(root, rel);
    let text: string;
    try {
      const stat = fs.statSync(abs);
      if (!stat.isFile()) continue;
      if (stat.size > limits.maxBytes) {
        // Named only when its start looks like a spec: a large data file is no news.
        if (SPEC_KEY.test(head(abs))) found.tooLarge.push(rel);
        continue;
      }
      text = fs.readFileSync(abs, 'utf8');
    } catch {
      continue;
    }
    if (!SPEC_KEY.test(text)) continue;
    try {
      // Parsed through the loader's cache: the build looks the operation up in it next.
      if (isSpec(loadOpenApi(root, rel))) found.files.push(rel);
    } catch (error) {
      if (!(error instanceof OpenApiError)) throw error;
    }
  }
  return found;
}
