#!/usr/bin/env node
import { reportError } from './errors.js';
import { handleBrokenPipes } from './output.js';
import { createProgram } from './program.js';

handleBrokenPipes();
const program = createProgram();
program.parseAsync(process.argv).catch((err: unknown) => {
  process.exitCode = reportError(err);
});
