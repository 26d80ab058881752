/**
 * The load generator, run in its own process so that it never competes with the server for the server's
 * event loop: reads its task from the LECTERN_BENCH_LOAD environment variable (JSON: url, headers,
 * duration, connections), runs autocannon, and prints one JSON line with the result. The admin key goes
 * through the environment, not the command line, where every local user could read it.
 */
import autocannon from 'autocannon';

interface LoadTask {
  url: string;
  headers?: Record<string, string>;
  duration: number;
  connections: number;
}

const task = JSON.parse(process.env.LECTERN_BENCH_LOAD ?? 'null') as LoadTask | null;
if (!task) throw new Error('LECTERN_BENCH_LOAD is not set');
const result = await autocannon({
  url: task.url,
  headers: task.headers,
  duration: task.duration,
  connections: task.connections,
});
process.stdout.write(
  `${JSON.stringify({
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  })}\n`,
);
