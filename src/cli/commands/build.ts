import path from 'node:path';
import type { Command } from 'commander';
import { flag } from '../../config/index.js';
import { CliError } from '../errors.js';
import { emit, note } from '../output.js';
import { collect, oneOf, parseCount } from '../parse.js';
import { createProgress } from '../progress.js';

interface BuildFlags {
  deploymentType?: 'cloud' | 'client-hosted' | 'air-gapped';
  siteUrl?: string;
  path?: string[];
  cacheDir?: string;
  threads?: number;
  maxWorkerHeap?: number;
  offline?: boolean;
  /** `--no-islands` sets false. */
  islands?: boolean;
  /** `--og-images` sets true, `--no-og-images` false; neither, undefined. */
  ogImages?: boolean;
  json?: boolean;
}

interface DiagnosticLike {
  severity: 'error' | 'warning';
  code: string;
  message: string;
  file?: string;
  line?: number;
  column?: number;
}

/** `file:line: severity: message [code]`, the form editors and CI annotators pick up. */
export function formatDiagnostic(d: DiagnosticLike): string {
  const where = d.file
    ? `${d.file}${d.line ? `:${d.line}` : ''}${d.line && d.column ? `:${d.column}` : ''}: `
    : '';
  return `${where}${d.severity}: ${d.message} [${d.code}]`;
}

export function registerBuildCommand(program: Command): void {
  program
    .command('build')
    .description('build a site with the engine alone (no server)')
    .argument('<src>', 'source folder (holds docs.json or mint.json)')
    .argument('<out>', 'output folder')
    .option(
      '--deployment-type <type>',
      'cloud, client-hosted or air-gapped (LECTERN_DEPLOYMENT_TYPE)',
      oneOf(['cloud', 'client-hosted', 'air-gapped'] as const),
    )
    .option('--site-url <url>', 'public base URL, for canonical links and the sitemap')
    .option('--path <page>', 'build only this page (repeatable)', collect)
    .option('--cache-dir <dir>', 'reuse rendered pages between builds')
    .option('--threads <n>', 'worker threads', parseCount)
    .option(
      '--max-worker-heap <mb>',
      "cap on each worker thread's heap in MB (less memory, slower; default none)",
      parseCount,
    )
    .option(
      '--offline',
      'do not fetch OpenAPI specs that docs.json names by URL, nor the Google Fonts it names (each is left out, with a warning)',
    )
    .option(
      '--no-islands',
      "run none of the site's code in readers' browsers: React components with state and elements with event handlers show their children, with a warning",
    )
    .option(
      '--og-images',
      'draw an Open Graph preview image per page (needs --site-url or seo.metatags.canonical; by default only when docs.json has thumbnails, never air-gapped)',
    )
    .option('--no-og-images', 'draw no Open Graph preview images, even when docs.json has thumbnails')
    .option('--json', 'print the result as one JSON object')
    .action(async (src: string, out: string, flags: BuildFlags) => {
      const { buildSite } = await import('../../engine/index.js');
      const deploymentType =
        flags.deploymentType ??
        (process.env.LECTERN_DEPLOYMENT_TYPE as BuildFlags['deploymentType']) ??
        'cloud';
      const progress = flags.json ? null : createProgress({ label: 'Building', unit: 'pages' });
      let result;
      try {
        result = await buildSite({
          srcDir: path.resolve(src),
          outDir: path.resolve(out),
          deploymentType,
          siteUrl: flags.siteUrl,
          paths: flags.path,
          cacheDir: flags.cacheDir ? path.resolve(flags.cacheDir) : undefined,
          threads: flags.threads,
          maxWorkerHeapMb: flags.maxWorkerHeap,
          islands: flags.islands,
          // Neither flag: undefined, the engine's default.
          ogImages: flags.ogImages,
          // Mintlify fetches specs named by URL at build time; the operator's private-sources switch applies.
          remoteSpecs: {
            fetch: !flags.offline,
            allowPrivate: flag(process.env, 'LECTERN_ALLOW_PRIVATE_SOURCES'),
          },
          onProgress: progress ? (p) => progress.update(p.done, p.total) : undefined,
        });
      } finally {
        progress?.stop();
      }
      if (flags.json) {
        emit(true, { ...result, outDir: path.resolve(out) }, () => []);
      } else {
        for (const d of result.diagnostics) process.stderr.write(`${formatDiagnostic(d)}\n`);
        note(
          `Built ${result.pageCount} pages (${result.fileCount} files) in ${(result.durationMs / 1000).toFixed(1)}s: ` +
            `${result.errors} error${result.errors === 1 ? '' : 's'}, ${result.warnings} warning${result.warnings === 1 ? '' : 's'}`,
        );
        process.stdout.write(`${path.resolve(out)}\n`);
      }
      if (result.errors > 0)
        throw new CliError(`build failed with ${result.errors} error${result.errors === 1 ? '' : 's'}`);
    });
}
