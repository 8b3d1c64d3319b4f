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
    // What a page does after a click (an island's modules fetched and run, a cookie set by a call)
    // can take seconds beside the other suites on two cores; expect.poll's default is one second.
    expect: { poll: { timeout: 15_000 } },
  },
});
