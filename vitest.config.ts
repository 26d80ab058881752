import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // Most end-to-end files wait on child processes, git and HTTP rather than the CPU; vitest's default of
    // (cores - 1) runs them one at a time on a 2-core machine.
    maxWorkers: Number(process.env.LECTERN_TEST_WORKERS ?? 3),
    reporters: ['default'],
  },
});
