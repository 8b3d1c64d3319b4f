import { defineConfig } from 'vitest/config';

// Property tests run hundreds of cases; on a loaded 2-core machine they need more than 5 s.
export default defineConfig({
  test: { environment: 'node', include: ['src/**/*.test.ts'], testTimeout: 20_000 },
});
