/** Guards for requests made on behalf of user input (repository URLs, forge APIs, export sources). */
export {
  assertPublicUrl,
  SecurityError,
  type CheckedUrl,
  type PublicUrlOptions,
  type SecurityErrorCode,
} from './public-url.js';
export { isPrivateAddress } from './addresses.js';
export {
  fetchPublicBytes,
  fetchPublicText,
  PublicFetchError,
  type PublicFetchBytes,
  type PublicFetchOptions,
  type PublicFetchResult,
} from './public-fetch.js';
