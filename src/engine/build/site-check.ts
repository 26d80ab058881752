/**
 * Checks over a built site folder, used by the engine's tests and benchmarks: every relative link points at
 * a file that exists, and nothing a page needs to render (scripts, stylesheets, fonts, images, frames,
 * video and audio) comes from another host.
 */
import fs from 'node:fs';
import path from 'node:path';

export function listFiles(dir: string, base = dir, out: string[] = []): string[] {
  for (const ent of fs.readdirSync(dir, { withFileTypes: true })) {
    const abs = path.join(dir, ent.name);
    if (ent.isDirectory()) listFiles(abs, base, out);
    else out.push(path.relative(base, abs).split(path.sep).join('/'));
  }
  return out;
}

const ATTR = /<([a-z][a-z0-9-]*)\b([^>]*)>/gi;
const ATTR_VALUE = (name: string) => new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`, 'i');

function attr(attrs: string, name: string): string | null {
  const m = ATTR_VALUE(name).exec(attrs);
  return m
    ? (m[1] ?? m[2] ?? '')
        .replace(/&amp;/g, '&')
        .replace(/&quot;/g, '"')
        .replace(/&#39;/g, "'")
    : null;
}

export interface Reference {
  tag: string;
  attr: string;
  value: string;
  /** `rel` of a `<link>`. */
  rel?: string;
}

/** Every URL-bearing attribute of every element (regex scan: the engine's own output is regular). */
export function references(html: string): Reference[] {
  const out: Reference[] = [];
  for (const m of html.matchAll(ATTR)) {
    const tag = m[1].toLowerCase();
    for (const name of ['href', 'src', 'srcset', 'poster', 'data', 'data-search-index', 'data-mermaid-src']) {
      const value = attr(m[2], name);
      if (value === null) continue;
      const ref: Reference = { tag, attr: name, value };
      if (tag === 'link') ref.rel = (attr(m[2], 'rel') ?? '').toLowerCase();
      out.push(ref);
    }
  }
  // CSS inside <style> elements and style attributes (not `url(` written in page text or code samples).
  const css = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map((m) => m[1]);
  css.push(
    ...[...html.matchAll(/\sstyle="([^"]*)"/gi)].map((m) =>
      m[1].replace(/&quot;/g, '"').replace(/&#39;/g, "'"),
    ),
  );
  for (const block of css)
    for (const m of block.matchAll(/url\(\s*['"]?([^'")]+)['"]?\s*\)/gi))
      out.push({ tag: 'style', attr: 'url', value: m[1] });
  return out;
}

const EXTERNAL = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

/** References to another host that the page needs to render or work (not plain navigation links). */
export function outsideHostReferences(html: string): Reference[] {
  return references(html).filter((r) => {
    if (!EXTERNAL.test(r.value) || /^(?:data|mailto|tel|javascript|about|blob):/i.test(r.value)) return false;
    if (r.tag === 'a') return false; // a link the reader may follow, not a resource the page loads
    // Stylesheets, fonts, icons and preloads load with the page; canonical and alternate links do not.
    if (r.tag === 'link')
      return !/^(?:canonical|alternate|author|license|help|next|prev|me)$/.test(r.rel ?? '');
    // Frames load the other site with the page (a YouTube player phones home and breaks air-gapped), so
    // they count like images and scripts; only plain links (above) are exempt.
    return (
      [
        'script',
        'img',
        'source',
        'video',
        'audio',
        'style',
        'image',
        'use',
        'input',
        'embed',
        'object',
        'track',
        'body',
        'iframe',
        'frame',
        'portal',
      ].includes(r.tag) || r.attr === 'url'
    );
  });
}

/** Relative references (links and resources) whose target file does not exist in the site. */
export function brokenReferences(siteDir: string, file: string, html: string): string[] {
  const broken: string[] = [];
  const base = path.posix.dirname(file);
  // `<base href="/">` (404.html) makes relative URLs start at the site root.
  const baseHref = /<base\s+href="\/"/i.test(html);
  for (const r of references(html)) {
    const value = r.value.trim();
    if (value === '' || value.startsWith('#') || EXTERNAL.test(value) || r.attr === 'srcset') continue;
    if (value.startsWith('/') && !baseHref) {
      broken.push(`${file}: <${r.tag} ${r.attr}="${value}"> is root-absolute (breaks under a sub-path)`);
      continue;
    }
    const clean = decodeURIComponent(value.replace(/[?#].*$/, ''));
    if (clean === '') continue;
    const target = path.posix.normalize(baseHref ? clean.replace(/^\/+/, '') : path.posix.join(base, clean));
    if (target.startsWith('..') || !fs.existsSync(path.join(siteDir, target)))
      broken.push(`${file}: <${r.tag} ${r.attr}="${value}"> -> ${target} missing`);
  }
  return broken;
}

/** `url()` and `@import` targets of a stylesheet (comments left out; a regex scan, as for HTML above). */
export function cssReferences(css: string): string[] {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const out: string[] = [];
  for (const m of text.matchAll(/url\(\s*(?:"([^"]*)"|'([^']*)'|([^)'"]*?))\s*\)/gi))
    out.push(m[1] ?? m[2] ?? m[3] ?? '');
  for (const m of text.matchAll(/@import\s+(?:"([^"]*)"|'([^']*)')/gi)) out.push(m[1] ?? m[2] ?? '');
  return out;
}

/** References of a stylesheet to another host (anything but `data:` with a scheme, or `//`). */
export function cssOutsideHostReferences(css: string): string[] {
  return cssReferences(css).filter((r) => EXTERNAL.test(r.trim()) && !/^data:/i.test(r.trim()));
}

/** Relative references of the stylesheet `file` (inside the site) whose target file does not exist. */
export function brokenCssReferences(siteDir: string, file: string, css: string): string[] {
  const broken: string[] = [];
  for (const raw of cssReferences(css)) {
    const value = raw.trim();
    if (value === '' || value.startsWith('#') || EXTERNAL.test(value)) continue;
    if (value.startsWith('/')) {
      broken.push(`${file}: url(${value}) is root-absolute (breaks under a sub-path)`);
      continue;
    }
    const clean = decodeURIComponent(value.replace(/[?#].*$/, ''));
    const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), clean));
    if (target.startsWith('..') || !fs.existsSync(path.join(siteDir, target)))
      broken.push(`${file}: url(${value}) -> ${target} missing`);
  }
  return broken;
}
