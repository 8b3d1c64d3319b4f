import type { StorybookConfig } from '@storybook/react-vite';

// One Storybook for every package; stories sit beside the code they document. The pages that
// belong to no one component (introduction, design tokens) are in ./pages.
const config: StorybookConfig = {
  stories: ['./pages/*.mdx', '../packages/*/src/**/*.stories.tsx'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-vitest', '@storybook/addon-docs'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
};

export default config;
