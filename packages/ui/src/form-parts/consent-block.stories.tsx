import { MARKETING_AGREE_LABEL, MESSAGES, POLICY_AGREE_LABEL } from '@bb/validation';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ConsentBlock } from './consent-block';

const meta = {
  title: 'UI/Form parts/Consent block',
  component: ConsentBlock,
  parameters: {
    docs: {
      description: {
        component: `The consent boxes of spec §4 and §5: 'I agree to the Terms & Conditions and Privacy Policy.',
both page names linking to \`links\` (in a new tab, so reading them loses nothing typed), and
the optional 'I agree to receive bonuses, discounts and promotional materials.'.

**Driven by** a form hook's prop getters: \`policyAgree={form.getPolicyAgreeProps()}\` and
\`marketingAgree={form.getMarketingAgreeProps()}\` (\`useLoginForm\`, \`useRegistrationForm\`,
\`useShortOrderForm\`, \`useSocialSignIn\`), which also decide when the block shows. Plain
\`checked\` and \`onChange\` work too.

**Accessibility.** Each box is a native checkbox named by its whole sentence; \`policyError\`
shows under the policy box, tied to it by \`aria-describedby\` with \`aria-invalid\`.

**Keyboard.** Tab reaches each box and each link in the policy sentence; Space ticks a box.`,
      },
    },
  },
  args: {
    links: { terms: '/terms-and-conditions.html', privacy: '/privacy-policy.html' },
    policyAgree: { id: 'policy-agree', name: 'policy_agree', onChange: fn() },
  },
  decorators: [
    (Story) => (
      <div style={{ width: 356 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ConsentBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The policy box alone, its two page names as links; Space ticks it. */
export const PolicyOnly: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Terms & Conditions' })).toHaveAttribute(
      'href',
      '/terms-and-conditions.html',
    );
    await expect(canvas.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy-policy.html',
    );
    const policy = canvas.getByRole('checkbox', { name: POLICY_AGREE_LABEL });
    policy.focus();
    await userEvent.keyboard(' ');
    await expect(policy).toBeChecked();
    await expect(args.policyAgree.onChange).toHaveBeenCalledOnce();
    await expect(canvas.queryByRole('checkbox', { name: MARKETING_AGREE_LABEL })).toBeNull();
  },
};

/** Both boxes, as the forms show them. */
export const WithMarketing: Story = {
  args: { marketingAgree: { id: 'marketing-agree', name: 'marketing_agree' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('checkbox', { name: MARKETING_AGREE_LABEL })).not.toBeChecked();
  },
};

/** The policy box refused: its error under it, read with the box. */
export const PolicyError: Story = {
  args: {
    policyError: MESSAGES.policy_empty,
    policyAgree: { id: 'policy-agree', name: 'policy_agree', 'aria-invalid': true },
  },
  play: async ({ canvasElement }) => {
    const policy = within(canvasElement).getByRole('checkbox', { name: POLICY_AGREE_LABEL });
    await expect(policy).toHaveAttribute('aria-invalid', 'true');
    await expect(policy).toHaveAccessibleDescription(MESSAGES.policy_empty);
  },
};
