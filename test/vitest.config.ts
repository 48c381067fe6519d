import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    root: new URL('..', import.meta.url).pathname,
    include: ['test/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Most tests wait on processes they start (servers, the CLI, tsc): two files at a time cut the suite by a quarter on 2 cores.
    maxWorkers: 2,
    // Snapshots are never written implicitly: goldens change only through `npm run test:update`.
    update: false,
  },
});
