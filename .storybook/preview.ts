import type { Preview } from '@storybook/react-vite';
import { createElement, StrictMode } from 'react';
// The kit's one stylesheet, as a host imports it; it only styles bb- classes and --bb-* tokens.
import '../packages/ui/src/styles.css';

const preview: Preview = {
  // Every story renders under StrictMode, as hosts develop (Vite's and Next's dev servers): effects
  // mount, unmount and mount again, so a component that cannot survive it fails its story test.
  // (Storybook's own strictMode option does not reach the Vitest runs; a decorator does.)
  decorators: [(Story) => createElement(StrictMode, null, createElement(Story))],
  parameters: {
    layout: 'padded',
    // axe findings fail the story test, not just the panel.
    a11y: { test: 'error' },
    // Two fixed sizes, so a story looks the same in Storybook, in its test and in its snapshot.
    // 'desktop' is above the xl breakpoint (1200 px), 'mobile' below it.
    viewport: {
      options: {
        desktop: { name: 'Desktop 1280 × 800', styles: { width: '1280px', height: '800px' } },
        mobile: { name: 'Mobile 375 × 812', styles: { width: '375px', height: '812px' } },
      },
    },
  },
  initialGlobals: {
    viewport: { value: 'desktop', isRotated: false },
  },
};

export default preview;
