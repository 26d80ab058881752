import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ForgeKind } from './types.js';

/**
 * A small stand-in for the REST API of GitHub, GitLab or Gitea, for tests: the paths, auth headers,
 * request fields, response fields and error bodies of the real services, with pull requests in memory.
 */
export interface RecordedForgeRequest {
  method: string;
  /** Raw path and query as received (GitLab project ids stay URL-encoded). */
  url: string;
  headers: http.IncomingHttpHeaders;
  body: unknown;
}

export interface StoredPull {
  number: number;
  head: string;
  base: string;
  title: string;
  body: string;
  draft: boolean;
  state: 'open' | 'closed';
  /** A merged pull request is also `closed`, as GitHub and Gitea report it. */
  merged: boolean;
  url: string;
}

/** A request held before the server acts on it, for tests that need something to happen meanwhile. */
export interface HeldRequest {
  /** Resolves when the matching request has arrived (and is waiting). */
  arrived: Promise<void>;
  /** Lets it go on; the server then handles it as usual. */
  release(): void;
}

export interface ForgeServer {
  kind: ForgeKind;
  /** What to configure as the project's forge API URL. */
  apiUrl: string;
  requests: RecordedForgeRequest[];
  pulls: StoredPull[];
  /** The next matching request gets this status and forge-style error body instead. */
  failNext(status: number, message: string, match?: { method?: string }): void;
  /** The next matching request waits until released. */
  holdNext(match: { method: string }): HeldRequest;
  /** Closes a pull request as a person would on the forge, merging it or not. */
  closePull(number: number, opts: { merged: boolean }): void;
  close(): Promise<void>;
}

export interface ForgeServerOptions {
  kind: ForgeKind;
  token: string;
  /** `owner/repo` (GitLab: any group path) the API serves. */
  repoPath: string;
  /** Real forges refuse a pull request whose head branch does not exist. */
  branchExists?: (branch: string) => Promise<boolean>;
}

const API_PREFIX: Record<ForgeKind, string> = { github: '', gitlab: '/api/v4', gitea: '/api/v1' };

