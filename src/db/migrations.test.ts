import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase, forEachDialect, type TestDatabase } from './dialects.test-support.js';
import { DatabaseError, migrateToLatest, openDatabase } from './index.js';

const TABLES = [
  'organizations',
  'projects',
  'deployments',
  'admin_keys',
  'jobs',
  'agent_jobs',
  'rate_limits',
];

forEachDialect((dialect) => {
  describe(`migrations [${dialect}]`, () => {
    let test: TestDatabase | undefined;
    afterEach(async () => {
      await test?.destroy();
      test = undefined;
    });

    it('migrates a fresh database and creates every table', async () => {
      const created = await createTestDatabase(dialect, { migrate: false });
      test = created.test;
      const results = await migrateToLatest(created.db.kysely);
      expect(results.map((r) => [r.migrationName, r.status])).toEqual([['001-initial', 'Success']]);
      const tables = (await created.db.kysely.introspection.getTables()).map((t) => t.name);
      for (const table of TABLES) expect(tables).toContain(table);
    });

    it('running the migrations again changes nothing', async () => {
      const created = await createTestDatabase(dialect);
      test = created.test;
      expect(await migrateToLatest(created.db.kysely)).toEqual([]);
      // A second process opening the same database migrates to a no-op too.
      const again = await openDatabase({ ...test.options });
      try {
        expect(await migrateToLatest(again.kysely)).toEqual([]);
      } finally {
        await again.close();
      }
    });

    it('refuses to start on a database migrated by a newer release, saying so', async () => {
      const created = await createTestDatabase(dialect);
      test = created.test;
      await sql`insert into kysely_migration (name, timestamp) values ('999-from-the-future', '2099-01-01')`.execute(
        created.db.kysely,
      );
      const opening = openDatabase({ ...test.options });
      await expect(opening).rejects.toBeInstanceOf(DatabaseError);
      await expect(opening).rejects.toMatchObject({
        code: 'DB_NEWER_THAN_CODE',
        message: expect.stringMatching(/newer Lectern \(migration 999-from-the-future is unknown/),
      });
      // Nothing was changed: the known migration is still the only other one recorded.
      const names = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(
        created.db.kysely,
      );
      expect(names.rows.map((r) => r.name)).toEqual(['001-initial', '999-from-the-future']);
    });

    it('enforces the unique indexes the code relies on', async () => {
      const created = await createTestDatabase(dialect);
      test = created.test;
      const k = created.db.kysely;
      const job = {
        kind: 'k',
        org_id: 'org_1',
        status: 'queued' as const,
        payload: '{}',
        result: null,
        progress: 0,
        page_count: 0,
        error: null,
        attempts: 0,
        max_attempts: 3,
        run_after: 'x',
        lease_owner: null,
        lease_expires_at: null,
        created_at: 'x',
        updated_at: 'x',
        finished_at: null,
      };
      await k
        .insertInto('jobs')
        .values({ ...job, id: 'a', idempotency_key: 'same' })
        .execute();
      await expect(
        k
          .insertInto('jobs')
          .values({ ...job, id: 'b', idempotency_key: 'same' })
          .execute(),
      ).rejects.toThrow();
      // Jobs without a key never collide.
      await k
        .insertInto('jobs')
        .values({ ...job, id: 'c', idempotency_key: null })
        .execute();
      await k
        .insertInto('jobs')
        .values({ ...job, id: 'd', idempotency_key: null })
        .execute();
      const count = await sql<{ n: number }>`SELECT COUNT(*) AS n FROM jobs`.execute(k);
      expect(Number(count.rows[0].n)).toBe(3);
    });
  });
});
