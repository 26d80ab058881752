import type { Migration, MigrationProvider } from 'kysely';
import * as m001 from './001-initial.js';

/** Forward-only migrations, applied in name order at start-up. Add a file and a line here; never edit one. */
const migrations: Record<string, Migration> = {
  '001-initial': m001,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
