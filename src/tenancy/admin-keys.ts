import { timingSafeEqual } from 'node:crypto';
import type { Selectable } from 'kysely';
import { precompile, type AdminKeysTable, type Db } from '../db/index.js';
import { TenancyError } from './errors.js';
import { newId } from './ids.js';
import { KeyCache } from './key-cache.js';
import { DISPLAY_PREFIX_LENGTH, generateKey, hashKey, isWellFormedKey } from './keys.js';
import {
  SCOPES,
  type AdminKey,
  type AuthFailure,
  type CreatedKey,
  type CreateKeyInput,
  type Principal,
  type Scope,
} from './types.js';

/** `last_used_at` is a hint for humans; writing it on every request would turn reads into writes. */
const LAST_USED_RESOLUTION_MS = 60_000;
const MAX_EXPIRY_SECONDS = 10 * 365 * 24 * 3600;

/** Admin keys: stored as SHA-256 only, shown once at creation. */
export class AdminKeys {
  /** The lookup every authenticated request makes, compiled once (see `precompile`). */
  private readonly byHash;
  private readonly cache: KeyCache;

  /** `cacheTtlMs`: how long an authenticated key is remembered (0: always read; see `KeyCache`). */
  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
    cacheTtlMs = 0,
  ) {
    this.cache = new KeyCache(cacheTtlMs);
    this.byHash = precompile(db.kysely, 1, (k, hash: string) =>
      k
        .selectFrom('admin_keys')
        .innerJoin('organizations', 'organizations.id', 'admin_keys.org_id')
        .selectAll('admin_keys')
        .select('organizations.plan')
        .where('admin_keys.hash', '=', hash),
    );
  }

  /** The organization and projects are checked by the caller (Tenancy). */
  async create(input: CreateKeyInput): Promise<CreatedKey> {
    const scopes = normaliseScopes(input.scopes ?? ['read', 'write']);
    const expiresIn = input.expiresInSeconds ?? null;
    if (
      expiresIn !== null &&
      (!Number.isInteger(expiresIn) || expiresIn < 1 || expiresIn > MAX_EXPIRY_SECONDS)
    ) {
      throw new TenancyError('INVALID_INPUT', 'expiresInSeconds must be a positive whole number of seconds');
    }
    const projectIds =
      input.projectIds && input.projectIds.length > 0 ? [...new Set(input.projectIds)] : null;
    const name = input.name?.trim() ? input.name.trim().slice(0, 200) : null;
    const now = this.now();
    const key = generateKey();
    const row: Selectable<AdminKeysTable> = {
      id: newId('key'),
      org_id: input.orgId,
      name,
      prefix: key.slice(0, DISPLAY_PREFIX_LENGTH),
      hash: hashKey(key),
      scopes: scopes.join(','),
      project_ids: projectIds ? JSON.stringify(projectIds) : null,
      expires_at: expiresIn === null ? null : new Date(now.getTime() + expiresIn * 1000).toISOString(),
      revoked_at: null,
      last_used_at: null,
      created_at: now.toISOString(),
    };
    await this.db.kysely.insertInto('admin_keys').values(row).execute();
    return { ...toAdminKey(row), key };
  }

  async list(orgId: string): Promise<AdminKey[]> {
    const rows = await this.db.kysely
      .selectFrom('admin_keys')
      .selectAll()
      .where('org_id', '=', orgId)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    return rows.map(toAdminKey);
  }

  async revoke(id: string, orgId?: string): Promise<boolean> {
    const row = await this.db.kysely
      .selectFrom('admin_keys')
      .select(['id', 'org_id', 'hash'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row || (orgId !== undefined && row.org_id !== orgId)) return false;
    await this.db.kysely
      .updateTable('admin_keys')
      .set({ revoked_at: this.now().toISOString() })
      .where('id', '=', id)
      .where('revoked_at', 'is', null)
      .execute();
    // After the write, so that a request racing the revocation cannot remember the row from before it.
    this.cache.forget(row.hash);
    return true;
  }

  async authenticate(rawKey: string): Promise<Principal | AuthFailure> {
    if (!isWellFormedKey(rawKey)) return { ok: false, reason: 'malformed' };
    const hash = hashKey(rawKey);
    const now = this.now();
    let row = this.cache.get(hash, now.getTime());
    if (!row) {
      [row] = await this.byHash(hash);
      if (row) this.cache.set(hash, row, now.getTime());
    }
    // The lookup is by hash already; comparing again in constant time guards against a database (or a
    // map) that matches loosely and keeps the final decision out of the lookup.
    if (!row || !sameHex(row.hash, hash)) return { ok: false, reason: 'unknown' };
    if (row.revoked_at) return { ok: false, reason: 'revoked' };
    if (row.expires_at && row.expires_at <= now.toISOString()) return { ok: false, reason: 'expired' };
    if (await this.touch(row.id, row.last_used_at, now)) row.last_used_at = now.toISOString();
    return {
      keyId: row.id,
      orgId: row.org_id,
      plan: row.plan,
      scopes: new Set(parseScopes(row.scopes)),
      projectIds: row.project_ids ? (JSON.parse(row.project_ids) as string[]) : null,
    };
  }

  /** Records the use when the stored time is older than the resolution; true when it wrote. */
  private async touch(id: string, lastUsedAt: string | null, now: Date): Promise<boolean> {
    const staleBefore = new Date(now.getTime() - LAST_USED_RESOLUTION_MS).toISOString();
    if (lastUsedAt && lastUsedAt > staleBefore) return false;
    await this.db.kysely
      .updateTable('admin_keys')
      .set({ last_used_at: now.toISOString() })
      .where('id', '=', id)
      .where((eb) => eb.or([eb('last_used_at', 'is', null), eb('last_used_at', '<=', staleBefore)]))
      .execute();
    return true;
  }
}

function sameHex(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && left.length > 0 && timingSafeEqual(left, right);
}

function normaliseScopes(scopes: Scope[]): Scope[] {
  const unique = [...new Set(scopes)];
  if (unique.length === 0 || !unique.every((s) => SCOPES.includes(s))) {
    throw new TenancyError('INVALID_INPUT', `scopes must be a non-empty list of ${SCOPES.join(', ')}`);
  }
  return SCOPES.filter((s) => unique.includes(s));
}

function parseScopes(text: string): Scope[] {
  return text.split(',').filter((s): s is Scope => (SCOPES as readonly string[]).includes(s));
}

function toAdminKey(row: Selectable<AdminKeysTable>): AdminKey {
  return {
    id: row.id,
    orgId: row.org_id,
    name: row.name,
    prefix: row.prefix,
    scopes: parseScopes(row.scopes),
    projectIds: row.project_ids ? (JSON.parse(row.project_ids) as string[]) : null,
    expiresAt: row.expires_at,
    revokedAt: row.revoked_at,
    lastUsedAt: row.last_used_at,
    createdAt: row.created_at,
  };
}
