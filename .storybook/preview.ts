import type { Preview } from '@storybook/react-vite';

const preview: Preview = {
  parameters: {
    layout: 'padded',
    // axe findings fail the story test, not just the panel.
    a11y: { test: 'error' },
  },
};

export default preview;
