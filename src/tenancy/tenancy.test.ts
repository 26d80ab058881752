import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { expect, it } from 'vitest';
import { describeEachDialect } from '../db/dialects.test-support.js';
import { isAuthFailure, Tenancy, TenancyError, type Principal } from './index.js';

const secret = randomBytes(32);
const uniqueDomain = () => `docs-${randomBytes(4).toString('hex')}.example.com`;

async function rejectsWith(promise: Promise<unknown>, code: string) {
  await expect(promise).rejects.toSatisfy((err) => err instanceof TenancyError && err.code === code);
}

describeEachDialect('Tenancy', (getDb) => {
  let t = Date.parse('2030-01-01T00:00:00.000Z');
  const clock = { now: () => new Date(t), advance: (ms: number) => (t += ms) };
  const tenancy = () => new Tenancy(getDb(), secret, { now: clock.now });

  it('creates and reads organizations with prefixed ids', async () => {
    const org = await tenancy().createOrg({ name: ' Acme ', plan: 'enterprise' });
    expect(org.id).toMatch(/^org_[0-9a-f]{16}$/);
    expect(org).toMatchObject({ name: 'Acme', plan: 'enterprise' });
    expect(await tenancy().getOrg(org.id)).toEqual(org);
    expect(await tenancy().getOrg('org_0000000000000000')).toBeNull();
    await rejectsWith(tenancy().createOrg({ name: 'x', plan: 'gold' as never }), 'INVALID_INPUT');
    await rejectsWith(tenancy().createOrg({ name: '  ', plan: 'free' }), 'INVALID_INPUT');
  });

  it('stores forge tokens sealed and hands them back only through getProjectForgeToken', async () => {
    const ten = tenancy();
    const org = await ten.createOrg({ name: 'Acme', plan: 'pro' });
    const project = await ten.createProject({
      orgId: org.id,
      name: 'Docs',
      repository: 'https://github.com/acme/docs.git',
      forge: 'github',
      forgeApiUrl: 'https://api.github.com',
      forgeToken: 'ghp_supersecret',
    });
    expect(project.id).toMatch(/^prj_[0-9a-f]{16}$/);
    expect(project).toMatchObject({
      defaultBranch: 'main',
      hasForgeToken: true,
      forge: 'github',
      model: null,
    });
    expect(JSON.stringify(project)).not.toContain('ghp_supersecret');
    const stored = await getDb()
      .kysely.selectFrom('projects')
      .selectAll()
      .where('id', '=', project.id)
      .executeTakeFirstOrThrow();
    expect(stored.forge_token_enc).not.toContain('ghp_supersecret');
    expect(await ten.getProjectForgeToken(project.id)).toBe('ghp_supersecret');
    // A server with another secret cannot read it.
    await rejectsWith(
      new Tenancy(getDb(), randomBytes(32)).getProjectForgeToken(project.id),
      'TOKEN_UNREADABLE',
    );
    expect(await ten.getProjectForgeToken('prj_0000000000000000')).toBeNull();
  });

  it('validates and updates projects', async () => {
    const ten = tenancy();
    const org = await ten.createOrg({ name: 'Acme', plan: 'pro' });
    await rejectsWith(ten.createProject({ orgId: 'org_0000000000000000', name: 'x' }), 'NOT_FOUND');
    await rejectsWith(
      ten.createProject({ orgId: org.id, name: 'x', repository: 'http://git.local/x' }),
      'INVALID_SOURCE',
    );
    await rejectsWith(
      ten.createProject({ orgId: org.id, name: 'x', defaultBranch: '--evil' }),
      'INVALID_INPUT',
    );
    await rejectsWith(
      ten.createProject({ orgId: org.id, name: 'x', forge: 'svn' as never }),
      'INVALID_INPUT',
    );
    const project = await ten.createProject({ orgId: org.id, name: 'Docs' });
    expect(project).toMatchObject({ repository: null, hasForgeToken: false });
    const updated = await ten.updateProject(project.id, {
      forgeToken: 'glpat-1',
      model: 'gpt-x',
      defaultBranch: 'develop',
    });
    expect(updated).toMatchObject({
      hasForgeToken: true,
      model: 'gpt-x',
      defaultBranch: 'develop',
      name: 'Docs',
    });
    expect(await ten.getProject(project.id)).toEqual(updated);
    expect(await ten.getProjectForgeToken(project.id)).toBe('glpat-1');
    expect(await ten.updateProject(project.id, { forgeToken: null })).toMatchObject({ hasForgeToken: false });
    expect(await ten.getProjectForgeToken(project.id)).toBeNull();
    expect(await ten.updateProject('prj_0000000000000000', { name: 'x' })).toBeNull();
    expect((await ten.listProjects(org.id)).map((p) => p.id)).toEqual([project.id]);
    // Private hosts over http are fine when the operator allows them.
    const lax = new Tenancy(getDb(), secret, { allowPrivateSources: true });
    expect(
      (await lax.createProject({ orgId: org.id, name: 'y', repository: 'http://127.0.0.1:9/x.git' }))
        .repository,
    ).toBe('http://127.0.0.1:9/x.git');
  });

  it('creates deployments with normalised, server-wide unique domains, found only by their organization', async () => {
    const ten = tenancy();
    const org = await ten.createOrg({ name: 'Acme', plan: 'enterprise' });
    const other = await ten.createOrg({ name: 'Other', plan: 'enterprise' });
    const project = await ten.createProject({ orgId: org.id, name: 'Docs' });
    const otherProject = await ten.createProject({ orgId: other.id, name: 'Docs' });
    const domain = uniqueDomain();
    const dep = await ten.createDeployment({
      projectId: project.id,
      domain: domain.toUpperCase(),
      source: os.tmpdir(),
      path: 'docs/',
    });
    expect(dep.id).toMatch(/^dep_[0-9a-f]{16}$/);
    expect(dep).toMatchObject({ domain, orgId: org.id, projectId: project.id, path: 'docs', ref: null });
    expect(await ten.findDeploymentByDomain(org.id, ` ${domain.toUpperCase()}`)).toEqual(dep);
    expect(await ten.findDeploymentByDomain(other.id, domain)).toBeNull();
    expect(await ten.findDeploymentByDomain(org.id, 'https://' + domain)).toBeNull();
    await rejectsWith(
      ten.createDeployment({ projectId: otherProject.id, domain, source: os.tmpdir() }),
      'DOMAIN_TAKEN',
    );
    await rejectsWith(
      ten.createDeployment({ projectId: project.id, domain: 'bad domain', source: os.tmpdir() }),
      'INVALID_DOMAIN',
    );
    await rejectsWith(
      ten.createDeployment({ projectId: project.id, domain: uniqueDomain(), source: 'relative/dir' }),
      'INVALID_SOURCE',
    );
    await rejectsWith(
      ten.createDeployment({
        projectId: project.id,
        domain: uniqueDomain(),
        source: os.tmpdir(),
        path: '../up',
      }),
      'INVALID_INPUT',
    );
    await rejectsWith(
      ten.createDeployment({
        projectId: 'prj_0000000000000000',
        domain: uniqueDomain(),
        source: os.tmpdir(),
      }),
      'NOT_FOUND',
    );
    clock.advance(1);
    const git = await ten.createDeployment({
      projectId: project.id,
      domain: uniqueDomain(),
      source: 'https://github.com/acme/docs',
      ref: 'v2',
    });
    expect(git).toMatchObject({ source: 'https://github.com/acme/docs', ref: 'v2' });
    expect(await ten.getDeployment(git.id)).toEqual(git);
    expect((await ten.listDeployments(org.id)).map((d) => d.id)).toEqual([dep.id, git.id]);
  });

  it('creates keys shown once and authenticates them to a principal', async () => {
    const ten = tenancy();
    const org = await ten.createOrg({ name: 'Acme', plan: 'enterprise' });
    const created = await ten.createKey({ orgId: org.id, name: 'ci' });
    expect(created.id).toMatch(/^key_[0-9a-f]{16}$/);
    expect(created.key).toMatch(/^lct_[0-9A-Za-z]{38}$/);
    expect(created).toMatchObject({
      scopes: ['read', 'write'],
      projectIds: null,
      expiresAt: null,
      name: 'ci',
      prefix: created.key.slice(0, 12),
    });
    const rows = await getDb()
      .kysely.selectFrom('admin_keys')
      .selectAll()
      .where('id', '=', created.id)
      .execute();
    expect(JSON.stringify(rows)).not.toContain(created.key);
    const principal = (await ten.authenticate(created.key)) as Principal;
    expect(isAuthFailure(principal)).toBe(false);
    expect(principal).toEqual({
      keyId: created.id,
      orgId: org.id,
      plan: 'enterprise',
      scopes: new Set(['read', 'write']),
      projectIds: null,
    });
    const listed = await ten.listKeys(org.id);
    expect(listed).toHaveLength(1);
    expect(JSON.stringify(listed)).not.toContain(created.key);
    expect(listed[0]).not.toHaveProperty('key');
    expect(listed[0]).not.toHaveProperty('hash');
  });

  it('limits keys to scopes and projects of their own organization', async () => {
    const ten = tenancy();
    const org = await ten.createOrg({ name: 'Acme', plan: 'free' });
    const other = await ten.createOrg({ name: 'Other', plan: 'free' });
    const project = await ten.createProject({ orgId: org.id, name: 'Docs' });
    const foreign = await ten.createProject({ orgId: other.id, name: 'Docs' });
    const key = await ten.createKey({
      orgId: org.id,
      scopes: ['read'],
      projectIds: [project.id, project.id],
    });
    expect(await ten.authenticate(key.key)).toMatchObject({
      scopes: new Set(['read']),
      projectIds: [project.id],
      plan: 'free',
    });
    await rejectsWith(ten.createKey({ orgId: org.id, projectIds: [foreign.id] }), 'NOT_FOUND');
    await rejectsWith(ten.createKey({ orgId: org.id, scopes: [] }), 'INVALID_INPUT');
    await rejectsWith(ten.createKey({ orgId: org.id, scopes: ['admin' as never] }), 'INVALID_INPUT');
    await rejectsWith(ten.createKey({ orgId: org.id, expiresInSeconds: 0 }), 'INVALID_INPUT');
    await rejectsWith(ten.createKey({ orgId: 'org_0000000000000000' }), 'NOT_FOUND');
  });

  it('tells malformed, unknown, revoked and expired keys apart', async () => {
    const ten = tenancy();
    const org = await ten.createOrg({ name: 'Acme', plan: 'pro' });
    const key = await ten.createKey({ orgId: org.id });
    const typo = key.key.slice(0, 10) + (key.key[10] === 'a' ? 'b' : 'a') + key.key.slice(11);
    expect(await ten.authenticate(typo)).toEqual({ ok: false, reason: 'malformed' });
    expect(await ten.authenticate('Bearer ' + key.key)).toEqual({ ok: false, reason: 'malformed' });
    const stranger = await new Tenancy(getDb(), secret).createKey({ orgId: org.id });
    await getDb().kysely.deleteFrom('admin_keys').where('id', '=', stranger.id).execute();
    expect(await ten.authenticate(stranger.key)).toEqual({ ok: false, reason: 'unknown' });

    const expiring = await ten.createKey({ orgId: org.id, expiresInSeconds: 60 });
    clock.advance(59_000);
    expect(isAuthFailure(await ten.authenticate(expiring.key))).toBe(false);
    clock.advance(1000);
    expect(await ten.authenticate(expiring.key)).toEqual({ ok: false, reason: 'expired' });

    expect(await ten.revokeKey(key.id, 'org_0000000000000000')).toBe(false);
    expect(isAuthFailure(await ten.authenticate(key.key))).toBe(false);
    expect(await ten.revokeKey(key.id, org.id)).toBe(true);
    expect(await ten.revokeKey(key.id)).toBe(true);
    expect(await ten.authenticate(key.key)).toEqual({ ok: false, reason: 'revoked' });
    expect(await ten.revokeKey('key_0000000000000000')).toBe(false);
    expect((await ten.listKeys(org.id)).find((k) => k.id === key.id)!.revokedAt).toBe(
      clock.now().toISOString(),
    );
  });

  it('records last use at most once a minute', async () => {
    const ten = tenancy();
    const org = await ten.createOrg({ name: 'Acme', plan: 'pro' });
    const key = await ten.createKey({ orgId: org.id });
    const lastUsed = async () => (await ten.listKeys(org.id))[0].lastUsedAt;
    expect(await lastUsed()).toBeNull();
    await ten.authenticate(key.key);
    const first = clock.now().toISOString();
    expect(await lastUsed()).toBe(first);
    clock.advance(30_000);
    await ten.authenticate(key.key);
    expect(await lastUsed()).toBe(first);
    clock.advance(30_000);
    await ten.authenticate(key.key);
    expect(await lastUsed()).toBe(clock.now().toISOString());
  });

  it('rejects malformed keys without touching the database', async () => {
    const org = await tenancy().createOrg({ name: 'Acme', plan: 'pro' });
    const key = await tenancy().createKey({ orgId: org.id });
    // A Tenancy over a closed database: any query would throw.
    const { createTestDatabase } = await import('../db/dialects.test-support.js');
    const { db, test } = await createTestDatabase('sqlite');
    await db.close();
    const offline = new Tenancy(db, secret);
    try {
      expect(await offline.authenticate('lct_short')).toEqual({ ok: false, reason: 'malformed' });
      expect(await offline.authenticate(key.key.slice(0, -1) + (key.key.endsWith('0') ? '1' : '0'))).toEqual({
        ok: false,
        reason: 'malformed',
      });
      await expect(offline.authenticate(key.key)).rejects.toThrow();
    } finally {
      await test.destroy();
    }
  });
});
