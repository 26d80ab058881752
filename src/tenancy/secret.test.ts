import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { transpileTree } from '../db/child-process.test-support.js';
import { TenancyError } from './errors.js';
import { resolveSecret } from './secret.js';

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lectern-secret-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('resolveSecret', () => {
  it('uses LECTERN_SECRET when set: hex is decoded, long text is used as is', () => {
    const hex = 'ab'.repeat(32);
    expect(resolveSecret({ secret: hex, dataDir: tempDir() }).equals(Buffer.from(hex, 'hex'))).toBe(true);
    const text = 'a long passphrase that is certainly over 32 chars';
    expect(resolveSecret({ secret: text, dataDir: tempDir() }).toString()).toBe(text);
  });

  it('refuses a short LECTERN_SECRET', () => {
    expect(() => resolveSecret({ secret: 'short', dataDir: tempDir() })).toThrow(TenancyError);
  });

  it('generates a private secret file once and reuses it', () => {
    const dataDir = path.join(tempDir(), 'nested', 'data');
    const first = resolveSecret({ secret: null, dataDir });
    expect(first).toHaveLength(32);
    const file = path.join(dataDir, 'secret');
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(fs.readFileSync(file, 'utf8').trim()).toBe(first.toString('hex'));
    expect(resolveSecret({ secret: null, dataDir }).equals(first)).toBe(true);
    expect(fs.readdirSync(dataDir)).toEqual(['secret']);
  });

  it('gives every process the same secret when several start at once', async () => {
    const dataDir = tempDir();
    const tree = transpileTree(['tenancy', 'config', 'db']);
    try {
      const script = `
        import { resolveSecret } from './src/tenancy/secret.js';
        process.stdout.write(resolveSecret({ secret: null, dataDir: process.argv[2] }).toString('hex'));
      `;
      const outputs = await Promise.all(Array.from({ length: 6 }, () => tree.run(script, [dataDir])));
      expect(outputs[0]).toMatch(/^[0-9a-f]{64}$/);
      expect(new Set(outputs).size).toBe(1);
      expect(outputs[0]).toBe(fs.readFileSync(path.join(dataDir, 'secret'), 'utf8').trim());
    } finally {
      tree.cleanup();
    }
  });
});
