#!/usr/bin/env node
// Engine benchmark: generates corpora with /work/shared/bench/gen-corpus.mjs, builds them with buildSite
// (clean build, then a rebuild after changing one page, with the render cache), runs the unified floor
// on the same pages in the same run, and prints a Markdown table.
//
//   node bench/engine/run.mjs [--sizes 1000,5000] [--threads N] [--no-compile] [--work DIR]
//
// Each build runs in a child process; peak RSS is that process's maxRSS (worker threads included; the
// Pagefind indexer is a separate binary and not counted). CPU time is reported beside wall time because
// this machine's 2 cores are shared: compare ratios measured side by side, not absolute seconds.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const repo = path.resolve(here, '../..');
const shared = process.env.LECTERN_BENCH_SHARED ?? '/work/shared/bench';
const args = process.argv.slice(2);
const arg = (n, d) => {
  const i = args.indexOf(`--${n}`);
  return i >= 0 ? args[i + 1] : d;
};
const sizes = arg('sizes', '1000,5000').split(',').map(Number);
const threads = arg('threads', '');
const work = path.resolve(arg('work', path.join(repo, '.tmp', 'bench-engine')));
const peerTools = arg('peer-tools', 'vitepress starlight');

function log(msg) {
  process.stderr.write(`${msg}\n`);
}

if (!args.includes('--no-compile')) {
  log('compiling the engine into .tmp/bench-dist ...');
  spawnSync(
    process.execPath,
    [path.join(repo, 'node_modules/typescript/bin/tsc'), '-p', path.join(here, 'tsconfig.json')],
    { stdio: 'inherit' },
  );
  for (const dir of ['styles', 'scripts', 'islands']) {
    fs.cpSync(
      path.join(repo, 'src/engine/client', dir),
      path.join(repo, '.tmp/bench-dist/src/engine/client', dir),
      { recursive: true },
    );
  }
}
fs.mkdirSync(work, { recursive: true });
// The floor needs unified & co. resolvable from its folder: a copy inside the repository finds ours.
const floor = path.join(repo, '.tmp', 'floor.mjs');
fs.copyFileSync(path.join(shared, 'floor.mjs'), floor);

function measured(script, scriptArgs) {
  const res = spawnSync(process.execPath, [path.join(here, 'measure.mjs'), script, ...scriptArgs], {
    encoding: 'utf8',
    maxBuffer: 64 << 20,
  });
  const line = res.stderr.split('\n').find((l) => l.startsWith('LECTERN_MEASURE:'));
  if (res.status !== 0 || !line)
    throw new Error(`${path.basename(script)} failed (${res.status}):\n${res.stderr.slice(-2000)}`);
  return { ...JSON.parse(line.slice('LECTERN_MEASURE:'.length)), stdout: res.stdout };
}

