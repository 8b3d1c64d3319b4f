import type { Meta, StoryObj } from '@storybook/react-vite';
import { Skeleton } from './skeleton';

const meta = {
  title: 'UI/Skeleton',
  component: Skeleton,
  parameters: {
    docs: {
      description: {
        component: `A grey placeholder where content is loading: a line of text, a block or a circle (an avatar).
It is hidden from assistive technology (\`aria-hidden\`); the region around it says what loads
(\`role="status"\` with a visually hidden text, as the writer card's and the footer's skeletons
do). Colours: \`--bb-color-skeleton\` and \`--bb-color-skeleton-highlight\`.`,
      },
    },
  },
  decorators: [
    (Story) => (
      <div style={{ width: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Text: Story = { args: { shape: 'text', width: '70%' } };

export const Circle: Story = { args: { shape: 'circle' } };

export const Block: Story = { args: { shape: 'block' } };
