/**
 * One GET of a document named by user input (a remote OpenAPI spec, a Google Fonts stylesheet or font file),
 * made safe: every URL, redirects
 * included, passes `assertPublicUrl`, and the connection goes to the addresses that check resolved (a
 * `lookup` hook), so a DNS answer that changes in between cannot point it elsewhere. No credentials, no
 * cookies, a few redirects, one deadline for the whole fetch and a cap on the (decoded) size.
 */
import http from 'node:http';
import https from 'node:https';
import net, { type LookupFunction } from 'node:net';
import zlib from 'node:zlib';
import { pipeline, type Readable } from 'node:stream';
import { assertPublicUrl, SecurityError, type SecurityErrorCode } from './public-url.js';

export interface PublicFetchOptions {
  /** LECTERN_ALLOW_PRIVATE_SOURCES: allow plain http and private addresses. */
  allowPrivate: boolean;
  /** For the whole fetch, redirects included. */
  timeoutMs: number;
  /** Largest body accepted, after decompression. */
  maxBytes: number;
  /** Redirects followed at most; each target is checked like the first URL. */
  maxRedirects: number;
  signal?: AbortSignal;
  /** Sent as `Accept`. */
  accept?: string;
  /** Sent as `User-Agent` (default `lectern`); Google Fonts picks its font format by it. */
  userAgent?: string;
}

export interface PublicFetchResult {
  /** The URL the body came from, after redirects. */
  url: string;
  text: string;
  contentType: string;
}

/** `fetchPublicBytes`'s answer: the body as it came (a font file is not text). */
export interface PublicFetchBytes {
  url: string;
  body: Buffer;
  contentType: string;
}

/** Why a fetch failed, in words fit for a build warning (never the URL's credentials). */
export class PublicFetchError extends Error {
  constructor(
    message: string,
    /** Set when the URL itself was refused (`assertPublicUrl`). */
    readonly code?: SecurityErrorCode,
  ) {
    super(message);
    this.name = 'PublicFetchError';
  }
}

/** Connects only to the addresses the check accepted, whatever the resolver would answer now. */
export function pinnedLookup(addresses: string[]): LookupFunction {
  const all = addresses.map((address) => ({ address, family: net.isIP(address) }));
  return (_hostname, options, callback) => {
    const family = options.family === 'IPv4' ? 4 : options.family === 'IPv6' ? 6 : options.family;
    const wanted = family === 4 || family === 6 ? all.filter((a) => a.family === family) : all;
    if (wanted.length === 0) {
      const err: NodeJS.ErrnoException = new Error('no checked address of that family');
      err.code = 'ENOTFOUND';
      return callback(err, '', 0);
    }
    if (options.all) return callback(null, wanted);
    callback(null, wanted[0]!.address, wanted[0]!.family);
  };
}

function abortReason(signal: AbortSignal, deadline: AbortSignal, timeoutMs: number): PublicFetchError {
  if (deadline.aborted) return new PublicFetchError(`no complete answer within ${timeoutMs / 1000} s`);
  return new PublicFetchError(signal.reason instanceof Error ? signal.reason.message : 'aborted');
}

/** Rejects when `signal` aborts (the resolver behind the check cannot be cancelled). */
function raced<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

function get(
  url: URL,
  addresses: string[],
  headers: { accept: string; userAgent: string },
  signal: AbortSignal,
): Promise<http.IncomingMessage> {
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const req = client.request(url, {
      method: 'GET',
      // No pooled sockets: each connection is made for its own checked addresses.
      agent: false,
      signal,
      // Only what the server needs: no Authorization, no Cookie (credentials in the URL are refused).
      headers: {
        accept: headers.accept,
        'accept-encoding': 'gzip, deflate, br',
        'user-agent': headers.userAgent,
      },
      ...(addresses.length ? { lookup: pinnedLookup(addresses) } : {}),
    });
    req.on('response', resolve);
    req.on('error', reject);
    req.end();
  });
}

