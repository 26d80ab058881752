import { buildFolder, formatProblem, problemKey, type BuildProblem, type SiteBuild } from './build-check.js';

export interface BuildCheckResult {
  /** No new errors: always `errors.length === 0` (see `outcome`). */
  ok: boolean;
  /** True when there was nothing to build (no site configuration before or after). */
  skipped: boolean;
  pageCount: number;
  /** The errors this change introduced, one line each (`file:line: message (code)`). */
  errors: string[];
  /** Errors the site already had before the change; they neither fail the job nor go to the model. */
  preexisting: number;
}

const MAX_ERRORS = 50;

export interface BuildGateOptions {
  /** The changed checkout. */
  dir: string;
  /** Writes the state before the change somewhere and returns that folder; called at most once. */
  baseline(): Promise<string>;
  signal?: AbortSignal;
}

/**
 * The pre-push build check. A change may not add build errors, but errors the base already had are not
 * its fault: without this comparison a repository with one stale error would fail every job. The baseline
 * is built lazily, only when the changed site has errors (or lost its configuration), and then once per run.
 */
export class BuildGate {
  private base: Promise<SiteBuild> | null = null;

  constructor(private readonly opts: BuildGateOptions) {}

  async check(): Promise<BuildCheckResult> {
    const now = await buildFolder(this.opts.dir, this.opts.signal);
    if (now.site && now.problems.length === 0)
      return outcome({ skipped: false, pageCount: now.pageCount, errors: [], preexisting: 0 });
    const base = await this.baseline();
    if (!now.site) {
      if (!base.site) return outcome({ skipped: true, pageCount: 0, errors: [], preexisting: 0 });
      return outcome({
        skipped: false,
        pageCount: 0,
        errors: ['the site configuration (docs.json or mint.json) is gone; restore it'],
        preexisting: 0,
      });
    }
    const added = newProblems(now.problems, base.problems);
    return outcome({
      skipped: false,
      pageCount: now.pageCount,
      errors: added.slice(0, MAX_ERRORS).map(formatProblem),
      preexisting: now.problems.length - added.length,
    });
  }

  private baseline(): Promise<SiteBuild> {
    this.base ??= this.opts.baseline().then((dir) => buildFolder(dir, this.opts.signal));
    return this.base;
  }
}

/** Problems of `now` beyond those of `before`, counted per key (two equal errors where there was one is new). */
export function newProblems(now: BuildProblem[], before: BuildProblem[]): BuildProblem[] {
  const known = new Map<string, number>();
  for (const p of before) {
    const key = problemKey(p);
    known.set(key, (known.get(key) ?? 0) + 1);
  }
  return now.filter((p) => {
    const key = problemKey(p);
    const left = known.get(key) ?? 0;
    if (left > 0) known.set(key, left - 1);
    return left === 0;
  });
}

/** A check's result, `ok` derived from its errors so the two cannot disagree. */
function outcome(result: Omit<BuildCheckResult, 'ok'>): BuildCheckResult {
  return { ok: result.errors.length === 0, ...result };
}
