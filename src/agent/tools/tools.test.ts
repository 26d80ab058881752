import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { ToolSet } from 'ai';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Checkout, buildTools, type PlanItem } from './index.js';

let base: string;
let repo: string;
let outside: string;
let tools: ToolSet;
let checkout: Checkout;
let plan: PlanItem[];

async function run(name: string, input: Record<string, unknown>): Promise<string> {
  const t = tools[name];
  return (await t.execute!(input as never, { toolCallId: 't1', messages: [] })) as string;
}

beforeEach(async () => {
  base = await fs.mkdtemp(path.join(os.tmpdir(), 'lectern-tools-'));
  repo = path.join(base, 'repo');
  outside = path.join(base, 'outside');
  await fs.mkdir(path.join(repo, '.git'), { recursive: true });
  await fs.mkdir(path.join(repo, 'guides'), { recursive: true });
  await fs.mkdir(outside);
  await fs.writeFile(path.join(repo, '.git', 'config'), '[core]\n');
  await fs.writeFile(path.join(outside, 'secret.txt'), 'TOP SECRET\n');
  await fs.writeFile(path.join(repo, 'docs.json'), '{\n  "name": "Acme"\n}\n');
  await fs.writeFile(path.join(repo, 'guides', 'intro.mdx'), 'line one\nline two\nline three\n');
  checkout = await Checkout.open(repo, { maxFileBytes: 4096 });
  plan = [];
  tools = buildTools({ checkout, plan });
});

afterEach(() => fs.rm(base, { recursive: true, force: true }));

describe('confinement', () => {
  it('refuses parent paths, absolute paths and .git for reads and writes', async () => {
    for (const p of [
      '../outside/secret.txt',
      'guides/../../outside/secret.txt',
      '/etc/passwd',
      `${outside}/secret.txt`,
      'C:/x',
      '.git/config',
      'guides/.GIT/x',
      '~/x',
    ]) {
      expect(await run('view_file', { path: p }), p).toMatch(/^Error: /);
      expect(await run('create_file', { path: p, content: 'x', overwrite: true }), p).toMatch(/^Error: /);
      expect(await run('delete_file', { path: p }), p).toMatch(/^Error: /);
    }
    expect(await fs.readFile(path.join(repo, '.git', 'config'), 'utf8')).toBe('[core]\n');
    expect(await fs.readFile(path.join(outside, 'secret.txt'), 'utf8')).toBe('TOP SECRET\n');
    expect(checkout.changed.size).toBe(0);
  });

  it('never follows symbolic links, to folders or files, for reading or writing', async () => {
    await fs.symlink(outside, path.join(repo, 'escape'));
    await fs.symlink(path.join(outside, 'secret.txt'), path.join(repo, 'guides', 'secret.mdx'));
    expect(await run('view_file', { path: 'escape/secret.txt' })).toMatch(/symbolic link/);
    expect(await run('view_file', { path: 'guides/secret.mdx' })).toMatch(/symbolic link/);
    expect(await run('create_file', { path: 'escape/new.txt', content: 'x', overwrite: false })).toMatch(
      /symbolic link/,
    );
    expect(
      await run('create_file', { path: 'guides/secret.mdx', content: 'pwned', overwrite: true }),
    ).toMatch(/symbolic link/);
    expect(await run('replace_in_file', { path: 'guides/secret.mdx', oldText: 'TOP', newText: 'x' })).toMatch(
      /symbolic link/,
    );
    expect(await run('delete_file', { path: 'guides/secret.mdx' })).toMatch(/symbolic link/);
    expect(await run('list_folder', { path: 'escape' })).toMatch(/symbolic link/);
    expect(
      await run('search', { pattern: 'SECRET', isRegex: false, caseSensitive: true, path: '.' }),
    ).toMatch(/^No matches/);
    expect(await run('list_folder', { path: '.' })).toMatch(/escape \(symbolic link, not followed\)/);
    await expect(fs.readdir(outside)).resolves.toEqual(['secret.txt']);
    expect(await fs.readFile(path.join(outside, 'secret.txt'), 'utf8')).toBe('TOP SECRET\n');
  });

  it('reads and writes text only, within size caps', async () => {
    await fs.writeFile(path.join(repo, 'logo.png'), Buffer.from([0x89, 0x50, 0x00, 0x01]));
    expect(await run('view_file', { path: 'logo.png' })).toMatch(/binary/);
    expect(await run('create_file', { path: 'bin.mdx', content: 'a\0b', overwrite: false })).toMatch(/NUL/);
    expect(
      await run('create_file', { path: 'big.mdx', content: 'x'.repeat(5000), overwrite: false }),
    ).toMatch(/larger/);
    await fs.writeFile(path.join(repo, 'huge.mdx'), 'y'.repeat(5000));
    expect(await run('view_file', { path: 'huge.mdx' })).toMatch(/larger/);
  });
});

