import { defineConfig } from 'vitest/config';

// jsdom start-up and first renders are slow on a loaded 2-core machine: allow 20 s a test.
export default defineConfig({
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    testTimeout: 20_000,
    setupFiles: ['./src/test-support/react-strict-mode.ts'],
  },
});
