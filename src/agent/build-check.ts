import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildSite, EngineError, type Diagnostic } from '../engine/index.js';

/** One error of a build: an engine diagnostic, or one reason the engine refused the whole site. */
export type BuildProblem = Pick<Diagnostic, 'code' | 'message' | 'file' | 'line'>;

export interface SiteBuild {
  /** False when there is nothing to build: the engine found no docs.json or mint.json. */
  site: boolean;
  pageCount: number;
  problems: BuildProblem[];
}

/**
 * Builds a folder with the site engine into a temporary folder and returns its errors. Whether there is a
 * site at all is the engine's call (CONFIG_NOT_FOUND), so docs.json, legacy mint.json and whatever the engine
 * learns to load later are all checked. Anything but an EngineError is a fault of the build itself, not of
 * the site, and is thrown.
 */
export async function buildFolder(dir: string, signal?: AbortSignal): Promise<SiteBuild> {
  const outDir = await fs.mkdtemp(path.join(os.tmpdir(), 'lectern-agent-build-'));
  try {
    const result = await buildSite({ srcDir: dir, outDir, signal, threads: 1 });
    const problems: BuildProblem[] = result.diagnostics
      .filter((d) => d.severity === 'error')
      .map((d) => ({ code: d.code, message: d.message, file: d.file, line: d.line }));
    if (result.errors > 0 && problems.length === 0)
      problems.push({ code: 'BUILD_FAILED', message: `${result.errors} build error(s)` });
    return { site: true, pageCount: result.pageCount, problems };
  } catch (err) {
    if (signal?.aborted || !(err instanceof EngineError)) throw err;
    if (err.code === 'CONFIG_NOT_FOUND') return { site: false, pageCount: 0, problems: [] };
    return { site: true, pageCount: 0, problems: configProblems(err) };
  } finally {
    await fs.rm(outDir, { recursive: true, force: true });
  }
}

/**
 * The configuration is unusable (broken docs.json and the like): one problem per issue. Each issue names
 * its own file and key path (`docs.json: navigation.groups[1].pages: ...`), while the error's `file` and
 * `keyPath` are those of the first issue only, so they label no issue but a lone one that lacks its file.
 */
function configProblems(err: EngineError): BuildProblem[] {
  const lone = err.issues.length === 1;
  return err.issues.map((message) => ({
    code: err.code,
    message,
    file: lone && err.file && !message.startsWith(`${err.file}:`) ? err.file : undefined,
  }));
}

/** `file:line: message (code)`, the form the model and the transcript get. */
export function formatProblem(p: BuildProblem): string {
  // Configuration messages already start with their file.
  const where =
    p.file && !p.message.startsWith(`${p.file}:`) ? `${p.file}${p.line ? `:${p.line}` : ''}: ` : '';
  return `${where}${p.message} (${p.code})`;
}

/**
 * Identity of a problem across builds: code, file and message, without positions. Lines and list indices
 * (`navigation.groups[0].pages[3]`) move when the agent edits above or before an old error, which must
 * not make that error look new.
 */
export function problemKey(p: BuildProblem): string {
  const message = p.message.replace(/\[\d+\]/g, '[]').replace(/\b(line|column) \d+/gi, '$1');
  return JSON.stringify([p.code, p.file ?? '', message]);
}