describe('file tools', () => {
  it('lists folders without .git', async () => {
    const out = await run('list_folder', { path: '.' });
    expect(out).toBe('.:\ndocs.json\nguides/');
  });

  it('views files with line numbers and ranges', async () => {
    expect(await run('view_file', { path: 'guides/intro.mdx' })).toBe(
      'guides/intro.mdx (3 lines)\n1\tline one\n2\tline two\n3\tline three',
    );
    expect(await run('view_file', { path: 'guides/intro.mdx', startLine: 2, endLine: 2 })).toBe(
      'guides/intro.mdx (3 lines)\n2\tline two',
    );
    expect(await run('view_file', { path: 'guides/intro.mdx', startLine: 9 })).toMatch(/only 3 lines/);
    expect(await run('view_file', { path: 'nope.mdx' })).toMatch(/no such file/);
  });

  it('shows at most 400 lines at once and says how to see the rest', async () => {
    await fs.writeFile(
      path.join(repo, 'long.mdx'),
      Array.from({ length: 500 }, (_, i) => `l${i + 1}`).join('\n') + '\n',
    );
    const first = await run('view_file', { path: 'long.mdx' });
    const lines = first.split('\n');
    expect(lines[0]).toBe('long.mdx (500 lines)');
    expect(lines[1]).toBe('  1\tl1');
    expect(lines[400]).toBe('400\tl400');
    expect(lines[401]).toBe('[lines 401-500 not shown; ask for a range]');
    expect(lines).toHaveLength(402);
    const rest = await run('view_file', { path: 'long.mdx', startLine: 401 });
    expect(rest.split('\n').slice(1, 2)).toEqual(['401\tl401']);
    expect(rest.endsWith('500\tl500')).toBe(true);
    const range = await run('view_file', { path: 'long.mdx', startLine: 50, endLine: 60 });
    expect(range.split('\n')).toHaveLength(12);
    expect(await run('view_file', { path: 'long.mdx', startLine: 60, endLine: 50 })).toMatch(
      /endLine must not be before startLine/,
    );
  });

  it('cuts overlong lines, and output past the tool output cap', async () => {
    await fs.writeFile(path.join(repo, 'wide.mdx'), `${'a'.repeat(2500)}\nshort\n`);
    const wide = await run('view_file', { path: 'wide.mdx' });
    expect(wide).toBe(`wide.mdx (2 lines)\n1\t${'a'.repeat(2000)} [line truncated]\n2\tshort`);

    // 300 lines of 1,500 characters: 450,000 characters of output, over the 30,000 handed to the model.
    await fs.writeFile(path.join(repo, 'huge.mdx'), `${'b'.repeat(1500)}\n`.repeat(300));
    const roomy = buildTools({ checkout: await Checkout.open(repo), plan: [] });
    const out = (await roomy.view_file.execute!({ path: 'huge.mdx' } as never, {
      toolCallId: 't2',
      messages: [],
    })) as string;
    expect(out.startsWith('huge.mdx (300 lines)\n  1\tbbb')).toBe(true);
    expect(out).toMatch(/\n\[output truncated: \d+ more characters\]$/);
    const [, more] = /\[output truncated: (\d+) more characters\]$/.exec(out)!;
    expect(out.length - `\n[output truncated: ${more} more characters]`.length).toBe(30_000);
  });

  it('creates files (with folders) and refuses to clobber without overwrite', async () => {
    expect(
      await run('create_file', { path: 'api/new/page.mdx', content: '# New\n', overwrite: false }),
    ).toMatch(/^Wrote api\/new\/page.mdx/);
    expect(await fs.readFile(path.join(repo, 'api/new/page.mdx'), 'utf8')).toBe('# New\n');
    expect(await run('create_file', { path: 'docs.json', content: '{}', overwrite: false })).toMatch(
      /already exists/,
    );
    expect(await run('create_file', { path: 'docs.json', content: '{}\n', overwrite: true })).toMatch(
      /^Wrote/,
    );
    expect([...checkout.changed].sort()).toEqual(['api/new/page.mdx', 'docs.json']);
  });

  it('replaces exactly one occurrence', async () => {
    expect(
      await run('replace_in_file', { path: 'guides/intro.mdx', oldText: 'line two', newText: 'LINE 2' }),
    ).toMatch(/line 2 of/);
    expect(await fs.readFile(path.join(repo, 'guides/intro.mdx'), 'utf8')).toBe(
      'line one\nLINE 2\nline three\n',
    );
    expect(await run('replace_in_file', { path: 'guides/intro.mdx', oldText: 'line', newText: 'x' })).toMatch(
      /occurs 2 times/,
    );
    expect(
      await run('replace_in_file', { path: 'guides/intro.mdx', oldText: 'absent', newText: 'x' }),
    ).toMatch(/not found/);
  });

  it('inserts lines after a line number', async () => {
    expect(await run('insert_lines', { path: 'guides/intro.mdx', afterLine: 0, text: 'top' })).toMatch(
      /Inserted 1/,
    );
    expect(await run('insert_lines', { path: 'guides/intro.mdx', afterLine: 4, text: 'end\n' })).toMatch(
      /Inserted 1/,
    );
    expect(await fs.readFile(path.join(repo, 'guides/intro.mdx'), 'utf8')).toBe(
      'top\nline one\nline two\nline three\nend\n',
    );
    expect(await run('insert_lines', { path: 'guides/intro.mdx', afterLine: 99, text: 'x' })).toMatch(
      /only 5 lines/,
    );
  });

  it('deletes files but not folders', async () => {
    expect(await run('delete_file', { path: 'guides' })).toMatch(/only files/);
    expect(await run('delete_file', { path: 'guides/intro.mdx' })).toBe('Deleted guides/intro.mdx');
    await expect(fs.stat(path.join(repo, 'guides/intro.mdx'))).rejects.toThrow();
  });

  it('searches plain strings and regular expressions', async () => {
    expect(
      await run('search', { pattern: 'LINE TWO', isRegex: false, caseSensitive: false, path: '.' }),
    ).toBe('guides/intro.mdx:2: line two');
    expect(
      await run('search', { pattern: 'LINE TWO', isRegex: false, caseSensitive: true, path: '.' }),
    ).toMatch(/^No matches/);
    expect(
      await run('search', { pattern: '^line t\\w+$', isRegex: true, caseSensitive: true, path: 'guides' }),
    ).toBe('guides/intro.mdx:2: line two\nguides/intro.mdx:3: line three');
    expect(await run('search', { pattern: '([', isRegex: true, caseSensitive: true, path: '.' })).toMatch(
      /invalid regular expression/,
    );
    expect(await run('search', { pattern: 'x', isRegex: false, caseSensitive: true, path: '.git' })).toMatch(
      /\.git folder is off limits/,
    );
  });

  it('stops a catastrophically backtracking regular expression', async () => {
    await fs.writeFile(path.join(repo, 'evil.mdx'), `${'a'.repeat(40)}!\n`);
    expect(
      await run('search', { pattern: '^(a+)+$', isRegex: true, caseSensitive: true, path: 'evil.mdx' }),
    ).toMatch(/took longer/);
  });

  it('records a plan', async () => {
    const out = await run('update_plan', {
      items: [
        { content: 'Edit intro', status: 'completed' },
        { content: 'Check nav', status: 'pending' },
      ],
    });
    expect(out).toBe('Plan recorded:\n[x] Edit intro\n[ ] Check nav');
    expect(plan).toHaveLength(2);
  });
});
