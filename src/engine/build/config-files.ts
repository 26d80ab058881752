import type { SiteConfig } from '../config/index.js';
import type { Diagnostic } from '../types.js';
import type { SiteWriter } from './site-writer.js';

const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/**
 * Copies the files docs.json names (logo, favicon, fonts, background image) and navigation icon images into
 * the site. `find` reads a path as page assets are read (page-context.ts `assetFile`): the file in the docs
 * folder, or null.
 */
export function copyConfigFiles(
  srcDir: string,
  config: SiteConfig,
  navIcons: Iterable<string>,
  find: (rel: string) => string | null,
  site: SiteWriter,
  diagnostics: Diagnostic[],
): void {
  // A set: a logo or favicon given as one string is both its light and its dark file, checked once.
  const configFiles = new Set([
    config.logo?.light,
    config.logo?.dark,
    config.favicon?.light,
    config.favicon?.dark,
    config.fonts?.source,
    config.fonts?.heading?.source,
    config.fonts?.body?.source,
    config.background?.image?.light,
    config.background?.image?.dark,
  ]);
  // Remote fonts and background images are dropped (and reported) by the config reader; a remote logo or
  // favicon is skipped here, the header showing the site's name instead: say why, once.
  const remote = new Set(
    [config.logo?.light, config.logo?.dark, config.favicon?.light, config.favicon?.dark].filter(
      (ref): ref is string => !!ref && /^(?:https?:)?\/\//i.test(ref),
    ),
  );
  if (remote.size)
    diagnostics.push({
      severity: 'warning',
      code: 'REMOTE_IMAGE_DROPPED',
      message:
        `${config.sourceFile}: remote logo or favicon ${[...remote].map((r) => `"${r}"`).join(', ')} not used: ` +
        'an exported site loads nothing from other hosts; serve the file from the docs folder instead',
      file: config.sourceFile,
    });
  for (const ref of [...configFiles, ...navIcons]) {
    if (!ref || SCHEME.test(ref) || ref.startsWith('//')) continue;
    const rel = find(ref.replace(/^\.?\/+/, ''));
    if (rel) site.copySource(srcDir, rel);
    else
      diagnostics.push({
        severity: 'warning',
        code: 'ASSET_NOT_FOUND',
        message: `${config.sourceFile}: ${configFiles.has(ref) ? '' : 'navigation icon '}"${ref}" not found in the docs folder`,
        file: config.sourceFile,
      });
  }
}