export async function startForgeServer(opts: ForgeServerOptions): Promise<ForgeServer> {
  const requests: RecordedForgeRequest[] = [];
  const pulls: StoredPull[] = [];
  const failures: Array<{ status: number; message: string; method?: string }> = [];
  const holds: Array<{ method: string; arrived: () => void; gate: Promise<void> }> = [];
  let origin = '';
  const collection =
    opts.kind === 'gitlab'
      ? `${API_PREFIX.gitlab}/projects/${encodeURIComponent(opts.repoPath)}/merge_requests`
      : `${API_PREFIX[opts.kind]}/repos/${opts.repoPath}/pulls`;

  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    let body: unknown = null;
    try {
      body = raw ? JSON.parse(raw) : null;
    } catch {
      body = raw;
    }
    requests.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
    const send = (status: number, data: unknown): void => {
      res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(data));
    };
    const fail = (status: number, message: string): void =>
      send(status, errorBody(opts.kind, status, message));

    if (!authorized(opts.kind, req.headers, opts.token))
      return fail(401, opts.kind === 'github' ? 'Bad credentials' : '401 Unauthorized');
    const hold = holds.findIndex((h) => h.method === req.method);
    if (hold >= 0) {
      const [h] = holds.splice(hold, 1);
      h.arrived();
      await h.gate;
    }
    const failure = failures.findIndex((f) => !f.method || f.method === req.method);
    if (failure >= 0) {
      const [f] = failures.splice(failure, 1);
      return fail(f.status, f.message);
    }
    const [pathname, search = ''] = (req.url ?? '').split('?');
    const query = new URLSearchParams(search);
    if (pathname === collection && req.method === 'GET') {
      const open = pulls.filter((p) => p.state === 'open').reverse();
      const filtered =
        opts.kind === 'github'
          ? open.filter(
              (p) => !query.get('head') || `${opts.repoPath.split('/')[0]}:${p.head}` === query.get('head'),
            )
          : opts.kind === 'gitlab'
            ? open.filter((p) => !query.get('source_branch') || p.head === query.get('source_branch'))
            : open;
      return send(
        200,
        filtered.map((p) => present(opts.kind, p)),
      );
    }
    if (pathname === collection && req.method === 'POST') {
      const input = readCreate(opts.kind, body);
      if (typeof input === 'string') return fail(opts.kind === 'gitlab' ? 400 : 422, input);
      if (opts.branchExists && !(await opts.branchExists(input.head))) {
        return fail(
          422,
          opts.kind === 'gitlab' ? 'Source branch does not exist' : 'head branch does not exist',
        );
      }
      if (pulls.some((p) => p.state === 'open' && p.head === input.head && p.base === input.base)) {
        return opts.kind === 'github'
          ? fail(422, `A pull request already exists for ${opts.repoPath.split('/')[0]}:${input.head}.`)
          : fail(409, 'Another open merge request already exists for this source branch');
      }
      const number = pulls.length + 1;
      const web =
        opts.kind === 'gitlab'
          ? `${origin}/${opts.repoPath}/-/merge_requests/${number}`
          : `${origin}/${opts.repoPath}/${opts.kind === 'github' ? 'pull' : 'pulls'}/${number}`;
      const pull: StoredPull = { number, ...input, state: 'open', merged: false, url: web };
      pulls.push(pull);
      return send(201, present(opts.kind, pull));
    }
    const one = new RegExp(`^${escapeRe(collection)}/(\\d+)$`).exec(pathname);
    const updateMethod = opts.kind === 'gitlab' ? 'PUT' : 'PATCH';
    if (one && req.method === 'GET') {
      const pull = pulls.find((p) => p.number === Number(one[1]));
      return pull
        ? send(200, present(opts.kind, pull))
        : fail(404, opts.kind === 'gitlab' ? '404 Not found' : 'Not Found');
    }
    if (one && req.method === updateMethod) {
      const pull = pulls.find((p) => p.number === Number(one[1]));
      if (!pull) return fail(404, opts.kind === 'gitlab' ? '404 Not found' : 'Not Found');
      const b = (body ?? {}) as Record<string, unknown>;
      if (typeof b.title === 'string') pull.title = b.title;
      const text = opts.kind === 'gitlab' ? b.description : b.body;
      if (typeof text === 'string') pull.body = text;
      return send(200, present(opts.kind, pull));
    }
    return fail(404, opts.kind === 'gitlab' ? '404 Not found' : 'Not Found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    kind: opts.kind,
    apiUrl: origin + API_PREFIX[opts.kind],
    requests,
    pulls,
    failNext: (status, message, match) => void failures.push({ status, message, method: match?.method }),
    holdNext: (match) => {
      let arrived!: () => void;
      let release!: () => void;
      const arrival = new Promise<void>((resolve) => (arrived = resolve));
      const gate = new Promise<void>((resolve) => (release = resolve));
      holds.push({ method: match.method, arrived, gate });
      return { arrived: arrival, release };
    },
    closePull: (number, { merged }) => {
      const pull = pulls.find((p) => p.number === number);
      if (!pull) throw new Error(`no pull request ${number}`);
      Object.assign(pull, { state: 'closed', merged });
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function authorized(kind: ForgeKind, headers: http.IncomingHttpHeaders, token: string): boolean {
  if (kind === 'gitlab')
    return headers['private-token'] === token || headers.authorization === `Bearer ${token}`;
  if (kind === 'gitea')
    return headers.authorization === `token ${token}` || headers.authorization === `Bearer ${token}`;
  return headers.authorization === `Bearer ${token}` || headers.authorization === `token ${token}`;
}

type CreateInput = Pick<StoredPull, 'head' | 'base' | 'title' | 'body' | 'draft'>;

/** Validates a create request the way each forge does; a string is the validation error. */
function readCreate(kind: ForgeKind, body: unknown): CreateInput | string {
  const b = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const str = (k: string): string | null =>
    typeof b[k] === 'string' && (b[k] as string).length > 0 ? (b[k] as string) : null;
  if (kind === 'gitlab') {
    for (const k of ['source_branch', 'target_branch', 'title']) if (!str(k)) return `${k} is missing`;
    const title = str('title')!;
    return {
      head: str('source_branch')!,
      base: str('target_branch')!,
      title,
      body: str('description') ?? '',
      draft: /^(draft:|\[draft\])/i.test(title),
    };
  }
  for (const k of ['head', 'base', 'title'])
    if (!str(k)) return kind === 'github' ? `Validation Failed: ${k} missing_field` : `[${k}]: Required`;
  if (kind === 'github' && b.draft !== undefined && typeof b.draft !== 'boolean')
    return 'Validation Failed: draft is not a boolean';
  const title = str('title')!;
  return {
    head: str('head')!,
    base: str('base')!,
    title,
    body: str('body') ?? '',
    draft: kind === 'github' ? b.draft === true : /^wip:/i.test(title),
  };
}

function present(kind: ForgeKind, p: StoredPull): Record<string, unknown> {
  if (kind === 'gitlab') {
    return {
      id: 1000 + p.number,
      iid: p.number,
      title: p.title,
      description: p.body,
      state: p.merged ? 'merged' : p.state === 'open' ? 'opened' : 'closed',
      source_branch: p.head,
      target_branch: p.base,
      draft: p.draft,
      work_in_progress: p.draft,
      web_url: p.url,
    };
  }
  return {
    id: 1000 + p.number,
    number: p.number,
    title: p.title,
    body: p.body,
    state: p.state,
    merged: p.merged,
    draft: p.draft,
    head: { ref: p.head, label: p.head },
    base: { ref: p.base },
    html_url: p.url,
    url: p.url,
  };
}

function errorBody(kind: ForgeKind, status: number, message: string): unknown {
  if (kind === 'github') {
    return status === 422
      ? {
          message: 'Validation Failed',
          errors: [{ resource: 'PullRequest', code: 'custom', message }],
          documentation_url: 'https://docs.github.com/rest',
        }
      : { message, documentation_url: 'https://docs.github.com/rest' };
  }
  if (kind === 'gitlab') return status === 400 ? { error: message } : { message: [message] };
  return { message, url: 'https://gitea.example/api/swagger' };
}

function escapeRe(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
