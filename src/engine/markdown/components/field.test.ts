/** ParamField and ResponseField anchors: Mintlify's ids, unique on a page, and real deep links landing. */
import { describe, expect, it } from 'vitest';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, posix, relative } from 'node:path';
import { createRenderer } from '../index.js';
import { createTestContext } from '../test-context.js';
import { fieldAnchor } from './field-id.js';
import { displayDefault } from './field.js';

describe('fieldAnchor', () => {
  it('prefixes param- and joins the parts of a name with one dash', () => {
    expect(fieldAnchor('thumbnails.background')).toBe('param-thumbnails-background');
    expect(fieldAnchor('--max-session-duration')).toBe('param-max-session-duration');
    expect(fieldAnchor('scaling.min_agents')).toBe('param-scaling-min-agents');
    expect(fieldAnchor('icons')).toBe('param-icons');
    expect(fieldAnchor('user[address].city')).toBe('param-user-address-city');
    expect(fieldAnchor('{id}')).toBe('param-id');
    expect(fieldAnchor('a -- b')).toBe('param-a-b');
  });
  it('splits camelCase and acronyms like Mintlify (apiKey and api_key are one anchor)', () => {
    expect(fieldAnchor('apiKey')).toBe('param-api-key');
    expect(fieldAnchor('api_key')).toBe('param-api-key');
    expect(fieldAnchor('HTTPServer')).toBe('param-http-server');
    expect(fieldAnchor('v2API')).toBe('param-v2-api');
    expect(fieldAnchor('listAPIs')).toBe('param-list-apis');
    expect(fieldAnchor('Authorization')).toBe('param-authorization');
  });
  it('drops accents, keeps other scripts, and names nothing "param"', () => {
    expect(fieldAnchor('déjà_vu')).toBe('param-deja-vu');
    expect(fieldAnchor('名前')).toBe('param-名前');
    expect(fieldAnchor('')).toBe('param');
    expect(fieldAnchor('...')).toBe('param');
  });
});

describe('displayDefault', () => {
  it('shows a default as JSON as Mintlify\'s Property does, so strings are quoted and "" shows', () => {
    expect(displayDefault('asc')).toBe('"asc"');
    expect(displayDefault('')).toBe('""');
    expect([10, false, null].map(displayDefault)).toEqual(['10', 'false', 'null']);
    expect(displayDefault(['a', 'b'])).toBe('["a","b"]');
    expect(displayDefault({ a: 1 })).toBe('{"a":1}');
    expect(displayDefault(undefined)).toBeUndefined();
  });
  it('shows none for JSON of 50 characters or more, or an object holding an object', () => {
    expect(displayDefault('x'.repeat(47))).toBe(`"${'x'.repeat(47)}"`);
    expect(displayDefault('x'.repeat(48))).toBeUndefined();
    expect(displayDefault({ a: { b: 1 } })).toBeUndefined();
    expect(displayDefault([[1]])).toBeUndefined();
    expect(displayDefault(() => 1)).toBeUndefined();
  });
});

describe('field ids on a page', () => {
  it('uses param- for both components and keeps ids unique as headings do', async () => {
    const renderer = await createRenderer();
    const page = await renderer.render(
      [
        '## Param a',
        '',
        '<ParamField body="a" type="string">First.</ParamField>',
        '',
        '<ResponseField name="a" type="string">Second.</ResponseField>',
        '',
        '<ResponseField name="thumbnails.background" type="string">Third.</ResponseField>',
      ].join('\n'),
      createTestContext({ srcDir: '/nonexistent', file: 'page.mdx' }),
    );
    const ids = [...page.html.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]);
    expect(ids).toEqual(['param-a', 'param-a-1', 'param-a-2', 'param-thumbnails-background']);
    expect(page.html).toContain('href="#param-thumbnails-background"');
  });
});

const corpus = process.env.LECTERN_CORPUS ?? '/work/shared/corpus/mintlify-docs';

function mdxFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    const full = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...mdxFiles(full));
    else if (entry.name.endsWith('.mdx')) out.push(full);
  }
  return out;
}

/** Letters and digits only: a match that does not depend on any slug rule. */
const loose = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');

const FIELD_NAME = /<(?:ParamField|ResponseField)\b[^>]*?\b(?:name|path|query|body|header|cookie)="([^"]*)"/g;

describe.skipIf(!existsSync(corpus))('#param- links in the Mintlify corpus', () => {
  it('land on a field id of the page they point to', async () => {
    const renderer = await createRenderer();
    const links: Array<{ from: string; target: string; anchor: string }> = [];
    for (const full of mdxFiles(corpus)) {
      const from = relative(corpus, full);
      const source = readFileSync(full, 'utf8');
      for (const m of source.matchAll(/(?:\]\(|href=["'])([^)"'\s#]*)#(param-[^)"'\s]+)/g)) {
        const raw = m[1];
        const path =
          raw === ''
            ? from.replace(/\.mdx$/, '')
            : raw.startsWith('/')
              ? raw.slice(1)
              : posix.join(posix.dirname(from), raw);
        links.push({ from, target: path.replace(/\/$/, ''), anchor: m[2] });
      }
    }
    expect(links.length).toBeGreaterThan(0);
    const checked: string[] = [];
    const skipped: string[] = [];
    const misses: string[] = [];
    const rendered = new Map<string, string>();
    for (const link of links) {
      const file = [`${link.target}.mdx`, `${link.target}/index.mdx`].find((f) =>
        existsSync(join(corpus, f)),
      );
      const source = file ? readFileSync(join(corpus, file), 'utf8') : '';
      const names = [...source.matchAll(FIELD_NAME)].map((m) => m[1]);
      // A link to a page or field that is not in the source is the docs' own mistake, not ours.
      if (!file || !names.some((name) => loose(name) === loose(link.anchor.slice('param-'.length)))) {
        skipped.push(`${link.from} -> ${link.target}#${link.anchor}`);
        continue;
      }
      let html = rendered.get(file);
      if (html === undefined) {
        html = (await renderer.render(source, createTestContext({ srcDir: corpus, file }))).html;
        rendered.set(file, html);
      }
      const line = `${link.from} -> ${file}#${link.anchor}`;
      if (html.includes(` id="${link.anchor}"`)) checked.push(line);
      else misses.push(line);
    }
    console.log(`#param- links: ${checked.length} land, ${skipped.length} point at nothing in the source`);
    expect(misses).toEqual([]);
    expect(checked.length).toBeGreaterThan(0);
  }, 300_000);
});
