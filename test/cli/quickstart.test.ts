import { execFile, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyBundle } from '../../src/bundle/index.js';
import { BUILD_TIMEOUT_MS, cleanEnv, ensureBuilt, repoRoot, tempDir } from './helpers.js';

let out: string;
const script = path.join(repoRoot, 'scripts/quickstart.sh');

beforeAll(async () => {
  await ensureBuilt();
  out = tempDir('quickstart');
}, BUILD_TIMEOUT_MS);
afterAll(() => {
  if (out) fs.rmSync(out, { recursive: true, force: true });
});

describe('npm run quickstart (scripts/quickstart.sh)', () => {
  it('exports docs/ through a real server and serves the bundle, then stops everything when not at a terminal', async () => {
    const result = await new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
      execFile(
        'bash',
        [script],
        { cwd: repoRoot, env: cleanEnv({ QUICKSTART_OUT_DIR: out }), timeout: 400_000 },
        (err, stdout, stderr) =>
          resolve({ code: err ? ((err as { code?: number }).code ?? 1) : 0, stdout, stderr }),
      );
    });
    expect(result.code, result.stdout + result.stderr).toBe(0);
    expect(result.stdout).toMatch(/GET \/ -> 200 /);
    expect(result.stdout).toMatch(/GET \/quickstart -> 200 Quickstart/);
    const served = /served at (http:\/\/127\.0\.0\.1:\d+)\//.exec(result.stdout)?.[1];
    expect(served).toBeTruthy();
    const bundle = path.join(out, 'docs.lectern.local.tar.gz');
    expect(result.stdout).toContain(`Bundle: ${bundle}`);
    const manifest = await verifyBundle(bundle);
    expect(manifest.domain).toBe('docs.lectern.local');
    expect(manifest.pageCount).toBeGreaterThan(5);
    // Stdout is a pipe here (as in CI), so nothing is left listening.
    await expect(fetch(`${served}/healthz`)).rejects.toThrow();
  }, 420_000);

  it('at a terminal, keeps serving until Ctrl-C, which stops everything and exits 0', async () => {
    // `script` gives the quickstart a terminal (a pseudo-terminal); a Ctrl-C byte written to it is turned
    // into SIGINT for the terminal's foreground processes, as when a person presses Ctrl-C. `exec` matters:
    // `script` runs the command through $SHELL, /bin/sh (dash) when SHELL is unset as in CI, and dash exits
    // 130 on that SIGINT even when the quickstart handles it and exits 0.
    const child = spawn('script', ['-qefc', `exec bash ${script}`, '/dev/null'], {
      cwd: repoRoot,
      env: cleanEnv({ QUICKSTART_OUT_DIR: path.join(out, 'tty') }),
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (c) => (output += c));
    child.stderr.on('data', (c) => (output += c));
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    try {
      await new Promise<void>((resolve, reject) => {
        const check = () => (/Press Ctrl-C to stop/.test(output) ? resolve() : undefined);
        child.stdout.on('data', check);
        void exited.then((code) =>
          reject(new Error(`quickstart exited (${code}) before serving:\n${output}`)),
        );
      });
      const site = /served at (http:\/\/127\.0\.0\.1:\d+)\//.exec(output)![1];
      const api = /API: (http:\/\/127\.0\.0\.1:\d+)/.exec(output)![1];
      // Still serving after it printed where.
      expect((await fetch(`${site}/quickstart`)).status).toBe(200);
      expect((await fetch(`${api}/healthz`)).status).toBe(200);

      child.stdin.write('\x03');
      expect(await exited, output).toBe(0);
      expect(output).not.toContain('quickstart failed');
      await expect(fetch(`${site}/healthz`)).rejects.toThrow();
      await expect(fetch(`${api}/healthz`)).rejects.toThrow();
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
    }
  }, 420_000);
});
