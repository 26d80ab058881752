#!/usr/bin/env node
// Copies what the compiled code reads at run time but tsc does not emit (browser CSS/JS of the engine,
// agent prompts, JSON data, ...) from src/ to dist/src/, keeping paths. Every non-TypeScript file is copied
// except tests and fixtures, so a new asset folder needs no change here.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const srcRoot = path.join(root, 'src');
const outRoot = path.join(root, 'dist', 'src');

const SKIP_DIRS = new Set([
  '__fixtures__',
  'fixtures',
  '__tests__',
  'test-fixtures',
  'testdata',
  'node_modules',
]);
const isTypeScript = (name) => /\.(c|m)?ts$/.test(name) || /\.tsx$/.test(name);
const isTestFile = (name) => /\.(test|spec)\.[a-z]+$/.test(name) || /\.test-support\./.test(name);

let copied = 0;
function walk(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const from = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!SKIP_DIRS.has(entry.name)) walk(from);
      continue;
    }
    // Links could point anywhere; assets are plain files.
    if (!entry.isFile() || isTypeScript(entry.name) || isTestFile(entry.name) || entry.name === '.DS_Store')
      continue;
    const to = path.join(outRoot, path.relative(srcRoot, from));
    fs.mkdirSync(path.dirname(to), { recursive: true });
    fs.copyFileSync(from, to);
    copied++;
  }
}

walk(srcRoot);
const bin = path.join(outRoot, 'cli', 'main.js');
if (fs.existsSync(bin)) fs.chmodSync(bin, 0o755);
console.log(`copy-assets: ${copied} file${copied === 1 ? '' : 's'} copied to dist/src`);
