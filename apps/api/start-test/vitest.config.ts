import { defineConfig } from 'vitest/config';

// The built server as `pnpm start` runs it (`test:start`): it needs dist, so it is not part of the
// unit tests, which run from the TypeScript sources.
export default defineConfig({
  test: {
    root: import.meta.dirname,
    environment: 'node',
    include: ['start.test.ts'],
    testTimeout: 60_000,
  },
});
