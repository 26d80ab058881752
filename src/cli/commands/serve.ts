import type { Command } from 'commander';
import { listenHost, logLevel } from '../../config/index.js';
import { note } from '../output.js';
import { parsePort } from '../parse.js';

interface ServeFlags {
  bundleUrl?: string;
  version?: string;
  port?: number;
  host?: string;
  dataDir?: string;
}

export function registerServeCommand(program: Command): void {
  program
    .command('serve')
    .description('download, verify, unpack and serve a static export bundle (what the Helm chart runs)')
    .option(
      '--bundle-url <url>',
      'bundle link, file:// URL or path; prefer LECTERN_BUNDLE_URL (command lines show in ps). Without it: the last good bundle',
    )
    .option('--version <label>', 'pin this export version (LECTERN_BUNDLE_VERSION)')
    .option('--port <port>', 'port (PORT, default 8080)', parsePort)
    .option('--host <host>', 'address to listen on (default 0.0.0.0)')
    .option('--data-dir <dir>', 'where bundles are unpacked (LECTERN_DATA_DIR, default ./.lectern)')
    .action(async (flags: ServeFlags) => {
      const [{ startBundleServer }, { pino }] = await Promise.all([
        import('../../serve/index.js'),
        import('pino'),
      ]);
      // The same checks as `lectern server`, so a typo fails with the variable's name, not pino's error.
      const level = logLevel(process.env);
      const host = listenHost(flags.host, '--host');
      const log = pino({ level, base: { service: 'lectern-serve' } });
      const envPort = process.env.PORT ? parsePort(process.env.PORT) : undefined;
      const running = await startBundleServer({
        bundleUrl: flags.bundleUrl || process.env.LECTERN_BUNDLE_URL || null,
        version: flags.version ?? (process.env.LECTERN_BUNDLE_VERSION || null),
        port: flags.port ?? envPort ?? 8080,
        host,
        dataDir: flags.dataDir ?? process.env.LECTERN_DATA_DIR ?? './.lectern',
        log,
      });
      note(
        `Serving ${running.bundle.manifest?.domain ?? 'bundle'} (${running.bundle.name}, ${running.bundle.source}) on ${running.url}`,
      );
      let stopping = false;
      const stop = (signal: NodeJS.Signals) => {
        if (stopping) process.exit(1);
        stopping = true;
        log.info({ signal }, 'shutting down');
        running.close().then(() => process.exit(0));
      };
      process.once('SIGTERM', stop);
      process.once('SIGINT', stop);
    });
}
