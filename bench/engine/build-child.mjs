// One engine build in its own process (so its peak RSS is its own): node build-child.mjs SRC OUT CACHE [THREADS]
import { buildSite } from '../../.tmp/bench-dist/src/engine/index.js';

const [src, out, cache, threads] = process.argv.slice(2);
const result = await buildSite({
  srcDir: src,
  outDir: out,
  cacheDir: cache,
  ...(threads ? { threads: Number(threads) } : {}),
});
const { diagnostics, ...rest } = result;
console.log(
  JSON.stringify({ ...rest, firstErrors: diagnostics.filter((d) => d.severity === 'error').slice(0, 3) }),
);
