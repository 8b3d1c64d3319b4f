import { defineConfig } from 'vitest/config';

// The consumer test alone (`test:consumer`): it needs every package built, so it is not part of
// the package's unit tests. Each phase has its own time limit; this bounds the whole.
export default defineConfig({
  test: {
    root: import.meta.dirname,
    environment: 'node',
    include: ['consumer.test.ts'],
    testTimeout: 420_000,
    hookTimeout: 60_000,
  },
});
