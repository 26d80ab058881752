import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { clientAssets } from '../client/index.js';
import type { LayoutInput } from '../types.js';
import type { FontPlan } from './fonts.js';

const require = createRequire(import.meta.url);
export const ASSET_DIR = '_lectern';

function hash8(data: string | Buffer): string {
  return createHash('sha256').update(data).digest('hex').slice(0, 10);
}

/** `app.css` + contents -> `_lectern/app.3f2a1b9c0d.css`. */
export function hashedName(name: string, contents: string | Buffer): string {
  const ext = path.extname(name);
  return `${ASSET_DIR}/${name.slice(0, name.length - ext.length)}.${hash8(contents)}${ext}`;
}

export interface PendingFile {
  rel: string;
  contents: string | Buffer;
}

/** Browser assets with their hashed names decided up front; optional ones are written only when used. */
export interface PlannedAssets {
  urls: LayoutInput['assets'];
  always: PendingFile[];
  katex: PendingFile[];
  mermaid: PendingFile[];
}

/** KaTeX's stylesheet with its font URLs pointing at hashed copies of the fonts. */
function planKatex(): PendingFile[] {
  const dist = path.dirname(require.resolve('katex/dist/katex.min.css'));
  let css = fs.readFileSync(path.join(dist, 'katex.min.css'), 'utf8');
  const files: PendingFile[] = [];
  const fonts = new Map<string, string>();
  css = css.replace(/url\((['"]?)(fonts\/[^'")]+)\1\)/g, (all, _q: string, ref: string) => {
    // Browsers that take woff2 never fetch the older formats; ship only woff2 to keep bundles small.
    if (!ref.endsWith('.woff2')) return all;
    let hashed = fonts.get(ref);
    if (!hashed) {
      const data = fs.readFileSync(path.join(dist, ref));
      hashed = hashedName(path.basename(ref), data).replace(`${ASSET_DIR}/`, `${ASSET_DIR}/fonts/`);
      fonts.set(ref, hashed);
      files.push({ rel: hashed, contents: data });
    }
    return `url(${hashed.replace(`${ASSET_DIR}/`, '')})`;
  });
  // Drop the woff/ttf fallbacks that were not rewritten: they would point at files we do not ship.
  css = css.replace(/,\s*url\(fonts\/[^)]+\)\s*format\("(?:woff|truetype)"\)/g, '');
  files.unshift({ rel: hashedName('katex.css', css), contents: css });
  return files;
}

function planMermaid(): PendingFile[] {
  const file = require.resolve('mermaid/dist/mermaid.min.js');
  const data = fs.readFileSync(file);
  return [{ rel: hashedName('mermaid.js', data), contents: data }];
}

/** `fonts`: the site's web fonts (fonts.ts), their rules joined to lectern.css and their files always written. */
export async function planAssets(fonts?: Pick<FontPlan, 'css' | 'files'>): Promise<PlannedAssets> {
  const always: PendingFile[] = [];
  const urls: LayoutInput['assets'] = { css: [], js: [] };
  for (const client of await clientAssets()) {
    // In the one stylesheet every page loads first: no request of its own, and its URLs are relative to it.
    const asset =
      client.name === 'lectern.css' && fonts?.css
        ? { ...client, contents: `${String(client.contents)}\n${fonts.css}\n` }
        : client;
    const rel = hashedName(asset.name, asset.contents);
    always.push({ rel, contents: asset.contents });
    if (asset.name.endsWith('.css')) urls.css.push(rel);
    else if (asset.name.endsWith('.js') || asset.name.endsWith('.mjs')) urls.js.push(rel);
  }
  always.push(...(fonts?.files ?? []));
  const katex = planKatex();
  const mermaid = planMermaid();
  urls.katexCss = katex[0].rel;
  urls.mermaid = mermaid[0].rel;
  return { urls, always, katex, mermaid };
}
