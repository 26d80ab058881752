import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { describeEachDialect } from './dialects.test-support.js';
import { precompile } from './index.js';

describeEachDialect('precompile', (getDb) => {
  it('runs a query compiled once with fresh parameters, keeping the values it wrote itself', async () => {
    const k = getDb().kysely;
    const upsert = precompile(k, 3, (db, bucket: string, start: string, hits: number) =>
      db
        .insertInto('rate_limits')
        .values({ bucket, window_start: start, count: hits })
        .onConflict((oc) =>
          oc
            .columns(['bucket', 'window_start'])
            .doUpdateSet({ count: sql<number>`rate_limits.count + ${hits}` }),
        )
        .returning('count'),
    );
    expect((await upsert('a', 'w1', 2))[0].count).toBe(2);
    expect((await upsert('a', 'w1', 5))[0].count).toBe(7);
    expect((await upsert('b', 'w1', 1))[0].count).toBe(1);
    const constant = precompile(k, 1, (db, bucket: string) =>
      db
        .selectFrom('rate_limits')
        .select('count')
        .where('bucket', '=', bucket)
        .where('window_start', '=', 'w1'),
    );
    expect(await constant('a')).toEqual([{ count: 7 }]);
    expect(await constant('nope')).toEqual([]);
  });

  it('refuses a build that leaves a parameter unused', async () => {
    // The types already ask for one placeholder per parameter; the run-time check catches what they miss.
    const broken = precompile<{ count: number }, [string, string]>(getDb().kysely, 2, (db, bucket) =>
      db.selectFrom('rate_limits').select('count').where('bucket', '=', bucket),
    );
    await expect(broken('a', 'b')).rejects.toThrow('uses 1 of its 2 parameters');
  });
});
