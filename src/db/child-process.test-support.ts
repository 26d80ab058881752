/**
 * For tests that need real separate processes (many claimers on one database, racing secret creation):
 * Node 20 cannot import our .ts files, so this transpiles the named src folders into a scratch tree whose
 * `node_modules` links to the project's. Child scripts then import e.g. `<root>/src/jobs/index.js`.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ts from 'typescript';

const REPO_ROOT = path.resolve(import.meta.dirname, '../..');

export interface TranspiledTree {
  root: string;
  /** Runs an ES module script (text) in a fresh Node process with `args`; resolves with its stdout. */
  run(script: string, args?: string[]): Promise<string>;
  cleanup(): void;
}

export function transpileTree(folders: string[]): TranspiledTree {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'lectern-child-'));
  fs.symlinkSync(path.join(REPO_ROOT, 'node_modules'), path.join(root, 'node_modules'), 'dir');
  fs.writeFileSync(path.join(root, 'package.json'), JSON.stringify({ type: 'module' }));
  for (const folder of folders)
    copyFolder(path.join(REPO_ROOT, 'src', folder), path.join(root, 'src', folder));
  let scripts = 0;
  return {
    root,
    run: (script, args = []) => {
      const file = path.join(root, `script-${scripts++}.mjs`);
      fs.writeFileSync(file, script);
      return new Promise((resolve, reject) => {
        execFile(
          process.execPath,
          [file, ...args],
          { cwd: root, maxBuffer: 16 * 1024 * 1024 },
          (err, stdout, stderr) => {
            if (err) reject(new Error(`child failed: ${err.message}\n${stderr}`));
            else resolve(stdout);
          },
        );
      });
    },
    cleanup: () => fs.rmSync(root, { recursive: true, force: true }),
  };
}

function copyFolder(from: string, to: string): void {
  fs.mkdirSync(to, { recursive: true });
  for (const entry of fs.readdirSync(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name);
    if (entry.isDirectory()) {
      copyFolder(source, path.join(to, entry.name));
    } else if (entry.name.endsWith('.ts') && !/\.test(-support)?\.ts$/.test(entry.name)) {
      const out = ts.transpileModule(fs.readFileSync(source, 'utf8'), {
        compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
        fileName: source,
      });
      fs.writeFileSync(path.join(to, entry.name.replace(/\.ts$/, '.js')), out.outputText);
    }
  }
}
