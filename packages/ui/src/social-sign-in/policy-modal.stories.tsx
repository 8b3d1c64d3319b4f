import { pending } from '@bb/api-client/testing';
import { type UseSocialSignInOptions, useSocialSignIn } from '@bb/form-hooks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { bbEnvironment, withBbEnvironment } from '../test-support/story-environment';
import { PolicyModal } from './policy-modal';
import { SocialButtons } from './social-buttons';

/** The policy modal as social sign-in opens it: a provider clicked without policy_agree. */
function PolicyModalDemo(options: UseSocialSignInOptions) {
  const social = useSocialSignIn(options);
  return <SocialButtons social={social} />;
}

const meta = {
  title: 'UI/Login form/Policy modal',
  component: PolicyModalDemo,
  subcomponents: { PolicyModal },
  parameters: {
    docs: {
      // Its own frame on the docs page: an open modal, menu or fixed notice stays inside it.
      story: { inline: false, iframeHeight: 520 },
      description: {
        component: `'Review our Terms to sign up': the modal social sign-in opens when a provider is chosen before
the policy is agreed. The policy box and the marketing box; 'Continue' stays disabled until the
policy box is ticked, then goes on to the provider.

**Driven by** \`useSocialSignIn\` (\`@bb/form-hooks\`), through \`SocialButtons\`; \`PolicyModal\` is
also exported for a flow of its own.

**Keyboard.** As every \`Modal\`: focus on the first box, Space ticks it, Escape closes.`,
      },
    },
  },
  args: { context: 'authorization' },
  decorators: [withBbEnvironment],
} satisfies Meta<typeof PolicyModalDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const TITLE = 'Review our Terms to sign up';
const POLICY = 'I agree to the Terms & Conditions and Privacy Policy.';
const MARKETING = 'I agree to receive bonuses, discounts and promotional materials.';

async function openModal(canvasElement: HTMLElement) {
  await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Google' }));
  return screen.findByRole('dialog', { name: TITLE });
}

/** Open: both boxes unticked, 'Continue' disabled until the policy box is ticked. */
export const Open: Story = {
  ...bbEnvironment(),
  play: async ({ canvasElement }) => {
    const modal = await openModal(canvasElement);
    const dialog = within(modal);
    await expect(dialog.getByRole('checkbox', { name: POLICY })).not.toBeChecked();
    await expect(dialog.getByRole('checkbox', { name: MARKETING })).not.toBeChecked();
    await expect(dialog.getByRole('button', { name: 'Continue' })).toBeDisabled();
    await expect(dialog.getByRole('link', { name: 'Terms & Conditions' })).toHaveAttribute(
      'href',
      '/terms-and-conditions.html',
    );
  },
};

/** The form's marketing tick carries over; ticking the policy enables 'Continue'. */
export const PolicyTicked: Story = {
  ...bbEnvironment(),
  args: { marketingAgree: true },
  play: async ({ canvasElement }) => {
    const dialog = within(await openModal(canvasElement));
    await expect(dialog.getByRole('checkbox', { name: MARKETING })).toBeChecked();
    await userEvent.click(dialog.getByRole('checkbox', { name: POLICY }));
    await expect(dialog.getByRole('button', { name: 'Continue' })).toBeEnabled();
  },
};

/** While the provider's sign-in runs, 'Continue' is disabled with a spinner. */
export const ProviderBusy: Story = {
  ...bbEnvironment({ routes: { 'GET /users/sessions/oauth2/url/google': pending() } }),
  play: async ({ canvasElement }) => {
    const dialog = within(await openModal(canvasElement));
    await userEvent.click(dialog.getByRole('checkbox', { name: POLICY }));
    await userEvent.click(dialog.getByRole('button', { name: 'Continue' }));
    const proceed = dialog.getByRole('button', { name: 'Continue' });
    await waitFor(() => expect(proceed).toHaveAttribute('aria-busy', 'true'));
    await expect(proceed).toBeDisabled();
  },
};

/** Escape closes it, forgetting the ticks; focus returns to the provider button. */
export const EscapeCloses: Story = {
  ...bbEnvironment(),
  play: async ({ canvasElement }) => {
    const dialog = within(await openModal(canvasElement));
    await userEvent.click(dialog.getByRole('checkbox', { name: POLICY }));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: TITLE })).toBeNull());
    const google = within(canvasElement).getByRole('button', { name: 'Google' });
    await expect(google).toHaveFocus();
    const reopened = within(await openModal(canvasElement));
    await expect(reopened.getByRole('checkbox', { name: POLICY })).not.toBeChecked();
  },
};
