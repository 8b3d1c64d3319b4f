import { defineConfig } from 'vitest/config';

// The end-to-end suites (`test:e2e`): Chromium against the built site and API, started once for
// every file by start-site.ts. Files run one after another: they share the server and two cores.
export default defineConfig({
  test: {
    root: import.meta.dirname,
    environment: 'node',
    include: ['**/*.test.ts'],
    globalSetup: ['./start-site.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
