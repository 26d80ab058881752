/** Temporary docs folders for configuration tests, removed after each test. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, expect } from 'vitest';
import { EngineError } from '../errors.js';
import { loadSiteConfig } from './index.js';

let dirs: string[] = [];
afterEach(() => {
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
  dirs = [];
});

/** A folder holding `files` (objects written as JSON). */
export function site(files: Record<string, unknown>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lectern-config-'));
  dirs.push(dir);
  for (const [name, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), typeof content === 'string' ? content : JSON.stringify(content));
  }
  return dir;
}

/** The error loading the folder's configuration throws (the test fails if it loads). */
export function loadError(dir: string): EngineError {
  try {
    loadSiteConfig(dir);
  } catch (err) {
    expect(err).toBeInstanceOf(EngineError);
    return err as EngineError;
  }
  throw new Error('expected the configuration to be refused');
}

export const nav = { pages: ['index'] };
