import type { Preview } from '@storybook/react-vite';
// The kit's one stylesheet, as a host imports it; it only styles bb- classes and --bb-* tokens.
import '../packages/ui/src/styles.css';

const preview: Preview = {
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