/** The body, decompressed; an error or abort of the response reaches the decoder too. */
function decoded(res: http.IncomingMessage): Readable {
  const encoding = String(res.headers['content-encoding'] ?? '').toLowerCase();
  const decoder =
    encoding === 'gzip' || encoding === 'x-gzip'
      ? zlib.createGunzip()
      : encoding === 'deflate'
        ? zlib.createInflate()
        : encoding === 'br'
          ? zlib.createBrotliDecompress()
          : null;
  return decoder ? pipeline(res, decoder, () => {}) : res;
}

const sizeOf = (n: number) => (n >= 2 ** 20 ? `${Math.round((n / 2 ** 20) * 10) / 10} MB` : `${n} bytes`);

/** The body, refusing it as soon as it passes `maxBytes` (declared or decoded). */
async function readBody(res: http.IncomingMessage, maxBytes: number): Promise<Buffer> {
  const declared = Number(res.headers['content-length']);
  const tooLarge = () => new PublicFetchError(`the document is larger than ${sizeOf(maxBytes)}`);
  if (Number.isFinite(declared) && declared > maxBytes) {
    res.destroy();
    throw tooLarge();
  }
  const chunks: Buffer[] = [];
  let size = 0;
  const body = decoded(res);
  try {
    for await (const chunk of body as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > maxBytes) throw tooLarge();
      chunks.push(chunk);
    }
  } finally {
    if (size > maxBytes) {
      body.destroy();
      res.destroy();
    }
  }
  return Buffer.concat(chunks);
}

/** Fetches `input` as text under the rules above; PublicFetchError says why it could not. */
export async function fetchPublicText(input: string, opts: PublicFetchOptions): Promise<PublicFetchResult> {
  const { url, body, contentType } = await fetchPublicBytes(input, opts);
  return { url, text: body.toString('utf8').replace(/^\uFEFF/, ''), contentType };
}

/** Fetches `input` under the rules above, the body as bytes; PublicFetchError says why it could not. */
export async function fetchPublicBytes(input: string, opts: PublicFetchOptions): Promise<PublicFetchBytes> {
  const deadline = AbortSignal.timeout(opts.timeoutMs);
  const signal = opts.signal ? AbortSignal.any([opts.signal, deadline]) : deadline;
  let current = input;
  try {
    for (let hop = 0; ; hop++) {
      const checked = await raced(assertPublicUrl(current, { allowPrivate: opts.allowPrivate }), signal);
      if (checked.url.username || checked.url.password)
        throw new PublicFetchError(
          'a URL with a user name or password is not fetched (no credentials are sent)',
        );
      const res = await get(
        checked.url,
        checked.addresses,
        { accept: opts.accept ?? '*/*', userAgent: opts.userAgent ?? 'lectern' },
        signal,
      );
      const status = res.statusCode ?? 0;
      if (status >= 300 && status < 400 && res.headers.location) {
        res.resume();
        if (hop >= opts.maxRedirects)
          throw new PublicFetchError(
            opts.maxRedirects
              ? `more than ${opts.maxRedirects} redirects`
              : 'a redirect, and none is followed',
          );
        try {
          current = new URL(res.headers.location, checked.url).href;
        } catch {
          throw new PublicFetchError('a redirect to something that is not a URL');
        }
        continue;
      }
      if (status < 200 || status >= 300) {
        res.resume();
        throw new PublicFetchError(`the server answered HTTP ${status}${hop ? ' (after a redirect)' : ''}`);
      }
      const contentType = String(res.headers['content-type'] ?? '');
      return { url: checked.url.href, body: await readBody(res, opts.maxBytes), contentType };
    }
  } catch (err) {
    if (signal.aborted) throw abortReason(signal, deadline, opts.timeoutMs);
    if (err instanceof PublicFetchError) throw err;
    if (err instanceof SecurityError) {
      const redirected = current !== input ? 'a redirect led to a refused URL: ' : '';
      throw new PublicFetchError(`${redirected}${err.message}`, err.code);
    }
    const code = (err as NodeJS.ErrnoException).code;
    throw new PublicFetchError(`the request failed (${code ?? (err as Error).message})`);
  }
}
