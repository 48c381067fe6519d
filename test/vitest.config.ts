import { defineConfig } from 'vitest/config';

/** The in-process tier (`npm run test:unit`): no child processes, no network, no dist/; runs in well under a minute. */
export const UNIT_TESTS = ['test/unit/**/*.test.ts', 'test/diagnostics.test.ts', 'test/golden.test.ts', 'test/incremental.test.ts'];

export default defineConfig({
  test: {
    root: new URL('..', import.meta.url).pathname,
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Test files share their worker process (two in all): each file's imports (the SDK clients, vitest's own runtime)
    // load once per worker, not once per file. Tests restore what they change in process.env.
    isolate: false,
    // Most tests wait on processes they start (servers, the CLI, tsc): two files at a time cut the suite by a quarter on 2 cores.
    maxWorkers: 2,
    // Snapshots are never written implicitly: goldens change only through `npm run test:update`.
    update: false,
    // MCPGEN_TEST_CPU=<file> records each file's CPU seconds, children included (test/support/cpu-report.ts sorts them).
    setupFiles: ['test/support/cpu-per-file.ts'],
    projects: [
      { extends: true, test: { name: 'unit', include: UNIT_TESTS } },
      // Real processes: the built CLI, generated servers with the official clients, Redis, npm, tsc.
      { extends: true, test: { name: 'e2e', include: ['test/**/*.test.ts'], exclude: UNIT_TESTS } },
    ],
  },
});
