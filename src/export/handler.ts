import fs from 'node:fs/promises';
import path from 'node:path';
import { writeBundle } from '../bundle/index.js';
import type { Config } from '../config/index.js';
import {
  EngineError,
  buildSite as engineBuildSite,
  type BuildOptions,
  type BuildResult,
  type Diagnostic,
} from '../engine/index.js';
import { JobError, type JobContext, type JobHandler } from '../jobs/index.js';
import type { ObjectStore } from '../storage/index.js';
import type { Tenancy } from '../tenancy/index.js';
import { authFor, checkoutSource } from './checkout.js';
import { ProgressThrottle, renderProgress } from './progress.js';

export const STATIC_EXPORT_KIND = 'static-export';

/** Input of a `static-export` job, written by the API (`POST /v1/static-export/jobs`). */
export interface StaticExportPayload {
  orgId: string;
  deploymentId: string;
  projectId?: string;
  domain: string;
  version: string | null;
  paths: string[] | null;
}

/** Output of a completed job; the bundle route turns `bundleKey` into a presigned link. */
export interface StaticExportResult {
  bundleKey: string;
  sizeBytes: number;
  sha256: string;
  pageCount: number;
}

export interface StaticExportDeps {
  config: Pick<Config, 'dataDir' | 'deploymentType' | 'allowPrivateSources'> &
    Partial<Pick<Config, 'islands' | 'ogImages'>>;
  tenancy: Pick<Tenancy, 'getDeployment' | 'getProject' | 'getProjectForgeToken'>;
  store: Pick<ObjectStore, 'putFile'>;
}

export interface StaticExportOptions {
  /** The site engine; replaceable so tests can hold an attempt mid-way (default: `src/engine`). */
  buildSite?: typeof engineBuildSite;
  /** Minimum time between progress writes (default 250 ms). */
  progressIntervalMs?: number;
}

/** Every object of a job lives under this prefix. */
export function bundlePrefixFor(jobId: string): string {
  return `exports/${jobId}/`;
}

/**
 * One key per attempt: an attempt that lost its lease while uploading can never overwrite the archive of
 * the attempt that completed, whose result names its own key.
 */
export function bundleKeyFor(jobId: string, attempt: number): string {
  return `${bundlePrefixFor(jobId)}attempt-${attempt}/bundle.tar.gz`;
}

function parsePayload(raw: unknown): StaticExportPayload {
  const p = (raw ?? {}) as Partial<StaticExportPayload>;
  const okPaths =
    p.paths === null ||
    p.paths === undefined ||
    (Array.isArray(p.paths) && p.paths.every((x) => typeof x === 'string'));
  if (
    typeof p.orgId !== 'string' ||
    typeof p.deploymentId !== 'string' ||
    typeof p.domain !== 'string' ||
    !okPaths
  ) {
    throw new JobError('EXPORT_INVALID_PAYLOAD', 'static export job payload is malformed');
  }
  return {
    ...p,
    version: typeof p.version === 'string' ? p.version : null,
    paths: p.paths ?? null,
  } as StaticExportPayload;
}

/**
 * OpenAPI specs a site names by URL are fetched while it builds, as Mintlify does, except on an air-gapped
 * server (it has no network to fetch from); the operator's private-sources switch applies to them.
 */
export function remoteSpecsFor(
  config: Pick<Config, 'deploymentType' | 'allowPrivateSources'>,
): NonNullable<BuildOptions['remoteSpecs']> {
  return { fetch: config.deploymentType !== 'air-gapped', allowPrivate: config.allowPrivateSources };
}

/** "3 errors: guides/a.mdx:4: unknown component ...; ..." for the job's `error`. */
export function describeBuildErrors(result: Pick<BuildResult, 'errors' | 'diagnostics'>, shown = 3): string {
  const errors = result.diagnostics.filter((d) => d.severity === 'error');
  const where = (d: Diagnostic) => (d.file ? `${d.file}${d.line ? `:${d.line}` : ''}: ` : '');
  // Some diagnostics already start with their file; do not say it twice.
  const listed = errors
    .slice(0, shown)
    .map((d) => (d.file && d.message.startsWith(d.file) ? d.message : `${where(d)}${d.message}`));
  const more = errors.length > shown ? `; and ${errors.length - shown} more` : '';
  const count = result.errors === 1 ? '1 error' : `${result.errors} errors`;
  return `site build failed with ${count}${listed.length ? `: ${listed.join('; ')}` : ''}${more}`;
}

/**
 * A killed attempt cannot clean up after itself; the next attempt of the same job removes what it left.
 * (An earlier attempt that merely lost its lease has been aborted by then, so nothing is still writing.)
 */
async function removeEarlierAttempts(tmpRoot: string, jobId: string, attempt: number): Promise<void> {
  if (attempt <= 1) return;
  const prefix = `export-${jobId}-a`;
  for (const name of await fs.readdir(tmpRoot)) {
    const earlier = name.startsWith(prefix) && Number(name.slice(prefix.length).split('-')[0]) < attempt;
    if (earlier) await fs.rm(path.join(tmpRoot, name), { recursive: true, force: true });
  }
}

