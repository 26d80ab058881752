import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import type { Diagnostic } from '../types.js';
import { classCandidates, siteClassCandidates, TAILWIND_SOURCE_LIMITS } from './tailwind-classes.js';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'lectern-tw-classes-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

function write(dir: string, rel: string, text: string): void {
  fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
  fs.writeFileSync(path.join(dir, rel), text);
}

describe('classCandidates', () => {
  test('reads class and className in every form authors write', () => {
    expect(classCandidates('<div class="flex  gap-4\n md:grid-cols-3">x</div>')).toEqual([
      'flex',
      'gap-4',
      'md:grid-cols-3',
    ]);
    expect(classCandidates('<img className=\'block dark:hidden\' src="/a.png" />')).toEqual([
      'block',
      'dark:hidden',
    ]);
    expect(classCandidates(`<p className={'text-sm'}>a</p><p className={"text-lg"}>b</p>`)).toEqual([
      'text-lg',
      'text-sm',
    ]);
    expect(
      classCandidates('<div className={`rounded-xl ${dark ? "bg-zinc-900" : \'bg-white\'} p-4`} />'),
    ).toEqual(expect.arrayContaining(['bg-white', 'bg-zinc-900', 'p-4', 'rounded-xl']));
    expect(classCandidates("<a className={cn('w-full', open && 'dark:!text-zinc-950')} />")).toEqual(
      expect.arrayContaining(['dark:!text-zinc-950', 'w-full']),
    );
    expect(classCandidates('<div className = "text-zinc-950/70 py-0.5 w-1/2" />')).toEqual([
      'py-0.5',
      'text-zinc-950/70',
      'w-1/2',
    ]);
  });

  test('ignores text outside class attributes', () => {
    expect(classCandidates('A flex layout with hidden parts.\n\n<div id="hidden" title="grid" />')).toEqual(
      [],
    );
    expect(classCandidates('no markup at all')).toEqual([]);
  });

  test('drops arbitrary values: Mintlify does not support them, and they would carry any declaration', () => {
    expect(
      classCandidates(
        '<div className="w-[350px] [display:none] bg-[url(https://evil.test/x.png)] md:[&>*]:hidden ok" />',
      ),
    ).toEqual(['ok']);
  });

  test('keeps nothing an injection attempt could use', () => {
    const attempts = [
      '<div className="x;}body{display:none" />',
      '<div className="a}body{color:red}.b{" />',
      "<div className={'x</style><script>alert(1)</script>'} />",
      '<div class="@import url(https://evil.test/a.css);" />',
      '<div className="\\"><img src=x onerror=alert(1)>" />',
    ];
    for (const text of attempts) {
      for (const c of classCandidates(text)) expect(c, text).toMatch(/^[A-Za-z0-9!*-][A-Za-z0-9:/.%!*_-]*$/);
      expect(classCandidates(text).join(' '), text).not.toMatch(/[{};<>"'()@[\]]/);
    }
    expect(classCandidates('<div className="x;}body{display:none" />')).toEqual([]);
  });
});

describe('siteClassCandidates', () => {
  test('reads the given pages and the snippet folders, sorted, nothing outside the docs folder', () => {
    const src = path.join(root, 'site');
    const outside = path.join(root, 'outside');
    write(src, 'index.mdx', '<div className="mt-4 flex" />\n');
    write(src, 'guides/a.md', '<p class="text-sm">a</p>\n');
    write(src, 'unlisted.mdx', '<div className="never-read" />\n');
    write(src, 'snippets/card.mdx', '<div className="rounded-xl" />\n');
    write(src, 'snippets/deep/Hero.jsx', 'export const Hero = () => <h1 className={`text-4xl`}>Hi</h1>;\n');
    write(src, 'snippets/notes.txt', '<div className="not-a-snippet" />\n');
    write(src, 'snippets/.hidden/x.mdx', '<div className="dot-folder" />\n');
    write(src, '_snippets/legacy.mdx', '<div className="bg-primary" />\n');
    write(outside, 'secret.mdx', '<div className="outside-class" />\n');
    fs.symlinkSync(path.join(outside, 'secret.mdx'), path.join(src, 'snippets/linked.mdx'));
    fs.symlinkSync(path.join(outside, 'secret.mdx'), path.join(src, 'escape.mdx'));
    const diagnostics: Diagnostic[] = [];
    const found = siteClassCandidates(
      src,
      ['index.mdx', 'guides/a.md', 'missing.mdx', 'escape.mdx', '../outside/secret.mdx'],
      diagnostics,
    );
    expect(found).toEqual(['bg-primary', 'flex', 'mt-4', 'rounded-xl', 'text-4xl', 'text-sm']);
    expect(diagnostics).toEqual([]);
  });

  test('caps the snippet files and the candidates, with a warning', () => {
    const src = path.join(root, 'capped');
    for (let i = 0; i < 5; i++) write(src, `snippets/s${i}.mdx`, `<div className="c${i} shared" />\n`);
    const diagnostics: Diagnostic[] = [];
    const found = siteClassCandidates(src, [], diagnostics, {
      ...TAILWIND_SOURCE_LIMITS,
      snippetFiles: 3,
      candidates: 2,
    });
    expect(found).toEqual(['c0', 'c1']);
    expect(diagnostics.map((d) => d.code)).toEqual(['SITE_FILES_LIMIT', 'SITE_FILES_LIMIT']);
  });
});
