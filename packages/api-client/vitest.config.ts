import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // A zone east of UTC with a half-hour offset, so a sign or rounding slip in utc_offset_min shows.
    env: { TZ: 'Asia/Kolkata' },
  },
});
