import { defineConfig } from 'vitest/config';

// Unit tests of the site's plain functions and server helpers; e2e/ has its own configuration.
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'server/**/*.test.ts', 'integrations/**/*.test.ts'],
    environment: 'node',
  },
});
