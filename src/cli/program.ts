import { createRequire } from 'node:module';
import { Command } from 'commander';
import { registerAdminCommands } from './commands/admin.js';
import { registerAgentCommands } from './commands/agent.js';
import { registerBuildCommand } from './commands/build.js';
import { registerExportCommand } from './commands/export.js';
import { registerServeCommand } from './commands/serve.js';
import { registerServerCommands } from './commands/server.js';

function packageVersion(): string {
  try {
    // dist/src/cli/program.js and src/cli/program.ts are both three levels below package.json.
    return (createRequire(import.meta.url)('../../../package.json') as { version: string }).version;
  } catch {
    return '0.0.0';
  }
}

/** The `lectern` command tree. Each command loads its heavy dependencies only when it runs. */
export function createProgram(): Command {
  const program = new Command('lectern')
    .description('Lectern: host, export and edit documentation sites in the Mintlify format')
    .version(packageVersion(), '-V, --version')
    // Options belong to the command they follow: `lectern export --version v2` labels the export.
    .enablePositionalOptions()
    .showHelpAfterError('(run with --help for usage)')
    .exitOverride();
  registerServerCommands(program);
  registerAdminCommands(program);
  registerExportCommand(program);
  registerBuildCommand(program);
  registerServeCommand(program);
  registerAgentCommands(program);
  return program;
}
