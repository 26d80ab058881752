import { Type, type Static } from '@sinclair/typebox';

/** The AgentJob resource: exactly the fields of the spec (section 2.1) and the public OpenAPI file. */
export const AgentJobSchema = Type.Object(
  {
    id: Type.String({
      description: 'Unique identifier of the agent job.',
      examples: ['aj_3f9a2c1b8e7d4a06'],
    }),
    status: Type.Unsafe<'active' | 'completed' | 'archived' | 'failed'>({
      type: 'string',
      enum: ['active', 'completed', 'archived', 'failed'],
      description:
        '`active`: the agent is working on the prompt. `completed`: it finished; a pull request may have been created (check `prLink`). ' +
        '`archived`: the job was archived. `failed`: the agent hit an unrecoverable error. Poll until `completed`, `archived` or `failed`.',
    }),
    source: Type.Object(
      {
        repository: Type.String({ description: 'Full URL of the hosted repository.' }),
        ref: Type.Union([Type.String(), Type.Null()], {
          description: 'The branch the agent works on (`lectern/agent-<id>`).',
        }),
      },
      { description: 'Source repository information.' },
    ),
    model: Type.String({ description: 'The AI model used for this job.' }),
    prLink: Type.Union([Type.String({ format: 'uri' }), Type.Null()], {
      description:
        'URL of the pull (merge) request. `null` while the job is `active`, and when the agent changed no files.',
      examples: ['https://github.com/org/repo/pull/123'],
    }),
    createdAt: Type.String({ format: 'date-time' }),
    archivedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  },
  { additionalProperties: false, description: 'An agent job.' },
);
export type AgentJobBody = Static<typeof AgentJobSchema>;

export const CreateAgentJobBody = Type.Object({
  prompt: Type.String({
    minLength: 1,
    maxLength: 20_000,
    description: 'The instruction for the agent to execute.',
  }),
  branch: Type.Optional(
    Type.String({
      minLength: 1,
      maxLength: 200,
      description:
        'Base branch to start from (default: the project default branch). The agent works on a new branch off it.',
    }),
  ),
  model: Type.Optional(
    Type.String({
      minLength: 1,
      maxLength: 128,
      description: 'Model name (default: the project model, else the server default).',
    }),
  ),
  asDraft: Type.Optional(Type.Boolean({ default: false, description: 'Open the pull request as a draft.' })),
});

export const MessageBody = Type.Object({
  prompt: Type.String({
    minLength: 1,
    maxLength: 20_000,
    description: 'The follow-up instruction for the agent.',
  }),
});

export const ProjectParams = Type.Object({
  projectId: Type.String({ minLength: 1, maxLength: 64, description: 'The project identifier.' }),
});

export const JobParams = Type.Object({
  projectId: Type.String({ minLength: 1, maxLength: 64, description: 'The project identifier.' }),
  id: Type.String({ minLength: 1, maxLength: 64, description: 'Unique identifier of the agent job.' }),
});

export const ListQuery = Type.Object({
  limit: Type.Optional(
    Type.Integer({ minimum: 1, maximum: 100, default: 20, description: 'Jobs per page (newest first).' }),
  ),
  cursor: Type.Optional(
    Type.String({ minLength: 1, maxLength: 200, description: '`nextCursor` of the previous page.' }),
  ),
});

export const AgentJobList = Type.Object({
  jobs: Type.Array(AgentJobSchema),
  nextCursor: Type.Union([Type.String(), Type.Null()], {
    description: 'Pass as `cursor` for the next page; null on the last page.',
  }),
});

export const TranscriptResponse = Type.Object({
  id: Type.String(),
  status: Type.String(),
  error: Type.Union([Type.String(), Type.Null()], { description: 'Why the job failed; null otherwise.' }),
  transcript: Type.Array(Type.Object({}, { additionalProperties: true }), {
    description:
      'Runs (prompts), model steps with tool calls and results, build checks, commits, pull request events and status changes, in order. Secrets are redacted.',
  }),
});
