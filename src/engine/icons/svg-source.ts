/**
 * Reads icon SVG files from the installed icon packages and parses them into hast once; every later use of
 * the same icon is served from memory. The files are trusted package contents, so a small tokenizer that
 * understands their simple shape (elements with quoted attributes, comments) is enough.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { s } from 'hastscript';
import type { Element, ElementContent } from 'hast';

const here = dirname(fileURLToPath(import.meta.url));
const packageDirs = new Map<string, string | null>();

/** Finds an installed package's folder by walking up from this file (some packages hide package.json). */
export function packageDir(name: string): string | null {
  if (packageDirs.has(name)) return packageDirs.get(name)!;
  let dir = here;
  let found: string | null = null;
  for (;;) {
    const candidate = join(dir, 'node_modules', name);
    if (existsSync(join(candidate, 'package.json'))) {
      found = candidate;
      break;
    }
    const parent = dirname(dir);
    if (parent === dir) break;
    dir = parent;
  }
  packageDirs.set(name, found);
  return found;
}

export interface ParsedSvg {
  /** Root attributes worth keeping (viewBox, fill, stroke...). */
  attrs: Record<string, string>;
  children: ElementContent[];
}

const cache = new Map<string, ParsedSvg | null>();
const KEEP_ROOT_ATTRS = ['viewBox', 'fill', 'stroke', 'stroke-width', 'stroke-linecap', 'stroke-linejoin'];

/** Reads and parses an SVG file; null when it does not exist. Cached, including misses. */
export function readSvg(file: string): ParsedSvg | null {
  if (cache.has(file)) return cache.get(file)!;
  let parsed: ParsedSvg | null = null;
  if (existsSync(file)) {
    const root = parseSvg(readFileSync(file, 'utf8'));
    if (root) {
      const attrs: Record<string, string> = {};
      for (const key of KEEP_ROOT_ATTRS) if (root.attrs[key] !== undefined) attrs[key] = root.attrs[key];
      parsed = { attrs, children: root.children.map(toHast) };
    }
  }
  cache.set(file, parsed);
  return parsed;
}

interface RawNode {
  tag: string;
  attrs: Record<string, string>;
  children: RawNode[];
}

const TOKEN =
  /<!--[\s\S]*?-->|<\/([a-zA-Z][\w:-]*)\s*>|<([a-zA-Z][\w:-]*)((?:\s+[\w:-]+\s*=\s*(?:"[^"]*"|'[^']*'))*)\s*(\/?)>/g;
const ATTR = /([\w:-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;

function parseSvg(text: string): RawNode | null {
  const stack: RawNode[] = [];
  let root: RawNode | null = null;
  for (const match of text.matchAll(TOKEN)) {
    const [whole, closing, tag, attrText, selfClosing] = match;
    if (whole.startsWith('<!--')) continue;
    if (closing) {
      stack.pop();
      continue;
    }
    const attrs: Record<string, string> = {};
    for (const a of (attrText ?? '').matchAll(ATTR)) attrs[a[1]] = decodeEntities(a[2] ?? a[3] ?? '');
    const node: RawNode = { tag: tag!, attrs, children: [] };
    const parent = stack[stack.length - 1];
    if (parent) parent.children.push(node);
    else if (!root) root = node;
    if (!selfClosing) stack.push(node);
  }
  return root && root.tag === 'svg' ? root : null;
}

function decodeEntities(value: string): string {
  return value.replace(/&(amp|lt|gt|quot|#39);/g, (_, e: string) =>
    e === 'amp' ? '&' : e === 'lt' ? '<' : e === 'gt' ? '>' : e === 'quot' ? '"' : "'",
  );
}

function toHast(node: RawNode): Element {
  // Class names from the source packages (lucide-rocket...) are noise on our markup.
  const { class: _class, ...attrs } = node.attrs;
  return s(node.tag, attrs, node.children.map(toHast));
}
