/**
 * The images' shared settings with their key, and each page's image: whether it gets one, its key and file.
 * The key hashes everything that goes into the picture (the card's and renderer's code by content, the
 * renderer packages' versions, fonts, logo, background, colours, the page's title and description), so an
 * image's file name says what it shows and an unchanged page's image is never drawn again.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type { OgCardText, OgSettings } from './types.js';

const require = createRequire(import.meta.url);

let codeKey: string | null = null;

/** The drawing code (card and renderer, by content) and the renderer packages' versions. */
function rendererKey(): string {
  if (codeKey) return codeKey;
  const h = createHash('sha256');
  const ext = import.meta.url.endsWith('.ts') ? '.ts' : '.js';
  for (const file of ['card', 'render'])
    h.update(fs.readFileSync(fileURLToPath(new URL(`./${file}${ext}`, import.meta.url))));
  for (const dep of ['satori/package.json', '@resvg/resvg-js/package.json'])
    h.update((require(dep) as { version: string }).version);
  codeKey = h.digest('hex');
  return codeKey;
}

/** The settings with their key. */
export function ogSettings(parts: Omit<OgSettings, 'key'>): OgSettings {
  const h = createHash('sha256').update(rendererKey());
  h.update(JSON.stringify({ ...parts, fonts: undefined, dir: undefined }));
  for (const f of parts.fonts) h.update(`\0${f.name}\0${f.weight}\0`).update(f.data);
  return { ...parts, key: h.digest('hex') };
}

/**
 * Whether a page gets a generated image: not when its head says `noindex` (search engines and the
 * site's owner keep it out of sight; frontmatter `noindex`, a hidden page's tag), nor when it only
 * redirects, nor when its frontmatter names its own `og:image` (which replaces the generated one).
 */
export function wantsOgImage(
  frontmatter: Record<string, unknown> | undefined,
  frame: { noindex?: boolean; redirect?: string },
): boolean {
  if (frame.noindex || frame.redirect || frontmatter?.noindex === true) return false;
  const own = frontmatter?.['og:image'];
  return !((typeof own === 'string' && own.trim()) || typeof own === 'number');
}

/** The page's image: its key and its file from the site root (`_lectern/og/<hash>.png`). */
export function ogImageOf(settings: OgSettings, text: OgCardText): { key: string; rel: string } {
  const key = createHash('sha256')
    .update(`${settings.key}\0${text.title}\0${text.description}`)
    .digest('hex');
  return { key, rel: `${settings.dir}/${key.slice(0, 24)}.png` };
}
