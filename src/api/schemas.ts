import { Type, type Static, type TSchema } from '@sinclair/typebox';

/**
 * Shared request and response schemas. Each named schema is registered once with `app.addSchema` and
 * referenced from routes through `ref(...)`, so the OpenAPI document lists it under
 * `components.schemas.<$id>` (the names follow the public static-export OpenAPI file).
 */

/** A reference to a registered schema that keeps the TypeScript type of the target. */
export function ref<T extends TSchema & { $id?: string }>(schema: T) {
  if (!schema.$id) throw new Error('ref() needs a schema with an $id');
  return Type.Unsafe<Static<T>>(Type.Ref(schema.$id));
}

/** A documented response header (Location, Retry-After, WWW-Authenticate, ...). */
export interface HeaderDoc {
  type: 'string' | 'integer';
  description: string;
}

/**
 * A response schema: a reference to a registered schema, with the description and headers the OpenAPI
 * document shows for this status.
 */
export function response<T extends TSchema & { $id?: string }>(
  schema: T,
  description: string,
  headers?: Record<string, HeaderDoc>,
) {
  if (!schema.$id) throw new Error('response() needs a schema with an $id');
  return Type.Unsafe<Static<T>>({ $ref: schema.$id, description, ...(headers ? { headers } : {}) });
}

export const ErrorSchema = Type.Object(
  {
    error: Type.String({ description: 'A human-readable description of the error.' }),
    code: Type.String({ description: 'A stable machine-readable error code, e.g. `UNAUTHORIZED`.' }),
  },
  { $id: 'Error', description: 'Every error response has this shape; never HTML, never a stack trace.' },
);

export const StartStaticExportRequest = Type.Object(
  {
    domain: Type.String({
      minLength: 1,
      maxLength: 253,
      description: 'The domain of the deployment to export: a bare hostname, no protocol, port or path.',
      examples: ['docs.example.com'],
    }),
    version: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 128,
        description: 'A label for this export; it is written into the bundle manifest.',
        examples: ['2024-06-01'],
      }),
    ),
    paths: Type.Optional(
      Type.Array(Type.String({ minLength: 1, maxLength: 512 }), {
        maxItems: 10000,
        description:
          'Page paths to include (relative, e.g. `guides/getting-started`). When omitted or empty, every page is exported.',
        examples: [['index', 'guides/getting-started']],
      }),
    ),
  },
  { $id: 'StartStaticExportRequest' },
);
export type StartStaticExportBody = Static<typeof StartStaticExportRequest>;

export const JobStatus = Type.Unsafe<'queued' | 'running' | 'completed' | 'failed'>({
  type: 'string',
  enum: ['queued', 'running', 'completed', 'failed'],
  description: 'The current state of the job.',
});

export const StaticExportJob = Type.Object(
  {
    jobId: Type.String({
      description: 'Unique identifier of the export job.',
      examples: ['se_3f9a2c1b8e7d4a06'],
    }),
    status: JobStatus,
    progress: Type.Number({
      minimum: 0,
      maximum: 100,
      description: 'Completion percentage; never decreases.',
    }),
    pageCount: Type.Integer({
      minimum: 0,
      description: 'Pages rendered so far; at completion, the number of pages in the export.',
    }),
    createdAt: Type.String({ format: 'date-time' }),
    updatedAt: Type.String({ format: 'date-time' }),
    error: Type.Union([Type.String(), Type.Null()], {
      description: 'Why the job failed; null unless `status` is `failed`.',
    }),
  },
  { $id: 'StaticExportJob' },
);
export type StaticExportJobBody = Static<typeof StaticExportJob>;

export const BundleResponse = Type.Object(
  {
    jobId: Type.String(),
    bundleUrl: Type.String({
      format: 'uri',
      description:
        'A presigned link to the `.tar.gz` archive. Every call returns a fresh link; download before `expiresAt`.',
    }),
    sizeBytes: Type.Integer({ minimum: 0, description: 'Size of the archive in bytes.' }),
    expiresAt: Type.String({ format: 'date-time', description: 'When the link expires.' }),
    sha256: Type.String({ pattern: '^[0-9a-f]{64}$', description: 'SHA-256 of the archive, hex.' }),
  },
  { $id: 'BundleResponse' },
);
export type BundleResponseBody = Static<typeof BundleResponse>;

export const JobIdParams = Type.Object({
  jobId: Type.String({
    minLength: 1,
    maxLength: 64,
    description: 'The job id returned when the job was started.',
  }),
});

export const HealthResponse = Type.Object({ status: Type.Literal('ok') }, { $id: 'Health' });

const CheckState = Type.Union([Type.Literal('ok'), Type.Literal('error')]);
export const ReadyResponse = Type.Object(
  {
    status: Type.Union([Type.Literal('ok'), Type.Literal('unavailable')]),
    checks: Type.Object({ database: CheckState, store: CheckState }),
    error: Type.Optional(Type.String()),
    code: Type.Optional(Type.String()),
  },
  { $id: 'Readiness' },
);

/** Every schema that must be registered with `app.addSchema` before routes reference it. */
export const sharedSchemas: TSchema[] = [
  ErrorSchema,
  StartStaticExportRequest,
  StaticExportJob,
  BundleResponse,
  HealthResponse,
  ReadyResponse,
];

const ERROR_DESCRIPTIONS: Record<number, [string, Record<string, HeaderDoc>?]> = {
  400: [
    'The request is invalid: malformed, its parameters or body fail the schema, or (static export) the domain ' +
      'has no deployment here.',
  ],
  401: [
    'The admin key is missing, malformed, unknown, revoked or expired.',
    {
      'WWW-Authenticate': {
        type: 'string',
        description: 'Always `Bearer realm="lectern"`, with `error="invalid_token"` when a key was sent.',
      },
    },
  ],
  403: ['The key lacks the scope (read for GET, write otherwise), or the organization lacks the plan.'],
  404: ["No such resource in this organization (other organizations' resources are never revealed)."],
  408: ['The request did not arrive in time; the connection is closed.'],
  409: ['The job has not completed (queued or running) or it failed, so it has no bundle.'],
  413: ['The request body is too large.'],
  415: ['The request body is not `application/json`.'],
  416: ['The requested range is outside the object.'],
  422: ['The `Idempotency-Key` was already used with a different request body.'],
  429: [
    'Too many requests for this key.',
    { 'Retry-After': { type: 'integer', description: 'Seconds to wait before retrying.' } },
  ],
  431: ['The request headers are too large (16 KiB by default); the connection is closed.'],
  500: ['An unexpected server error; the body never carries details (they are logged).'],
};

/**
 * Statuses any operation can answer: Node's HTTP parser refuses a malformed request (400), one whose
 * headers are too large (431) or one that does not arrive in time (408) before any route runs (see
 * `client-error.ts`), and any route can fail unexpectedly (500).
 */
const EVERY_OPERATION = [400, 408, 431, 500];

/** Error responses for a route's schema, by status, each pointing at the shared Error schema. */
export function errorResponses(...statuses: number[]): Record<number, TSchema> {
  const out: Record<number, TSchema> = {};
  for (const status of new Set([...statuses, ...EVERY_OPERATION])) {
    const [description, headers] = ERROR_DESCRIPTIONS[status] ?? ['Error.'];
    out[status] = response(ErrorSchema, description, headers);
  }
  return out;
}