const rows = [];
for (const n of sizes) {
  const mintlify = path.join(work, `mintlify-${n}`);
  const raw = path.join(work, `raw-${n}`);
  for (const [dir, peer] of [
    [mintlify, 'mintlify'],
    [raw, 'raw'],
  ]) {
    if (!fs.existsSync(dir)) {
      log(`generating ${peer} corpus of ${n} pages ...`);
      execFileSync(
        process.execPath,
        [path.join(shared, 'gen-corpus.mjs'), '--n', String(n), '--out', dir, '--peer', peer],
        { stdio: 'ignore' },
      );
    }
  }
  const out = path.join(work, `out-${n}`);
  const cache = path.join(work, `cache-${n}`);
  fs.rmSync(out, { recursive: true, force: true });
  fs.rmSync(cache, { recursive: true, force: true });

  log(`floor (unified), ${n} pages ...`);
  const floorRun = measured(floor, [
    '--engine',
    'unified',
    '--src',
    raw,
    '--out',
    path.join(work, `floor-out-${n}`),
  ]);
  log(`lectern clean build, ${n} pages ...`);
  const clean = measured(path.join(here, 'build-child.mjs'), [mintlify, out, cache, threads].filter(Boolean));
  const cleanResult = JSON.parse(clean.stdout.trim().split('\n').pop());
  log(
    `  floor ${JSON.stringify({ ...floorRun, stdout: undefined })}\n  clean ${JSON.stringify({ ...clean, stdout: undefined })} ${JSON.stringify(cleanResult)}`,
  );

  // Change one page: append a paragraph to the first page file found.
  const page = execFileSync('find', [mintlify, '-name', '*.md*', '-not', '-path', '*/snippets/*'], {
    encoding: 'utf8',
  })
    .split('\n')
    .filter(Boolean)
    .sort()[0];
  fs.appendFileSync(page, `\n\nChanged at ${new Date().toISOString()}.\n`);
  log(`lectern rebuild after changing ${path.relative(mintlify, page)} ...`);
  const re = measured(path.join(here, 'build-child.mjs'), [mintlify, out, cache, threads].filter(Boolean));
  const reResult = JSON.parse(re.stdout.trim().split('\n').pop());
  log(`  rebuild ${JSON.stringify({ ...re, stdout: undefined })} ${JSON.stringify(reResult)}`);

  // Peers (VitePress, Starlight) on the same pages, right after, through the shared peers script; their
  // packages must be installed in $PB_ROOT (default /tmp/peerbench, see ../shared/bench/peers.sh).
  const peers = {};
  if (args.includes('--peers')) {
    log(`peers (${peerTools}), ${n} pages ...`);
    const res = spawnSync('bash', [path.join(shared, 'peers.sh')], {
      encoding: 'utf8',
      env: { ...process.env, SKIP_INSTALL: '1', SIZES: String(n), RUNS: '1', TOOLS: peerTools },
      maxBuffer: 64 << 20,
    });
    for (const line of res.stdout.split('\n')) {
      const [tool, size, , failed, wall, rss] = line.split('\t');
      if (size === String(n) && failed === '0') peers[tool] = { wallS: Number(wall), rssKb: Number(rss) };
    }
    log(`  peers ${JSON.stringify(peers)}`);
  }
  rows.push({ n, floorRun, clean, cleanResult, re, reResult, peers });
}

const s = (ms) => `${(ms / 1000).toFixed(1)} s`;
const mb = (kb) => `${Math.round(kb / 1024)} MB`;
console.log(
  '| Pages | Floor (unified) wall / CPU / RSS | Lectern clean wall / CPU / RSS | ratio wall / CPU | Rebuild, 1 page changed: build / process wall / CPU / RSS (pages from cache) |',
);
console.log('|---:|---|---|---|---|');
for (const r of rows) {
  console.log(
    `| ${r.n} | ${s(r.floorRun.wallMs)} / ${s(r.floorRun.cpuMs)} / ${mb(r.floorRun.maxRssKb)} | ` +
      `${s(r.clean.wallMs)} / ${s(r.clean.cpuMs)} / ${mb(r.clean.maxRssKb)} | ` +
      `${(r.clean.wallMs / r.floorRun.wallMs).toFixed(2)}x / ${(r.clean.cpuMs / r.floorRun.cpuMs).toFixed(2)}x | ` +
      `${s(r.reResult.durationMs)} / ${s(r.re.wallMs)} / ${s(r.re.cpuMs)} / ${mb(r.re.maxRssKb)} (${r.reResult.cachedPages}/${r.reResult.pageCount}) |`,
  );
}
if (rows.some((r) => Object.keys(r.peers).length > 0)) {
  console.log('\n| Pages | Tool | Clean build wall | Peak RSS | Lectern is faster by |');
  console.log('|---:|---|---:|---:|---:|');
  for (const r of rows) {
    for (const [tool, p] of Object.entries(r.peers)) {
      console.log(
        `| ${r.n} | ${tool} | ${p.wallS.toFixed(1)} s | ${mb(p.rssKb)} | ${((p.wallS * 1000) / r.clean.wallMs).toFixed(1)}x |`,
      );
    }
  }
}
for (const r of rows) {
  if (r.cleanResult.errors > 0)
    console.log(
      `\n${r.n} pages: ${r.cleanResult.errors} errors, e.g. ${JSON.stringify(r.cleanResult.firstErrors)}`,
    );
}
