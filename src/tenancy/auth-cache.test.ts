import { randomBytes } from 'node:crypto';
import { expect, it } from 'vitest';
import { describeEachDialect } from '../db/dialects.test-support.js';
import { Tenancy } from './index.js';

const secret = randomBytes(32);
const TTL = 5000;

/**
 * The authenticated-key cache of one API process (LECTERN_AUTH_CACHE_TTL_MS). Two Tenancy objects on
 * separate connections stand for two processes: the API, which caches, and the admin CLI, which revokes.
 */
describeEachDialect('authenticated-key cache', (getDb, ctx) => {
  let t = Date.parse('2030-01-01T00:00:00.000Z');
  const now = () => new Date(t);

  it('a key revoked by another process is refused here once the TTL has passed, never later', async () => {
    const api = new Tenancy(getDb(), secret, { now, authCacheTtlMs: TTL });
    const cli = new Tenancy(await ctx.database().openConnection(), secret, { now });
    const org = await cli.createOrg({ name: 'Acme', plan: 'enterprise' });
    const created = await cli.createKey({ orgId: org.id });
    expect(await api.authenticate(created.key)).toMatchObject({ keyId: created.id });

    await cli.revokeKey(created.id);
    // Within the TTL this process still answers from memory: that is the cache working, and the
    // documented bound on revocation from elsewhere.
    t += TTL - 1;
    expect(await api.authenticate(created.key)).toMatchObject({ keyId: created.id });
    t += 1;
    expect(await api.authenticate(created.key)).toEqual({ ok: false, reason: 'revoked' });
  });

  it('a key revoked through this process is refused at once, cached or not', async () => {
    const api = new Tenancy(getDb(), secret, { now, authCacheTtlMs: 60_000 });
    const org = await api.createOrg({ name: 'Acme', plan: 'enterprise' });
    const created = await api.createKey({ orgId: org.id });
    expect(await api.authenticate(created.key)).toMatchObject({ keyId: created.id });
    await api.revokeKey(created.id);
    expect(await api.authenticate(created.key)).toEqual({ ok: false, reason: 'revoked' });
  });

  it('checks expiry on every use, cached or not', async () => {
    const api = new Tenancy(getDb(), secret, { now, authCacheTtlMs: 60_000 });
    const org = await api.createOrg({ name: 'Acme', plan: 'enterprise' });
    const created = await api.createKey({ orgId: org.id, expiresInSeconds: 2 });
    expect(await api.authenticate(created.key)).toMatchObject({ keyId: created.id });
    t += 2000;
    expect(await api.authenticate(created.key)).toEqual({ ok: false, reason: 'expired' });
  });

  it('with a TTL of 0 reads the key every time', async () => {
    const api = new Tenancy(getDb(), secret, { now, authCacheTtlMs: 0 });
    const cli = new Tenancy(await ctx.database().openConnection(), secret, { now });
    const org = await cli.createOrg({ name: 'Acme', plan: 'enterprise' });
    const created = await cli.createKey({ orgId: org.id });
    expect(await api.authenticate(created.key)).toMatchObject({ keyId: created.id });
    await cli.revokeKey(created.id);
    expect(await api.authenticate(created.key)).toEqual({ ok: false, reason: 'revoked' });
  });
});
