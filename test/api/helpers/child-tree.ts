/**
 * Runs Lectern code in separate Node processes without a prior `npm run build`: Node 20 cannot import
 * our .ts files, so `src/` is transpiled into a scratch tree (other files, such as the engine's CSS and
 * client scripts, are copied as they are) whose `node_modules` links to the project's.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ts from 'typescript';

const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');

export interface ChildTree {
  root: string;
  /** Starts an ES module script (text) in a fresh Node process; stdout and stderr are collected. */
  spawn(script: string, env: Record<string, string>): RunningChild;
  cleanup(): void;
}

export interface RunningChild {
  process: ChildProcess;
  output(): string;
  /** Resolves when a line of output contains `text`; rejects if the process exits first. */
  waitFor(text: string, timeoutMs?: number): Promise<void>;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

function copyTree(from: string, to: string): void {
  fs.mkdirSync(to, { recursive: true });
  for (const entry of fs.readdirSync(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isDirectory()) copyTree(source, target);
    else if (/\.test(-support)?\.ts$/.test(entry.name) || entry.name.endsWith('.d.ts')) continue;
    else if (entry.name.endsWith('.ts')) {
      const out = ts.transpileModule(fs.readFileSync(source, 'utf8'), {
        compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
        fileName: source,
      });
      fs.writeFileSync(target.replace(/\.ts$/, '.js'), out.outputText);
    } else if (entry.isFile()) fs.copyFileSync(source, target);
  }
}

export function childTree(): ChildTree {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'lectern-child-'));
  fs.symlinkSync(path.join(REPO_ROOT, 'node_modules'), path.join(root, 'node_modules'), 'dir');
  fs.writeFileSync(path.join(root, 'package.json'), JSON.stringify({ type: 'module' }));
  copyTree(path.join(REPO_ROOT, 'src'), path.join(root, 'src'));
  let scripts = 0;
  const children: ChildProcess[] = [];
  return {
    root,
    spawn(script, env) {
      const file = path.join(root, `script-${scripts++}.mjs`);
      fs.writeFileSync(file, script);
      const child = spawn(process.execPath, [file], {
        cwd: root,
        env: { ...process.env, ...env },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      children.push(child);
      let out = '';
      const listeners = new Set<() => void>();
      const onData = (chunk: Buffer) => {
        out += chunk.toString('utf8');
        for (const l of listeners) l();
      };
      child.stdout!.on('data', onData);
      child.stderr!.on('data', onData);
      const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
        child.once('exit', (code, signal) => resolve({ code, signal })),
      );
      return {
        process: child,
        output: () => out,
        exited,
        waitFor(text, timeoutMs = 120_000) {
          return new Promise<void>((resolve, reject) => {
            const check = () => {
              if (out.includes(text)) {
                cleanup();
                resolve();
              }
            };
            const timer = setTimeout(() => {
              cleanup();
              reject(new Error(`timed out waiting for "${text}"; output:\n${out}`));
            }, timeoutMs);
            const cleanup = () => {
              clearTimeout(timer);
              listeners.delete(check);
            };
            listeners.add(check);
            void exited.then(({ code, signal }) => {
              if (!out.includes(text)) {
                cleanup();
                reject(new Error(`child exited (${code ?? signal}) before "${text}"; output:\n${out}`));
              }
            });
            check();
          });
        },
      };
    },
    cleanup() {
      for (const child of children)
        if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      fs.rmSync(root, { recursive: true, force: true });
    },
  };
}