/**
 * The `static-export` job: deployment -> source checkout -> site engine -> bundle -> object store.
 * Each attempt works in its own temporary folder, removed at the end whatever happens; the bundle
 * becomes visible in the store in one atomic `putFile`, and only a completed job links to it.
 */
export function createStaticExportHandler(
  deps: StaticExportDeps,
  opts: StaticExportOptions = {},
): JobHandler {
  const buildSite = opts.buildSite ?? engineBuildSite;
  return async (ctx: JobContext): Promise<StaticExportResult> => {
    const payload = parsePayload(ctx.payload);
    const jobId = ctx.job.id;
    const deployment = await deps.tenancy.getDeployment(payload.deploymentId);
    if (!deployment || deployment.orgId !== payload.orgId) {
      throw new JobError('EXPORT_DEPLOYMENT_GONE', `the deployment for ${payload.domain} no longer exists`);
    }

    const tmpRoot = path.join(deps.config.dataDir, 'tmp');
    await fs.mkdir(tmpRoot, { recursive: true });
    await removeEarlierAttempts(tmpRoot, jobId, ctx.attempt);
    const work = await fs.mkdtemp(path.join(tmpRoot, `export-${jobId}-a${ctx.attempt}-`));
    const progress = new ProgressThrottle((p) => ctx.reportProgress(p), opts.progressIntervalMs ?? 250);
    try {
      const project = await deps.tenancy.getProject(deployment.projectId);
      const token = project?.hasForgeToken ? await deps.tenancy.getProjectForgeToken(project.id) : null;
      const srcDir = await checkoutSource(deployment, path.join(work, 'src'), {
        allowPrivateSources: deps.config.allowPrivateSources,
        signal: ctx.signal,
        auth: authFor(deployment.source, project?.repository ?? null, token, project?.forge),
        log: ctx.log,
      });
      ctx.log.info({ jobId, domain: payload.domain, attempt: ctx.attempt }, 'rendering site');
      const outDir = path.join(work, 'site');
      let result: BuildResult;
      try {
        result = await buildSite({
          srcDir,
          outDir,
          deploymentType: deps.config.deploymentType,
          paths: payload.paths ?? undefined,
          cacheDir: path.join(deps.config.dataDir, 'cache', 'engine', deployment.id),
          siteUrl: `https://${payload.domain}`,
          remoteSpecs: remoteSpecsFor(deps.config),
          islands: deps.config.islands !== false,
          // Unset: the engine's default (the site's `thumbnails` asks for them; never air-gapped).
          ...(typeof deps.config.ogImages === 'boolean' ? { ogImages: deps.config.ogImages } : {}),
          signal: ctx.signal,
          onProgress: ({ done, total }) => progress.push(renderProgress(done, total)),
        });
      } catch (err) {
        // An abort (lease lost, worker stopping) is not the site's fault: let the runtime see it as such.
        if (ctx.signal.aborted) throw ctx.signal.reason ?? err;
        if (err instanceof EngineError && err.code !== 'ABORTED') {
          const where = err.file ? ` (${err.file}${err.keyPath ? ` at ${err.keyPath}` : ''})` : '';
          throw new JobError(err.code, `site configuration is unusable${where}: ${err.message}`, {
            cause: err,
          });
        }
        throw err;
      }
      await progress.flush();
      ctx.signal.throwIfAborted();
      if (result.errors > 0) throw new JobError('EXPORT_BUILD_FAILED', describeBuildErrors(result));
      if (result.pageCount === 0) {
        throw new JobError(
          'EXPORT_NO_PAGES',
          payload.paths ? 'none of the requested paths is a page of this site' : 'the site has no pages',
        );
      }
      await ctx.reportProgress({ progress: 96, pageCount: result.pageCount });

      const bundleFile = path.join(work, 'bundle.tar.gz');
      const bundle = await writeBundle(outDir, bundleFile, {
        domain: payload.domain,
        jobId,
        version: payload.version,
        deploymentType: deps.config.deploymentType,
        pageCount: result.pageCount,
      });
      ctx.signal.throwIfAborted();
      await ctx.reportProgress({ progress: 98, pageCount: result.pageCount });
      const bundleKey = bundleKeyFor(jobId, ctx.attempt);
      await deps.store.putFile(bundleKey, bundleFile, { contentType: 'application/gzip' });
      await ctx.reportProgress({ progress: 100, pageCount: result.pageCount });
      ctx.log.info(
        { jobId, pages: result.pageCount, bytes: bundle.sizeBytes, warnings: result.warnings },
        'static export done',
      );
      return { bundleKey, sizeBytes: bundle.sizeBytes, sha256: bundle.sha256, pageCount: result.pageCount };
    } finally {
      progress.cancel();
      await fs.rm(work, { recursive: true, force: true }).catch((err: unknown) => {
        ctx.log.warn({ err, work }, 'could not remove the export work folder');
      });
    }
  };
}
