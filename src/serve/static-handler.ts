import fs from 'node:fs';
import type http from 'node:http';
import { pipeline } from 'node:stream/promises';
import { prefersMarkdown } from './accept.js';
import { contentTypeFor } from './content-types.js';
import type { Redirects } from './redirects.js';
import { parseTarget, sitePath, type ParsedTarget } from './request-path.js';
import type { SiteFile, SiteIndex } from './site-index.js';

export interface StaticSite {
  files: SiteIndex;
  redirects: Redirects;
  /** Sent with every page (HTML) response: the agent discovery headers (engine discoveryHeaders). */
  pageHeaders?: Record<string, string>;
}

const YEAR = 31_536_000;
/** `_lectern/app.3f2a1b.css`, `_lectern/chunk-3f2a1b9c.js`: names that change whenever the content does. */
const HASHED_NAME = /[.-][0-9a-f]{6,}\.[a-z0-9]+$/i;

export function cacheControlFor(relPath: string): string {
  if (relPath.startsWith('_lectern/') && HASHED_NAME.test(relPath))
    return `public, max-age=${YEAR}, immutable`;
  // Text at stable names (pages, their Markdown, llms.txt, skill files, the .well-known indexes): revalidated.
  if (/\.(html?|json|xml|txt|md|js|css)$/i.test(relPath)) return 'no-cache';
  // Images and fonts at stable names: short-lived, then revalidated by ETag.
  return 'public, max-age=3600';
}

type Resolution =
  | { kind: 'file'; relPath: string; file: SiteFile }
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'not-found' };

/** Maps a checked request target onto the site: pages without `.html`, folders with `index.html`, then redirects. */
export function resolveTarget(site: StaticSite, target: ParsedTarget): Resolution {
  const { files } = site;
  const rel = target.segments.join('/');
  const file = (p: string): Resolution | null => {
    const f = files.get(p);
    return f ? { kind: 'file', relPath: p, file: f } : null;
  };
  if (rel === '') return file('index.html') ?? fromRedirects(site, target);
  if (!target.trailingSlash) {
    const found = file(rel) ?? file(`${rel}.html`);
    if (found) return found;
    // A folder page: its relative links only work from `/folder/`.
    if (files.has(`${rel}/index.html`))
      return { kind: 'redirect', status: 308, location: sitePath(target.segments, true, target.query) };
  } else {
    const found = file(`${rel}/index.html`);
    if (found) return found;
    // A page asked for as `/page/`: its relative links only work from `/page`.
    if (files.has(`${rel}.html`) || files.has(rel))
      return { kind: 'redirect', status: 308, location: sitePath(target.segments, false, target.query) };
  }
  return fromRedirects(site, target);
}

function fromRedirects(site: StaticSite, target: ParsedTarget): Resolution {
  const match = site.redirects.match(target.segments, target.query);
  return match ? { kind: 'redirect', ...match } : { kind: 'not-found' };
}

/** Serves one request from an unpacked site. Returns after the response is finished. */
export async function serveStatic(
  site: StaticSite,
  req: http.IncomingMessage,
  res: http.ServerResponse,
): Promise<void> {
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' });
    res.end('Method not allowed\n');
    return;
  }
  const parsed = parseTarget(req.url);
  if (!parsed.ok) {
    res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' });
    res.end('Bad request\n');
    return;
  }
  const resolution = resolveTarget(site, parsed.target);
  if (resolution.kind === 'redirect') {
    res.writeHead(resolution.status, {
      Location: resolution.location,
      'Cache-Control': 'no-cache',
      'Content-Type': 'text/plain; charset=utf-8',
    });
    res.end(req.method === 'HEAD' ? undefined : `Redirecting to ${resolution.location}\n`);
    return;
  }
  if (resolution.kind === 'not-found') {
    const page = site.files.get('404.html');
    if (!page) {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' });
      res.end(req.method === 'HEAD' ? undefined : 'Not found\n');
      return;
    }
    await sendFile(req, res, 404, '404.html', page, false, site.pageHeaders);
    return;
  }
  // A page with a Markdown twin answers by the Accept header, as Mintlify's pages do: caches must know.
  const twin = markdownTwin(site, resolution.relPath);
  if (twin) {
    res.setHeader('Vary', 'Accept');
    if (prefersMarkdown(req.headers.accept)) {
      await sendFile(req, res, 200, twin.relPath, twin.file, true);
      return;
    }
  }
  await sendFile(req, res, 200, resolution.relPath, resolution.file, true, site.pageHeaders);
}

/** The page's `.md` beside its `.html`, which the build writes when the page menu needs it. */
function markdownTwin(site: StaticSite, relPath: string): { relPath: string; file: SiteFile } | null {
  if (!relPath.endsWith('.html')) return null;
  const md = `${relPath.slice(0, -'.html'.length)}.md`;
  const file = site.files.get(md);
  return file ? { relPath: md, file } : null;
}

async function sendFile(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  status: number,
  relPath: string,
  file: SiteFile,
  conditional: boolean,
  pageHeaders: Record<string, string> = {},
): Promise<void> {
  const type = contentTypeFor(relPath);
  const headers: http.OutgoingHttpHeaders = {
    ...(type.startsWith('text/html') ? pageHeaders : {}),
    'Content-Type': type,
    'Content-Length': file.size,
    'Cache-Control': status === 200 ? cacheControlFor(relPath) : 'no-cache',
    'Last-Modified': file.lastModified.toUTCString(),
  };
  if (status === 200) headers.ETag = file.etag;
  if (conditional && etagMatches(req.headers['if-none-match'], file.etag)) {
    delete headers['Content-Length'];
    delete headers['Content-Type'];
    res.writeHead(304, headers);
    res.end();
    return;
  }
  res.writeHead(status, headers);
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  try {
    await pipeline(fs.createReadStream(file.abs), res);
  } catch {
    // The client went away, or the file vanished under us: the response is already committed.
    res.destroy();
  }
}

function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const bare = (t: string) => t.trim().replace(/^W\//, '');
  return header.split(',').some((t) => t.trim() === '*' || bare(t) === bare(etag));
}
