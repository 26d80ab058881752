import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Command } from 'commander';
import type { LecternClient, StaticExportJob } from '../../client/index.js';
import { normalizeDomain } from '../../domain/index.js';
import { CliError, usageError } from '../errors.js';
import { emit, note } from '../output.js';
import { collect, parseCount } from '../parse.js';
import { createProgress } from '../progress.js';
import { apiOptions, clientFrom, type ApiFlags } from './api-options.js';

interface ExportFlags extends ApiFlags {
  domain: string;
  out?: string;
  version?: string;
  path?: string[];
  json?: boolean;
  pollInterval: number;
  timeout?: number;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Polls until the job settles. The client already waits out 429s; this adds a gentle slow-down for long jobs. */
async function follow(
  client: LecternClient,
  job: StaticExportJob,
  flags: ExportFlags,
): Promise<StaticExportJob> {
  const progress = createProgress({ label: `Exporting ${flags.domain}`, unit: 'percent' });
  const deadline = flags.timeout ? Date.now() + flags.timeout * 1000 : Infinity;
  let interval = flags.pollInterval;
  try {
    for (;;) {
      progress.update(job.progress, 100, `${job.pageCount} pages, ${job.status}`);
      if (job.status === 'completed' || job.status === 'failed') return job;
      if (Date.now() > deadline)
        throw new CliError(
          `export job ${job.jobId} did not finish within ${flags.timeout}s (still ${job.status})`,
        );
      await sleep(interval);
      // Past a minute, poll less often: progress moves slowly on large sites.
      if (Date.now() - Date.parse(job.createdAt) > 60_000) interval = Math.min(interval * 1.5, 10_000);
      job = await client.getStaticExport(job.jobId);
    }
  } finally {
    progress.stop();
  }
}

export function registerExportCommand(program: Command): void {
  apiOptions(
    program
      .command('export')
      .description('export a site through the API: start, follow, download and verify the bundle'),
  )
    .requiredOption('--domain <host>', 'domain of the deployment to export')
    .option('--out <file>', 'where to write the .tar.gz (default ./<domain>-<jobId>.tar.gz)')
    .option('--version <label>', 'version label written into the manifest')
    .option('--path <page>', 'export only this page (repeatable)', collect)
    .option('--poll-interval <ms>', 'milliseconds between status checks', parseCount, 1000)
    .option('--timeout <seconds>', 'give up after this long', parseCount)
    .option('--json', 'print a JSON summary (includes the bundle link, a credential until it expires)')
    .action(async (flags: ExportFlags) => {
      // The server normalizes the domain (case, trailing dot) before it writes the manifest; the same
      // normalizer here keeps the manifest check below from refusing a good bundle.
      const domain = normalizeDomain(flags.domain);
      if (!domain)
        throw usageError(`--domain must be a bare hostname such as docs.example.com, got "${flags.domain}"`);
      flags = { ...flags, domain };
      const client = clientFrom(flags);
      // One key for the whole command: a start retried after a lost response returns the same job.
      const started = await client.startStaticExport(
        {
          domain: flags.domain,
          ...(flags.version ? { version: flags.version } : {}),
          ...(flags.path?.length ? { paths: flags.path } : {}),
        },
        { idempotencyKey: randomUUID() },
      );
      note(`Started export ${started.jobId} for ${flags.domain}`);
      const job = await follow(client, started, flags);
      if (job.status === 'failed')
        throw new CliError(`export job ${job.jobId} failed: ${job.error ?? 'no reason given'}`);

      const bundle = await client.createBundle(job.jobId);
      if (Date.parse(bundle.expiresAt) <= Date.now())
        throw new CliError(
          `the bundle link for ${job.jobId} is already expired (expiresAt ${bundle.expiresAt}); check the clocks`,
        );
      const out = path.resolve(flags.out ?? `${flags.domain}-${job.jobId}.tar.gz`);
      const download = createProgress({ label: 'Downloading', unit: 'bytes' });
      let result;
      try {
        result = await client.downloadBundle(bundle.bundleUrl, out, {
          expectedSha256: bundle.sha256,
          expectedSize: bundle.sizeBytes,
          onProgress: (p) => download.update(p.receivedBytes, p.totalBytes ?? bundle.sizeBytes),
        });
      } finally {
        download.stop();
      }

      const { verifyBundle } = await import('../../bundle/index.js');
      let manifest;
      try {
        manifest = await verifyBundle(out);
        if (manifest.domain !== flags.domain)
          throw new Error(`manifest is for ${manifest.domain}, not ${flags.domain}`);
        if (manifest.jobId !== job.jobId)
          throw new Error(`manifest is for job ${manifest.jobId}, not ${job.jobId}`);
      } catch (err) {
        // A bundle that fails verification must not be left where a deploy script would pick it up.
        await fs.promises.rm(out, { force: true });
        throw new CliError(`bundle verification failed: ${(err as Error).message}`);
      }
      note(`Verified ${manifest.files.length} files (${manifest.pageCount} pages), sha256 ${result.sha256}`);
      emit(
        Boolean(flags.json),
        {
          jobId: job.jobId,
          domain: flags.domain,
          version: manifest.version,
          file: out,
          sizeBytes: result.sizeBytes,
          sha256: result.sha256,
          pageCount: manifest.pageCount,
          fileCount: manifest.files.length,
          bundleUrl: bundle.bundleUrl,
          expiresAt: bundle.expiresAt,
        },
        () => [out],
      );
    });
}
