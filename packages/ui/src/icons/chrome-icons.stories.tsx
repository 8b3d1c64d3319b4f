import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ArrowUpIcon } from './arrow-up-icon';
import { ChevronIcon } from './chevron-icon';
import { CloseIcon } from './close-icon';
import { UserIcon } from './user-icon';

const meta = {
  title: 'UI/Chrome icons',
  component: ArrowUpIcon,
  subcomponents: { ChevronIcon, CloseIcon, UserIcon },
  parameters: {
    docs: {
      description: {
        component: `The header's and the page's small icons, in \`currentColor\`: the scroll-to-top arrow
(\`ArrowUpIcon\`), the Services disclosure's chevron (\`ChevronIcon\`, turned up by CSS when open),
the close cross of the mobile menu and modals (\`CloseIcon\`) and the account button's person
(\`UserIcon\`). All are decorative: the button or link around each carries its name. They are
exported so that pages without React render the same markup at build time.`,
      },
    },
  },
  render: () => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
      <ArrowUpIcon />
      <ChevronIcon />
      <CloseIcon />
      <UserIcon />
    </div>
  ),
} satisfies Meta<typeof ArrowUpIcon>;

export default meta;
type Story = StoryObj<typeof meta>;

/** All four, side by side: each is hidden from assistive technology. */
export const AllFour: Story = {
  play: async ({ canvasElement }) => {
    const icons = canvasElement.querySelectorAll('svg');
    await expect(icons).toHaveLength(4);
    for (const icon of icons) await expect(icon).toHaveAttribute('aria-hidden', 'true');
  },
};
