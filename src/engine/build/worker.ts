/** Worker thread entry: one PageJob (highlighter and all) serving many pages, one message per page. */
import { parentPort, workerData } from 'node:worker_threads';
import { PageJob } from './page-job.js';
import type { BuildEnv, PageTask } from './types.js';

const port = parentPort!;
const job = await PageJob.create((workerData as { env: BuildEnv }).env);
await job.warm();

port.on('message', (msg: { id: number; task: PageTask }) => {
  job.run(msg.task).then(
    (result) => port.postMessage({ id: msg.id, result }),
    (err: unknown) =>
      port.postMessage({
        id: msg.id,
        error: err instanceof Error ? `${err.message}\n${err.stack ?? ''}` : String(err),
      }),
  );
});
port.postMessage({ ready: true });
