import type { Plan } from '../db/index.js';

export type { Plan };
export type Scope = 'read' | 'write';
export type Forge = 'github' | 'gitlab' | 'gitea';

export const PLANS: readonly Plan[] = ['free', 'pro', 'enterprise'];
export const SCOPES: readonly Scope[] = ['read', 'write'];
export const FORGES: readonly Forge[] = ['github', 'gitlab', 'gitea'];

export interface Organization {
  id: string;
  name: string;
  plan: Plan;
  createdAt: string;
}

export interface Project {
  id: string;
  orgId: string;
  name: string;
  repository: string | null;
  defaultBranch: string;
  forge: Forge | null;
  forgeApiUrl: string | null;
  /** The token itself is only reachable through `Tenancy.getProjectForgeToken`. */
  hasForgeToken: boolean;
  model: string | null;
  createdAt: string;
}

export interface CreateProjectInput {
  orgId: string;
  name: string;
  repository?: string | null;
  defaultBranch?: string;
  forge?: Forge | null;
  forgeApiUrl?: string | null;
  forgeToken?: string | null;
  model?: string | null;
}

/** `undefined` keeps a field; `null` clears it (where it may be null). */
export type ProjectPatch = Partial<Omit<CreateProjectInput, 'orgId'>>;

export interface Deployment {
  id: string;
  projectId: string;
  orgId: string;
  /** Bare lower-case hostname. */
  domain: string;
  /** An https (or allowed http) git URL, or an absolute local folder. */
  source: string;
  ref: string | null;
  /** Sub-folder of the source that holds docs.json. */
  path: string | null;
  createdAt: string;
}

export interface CreateDeploymentInput {
  projectId: string;
  domain: string;
  source: string;
  ref?: string | null;
  path?: string | null;
}

export interface AdminKey {
  id: string;
  orgId: string;
  name: string | null;
  /** First characters of the key, to tell keys apart in lists. */
  prefix: string;
  scopes: Scope[];
  projectIds: string[] | null;
  expiresAt: string | null;
  revokedAt: string | null;
  lastUsedAt: string | null;
  createdAt: string;
}

export interface CreatedKey extends AdminKey {
  /** The whole key; shown once, never stored. */
  key: string;
}

export interface CreateKeyInput {
  orgId: string;
  projectIds?: string[] | null;
  scopes?: Scope[];
  expiresInSeconds?: number | null;
  name?: string | null;
}

/** Who is calling, once a key has been authenticated. */
export interface Principal {
  keyId: string;
  orgId: string;
  plan: Plan;
  scopes: Set<Scope>;
  /** Projects the key is limited to, or null for all of the organization's projects. */
  projectIds: string[] | null;
}

export type AuthFailureReason = 'malformed' | 'unknown' | 'revoked' | 'expired';

export interface AuthFailure {
  ok: false;
  reason: AuthFailureReason;
}

export function isAuthFailure(result: Principal | AuthFailure): result is AuthFailure {
  return (result as AuthFailure).ok === false;
}

export interface TenancyOptions {
  /** Accept http:// and private-network repository, forge and source URLs (LECTERN_ALLOW_PRIVATE_SOURCES). */
  allowPrivateSources?: boolean;
  /**
   * Remember authenticated keys this long (LECTERN_AUTH_CACHE_TTL_MS; default 0, always read): the bound
   * on how long a key revoked by another process keeps working in this one.
   */
  authCacheTtlMs?: number;
  now?: () => Date;
}
