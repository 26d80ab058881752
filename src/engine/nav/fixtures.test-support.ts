/**
 * Navigation fixture folders for tests: each folder under fixtures/ holds a docs.json (or mint.json). Pages
 * named in the config get a stub .mdx unless the folder has the file itself or lists the page in absent.json.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const FIXTURES = path.join(import.meta.dirname, 'fixtures');

export function fixtureNames(): string[] {
  return fs.readdirSync(FIXTURES).filter((n) => fs.statSync(path.join(FIXTURES, n)).isDirectory());
}

function pageStrings(value: unknown, out: Set<string>): Set<string> {
  if (typeof value === 'string') {
    if (/^[\w./-]+$/.test(value) && !/\.(json|ya?ml)$/.test(value) && !value.startsWith('http'))
      out.add(value.replace(/^\//, ''));
  } else if (Array.isArray(value)) value.forEach((v) => pageStrings(v, out));
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value))
      if (
        [
          'pages',
          'root',
          'navigation',
          'groups',
          'tabs',
          'anchors',
          'dropdowns',
          'products',
          'versions',
          'languages',
          'menu',
        ].includes(k) ||
        typeof v === 'object'
      )
        pageStrings(v, out);
  }
  return out;
}

/** A temporary copy of the fixture with its stub pages; remove `root` when done. */
export function prepareFixture(name: string, root: string): string {
  const from = path.join(FIXTURES, name);
  const dir = path.join(root, name);
  fs.cpSync(from, dir, { recursive: true });
  const absent = new Set<string>(
    fs.existsSync(path.join(from, 'absent.json'))
      ? JSON.parse(fs.readFileSync(path.join(from, 'absent.json'), 'utf8'))
      : [],
  );
  const configs = fs
    .readdirSync(from)
    .filter((f) => f.endsWith('.json') && !['expected.json', 'absent.json'].includes(f));
  for (const file of configs) {
    const raw = JSON.parse(fs.readFileSync(path.join(from, file), 'utf8'));
    const nav =
      file === 'mint.json' ? raw.navigation : (raw.navigation ?? (file === 'docs.json' ? undefined : raw));
    for (const p of pageStrings(nav, new Set())) {
      if (absent.has(p)) continue;
      const mdx = path.join(dir, `${p}.mdx`);
      if (fs.existsSync(mdx) || fs.existsSync(path.join(dir, `${p}.md`))) continue;
      fs.mkdirSync(path.dirname(mdx), { recursive: true });
      fs.writeFileSync(mdx, `---\ntitle: "Title of ${p}"\n---\n\nBody.\n`);
    }
  }
  return dir;
}

export function fixtureTmpRoot(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'lectern-nav-'));
}
