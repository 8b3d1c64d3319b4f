import { defineConfig } from 'vitest/config';

// The built server as `pnpm start` runs it, and the cluster as `pnpm start:cluster` runs it
// (`test:start`): they need dist, so they are not part of the unit tests, which run from the
// TypeScript sources. One file at a time: the scale test's load and restarts want the cores.
export default defineConfig({
  test: {
    root: import.meta.dirname,
    environment: 'node',
    include: ['start.test.ts', 'scale.test.ts'],
    // A throwaway PostgreSQL server for the cluster (or PG_TEST_URL when given).
    globalSetup: ['../src/testing/postgres-global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
  },
});
