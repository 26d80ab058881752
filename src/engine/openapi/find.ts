/**
 * Resolving an `openapi:` value (`[file] METHOD /path`) to the document holding the operation. A reference
 * without a file is looked up in the configured documents, then in the folder's other specs. A file that
 * is no path in the folder may be a spec's name: Mintlify's own troubleshooting page writes
 * `openapi: "v1 GET /users/{id}"` for `openapi/v1.json`, and its CLI matches a reference's file against
 * each spec's base name without extension, whether the spec is configured or only in the repository.
 * A file may also be written from the page's folder (`./spec.json`, `spec.json` beside the page), as
 * sites keeping a copy of the spec next to each language's endpoint pages do (Sequence's docs).
 */
import { posix } from 'node:path';
import { isAsyncApi, loadOpenApi, OpenApiError, parseOperationRef, type OpenApiDoc } from './load.js';
import { getOperation } from './operations.js';
import { remoteSpecUrl, shownSpecUrl } from './remote-specs.js';

export interface FindOptions {
  srcDir: string;
  /** Documents a reference without a file is looked up in first, in order (configured ones). */
  defaultSpecs?: string[];
  /** Same as defaultSpecs (the build's name for them). */
  files?: string[];
  /** The folder's specs no configuration names, in path order; called only when the others fall short. */
  discovered?: () => string[];
  /** Problems worth a build diagnostic (missing document, unknown operation, remote reference). */
  onProblem?: (problem: { code: string; message: string }) => void;
  /**
   * A reference's file names several specs (`v1` for `a/v1.json` and `b/v1.yaml`): the one used (the
   * first holding the operation, else none) and all of them, for one warning per build (nav/index.ts).
   */
  onAmbiguous?: (name: string, files: string[], used: string | null) => void;
  /**
   * The file of the page holding the reference, inside the docs folder (`api/endpoints/x.mdx`): a spec
   * file written from its folder is looked for there (specPaths). Without it files are the root's.
   */
  page?: string;
}

export interface FoundOperation {
  doc: OpenApiDoc;
  file: string;
  method: string;
  path: string;
}

/** `/openapi.json`, `./openapi.json` and `openapi.json` are one file. */
const sameFile = (file: string) => posix.normalize(file.replace(/\\/g, '/').replace(/^\/+/, ''));

const SPEC_EXTENSION = /\.(?:json|ya?ml)$/i;

/**
 * Whether a reference's file (`v1`, `specs/v1`) names the spec at `file`: its base name without extension,
 * or, for a name with folders, its path without extension. A name with an extension is a path only.
 */
export function namesSpec(name: string, file: string): boolean {
  if (!isSpecName(name)) return false;
  const wanted = sameFile(name);
  const stem = sameFile(file).replace(SPEC_EXTENSION, '');
  return wanted.includes('/') ? stem === wanted : posix.basename(stem) === wanted;
}

/**
 * Where a reference's file is looked for, in order. `./x.json` and `../x.json` are in the page's folder
 * only; `x.json` (a path to a file: it has an extension) is there first, then where it always was, from
 * the docs root; `/x.json`, a spec's name (`v1`), a URL and any file without a page stay as written. A
 * page-relative path is given from the docs root (`api/x.json`); one leading out of it starts with `..`
 * and is refused by findOperation without being looked for.
 */
export function specPaths(file: string, page?: string): string[] {
  const written = file.replace(/\\/g, '/');
  const remote = /^[a-z][a-z0-9+.-]*:/i.test(written) || written.startsWith('//');
  if (page === undefined || remote || written.startsWith('/')) return [file];
  const relative = /^\.\.?(?:\/|$)/.test(written);
  if (!relative && !SPEC_EXTENSION.test(written)) return [file];
  const beside = posix.normalize(posix.join(posix.dirname(page.replace(/\\/g, '/')), written));
  if (relative || sameFile(beside) === sameFile(file)) return [beside];
  return [beside, file];
}

/** A page-relative path (specPaths) that leaves the docs folder. */
const leavesFolder = (file: string) => file === '..' || file.startsWith('../');

function isSpecName(name: string): boolean {
  const wanted = sameFile(name);
  return !SPEC_EXTENSION.test(wanted) && !wanted.startsWith('..') && wanted !== '.';
}

/** The documents searched, for a message: a few names, then how many more. */
function searchedIn(files: string[]): string {
  if (files.length === 0) return 'any OpenAPI document';
  if (files.length <= 3) return files.join(', ');
  const more = files.length - 3;
  return `${files.slice(0, 3).join(', ')} and ${more} other OpenAPI document${more === 1 ? '' : 's'}`;
}

/** `asyncapi: "/asyncapi.yaml channelOne"` has no method: answered with a notice when the file is AsyncAPI. */
function asyncChannel(value: string, srcDir: string, page?: string): FoundOperation | null {
  const [written, ...rest] = value.trim().split(/\s+/);
  if (!written || !SPEC_EXTENSION.test(written)) return null;
  for (const file of specPaths(written, page)) {
    if (leavesFolder(file)) continue;
    try {
      const doc = loadOpenApi(srcDir, file);
      if (isAsyncApi(doc)) return { doc, file, method: 'channel', path: rest.join(' ') || written };
    } catch (error) {
      if (!(error instanceof OpenApiError)) throw error;
    }
  }
  return null;
}

