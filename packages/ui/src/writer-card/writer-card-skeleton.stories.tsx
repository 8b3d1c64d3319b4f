import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { WriterCardSkeleton } from './writer-card-skeleton';

const meta = {
  title: 'UI/Writer card skeleton',
  component: WriterCardSkeleton,
  parameters: {
    docs: {
      description: {
        component: `The writer card's shape while the requested writer loads (the order form shows it until the
writer arrives): avatar, name and the three figures as skeletons. It is a \`role="status"\`
region with \`aria-busy\`, read as \`label\` ('Loading the writer' by default); the shapes
themselves are hidden from assistive technology.`,
      },
    },
  },
  decorators: [
    (Story) => (
      <div style={{ width: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof WriterCardSkeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Announced as 'Loading the writer'. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent('Loading the writer');
    await expect(status).toHaveAttribute('aria-busy', 'true');
  },
};
