/**
 * Processes for the scale-out test: the `lectern` CLI run from `dist/` when the build is fresh (as
 * `npm test` leaves it), otherwise from a transpiled copy of `src/` (test/api/helpers/child-tree.ts), so
 * the test never runs stale code. Each process is a real `node` child with its own environment.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { childTree } from '../api/helpers/child-tree.js';
import { cleanEnv } from '../cli/helpers.js';

const REPO_ROOT = path.resolve(import.meta.dirname, '../..');
const DIST_CLI = path.join(REPO_ROOT, 'dist/src/cli/main.js');
const CRASH_WORKER = path.join(REPO_ROOT, 'test/api/fixtures/crash-worker.mjs');

export interface LecternRuntime {
  kind: 'dist' | 'transpiled';
  /** The `lectern` binary (main.js). */
  cli: string;
  /** Starts a `lectern` command that keeps running (server, worker). */
  start(name: string, args: string[], env: Record<string, string>): Proc;
  /** Runs a `lectern` command to completion. */
  run(
    args: string[],
    env: Record<string, string>,
  ): Promise<{ code: number | null; stdout: string; output: string }>;
  /**
   * A `lectern worker` with the crash test's engine hook (test/api/fixtures/crash-worker.mjs): with
   * HOLD_AFTER_RENDER=1 each export renders, prints HOLDING and then waits forever while heartbeating.
   */
  startHoldingWorker(name: string, env: Record<string, string>): Proc;
  /** Every process started so far, in order. */
  processes(): Proc[];
  /** SIGKILLs whatever is still running and removes scratch files. */
  cleanup(): void;
}

export interface Proc {
  name: string;
  child: ChildProcess;
  output(): string;
  /** Standard output alone. */
  stdout(): string;
  /** Resolves with the first match of `pattern` in the output; rejects if the process exits first. */
  waitFor(pattern: RegExp, timeoutMs?: number): Promise<RegExpMatchArray>;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Sends `signal` (if still running) and resolves with how the process ended. */
  stop(signal?: NodeJS.Signals): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

function newestSourceMtime(dir: string): number {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestSourceMtime(p));
    else if (!/\.test(-support)?\.ts$/.test(entry.name)) newest = Math.max(newest, fs.statSync(p).mtimeMs);
  }
  return newest;
}

/** `dist/` is used only when its binary is newer than every source file (the rule test/cli uses). */
export function distIsFresh(): boolean {
  if (!fs.existsSync(DIST_CLI)) return false;
  return fs.statSync(DIST_CLI).mtimeMs >= newestSourceMtime(path.join(REPO_ROOT, 'src'));
}

function startProcess(name: string, file: string, args: string[], env: Record<string, string>): Proc {
  // cleanEnv drops LECTERN_*, DATABASE_URL, PORT and LOG_LEVEL from the developer's shell.
  const child = spawn(process.execPath, [file, ...args], {
    cwd: os.tmpdir(),
    env: cleanEnv(env),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let stdout = '';
  const listeners = new Set<() => void>();
  const onData = (chunk: Buffer) => {
    out += chunk.toString('utf8');
    for (const l of [...listeners]) l();
  };
  child.stdout!.on('data', (chunk: Buffer) => {
    stdout += chunk.toString('utf8');
    onData(chunk);
  });
  child.stderr!.on('data', onData);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    // 'close', not 'exit': by then all of the output has been read.
    child.once('close', (code, signal) => resolve({ code, signal })),
  );
  let ended = false;
  void exited.then(() => {
    ended = true;
    for (const l of [...listeners]) l();
  });
  return {
    name,
    child,
    output: () => out,
    stdout: () => stdout,
    exited,
    waitFor(pattern, timeoutMs = 60_000) {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          listeners.delete(check);
          reject(new Error(`${name}: timed out waiting for ${pattern}; output:\n${out}`));
        }, timeoutMs);
        const check = () => {
          const m = pattern.exec(out);
          if (!m && !ended) return;
          listeners.delete(check);
          clearTimeout(timer);
          if (m) resolve(m);
          else reject(new Error(`${name}: exited before ${pattern}; output:\n${out}`));
        };
        listeners.add(check);
        check();
      });
    },
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}

export function lecternRuntime(): LecternRuntime {
  const forced = process.env.LECTERN_SCALE_OUT_RUNTIME;
  const useDist = forced ? forced === 'dist' : distIsFresh();
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'lectern-scale-'));
  let srcRoot: string;
  let cli: string;
  let removeTree = () => {};
  if (useDist) {
    srcRoot = path.join(REPO_ROOT, 'dist/src');
    cli = DIST_CLI;
  } else {
    const tree = childTree();
    // The CLI reads its version from the package.json three levels above src/cli/program.js.
    const { version } = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')) as {
      version: string;
    };
    fs.writeFileSync(path.join(tree.root, 'package.json'), JSON.stringify({ type: 'module', version }));
    srcRoot = path.join(tree.root, 'src');
    cli = path.join(srcRoot, 'cli/main.js');
    removeTree = () => tree.cleanup();
  }
  const procs: Proc[] = [];
  return {
    kind: useDist ? 'dist' : 'transpiled',
    cli,
    start(name, args, env) {
      const proc = startProcess(name, cli, args, env);
      procs.push(proc);
      return proc;
    },
    async run(args, env) {
      const proc = startProcess(`lectern ${args.join(' ')}`, cli, args, env);
      procs.push(proc);
      const { code } = await proc.exited;
      return { code, stdout: proc.stdout(), output: proc.output() };
    },
    startHoldingWorker(name, env) {
      // The fixture imports './src/...'; point those imports at the runtime's code.
      const script = fs
        .readFileSync(CRASH_WORKER, 'utf8')
        .replaceAll(`'./src/`, `'${pathToFileURL(srcRoot).href}/`);
      const file = path.join(scratch, `${name}.mjs`);
      fs.writeFileSync(file, script);
      const proc = startProcess(name, file, [], env);
      procs.push(proc);
      return proc;
    },
    processes: () => [...procs],
    cleanup() {
      for (const p of procs) {
        if (p.child.exitCode === null && p.child.signalCode === null) p.child.kill('SIGKILL');
      }
      removeTree();
      fs.rmSync(scratch, { recursive: true, force: true });
    },
  };
}

/** Pino's JSON lines in a process's output (other lines are skipped). */
export function logRecords(output: string): Array<Record<string, unknown>> {
  const records: Array<Record<string, unknown>> = [];
  for (const line of output.split('\n')) {
    if (!line.startsWith('{')) continue;
    try {
      records.push(JSON.parse(line) as Record<string, unknown>);
    } catch {
      // A line cut short by SIGKILL.
    }
  }
  return records;
}

/** How many times this process logged `msg` for `jobId`. */
export function countLogged(proc: Proc, msg: string, jobId: string): number {
  return logRecords(proc.output()).filter((r) => r.msg === msg && r.jobId === jobId).length;
}
