import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Spinner } from './spinner';

const meta = {
  title: 'UI/Spinner',
  component: Spinner,
  parameters: {
    docs: {
      description: {
        component: `A turning ring for work in progress. With a \`label\` it is a \`role="status"\` region that screen
readers announce ('Checking your email'); without one it is decorative (\`aria-hidden\`), for a
spinner inside a button whose \`aria-busy\` already says it. \`size="sm"\` fits inside a field.
It turns in \`currentColor\`, so it takes the colour of the text around it.`,
      },
    },
  },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Decorative: the control around it says what is busy. */
export const Decorative: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('status')).toBeNull();
  },
};

export const WithLabel: Story = {
  args: { label: 'Checking your email' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Checking your email',
    );
  },
};

export const Small: Story = { args: { size: 'sm', label: 'Loading' } };
