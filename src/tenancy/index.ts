/**
 * Tenancy: organizations, projects, deployments, admin keys (authentication), the server secret and
 * sealed forge tokens, and shared rate-limit counters.
 */
export { Tenancy } from './tenancy.js';
export { RateLimiter, type RateLimitResult } from './rate-limit.js';
export { resolveSecret } from './secret.js';
export { TenancyError, type TenancyErrorCode } from './errors.js';
export { validateRef, validateSubPath } from './validate.js';
export { deriveKey, sealToken, openToken } from './seal.js';
export { isWellFormedKey, KEY_PREFIX } from './keys.js';
export { isId } from './ids.js';
export {
  isAuthFailure,
  FORGES,
  PLANS,
  SCOPES,
  type AdminKey,
  type AuthFailure,
  type AuthFailureReason,
  type CreateDeploymentInput,
  type CreatedKey,
  type CreateKeyInput,
  type CreateProjectInput,
  type Deployment,
  type Forge,
  type Organization,
  type Plan,
  type Principal,
  type Project,
  type ProjectPatch,
  type Scope,
  type TenancyOptions,
} from './types.js';
