import { MARKETING_AGREE_LABEL, MESSAGES, POLICY_AGREE_LABEL } from '@bb/validation';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Checkbox } from './checkbox';

/** The policy consent label of spec §5, its two documents linked. */
const policyLabel = (
  <>
    I agree to the <a href="/terms-and-conditions.html">Terms &amp; Conditions</a> and{' '}
    <a href="/privacy-policy.html">Privacy Policy</a>.
  </>
);

const meta = {
  title: 'UI/Fields/Checkbox',
  component: Checkbox,
  parameters: {
    docs: {
      description: {
        component: `A labelled checkbox whose label may hold links (the policy box links the Terms & Conditions and
the Privacy Policy). \`error\` shows under it and is tied to it through \`aria-describedby\` with
\`aria-invalid\`. Every other prop goes to the native \`<input type="checkbox">\`.

**Keyboard.** Tab reaches the box, Space ticks it; the links in its label are their own tab
stops.`,
      },
    },
  },
  args: { label: MARKETING_AGREE_LABEL, name: 'marketing_agree' },
  decorators: [
    (Story) => (
      <div style={{ width: 356 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unchecked: Story = {
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: MARKETING_AGREE_LABEL });
    await expect(box).not.toBeChecked();
    await userEvent.click(within(canvasElement).getByText(MARKETING_AGREE_LABEL));
    await expect(box).toBeChecked();
    await userEvent.keyboard(' ');
    await expect(box).not.toBeChecked();
  },
};

export const Checked: Story = { args: { defaultChecked: true } };

/** The label holds links: they stay links and do not tick the box. */
export const WithLinks: Story = {
  args: { label: policyLabel, name: 'policy_agree' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('checkbox', { name: POLICY_AGREE_LABEL });
    await expect(canvas.getByRole('link', { name: 'Terms & Conditions' })).toHaveAttribute(
      'href',
      '/terms-and-conditions.html',
    );
    await expect(canvas.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy-policy.html',
    );
    await userEvent.click(box);
    await expect(box).toBeChecked();
  },
};

export const WithError: Story = {
  args: { label: policyLabel, name: 'policy_agree', error: MESSAGES.policy_empty },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: POLICY_AGREE_LABEL });
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription(MESSAGES.policy_empty);
  },
};
