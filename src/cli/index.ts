/** The `lectern` command line (main.ts is the bin). */
export { createProgram } from './program.js';
export { CliError, reportError } from './errors.js';
export { formatDiagnostic } from './commands/build.js';
