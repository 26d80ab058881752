import type { Command } from 'commander';
import { loadConfig, type ConfigOverrides } from '../../config/index.js';
import { note } from '../output.js';
import { parseCount, parsePort } from '../parse.js';

interface ServerFlags {
  port?: number;
  host?: string;
  dataDir?: string;
  workers?: number;
}

function overrides(flags: ServerFlags): ConfigOverrides {
  const o: ConfigOverrides = {};
  if (flags.port !== undefined) o.port = flags.port;
  if (flags.host !== undefined) o.host = flags.host;
  if (flags.dataDir !== undefined) o.dataDir = flags.dataDir;
  if (flags.workers !== undefined) o.workers = flags.workers;
  return o;
}

export function registerServerCommands(program: Command): void {
  program
    .command('server')
    .description('run the API, workers and local bundle links in one process')
    .option('--port <port>', 'API port (PORT, default 3000)', parsePort)
    .option('--host <host>', 'address to listen on (HOST, default 0.0.0.0)')
    .option(
      '--data-dir <dir>',
      'embedded database, local store, caches (LECTERN_DATA_DIR, default ./.lectern)',
    )
    .option(
      '--workers <n>',
      'in-process workers (LECTERN_WORKERS, default 1; 0 for an API-only process)',
      parseCount,
    )
    .action(async (flags: ServerFlags) => {
      const config = loadConfig(process.env, overrides(flags));
      // Loaded on demand: the API and its dependencies are only needed by this command.
      const { startServer } = await import('../../server/index.js');
      const running = await startServer(config);
      note(
        `Lectern API listening on ${running.url} (data: ${config.databaseUrl ? 'PostgreSQL' : config.dataDir})`,
      );
    });

  program
    .command('worker')
    .description('run job workers only (scale-out next to API processes)')
    .option('--data-dir <dir>', 'data folder (LECTERN_DATA_DIR)')
    .option('--workers <n>', 'concurrent jobs (LECTERN_WORKERS, default 1)', parseCount)
    .action(async (flags: ServerFlags) => {
      const config = loadConfig(process.env, overrides(flags));
      const { startWorkers } = await import('../../server/index.js');
      await startWorkers(config);
      note('Lectern worker started');
    });
}
