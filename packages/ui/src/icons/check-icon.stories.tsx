import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CheckIcon } from './check-icon';

const meta = {
  title: 'UI/Check icon',
  component: CheckIcon,
  parameters: {
    docs: {
      description: {
        component: `A checkmark in \`--bb-color-success\`, 20 px: the e-mail field shows it once the account is
recognised (in \`TextField\`'s \`trailing\` slot). With a \`label\` it is a labelled image
('Email recognised'); without one it is decorative and hidden from assistive technology.`,
      },
    },
  },
} satisfies Meta<typeof CheckIcon>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Labelled: read out as 'Email recognised'. */
export const Labelled: Story = {
  args: { label: 'Email recognised' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('img', { name: 'Email recognised' }),
    ).toBeVisible();
  },
};

/** Decorative: no role, hidden from assistive technology. */
export const Decorative: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('img')).toBeNull();
    await expect(canvasElement.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};
