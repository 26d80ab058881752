import { execFile, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const cliPath = path.join(repoRoot, 'dist/src/cli/main.js');

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestMtime(p));
    else if (!/\.test\.ts$/.test(entry.name)) newest = Math.max(newest, fs.statSync(p).mtimeMs);
  }
  return newest;
}

const run = (cmd: string, args: string[]) =>
  new Promise<{ code: number; output: string }>((resolve) => {
    execFile(cmd, args, { cwd: repoRoot, maxBuffer: 64 * 1024 * 1024 }, (err, stdout, stderr) =>
      resolve({ code: err ? ((err as { code?: number }).code ?? 1) : 0, output: stdout + stderr }),
    );
  });

/** For `beforeAll` hooks that may have to build (or wait for another test file's build) first. */
export const BUILD_TIMEOUT_MS = 600_000;

/**
 * These tests run the built binary, as users do. `npm test` builds first; when run alone, a stale `dist/`
 * is rebuilt here (once, under a lock, since test files run in parallel processes).
 */
export async function ensureBuilt(): Promise<void> {
  if (process.env.LECTERN_TEST_SKIP_BUILD && fs.existsSync(cliPath)) return;
  const stale = () =>
    !fs.existsSync(cliPath) || fs.statSync(cliPath).mtimeMs < newestMtime(path.join(repoRoot, 'src'));
  if (!stale()) return;
  const lock = path.join(repoRoot, '.tmp', 'cli-test-build.lock');
  fs.mkdirSync(path.dirname(lock), { recursive: true });
  for (;;) {
    try {
      fs.mkdirSync(lock);
      break;
    } catch {
      const age = Date.now() - (fs.statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > 300_000) fs.rmSync(lock, { recursive: true, force: true });
      await new Promise((r) => setTimeout(r, 500));
    }
  }
  try {
    if (!stale()) return;
    const tsc = await run(process.execPath, [
      path.join(repoRoot, 'node_modules/typescript/bin/tsc'),
      '-p',
      'tsconfig.json',
    ]);
    if (tsc.code !== 0 && !fs.existsSync(cliPath)) throw new Error(`build failed:\n${tsc.output}`);
    // Type errors elsewhere in the tree (work in progress) still emit JavaScript; say so and go on.
    if (tsc.code !== 0)
      console.warn(`tsc reported errors; testing the emitted build anyway:\n${tsc.output.slice(0, 2000)}`);
    const assets = await run(process.execPath, ['scripts/copy-assets.mjs']);
    if (assets.code !== 0) throw new Error(`copy-assets failed:\n${assets.output}`);
    // tsc writes only changed outputs; mark the binary fresh so the next check does not rebuild.
    const now = new Date();
    fs.utimesSync(cliPath, now, now);
  } finally {
    fs.rmSync(lock, { recursive: true, force: true });
  }
}

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** Environment for a child: no LECTERN_/DATABASE_ variables leak in from the developer's shell. */
export function cleanEnv(extra: Record<string, string | undefined> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [k, v] of Object.entries(process.env)) {
    if (!/^(LECTERN_|DATABASE_URL$|PORT$|LOG_LEVEL$)/.test(k)) env[k] = v;
  }
  return { ...env, LOG_LEVEL: 'warn', ...extra };
}

export function lectern(
  args: string[],
  opts: { env?: Record<string, string | undefined>; input?: string; cwd?: string } = {},
): Promise<CliResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [cliPath, ...args], {
      cwd: opts.cwd ?? repoRoot,
      env: cleanEnv(opts.env),
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c) => (stdout += c));
    child.stderr.on('data', (c) => (stderr += c));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code: code ?? -1, stdout, stderr }));
    child.stdin.end(opts.input ?? '');
  });
}

/** Runs a command that must succeed with `--json`, returning the parsed object. */
export async function lecternJson<T = Record<string, unknown>>(
  args: string[],
  opts: Parameters<typeof lectern>[1] = {},
): Promise<T> {
  const result = await lectern([...args, '--json'], opts);
  if (result.code !== 0) throw new Error(`lectern ${args.join(' ')} exited ${result.code}: ${result.stderr}`);
  return JSON.parse(result.stdout) as T;
}

export interface LongRunning {
  child: ChildProcess;
  url: string;
  output(): string;
  /** SIGTERM, then the exit code. */
  stop(): Promise<number | null>;
}

/** Starts a server-like command and waits for the line announcing its URL (`... on http://...`). */
export function startLectern(
  args: string[],
  env: Record<string, string | undefined> = {},
  pattern = /(?:on|listening on) (http:\/\/\S+)/,
): Promise<LongRunning> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [cliPath, ...args], {
      cwd: repoRoot,
      env: cleanEnv(env),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let settled = false;
    const exited = new Promise<number | null>((r) => child.on('exit', (code) => r(code)));
    const onData = (c: Buffer) => {
      out += c;
      const m = pattern.exec(out);
      if (m && !settled) {
        settled = true;
        resolve({
          child,
          url: m[1],
          output: () => out,
          stop: async () => {
            if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
            return exited;
          },
        });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('exit', (code) => {
      if (!settled) {
        settled = true;
        reject(
          Object.assign(new Error(`lectern ${args[0]} exited with ${code} before it was ready:\n${out}`), {
            exitCode: code,
            output: out,
          }),
        );
      }
    });
  });
}

export function tempDir(prefix: string): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), `lectern-${prefix}-`));
}
