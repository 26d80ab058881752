import { downloadToFile, type DownloadOptions } from './download.js';
import { DEFAULT_RETRY, readJson, sendWithRetry, type FetchLike, type RetryPolicy } from './http.js';
import type {
  AgentJob,
  AgentJobList,
  AgentTranscript,
  BundleResponse,
  CreateAgentJobInput,
  DownloadResult,
  ListAgentJobsInput,
  StartStaticExportInput,
  StaticExportJob,
} from './types.js';

export interface LecternClientOptions {
  /** The API's base address, e.g. `http://localhost:3000` (no `/v1`). */
  baseUrl: string;
  /** An admin key, `lct_...`. */
  apiKey: string;
  /** A fetch implementation (defaults to the global one). */
  fetch?: FetchLike;
  retry?: Partial<RetryPolicy>;
  userAgent?: string;
}

export interface RequestOptions {
  signal?: AbortSignal;
}

/** A typed client for Lectern's admin API (and any server that follows the same public API). */
export class LecternClient {
  readonly baseUrl: string;
  readonly #apiKey: string;
  readonly #fetch: FetchLike;
  readonly #retry: RetryPolicy;
  readonly #userAgent: string;

  constructor(options: LecternClientOptions) {
    let base: URL;
    try {
      base = new URL(options.baseUrl);
    } catch {
      throw new TypeError(`baseUrl is not a URL: ${options.baseUrl}`);
    }
    if (base.protocol !== 'http:' && base.protocol !== 'https:')
      throw new TypeError('baseUrl must be http or https');
    if (!options.apiKey) throw new TypeError('apiKey is required');
    this.baseUrl = base.toString().replace(/\/+$/, '');
    this.#apiKey = options.apiKey;
    this.#fetch = options.fetch ?? globalThis.fetch.bind(globalThis);
    this.#retry = { ...DEFAULT_RETRY, ...options.retry };
    this.#userAgent = options.userAgent ?? 'lectern-client';
  }

  /** Starts a static export (202). With an `idempotencyKey`, a retried start returns the same job. */
  async startStaticExport(
    input: StartStaticExportInput,
    options: RequestOptions & { idempotencyKey?: string } = {},
  ): Promise<StaticExportJob> {
    const headers: Record<string, string> = {};
    if (options.idempotencyKey) headers['idempotency-key'] = options.idempotencyKey;
    return this.#json<StaticExportJob>('POST', '/v1/static-export/jobs', 'start static export', {
      body: input,
      headers,
      idempotent: Boolean(options.idempotencyKey),
      signal: options.signal,
    });
  }

  getStaticExport(jobId: string, options: RequestOptions = {}): Promise<StaticExportJob> {
    return this.#json('GET', `/v1/static-export/jobs/${seg(jobId)}`, 'get static export job', options);
  }

  /** A fresh presigned link to the finished job's archive (409 while the job is not completed). */
  createBundle(jobId: string, options: RequestOptions = {}): Promise<BundleResponse> {
    return this.#json('POST', `/v1/static-export/jobs/${seg(jobId)}/bundle`, 'generate bundle', {
      // Every call mints a new link to the same archive, so repeating it is harmless.
      idempotent: true,
      signal: options.signal,
    });
  }

  /** Downloads a bundle link to `file` atomically (temporary file, then rename). */
  downloadBundle(url: string, file: string, options: DownloadOptions = {}): Promise<DownloadResult> {
    return downloadToFile(this.#fetch, url, file, options, this.#retry);
  }

  createAgentJob(
    projectId: string,
    input: CreateAgentJobInput,
    options: RequestOptions = {},
  ): Promise<AgentJob> {
    return this.#json('POST', `/v2/agent/${seg(projectId)}/job`, 'create agent job', {
      body: input,
      signal: options.signal,
    });
  }

  getAgentJob(projectId: string, id: string, options: RequestOptions = {}): Promise<AgentJob> {
    return this.#json('GET', `/v2/agent/${seg(projectId)}/job/${seg(id)}`, 'get agent job', options);
  }

  messageAgentJob(
    projectId: string,
    id: string,
    prompt: string,
    options: RequestOptions = {},
  ): Promise<AgentJob> {
    return this.#json('POST', `/v2/agent/${seg(projectId)}/job/${seg(id)}/message`, 'message agent job', {
      body: { prompt },
      signal: options.signal,
    });
  }

  /** A page of the project's agent jobs, newest first; follow `nextCursor` for more. */
  listAgentJobs(
    projectId: string,
    input: ListAgentJobsInput = {},
    options: RequestOptions = {},
  ): Promise<AgentJobList> {
    const query = new URLSearchParams();
    if (input.limit !== undefined) query.set('limit', String(input.limit));
    if (input.cursor !== undefined) query.set('cursor', input.cursor);
    const qs = query.size ? `?${query}` : '';
    return this.#json('GET', `/v2/agent/${seg(projectId)}/jobs${qs}`, 'list agent jobs', options);
  }

  archiveAgentJob(projectId: string, id: string, options: RequestOptions = {}): Promise<AgentJob> {
    return this.#json('POST', `/v2/agent/${seg(projectId)}/job/${seg(id)}/archive`, 'archive agent job', {
      // Archiving twice leaves the same state.
      idempotent: true,
      signal: options.signal,
    });
  }

  getAgentTranscript(projectId: string, id: string, options: RequestOptions = {}): Promise<AgentTranscript> {
    return this.#json(
      'GET',
      `/v2/agent/${seg(projectId)}/job/${seg(id)}/transcript`,
      'get agent transcript',
      options,
    );
  }

  async #json<T>(
    method: 'GET' | 'POST',
    pathAndQuery: string,
    what: string,
    options: {
      body?: unknown;
      headers?: Record<string, string>;
      idempotent?: boolean;
      signal?: AbortSignal;
    } = {},
  ): Promise<T> {
    const headers: Record<string, string> = {
      accept: 'application/json',
      authorization: `Bearer ${this.#apiKey}`,
      'user-agent': this.#userAgent,
      ...options.headers,
    };
    let body: string | undefined;
    if (options.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.body);
    }
    const response = await sendWithRetry(
      this.#fetch,
      {
        method,
        url: this.baseUrl + pathAndQuery,
        headers,
        body,
        idempotent: method === 'GET' || Boolean(options.idempotent),
        what,
        signal: options.signal,
      },
      this.#retry,
    );
    return readJson<T>(response, what);
  }
}

/** Path segments are ids; encoding them keeps `../` or `?` in an id from reaching another route. */
function seg(value: string): string {
  if (typeof value !== 'string' || value === '') throw new TypeError('an id is required');
  return encodeURIComponent(value);
}
