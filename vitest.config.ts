import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { chromiumLaunchOptions } from './scripts/chromium';

const dirname = path.dirname(fileURLToPath(import.meta.url));

// Every story becomes a test: its play function runs, axe checks it and its snapshot is
// compared with the committed reference, in Debian's Chromium. Beside it, in Node, the checks of
// Storybook itself: every exported component documented, the tokens page.
export default defineConfig({
  test: {
    projects: [
      {
        test: { name: 'storybook-docs', include: ['.storybook/**/*.test.ts'], environment: 'node' },
      },
      {
        extends: true,
        plugins: [storybookTest({ configDir: path.join(dirname, '.storybook') })],
        // Found only once preview.ts runs: optimised up front, or Vite reloads mid-run and the
        // stories then loading fail.
        optimizeDeps: { include: ['storybook/internal/core-events'] },
        test: {
          name: 'storybook',
          setupFiles: ['./.storybook/vitest.setup.ts'],
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: chromiumLaunchOptions(),
              // Room for the largest story viewport, so the test frame is never scaled down and
              // snapshots are taken at 1:1.
              contextOptions: { viewport: { width: 1600, height: 1000 } },
            }),
            instances: [{ browser: 'chromium' }],
            // The 'desktop' viewport of .storybook/preview.ts; stories may pick 'mobile'.
            viewport: { width: 1280, height: 800 },
            expect: {
              toMatchScreenshot: {
                // Tight: every pixel must match within pixelmatch's threshold 0.01, about two
                // levels of one channel: the rasterizer's ±1 anti-aliasing noise on rounded
                // corners passes, any colour change does not. The default 0.1 lets a change of
                // some 25 levels through. References come from this kind of machine (Debian's
                // Chromium, its fonts); see .storybook/vitest.setup.ts.
                comparatorName: 'pixelmatch',
                comparatorOptions: { threshold: 0.01, allowedMismatchedPixels: 0 },
              },
            },
          },
        },
      },
    ],
  },
});
