// Runs a Node script in this process and, at exit, prints its resource use as one JSON line on stderr
// prefixed with LECTERN_MEASURE: (peak RSS of the whole process, worker threads included, and CPU time).
// Usage: node measure.mjs SCRIPT [ARGS...]
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const [script, ...rest] = process.argv.slice(2);
const started = performance.now();
process.on('exit', () => {
  const u = process.resourceUsage();
  process.stderr.write(
    `LECTERN_MEASURE:${JSON.stringify({ wallMs: Math.round(performance.now() - started), maxRssKb: u.maxRSS, cpuMs: Math.round((u.userCPUTime + u.systemCPUTime) / 1000) })}\n`,
  );
});
process.argv = [process.argv[0], path.resolve(script), ...rest];
await import(pathToFileURL(path.resolve(script)).href);
