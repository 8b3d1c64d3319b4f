import { defineConfig } from 'vitest/config';

// Unit tests of the site's plain functions and server helpers; e2e/ has its own configuration.
export default defineConfig({
  // The server's tests run the API from its sources, as the API's own do: no build needed first.
  resolve: { alias: [{ find: /^@bb\/api\/built$/, replacement: '@bb/api' }] },
  test: {
    include: ['src/**/*.test.ts', 'server/**/*.test.ts', 'integrations/**/*.test.ts'],
    environment: 'node',
  },
});
