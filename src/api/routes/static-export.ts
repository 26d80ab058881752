import { Type } from '@sinclair/typebox';
import type { ApiPlugin } from '../type-provider.js';
import type { JobRecord } from '../../jobs/index.js';
import type { Principal } from '../../tenancy/index.js';
import type { StaticExportPayload, StaticExportResult } from '../../export/index.js';
import type { Services } from '../../server/services.js';
import { canSeeProject, requirePlan } from '../auth.js';
import { ApiError, ErrorCodes, notFound } from '../errors.js';
import {
  BundleResponse,
  JobIdParams,
  StartStaticExportRequest,
  StaticExportJob,
  errorResponses,
  ref,
  response,
  type BundleResponseBody,
  type StaticExportJobBody,
} from '../schemas.js';
import {
  requireDomain,
  normalizeIdempotencyKey,
  normalizePaths,
  normalizeVersion,
} from '../static-export-input.js';

/** Same string as `STATIC_EXPORT_KIND` of src/export (kept here so the API does not load the engine). */
const STATIC_EXPORT_KIND = 'static-export';

export function toJobBody(job: JobRecord): StaticExportJobBody {
  return {
    jobId: job.id,
    status: job.status,
    progress: Math.min(100, Math.max(0, job.progress)),
    pageCount: Math.max(0, Math.trunc(job.pageCount)),
    createdAt: job.createdAt,
    updatedAt: job.updatedAt,
    error: job.status === 'failed' ? (job.error ?? 'export failed') : null,
  };
}

/** The request as it is compared for idempotent retries: same key with a different body is refused. */
function sameRequest(
  payload: Partial<StaticExportPayload>,
  wanted: Pick<StaticExportPayload, 'domain' | 'version' | 'paths'>,
): boolean {
  return (
    payload.domain === wanted.domain &&
    (payload.version ?? null) === wanted.version &&
    JSON.stringify(payload.paths ?? null) === JSON.stringify(wanted.paths)
  );
}

const requireEnterprise = requirePlan('enterprise', 'static export');
const idempotencyHeader = Type.Object({
  'idempotency-key': Type.Optional(
    Type.String({
      description: 'Makes a retried start return the job created first (same organization, same body).',
    }),
  ),
});

export const staticExportRoutes: ApiPlugin<{ services: Services }> = async (app, { services }) => {
  /** The caller's static export job, or a 404 that does not reveal whether another organization has it. */
  async function visibleJob(principal: Principal, jobId: string): Promise<JobRecord> {
    const job = await services.queue.get(jobId);
    const payload = (job?.payload ?? {}) as Partial<StaticExportPayload>;
    if (
      !job ||
      job.kind !== STATIC_EXPORT_KIND ||
      job.orgId !== principal.orgId ||
      !canSeeProject(principal, payload.projectId)
    ) {
      throw notFound(`static export job ${jobId} not found`);
    }
    return job;
  }

  app.post(
    '/v1/static-export/jobs',
    {
      onRequest: requireEnterprise,
      schema: {
        tags: ['static-export'],
        operationId: 'startStaticExportJob',
        summary: 'Start static export job',
        description:
          'Queues an export of the deployment serving `domain`. Poll the job until `completed`, then generate the bundle. ' +
          'Requires the Enterprise plan and a key with write scope.',
        headers: idempotencyHeader,
        body: ref(StartStaticExportRequest),
        response: {
          202: response(
            StaticExportJob,
            'The job was accepted and queued (or, for a retried Idempotency-Key, the job created first).',
            {
              Location: { type: 'string', description: 'The job URL: `/v1/static-export/jobs/{jobId}`.' },
            },
          ),
          ...errorResponses(400, 401, 403, 413, 415, 422, 429),
        },
      },
    },
    async (request, reply) => {
      const principal = request.principal;
      const idempotencyKey = normalizeIdempotencyKey(request.headers['idempotency-key']);
      const domain = requireDomain(request.body.domain);
      const wanted = {
        domain,
        version: normalizeVersion(request.body.version),
        paths: normalizePaths(request.body.paths),
      };

      const deployment = await services.tenancy.findDeploymentByDomain(principal.orgId, domain);
      if (!deployment || !canSeeProject(principal, deployment.projectId)) {
        throw new ApiError(
          400,
          ErrorCodes.UNKNOWN_DOMAIN,
          `no deployment for domain ${domain} in this organization`,
        );
      }
      const payload: StaticExportPayload = {
        orgId: principal.orgId,
        deploymentId: deployment.id,
        projectId: deployment.projectId,
        ...wanted,
      };
      const { job, created } = await services.queue.enqueue({
        kind: STATIC_EXPORT_KIND,
        orgId: principal.orgId,
        payload,
        idempotencyKey,
      });
      if (!created && !sameRequest(job.payload as Partial<StaticExportPayload>, wanted)) {
        throw new ApiError(
          422,
          ErrorCodes.IDEMPOTENCY_KEY_REUSED,
          'this Idempotency-Key was already used with a different request body',
        );
      }
      if (created) request.log.info({ jobId: job.id, domain }, 'static export queued');
      return reply.code(202).header('Location', `/v1/static-export/jobs/${job.id}`).send(toJobBody(job));
    },
  );

  app.get(
    '/v1/static-export/jobs/:jobId',
    {
      onRequest: requireEnterprise,
      schema: {
        tags: ['static-export'],
        operationId: 'getStaticExportJob',
        summary: 'Get static export job status',
        description: 'The job with live `progress` (0 to 100, never decreasing) and `pageCount`.',
        params: JobIdParams,
        response: {
          200: response(StaticExportJob, 'The current state of the job.'),
          ...errorResponses(400, 401, 403, 404, 429),
        },
      },
    },
    async (request) => toJobBody(await visibleJob(request.principal, request.params.jobId)),
  );

  app.post(
    '/v1/static-export/jobs/:jobId/bundle',
    {
      onRequest: requireEnterprise,
      schema: {
        tags: ['static-export'],
        operationId: 'generateStaticExportBundle',
        summary: 'Generate export bundle',
        description:
          'A fresh presigned link to the archive of a completed job; every call gives a new link to the same archive. ' +
          '409 while the job is queued or running, or when it failed.',
        params: JobIdParams,
        response: {
          200: response(BundleResponse, 'A fresh presigned link to the bundle archive.'),
          ...errorResponses(400, 401, 403, 404, 409, 429),
        },
      },
    },
    async (request): Promise<BundleResponseBody> => {
      const job = await visibleJob(request.principal, request.params.jobId);
      if (job.status === 'failed') {
        throw new ApiError(
          409,
          ErrorCodes.JOB_FAILED,
          `job ${job.id} failed, so it has no bundle: ${job.error ?? 'unknown error'}`,
        );
      }
      if (job.status !== 'completed') {
        throw new ApiError(
          409,
          ErrorCodes.JOB_NOT_COMPLETED,
          `job ${job.id} is ${job.status}; poll it until it is completed`,
        );
      }
      const result = job.result as StaticExportResult | null;
      const info = result?.bundleKey ? await services.store.head(result.bundleKey) : null;
      if (!result || !info) throw new Error(`bundle object of completed job ${job.id} is missing`);
      const link = await services.store.presignGet(result.bundleKey, services.config.bundleLinkTtlSeconds);
      return {
        jobId: job.id,
        bundleUrl: link.url,
        sizeBytes: info.size,
        expiresAt: link.expiresAt.toISOString(),
        sha256: result.sha256,
      };
    },
  );
};
