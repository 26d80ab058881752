import fs from 'node:fs/promises';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { tool } from 'ai';
import { z } from 'zod';
import { ToolError } from '../errors.js';
import type { Checkout } from './checkout.js';
import { guarded, type ToolContext } from './context.js';

const MAX_MATCHES = 200;
const MAX_FILES = 5000;
const MAX_TOTAL_BYTES = 20 * 1024 * 1024;
const REGEX_TIMEOUT_MS = 2000;

interface TextFile {
  path: string;
  text: string;
}

/**
 * A regular expression from the model could backtrack for ever, and JavaScript regexes cannot be
 * interrupted: matching runs in a worker thread that is terminated when it overruns its time.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { pattern, flags, files, max } = workerData;
const re = new RegExp(pattern, flags);
const out = [];
outer: for (const f of files) {
  const lines = f.text.split('\\n');
  for (let i = 0; i < lines.length; i++) {
    re.lastIndex = 0;
    if (re.test(lines[i])) { out.push([f.path, i + 1, lines[i]]); if (out.length >= max) break outer; }
  }
}
parentPort.postMessage(out);
`;

export function searchTool({ checkout }: ToolContext) {
  return tool({
    description:
      'Search text files for a plain string (default) or a JavaScript regular expression (isRegex: true). ' +
      `Returns up to ${MAX_MATCHES} matching lines as path:line: text.`,
    inputSchema: z.object({
      pattern: z.string().min(1).max(300),
      isRegex: z.boolean().optional().default(false),
      caseSensitive: z.boolean().optional().default(false),
      path: z.string().optional().default('.').describe('Folder or file to search in'),
    }),
    execute: ({ pattern, isRegex, caseSensitive, path: input }) =>
      guarded(checkout, async () => {
        const files = await collectFiles(checkout, input);
        const matches = isRegex
          ? await regexSearch(pattern, caseSensitive, files)
          : plainSearch(pattern, caseSensitive, files);
        if (matches.length === 0) return `No matches for ${JSON.stringify(pattern)} in ${files.length} files`;
        const lines = matches.map(
          ([file, line, text]) => `${file}:${line}: ${text.length > 300 ? `${text.slice(0, 300)}…` : text}`,
        );
        const more =
          matches.length >= MAX_MATCHES ? `\n[stopped at ${MAX_MATCHES} matches; narrow the search]` : '';
        return lines.join('\n') + more;
      }),
  });
}

type Match = [string, number, string];

function plainSearch(pattern: string, caseSensitive: boolean, files: TextFile[]): Match[] {
  const needle = caseSensitive ? pattern : pattern.toLowerCase();
  const out: Match[] = [];
  for (const f of files) {
    const lines = f.text.split('\n');
    for (let i = 0; i < lines.length; i++) {
      const hay = caseSensitive ? lines[i] : lines[i].toLowerCase();
      if (hay.includes(needle)) {
        out.push([f.path, i + 1, lines[i]]);
        if (out.length >= MAX_MATCHES) return out;
      }
    }
  }
  return out;
}

async function regexSearch(pattern: string, caseSensitive: boolean, files: TextFile[]): Promise<Match[]> {
  const flags = caseSensitive ? 'u' : 'iu';
  try {
    new RegExp(pattern, flags);
  } catch (err) {
    throw new ToolError(`invalid regular expression: ${(err as Error).message}`);
  }
  const worker = new Worker(WORKER_SOURCE, {
    eval: true,
    workerData: { pattern, flags, files, max: MAX_MATCHES },
    resourceLimits: { maxOldGenerationSizeMb: 256 },
  });
  return new Promise<Match[]>((resolve, reject) => {
    const timer = setTimeout(() => {
      void worker.terminate();
      reject(
        new ToolError(
          `regular expression search took longer than ${REGEX_TIMEOUT_MS} ms; use a simpler pattern`,
        ),
      );
    }, REGEX_TIMEOUT_MS);
    worker.once('message', (m: Match[]) => {
      clearTimeout(timer);
      void worker.terminate();
      resolve(m);
    });
    worker.once('error', (err) => {
      clearTimeout(timer);
      reject(new ToolError(`search failed: ${err.message}`));
    });
  });
}

/** Text files under `input`, skipping `.git`, links, binaries and oversized files, within global caps. */
async function collectFiles(checkout: Checkout, input: string): Promise<TextFile[]> {
  const start = await checkout.resolve(input);
  if (start.kind === null) throw new ToolError(`${start.rel || '.'}: no such file or folder`);
  const out: TextFile[] = [];
  let total = 0;
  const visit = async (rel: string, abs: string, isDir: boolean): Promise<void> => {
    if (out.length >= MAX_FILES || total >= MAX_TOTAL_BYTES) return;
    if (!isDir) {
      const stat = await fs.lstat(abs);
      if (!stat.isFile() || stat.size > checkout.limits.maxFileBytes) return;
      const buf = await fs.readFile(abs);
      if (buf.includes(0)) return;
      total += buf.length;
      out.push({ path: rel, text: buf.toString('utf8') });
      return;
    }
    const entries = await fs.readdir(abs, { withFileTypes: true });
    entries.sort((a, b) => a.name.localeCompare(b.name));
    for (const e of entries) {
      if (e.name.toLowerCase() === '.git' || e.name === 'node_modules' || e.isSymbolicLink()) continue;
      if (!e.isDirectory() && !e.isFile()) continue;
      await visit(rel ? `${rel}/${e.name}` : e.name, path.join(abs, e.name), e.isDirectory());
    }
  };
  await visit(start.rel, start.abs, start.kind === 'dir');
  return out;
}
