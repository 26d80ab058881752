import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { transpileTree, type TranspiledTree } from '../db/child-process.test-support.js';
import { describeEachDialect } from '../db/dialects.test-support.js';
import { JobQueue } from './index.js';

const CLAIMER = `
import { openDatabase } from './src/db/index.js';
import { JobQueue } from './src/jobs/index.js';
const { options, kind, startAt } = JSON.parse(process.argv[2]);
const db = await openDatabase({ ...options, migrate: false });
const queue = new JobQueue(db);
// Start together, so that the processes really compete for the same rows.
while (Date.now() < startAt) await new Promise((r) => setTimeout(r, 2));
const claimed = [];
for (;;) {
  const job = await queue.claim('proc-' + process.pid, [kind], 60000);
  if (!job) break;
  claimed.push(job.id);
  if (!(await queue.complete(job.id, 'proc-' + process.pid, { by: process.pid }))) throw new Error('lost ' + job.id);
}
await db.close();
process.stdout.write(JSON.stringify(claimed));
`;

let tree: TranspiledTree;
beforeAll(() => {
  tree = transpileTree(['db', 'jobs', 'config']);
});
afterAll(() => tree.cleanup());

describeEachDialect('JobQueue across processes', (getDb, ctx) => {
  it('four processes claiming one queue run every job exactly once', async () => {
    const queue = new JobQueue(getDb());
    const kind = `mp-${randomBytes(4).toString('hex')}`;
    const ids = new Set<string>();
    for (let i = 0; i < 120; i++)
      ids.add((await queue.enqueue({ kind, orgId: 'org_0000000000000003', payload: { i } })).job.id);
    const arg = JSON.stringify({ options: ctx.database().options, kind, startAt: Date.now() + 1500 });
    const outputs = await Promise.all([1, 2, 3, 4].map(() => tree.run(CLAIMER, [arg])));
    const claimed = outputs.flatMap((out) => JSON.parse(out) as string[]);
    expect(claimed).toHaveLength(ids.size);
    expect(new Set(claimed)).toEqual(ids);
    for (const id of ids) expect(await queue.get(id)).toMatchObject({ status: 'completed', attempts: 1 });
  });
});
