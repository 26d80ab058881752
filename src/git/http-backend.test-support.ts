import { spawn } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A real smart-HTTP git server for tests: `git http-backend` run as a CGI program behind node:http on
 * loopback. It requires `Authorization: Basic base64(<user>:<token>)` on every request, like a forge.
 */
export interface GitHttpServer {
  /** Base URL; repositories are `${url}/<name>.git` under `projectRoot`. */
  url: string;
  /** Every request's method, path and the user name it authenticated as (null when refused). */
  requests: Array<{ method: string; path: string; user: string | null; authorized: boolean }>;
  close(): Promise<void>;
}

export interface GitHttpServerOptions {
  projectRoot: string;
  /** The token every request must carry. */
  token: string;
  /** Accepted Basic-auth user names (default: any). */
  users?: string[];
}

export async function startGitHttpServer(opts: GitHttpServerOptions): Promise<GitHttpServer> {
  const requests: GitHttpServer['requests'] = [];
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const user = checkAuth(req.headers.authorization, opts);
    requests.push({ method: req.method ?? '', path: url.pathname, user, authorized: user !== null });
    if (user === null) {
      res.writeHead(401, { 'WWW-Authenticate': 'Basic realm="git"', 'Content-Type': 'text/plain' });
      res.end('authentication required\n');
      return;
    }
    const env: NodeJS.ProcessEnv = {
      PATH: process.env.PATH,
      GIT_PROJECT_ROOT: opts.projectRoot,
      GIT_HTTP_EXPORT_ALL: '1',
      GIT_CONFIG_NOSYSTEM: '1',
      GIT_CONFIG_GLOBAL: '/dev/null',
      PATH_INFO: decodeURIComponent(url.pathname),
      REQUEST_METHOD: req.method,
      QUERY_STRING: url.search.replace(/^\?/, ''),
      CONTENT_TYPE: req.headers['content-type'] ?? '',
      REMOTE_USER: user,
      REMOTE_ADDR: '127.0.0.1',
      GATEWAY_INTERFACE: 'CGI/1.1',
      SERVER_PROTOCOL: 'HTTP/1.1',
      // Pushes need an authenticated user or http.receivepack; we have both.
      GIT_CONFIG_COUNT: '1',
      GIT_CONFIG_KEY_0: 'http.receivepack',
      GIT_CONFIG_VALUE_0: 'true',
    };
    if (req.headers['content-length']) env.CONTENT_LENGTH = req.headers['content-length'];
    if (req.headers['content-encoding']) env.HTTP_CONTENT_ENCODING = req.headers['content-encoding'];
    if (req.headers['git-protocol']) env.GIT_PROTOCOL = String(req.headers['git-protocol']);
    const cgi = spawn('git', ['http-backend'], { env, stdio: ['pipe', 'pipe', 'pipe'] });
    req.pipe(cgi.stdin);
    cgi.stderr.resume();
    pipeCgiResponse(cgi.stdout, res);
    cgi.on('error', () => {
      if (!res.headersSent) res.writeHead(500);
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function checkAuth(header: string | undefined, opts: GitHttpServerOptions): string | null {
  const match = /^Basic\s+(\S+)$/i.exec(header ?? '');
  if (!match) return null;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return null;
  const user = decoded.slice(0, colon);
  const token = decoded.slice(colon + 1);
  if (token !== opts.token) return null;
  if (opts.users && !opts.users.includes(user)) return null;
  return user;
}

/** Reads CGI headers (up to the blank line), maps `Status:` to the HTTP status, streams the body. */
function pipeCgiResponse(stdout: NodeJS.ReadableStream, res: http.ServerResponse): void {
  let head = Buffer.alloc(0);
  let headerDone = false;
  stdout.on('data', (chunk: Buffer) => {
    if (headerDone) {
      res.write(chunk);
      return;
    }
    head = Buffer.concat([head, chunk]);
    const text = head.toString('latin1');
    const crlf = text.indexOf('\r\n\r\n');
    const lf = text.indexOf('\n\n');
    const end = crlf >= 0 && (lf < 0 || crlf < lf) ? crlf + 4 : lf >= 0 ? lf + 2 : -1;
    if (end < 0) return;
    headerDone = true;
    let status = 200;
    const headers: Record<string, string> = {};
    for (const line of text.slice(0, end).split(/\r?\n/)) {
      const i = line.indexOf(':');
      if (i <= 0) continue;
      const name = line.slice(0, i).trim();
      const value = line.slice(i + 1).trim();
      if (name.toLowerCase() === 'status') status = Number.parseInt(value, 10) || 200;
      else headers[name] = value;
    }
    res.writeHead(status, headers);
    res.write(head.subarray(end));
  });
  stdout.on('end', () => {
    if (!headerDone) res.writeHead(502);
    res.end();
  });
}
