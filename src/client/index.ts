/** The typed admin API client: used by the `lectern` CLI and exported for users (`lectern/client`). */
export { LecternClient, type LecternClientOptions, type RequestOptions } from './client.js';
export { ApiClientError, ClientErrorCodes, parseRetryAfter, redactUrl } from './errors.js';
export { downloadFile, type DownloadOptions } from './download.js';
export type { RetryPolicy, FetchLike } from './http.js';
export type * from './types.js';