/** The error worth reporting for a reference's file: the first that is not its absence, else its absence. */
function fileError(file: string, paths: string[], errors: OpenApiError[]): OpenApiError | null {
  const telling = errors.find((e) => e.code !== 'SPEC_NOT_FOUND');
  if (telling || errors.length === 0) return telling ?? null;
  if (paths.length === 1 && paths[0] === file) return errors.at(-1)!;
  return new OpenApiError(
    'SPEC_NOT_FOUND',
    `OpenAPI document "${file}" was not found (looked for ${paths.join(' and ')})`,
  );
}

/**
 * The operation may be in remote documents the build failed to fetch: the build said why once, naming where
 * each URL is written (build/remote-specs.ts); the page says which of its operations went without.
 */
function unfetchedProblem(
  ref: { method: string; path: string },
  unfetched: string[],
  searched: string[],
): { code: string; message: string } {
  const urls = unfetched.map((file) => `"${shownSpecUrl(remoteSpecUrl(file) ?? file)}"`);
  const documents =
    urls.length === 1 ? `OpenAPI document ${urls[0]}` : `OpenAPI documents ${urls.join(', ')}`;
  const elsewhere = searched.length ? ` (it is not in ${searchedIn(searched)})` : '';
  return {
    code: 'OPENAPI_SPEC_UNFETCHED',
    message: `operation "${ref.method.toUpperCase()} ${ref.path}" has no parameters, body or responses on this page: ${documents}, which may hold it, could not be fetched${elsewhere}`,
  };
}

/**
 * Resolves an `openapi:` value to its document and operation; null (and a problem reported) when it cannot.
 * A reference without a file is looked up in `defaultSpecs`, then in `discovered` (called only then: it
 * may scan the docs folder); one whose file is no path there, in those whose name it is, in the same
 * order. A remote document among them that was not loaded may well hold the operation. Fetching off, the
 * build reports that once (nav/index.ts) and the page adds nothing; a failed fetch is reported once too,
 * and each page it leaves without its operation says so (unfetchedProblem).
 */
export function findOperation(value: string, opts: FindOptions): FoundOperation | null {
  const ref = parseOperationRef(value);
  if (!ref) {
    const channel = asyncChannel(value, opts.srcDir, opts.page);
    if (!channel)
      opts.onProblem?.({
        code: 'OPENAPI_REF_INVALID',
        message: `openapi reference "${value}" is not "[file] METHOD /path"`,
      });
    return channel;
  }
  let lastError: OpenApiError | null = null;
  let remote = false;
  /** Remote documents searched whose fetch failed. */
  const unfetched: string[] = [];
  const searched: string[] = [];
  const tried = new Set<string>();
  const errors: OpenApiError[] = [];
  const paths = ref.file ? specPaths(ref.file, opts.page) : [];
  const search = (files: string[]): FoundOperation | null => {
    for (const file of files) {
      if (tried.has(sameFile(file))) continue;
      tried.add(sameFile(file));
      if (leavesFolder(file)) {
        // Refused before any look at the disk: outside the folder, nothing is the build's to read.
        const written = paths.includes(file) ? ref.file : file;
        lastError = new OpenApiError(
          'SPEC_OUTSIDE',
          `OpenAPI document "${written}" is outside the docs folder`,
        );
        errors.push(lastError);
        continue;
      }
      let doc: OpenApiDoc;
      try {
        doc = loadOpenApi(opts.srcDir, file);
      } catch (error) {
        if (!(error instanceof OpenApiError)) throw error;
        lastError = error;
        errors.push(error);
        remote ||= error.code === 'SPEC_REMOTE';
        if (error.code === 'SPEC_FETCH_FAILED') unfetched.push(file);
        continue;
      }
      searched.push(file);
      if (isAsyncApi(doc) || getOperation(doc, ref.method, ref.path))
        return { doc, file, method: ref.method, path: ref.path };
    }
    return null;
  };
  const defaults = opts.defaultSpecs ?? opts.files ?? [];
  let found: FoundOperation | null;
  let named: string[] | null = null;
  if (!ref.file) found = search(defaults) ?? (opts.discovered ? search(opts.discovered()) : null);
  else {
    found = search(paths);
    // A file that was read and lacks the operation says so; only when none was is the file the problem.
    lastError = searched.length > 0 ? null : fileError(ref.file, paths, errors);
    const missing = (lastError as OpenApiError | null)?.code === 'SPEC_NOT_FOUND';
    if (!found && missing && isSpecName(ref.file)) {
      const name = ref.file;
      const byName = (files: string[]) => files.filter((file) => namesSpec(name, file));
      named = byName(defaults);
      found = search(named);
      if (!found && opts.discovered) {
        const more = byName(opts.discovered());
        named.push(...more);
        found = search(more);
      }
      const files = [...new Set(named.map(sameFile))];
      if (files.length > 1) opts.onAmbiguous?.(name, files, found ? sameFile(found.file) : null);
    }
  }
  if (found) return found;
  const error = lastError as OpenApiError | null;
  if (ref.file && named?.length === 0)
    opts.onProblem?.({
      code: 'OPENAPI_SPEC_NOT_FOUND',
      message: `OpenAPI document "${ref.file}" was not found: no file has that path, and no OpenAPI file in the docs folder has that name`,
    });
  else if (ref.file && error && !named && error.code !== 'SPEC_FETCH_FAILED')
    opts.onProblem?.({ code: `OPENAPI_${error.code}`, message: error.message });
  else if (unfetched.length) opts.onProblem?.(unfetchedProblem(ref, unfetched, searched));
  else if (!remote)
    opts.onProblem?.({
      code: 'OPENAPI_OPERATION_NOT_FOUND',
      message: `operation "${ref.method.toUpperCase()} ${ref.path}" was not found in ${searchedIn(searched)}`,
    });
  return null;
}
