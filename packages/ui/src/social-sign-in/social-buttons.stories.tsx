import { fail, ok, pending } from '@bb/api-client/testing';
import { type UseSocialSignInOptions, useSocialSignIn } from '@bb/form-hooks';
import { ERROR_CATALOGUE, STORAGE_KEYS } from '@bb/validation';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  bbEnvironment,
  commonSettings,
  storyEnvironment,
  withBbEnvironment,
} from '../test-support/story-environment';
import { SocialButtons } from './social-buttons';

/** The buttons on `useSocialSignIn`, as a form renders them. */
function SocialSignInDemo(options: UseSocialSignInOptions) {
  const social = useSocialSignIn(options);
  return <SocialButtons social={social} />;
}

const meta = {
  title: 'UI/Login form/Social sign-in',
  component: SocialSignInDemo,
  subcomponents: { SocialButtons },
  parameters: {
    docs: {
      // Its own frame on the docs page: an open modal, menu or fixed notice stays inside it.
      story: { inline: false, iframeHeight: 520 },
      description: {
        component: `One button per configured provider ('Google', 'Apple'; 'Continue with {provider}' when it is the
only one), a spinner on the busy one, the 'Last used' hint on the provider used last, the
failure text, and the policy modal they open when the policy is not yet agreed.

**Driven by** \`useSocialSignIn\` (\`@bb/form-hooks\`): \`SocialButtons\` takes its result as \`social\`.
These stories render it through \`SocialSignInDemo\`, whose props are the hook's options.

**Keyboard.** Each provider is a button; while one is busy the others are disabled.`,
      },
    },
  },
  args: { context: 'authorization' },
  decorators: [
    withBbEnvironment,
    (Story) => (
      <div style={{ width: 420, paddingTop: 12 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SocialSignInDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const AUTH_URL = 'https://accounts.example.test/authorize?state=1';
const googleOnly = { 'GET /common/settings': ok(commonSettings({ apple: false })) };
const appleOnly = { 'GET /common/settings': ok(commonSettings({ google: false })) };
const policyModal = () => screen.queryByRole('dialog', { name: 'Review our Terms to sign up' });

/** Both providers side by side, each by its name. */
export const TwoProviders: Story = {
  ...bbEnvironment(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Google' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Apple' })).toBeEnabled();
  },
};

/** Only Google: 'Continue with Google'. */
export const OnlyGoogle: Story = {
  ...bbEnvironment({ routes: googleOnly }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Continue with Google' })).toBeVisible();
    await expect(canvas.getAllByRole('button')).toHaveLength(1);
  },
};

/** Only Apple: 'Continue with Apple'. */
export const OnlyApple: Story = {
  ...bbEnvironment({ routes: appleOnly }),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: 'Continue with Apple' }),
    ).toBeVisible();
  },
};

/** The provider remembered under bb-used-provider carries a 'Last used' hint. */
export const LastUsed: Story = {
  ...bbEnvironment({ localStorage: { [STORAGE_KEYS.usedProvider]: 'apple' } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const apple = await canvas.findByRole('button', { name: 'Apple' });
    await expect(apple).toHaveAccessibleDescription('Last used');
    await expect(canvas.getByRole('button', { name: 'Google' })).not.toHaveAccessibleDescription();
  },
};

/**
 * Consent given in the form: a click goes straight to the provider; its button spins and every
 * button is disabled while the OAuth URL is fetched.
 */
export const ProviderBusy: Story = {
  ...bbEnvironment({
    routes: { 'GET /users/sessions/oauth2/url/google': pending() },
  }),
  args: { policyAgree: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Google' }));
    const google = canvas.getByRole('button', { name: 'Google' });
    await waitFor(() => expect(google).toHaveAttribute('aria-busy', 'true'));
    await expect(google).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Apple' })).toBeDisabled();
    await expect(policyModal()).toBeNull();
  },
};

/** The whole flow: the policy modal first, then the provider's page; the provider is remembered. */
export const SignInThroughPolicyModal: Story = {
  ...bbEnvironment({
    routes: { 'GET /users/sessions/oauth2/url/apple': ok({ auth_url: AUTH_URL }) },
  }),
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Apple' }));
    const modal = await screen.findByRole('dialog', { name: 'Review our Terms to sign up' });
    const proceed = within(modal).getByRole('button', { name: 'Continue' });
    await expect(proceed).toBeDisabled();
    await userEvent.click(
      within(modal).getByRole('checkbox', {
        name: 'I agree to the Terms & Conditions and Privacy Policy.',
      }),
    );
    await expect(proceed).toBeEnabled();
    await userEvent.click(proceed);
    const { navigation, mock, localStorage } = storyEnvironment(context);
    await waitFor(() => expect(navigation.visited).toEqual([AUTH_URL]));
    const [request] = mock.requests.filter((r) => r.path.startsWith('/users/sessions/oauth2'));
    await expect(request?.query.get('policy_agree')).toBe('1');
    await expect(request?.query.get('source_context')).toBe('authorization');
    await expect(localStorage.getItem(STORAGE_KEYS.usedProvider)).toBe('apple');
    await waitFor(() => expect(policyModal()).toBeNull());
  },
};

/** A refused OAuth URL shows its text under the buttons. */
export const Failure: Story = {
  ...bbEnvironment({
    routes: { 'GET /users/sessions/oauth2/url/google': fail('oauth_provider_unavailable', 503) },
  }),
  args: { policyAgree: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Google' }));
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent(
        ERROR_CATALOGUE.oauth_provider_unavailable.message,
      ),
    );
    const google = canvas.getByRole('button', { name: 'Google' });
    await waitFor(() => expect(google).toBeEnabled());
    // Whether the button kept its focus ring through its busy state is timing: no focus for the
    // snapshot.
    google.blur();
  },
};
