import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { ApiClientError, ClientErrorCodes, errorFromResponse, redactUrl } from './errors.js';
import { DEFAULT_RETRY, backoffDelay, sleep, type FetchLike, type RetryPolicy } from './http.js';
import type { DownloadProgress, DownloadResult } from './types.js';

export interface DownloadOptions {
  onProgress?: (p: DownloadProgress) => void;
  /** When given, a download whose SHA-256 differs is deleted and rejected. */
  expectedSha256?: string;
  expectedSize?: number;
  signal?: AbortSignal;
}

/**
 * Streams a bundle link to `file`: into a temporary file beside it, hashed on the way, then renamed, so
 * `file` is either the whole archive or untouched. The link is presigned: no Authorization header is sent
 * (it may point at another host), and its query string never appears in errors.
 */
export async function downloadToFile(
  fetchImpl: FetchLike,
  url: string,
  file: string,
  options: DownloadOptions,
  policy: RetryPolicy,
): Promise<DownloadResult> {
  const target = path.resolve(file);
  await fs.promises.mkdir(path.dirname(target), { recursive: true });
  for (let attempt = 0; ; attempt++) {
    try {
      return await downloadOnce(fetchImpl, url, target, options);
    } catch (err) {
      const retryable =
        err instanceof ApiClientError &&
        (err.status === 0 || err.status >= 500) &&
        err.code !== ClientErrorCodes.ABORTED;
      if (!retryable || attempt >= policy.maxRetries) throw err;
      await sleep(backoffDelay(policy, attempt), options.signal);
    }
  }
}

async function downloadOnce(
  fetchImpl: FetchLike,
  url: string,
  target: string,
  options: DownloadOptions,
): Promise<DownloadResult> {
  const shown = redactUrl(url);
  let response: Response;
  try {
    response = await fetchImpl(url, { method: 'GET', signal: options.signal, redirect: 'follow' });
  } catch (err) {
    if (options.signal?.aborted) throw new ApiClientError(0, ClientErrorCodes.ABORTED, 'download aborted');
    throw new ApiClientError(
      0,
      ClientErrorCodes.NETWORK_ERROR,
      `cannot download ${shown}: ${(err as Error).message}`,
      null,
      { cause: err },
    );
  }
  if (!response.ok) {
    const error = await errorFromResponse(response, `download of ${shown}`);
    const hint = response.status === 403 ? ' (the link is expired or invalid: generate a fresh one)' : '';
    throw new ApiClientError(error.status, error.code, `${error.message}${hint}`, error.retryAfter);
  }
  if (!response.body)
    throw new ApiClientError(
      response.status,
      ClientErrorCodes.DOWNLOAD_FAILED,
      `download of ${shown}: empty response`,
    );

  const lengthHeader = response.headers.get('content-length');
  const totalBytes = lengthHeader && /^\d+$/.test(lengthHeader) ? Number(lengthHeader) : null;
  const hash = createHash('sha256');
  let receivedBytes = 0;
  const meter = new Transform({
    transform(chunk: Buffer, _enc, done) {
      hash.update(chunk);
      receivedBytes += chunk.length;
      options.onProgress?.({ receivedBytes, totalBytes });
      done(null, chunk);
    },
  });
  const temp = path.join(
    path.dirname(target),
    `.${path.basename(target)}.${randomBytes(6).toString('hex')}.part`,
  );
  try {
    await pipeline(
      Readable.fromWeb(response.body as WebReadableStream<Uint8Array>),
      meter,
      fs.createWriteStream(temp, { flags: 'wx', mode: 0o644 }),
    );
    // Durable before the rename makes it visible: a crash must not leave a truncated archive under `file`.
    const handle = await fs.promises.open(temp, 'r');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
    const sha256 = hash.digest('hex');
    if (totalBytes !== null && receivedBytes !== totalBytes) {
      throw new ApiClientError(
        0,
        ClientErrorCodes.NETWORK_ERROR,
        `download of ${shown} ended after ${receivedBytes} of ${totalBytes} bytes`,
      );
    }
    if (options.expectedSize !== undefined && receivedBytes !== options.expectedSize) {
      throw new ApiClientError(
        response.status,
        ClientErrorCodes.SIZE_MISMATCH,
        `downloaded ${receivedBytes} bytes but the bundle is ${options.expectedSize} bytes`,
      );
    }
    if (options.expectedSha256 && sha256 !== options.expectedSha256.toLowerCase()) {
      throw new ApiClientError(
        response.status,
        ClientErrorCodes.SHA256_MISMATCH,
        `downloaded archive has SHA-256 ${sha256}, expected ${options.expectedSha256}`,
      );
    }
    await fs.promises.rename(temp, target);
    return { file: target, sizeBytes: receivedBytes, sha256 };
  } catch (err) {
    await fs.promises.rm(temp, { force: true });
    if (err instanceof ApiClientError) throw err;
    if (options.signal?.aborted) throw new ApiClientError(0, ClientErrorCodes.ABORTED, 'download aborted');
    // A broken stream mid-body is a network failure (retryable); a disk error is not an API error at all.
    const code = (err as NodeJS.ErrnoException).code;
    if (code && /^E(NOSPC|ACCES|PERM|ROFS|EXIST|NOENT|ISDIR)$/.test(code)) throw err;
    throw new ApiClientError(
      0,
      ClientErrorCodes.NETWORK_ERROR,
      `download of ${shown} failed: ${(err as Error).message}`,
      null,
      { cause: err },
    );
  }
}

/** Downloads a presigned link without an API client (no key needed): what `lectern serve` uses. */
export function downloadFile(
  url: string,
  file: string,
  options: DownloadOptions & { fetch?: FetchLike; retry?: Partial<RetryPolicy> } = {},
): Promise<DownloadResult> {
  const fetchImpl = options.fetch ?? globalThis.fetch.bind(globalThis);
  return downloadToFile(fetchImpl, url, file, options, { ...DEFAULT_RETRY, ...options.retry });
}
