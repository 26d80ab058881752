import { Type } from '@sinclair/typebox';
import { AgentService, AgentServiceError, type AgentJob } from '../../agent/index.js';
import type { Services } from '../../server/services.js';
import { ApiError, ErrorCodes } from '../errors.js';
import { ErrorSchema, errorResponses, response } from '../schemas.js';
import type { ApiPlugin } from '../type-provider.js';
import {
  AgentJobList,
  AgentJobSchema,
  CreateAgentJobBody,
  JobParams,
  ListQuery,
  MessageBody,
  ProjectParams,
  TranscriptResponse,
} from './schemas.js';

const conflict = response(ErrorSchema, 'The job is archived, or still working on an earlier prompt.');
const rateLimited = response(
  ErrorSchema,
  'More than 100 creates and messages for this project in the past hour.',
  {
    'Retry-After': { type: 'integer', description: 'Seconds to wait before retrying.' },
  },
);
const agentJob = (description: string) => Type.Unsafe<AgentJob>({ ...AgentJobSchema, description });

function toApiError(err: unknown): unknown {
  if (!(err instanceof AgentServiceError)) return err;
  switch (err.code) {
    case 'NOT_FOUND':
      return new ApiError(404, ErrorCodes.NOT_FOUND, err.message);
    case 'INVALID_REQUEST':
      return new ApiError(400, ErrorCodes.INVALID_REQUEST, err.message);
    case 'CONFLICT':
      return new ApiError(409, 'CONFLICT', err.message);
    case 'RATE_LIMITED':
      return new ApiError(429, ErrorCodes.RATE_LIMITED, err.message, {
        'Retry-After': String(err.retryAfterSeconds),
      });
  }
}

async function mapped<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (err) {
    throw toApiError(err);
  }
}

/**
 * `/v2/agent/{projectId}/...`: the seed's create, get and message, plus list, archive and (a Lectern
 * extension, for the CLI) the transcript. Scopes: read for GET, write for POST (the app's global hook).
 */
export const agentRoutes: ApiPlugin<{ services: Services }> = async (app, { services }) => {
  const agents = new AgentService(services);
  const tags = ['agent'];

  app.post(
    '/v2/agent/:projectId/job',
    {
      schema: {
        tags,
        operationId: 'createAgentJob',
        summary: 'Create agent job',
        description:
          'Starts an agent job in the background on a new branch `lectern/agent-<id>`. Poll the job until it is no longer `active`; ' +
          'when the agent changed files, `prLink` holds the pull request.',
        params: ProjectParams,
        body: CreateAgentJobBody,
        response: {
          201: agentJob('Agent job created'),
          ...errorResponses(400, 401, 403, 404),
          429: rateLimited,
        },
      },
    },
    async (request, reply) => {
      const job = await mapped(agents.create(request.principal, request.params.projectId, request.body));
      request.log.info({ agentJobId: job.id, projectId: request.params.projectId }, 'agent job created');
      return reply
        .code(201)
        .header('Location', `/v2/agent/${request.params.projectId}/job/${job.id}`)
        .send(job);
    },
  );

  app.get(
    '/v2/agent/:projectId/job/:id',
    {
      schema: {
        tags,
        operationId: 'getAgentJob',
        summary: 'Get agent job',
        description: 'The current status and details of an agent job. Poll this endpoint to follow progress.',
        params: JobParams,
        response: { 200: agentJob('Agent job details'), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => mapped(agents.get(request.principal, request.params.projectId, request.params.id)),
  );

  app.post(
    '/v2/agent/:projectId/job/:id/message',
    {
      schema: {
        tags,
        operationId: 'sendAgentJobMessage',
        summary: 'Send follow-up message',
        description:
          'Continues a `completed` or `failed` job with a new prompt on the same branch; the job becomes `active` again and its pull ' +
          'request is updated (never a second one). 409 for an `active` or `archived` job.',
        params: JobParams,
        body: MessageBody,
        response: {
          200: agentJob('Message accepted'),
          ...errorResponses(400, 401, 403, 404),
          409: conflict,
          429: rateLimited,
        },
      },
    },
    async (request) =>
      mapped(
        agents.message(request.principal, request.params.projectId, request.params.id, request.body.prompt),
      ),
  );

  app.get(
    '/v2/agent/:projectId/jobs',
    {
      schema: {
        tags,
        operationId: 'listAgentJobs',
        summary: 'List agent jobs',
        description: "The project's agent jobs, newest first, a page at a time (a Lectern extension).",
        params: ProjectParams,
        querystring: ListQuery,
        response: { 200: AgentJobList, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      mapped(
        agents.list(
          request.principal,
          request.params.projectId,
          request.query.limit ?? 20,
          request.query.cursor ?? null,
        ),
      ),
  );

  app.post(
    '/v2/agent/:projectId/job/:id/archive',
    {
      schema: {
        tags,
        operationId: 'archiveAgentJob',
        summary: 'Archive agent job',
        description:
          'Sets `archived` and `archivedAt`. An `active` job is stopped first (a Lectern extension).',
        params: JobParams,
        response: { 200: agentJob('The archived job'), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => mapped(agents.archive(request.principal, request.params.projectId, request.params.id)),
  );

  app.get(
    '/v2/agent/:projectId/job/:id/transcript',
    {
      schema: {
        tags,
        operationId: 'getAgentJobTranscript',
        summary: 'Get agent job transcript',
        description:
          'What the agent did: its steps, tool calls and results, build checks, commits and pull request, and why it failed. ' +
          'A Lectern extension (used by `lectern agent get --transcript`); secrets are redacted.',
        params: JobParams,
        response: { 200: TranscriptResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { id, status, error, transcript } = await mapped(
        agents.transcript(request.principal, request.params.projectId, request.params.id),
      );
      return { id, status, error, transcript: transcript as unknown as Array<Record<string, unknown>> };
    },
  );
};

export default agentRoutes;
