import { fail, ok, pending } from '@bb/api-client/testing';
import { LOGIN_TEXTS } from '@bb/form-hooks';
import { DIFFERENT_ROLE_MESSAGE, MESSAGES } from '@bb/validation';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ConsentBlock } from '../form-parts/consent-block';
import { FormError } from '../form-parts/form-error';
import {
  bbEnvironment,
  commonSettings,
  customerRoutes,
  preCheck,
  sessionOf,
  storyEnvironment,
  withBbEnvironment,
} from '../test-support/story-environment';
import { LoginForm } from './login-form';

const meta = {
  title: 'UI/Login form/Page',
  component: LoginForm,
  subcomponents: { ConsentBlock, FormError },
  parameters: {
    docs: {
      description: {
        component: `The login form (spec §2, §4): e-mail with its pre-check (a spinner while it runs, a checkmark
once the account is recognised, the 'About your email' hint), password with show/hide, the
consent block when the account needs it, the social sign-in buttons, 'Forgot password' and
'Sign up'. \`variant="page"\` for the sign-in page, \`'modal'\` inside \`LoginModal\`.

**Driven by** \`useLoginForm\` (\`@bb/form-hooks\`, \`options\`), under a \`BbProvider\`; the wording is
the hook's \`LOGIN_TEXTS\`. The hook decides; the form renders.

**Subcomponents.** \`ConsentBlock\`: the policy box (with its Terms & Conditions and Privacy Policy
links) and the optional marketing box, taking a hook's \`getPolicyAgreeProps()\` and
\`getMarketingAgreeProps()\`; \`policyError\` shows under the policy box. \`FormError\`: the form-level
message in an always-present \`role="alert"\` region, so it is announced when it appears.

**Keyboard.** Tab through e-mail, its hint, password, the toggle, consent, submit, the links;
Enter submits. After a failed submit focus moves to the first field in error, whose message is
its description.`,
      },
    },
  },
  decorators: [
    withBbEnvironment,
    (Story) => (
      <div style={{ width: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LoginForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const EMAIL = 'ada@example.com';
const emailField = (canvas: HTMLElement) => within(canvas).getByRole('textbox', { name: 'Email' });
const passwordField = (canvas: HTMLElement) => within(canvas).getByLabelText('Password');

/** Types an e-mail and leaves the field: the pre-check runs. */
async function enterEmail(canvas: HTMLElement, email = EMAIL) {
  await userEvent.type(emailField(canvas), email);
  await userEvent.tab();
}

/** A visitor with both providers: the e-mail, password, links and social buttons. */
export const Default: Story = {
  ...bbEnvironment(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: LOGIN_TEXTS.title })).toBeVisible();
    await expect(emailField(canvasElement)).toHaveAccessibleDescription(
      LOGIN_TEXTS.emailUsageTooltip,
    );
    await expect(canvas.getByRole('checkbox', { name: 'Stay signed in' })).toBeChecked();
    await expect(canvas.getByRole('link', { name: 'Sign up' })).toHaveAttribute(
      'href',
      '/registration.html',
    );
    await expect(canvas.getByRole('link', { name: 'Forgot password' })).toHaveAttribute(
      'href',
      '/auth_password_reset.html',
    );
    await expect(await canvas.findByRole('button', { name: 'Google' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Apple' })).toBeEnabled();
    await expect(canvas.queryByRole('checkbox', { name: /Terms/ })).toBeNull();
  },
};

/** The e-mail tooltip opens from its info button. */
export const EmailTooltip: Story = {
  ...bbEnvironment(),
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'About your email' });
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const tooltip = document.getElementById(button.getAttribute('aria-controls') ?? '');
    await expect(tooltip).toHaveTextContent(LOGIN_TEXTS.emailUsageTooltip);
  },
};

/** Leaving a valid e-mail runs the pre-check: a spinner in the field while it runs. */
export const PreCheckSpinner: Story = {
  ...bbEnvironment({ routes: { 'GET /users/pre-check': pending() } }),
  play: async ({ canvasElement }) => {
    await enterEmail(canvasElement);
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent(
      'Checking your email',
    );
    await expect(emailField(canvasElement)).toHaveAttribute('aria-busy', 'true');
  },
};

/** An account that can log in: the success checkmark and the returning-customer text. */
export const SuccessMark: Story = {
  ...bbEnvironment({ routes: { 'GET /users/pre-check': preCheck() } }),
  play: async (context) => {
    const { canvasElement } = context;
    const canvas = within(canvasElement);
    await enterEmail(canvasElement);
    await expect(await canvas.findByRole('img', { name: 'Email recognised' })).toBeVisible();
    await expect(canvas.getByText(LOGIN_TEXTS.returningCustomerTooltip)).toBeVisible();
    await expect(emailField(canvasElement)).toHaveAccessibleDescription(
      LOGIN_TEXTS.returningCustomerTooltip,
    );
    const [request] = storyEnvironment(context).mock.requests.filter(
      (r) => r.path === '/users/pre-check',
    );
    await expect(request?.query.get('login')).toBe(EMAIL);
  },
};

const newAccount = preCheck({
  login_ability: false,
  register_ability: true,
  policy_agree_required: true,
});

/**
 * A new account where consent is required: the consent block shows; submitting without the
 * policy tick shows its error and focuses the box.
 */
export const ConsentShown: Story = {
  ...bbEnvironment({ routes: { 'GET /users/pre-check': newAccount } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await enterEmail(canvasElement);
    const policy = await canvas.findByRole('checkbox', {
      name: 'I agree to the Terms & Conditions and Privacy Policy.',
    });
    await expect(
      canvas.getByRole('checkbox', {
        name: 'I agree to receive bonuses, discounts and promotional materials.',
      }),
    ).not.toBeChecked();
    await expect(canvas.getByRole('link', { name: 'Terms & Conditions' })).toHaveAttribute(
      'href',
      '/terms-and-conditions.html',
    );
    await expect(canvas.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy-policy.html',
    );
    await userEvent.type(passwordField(canvasElement), 'secret-pass1');
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(policy).toHaveFocus());
    await expect(policy).toHaveAccessibleDescription(MESSAGES.policy_empty);
  },
};

/** The pre-check finds a writer account: the consent links become the writer's pages. */
export const ConsentForWriter: Story = {
  ...bbEnvironment({
    routes: { 'GET /users/pre-check': preCheck({ ...newAccountResult(), user_role: 'writer' }) },
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await enterEmail(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Terms & Conditions' })).toHaveAttribute(
      'href',
      '/writer-terms-and-conditions.html',
    );
    await expect(canvas.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/writer-privacy-policy.html',
    );
  },
};

function newAccountResult() {
  return { login_ability: false, register_ability: true, policy_agree_required: true };
}

/** Submitting empty: both texts verbatim, focus on the e-mail. */
export const ValidationErrors: Story = {
  ...bbEnvironment(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(emailField(canvasElement)).toHaveFocus());
    await expect(emailField(canvasElement)).toHaveAccessibleDescription(
      expect.stringContaining(MESSAGES.email_required),
    );
    await expect(passwordField(canvasElement)).toHaveAccessibleDescription(
      MESSAGES.password_required,
    );
    await expect(emailField(canvasElement)).toBeInvalid();
  },
};

/** The pre-check finds the e-mail under another role: the different-role message. */
export const DifferentRole: Story = {
  ...bbEnvironment({
    routes: {
      'GET /users/pre-check': preCheck({ user_role: 'writer', user_role_matched: false }),
    },
  }),
  args: { options: { userRole: 'customer' } },
  play: async ({ canvasElement }) => {
    await enterEmail(canvasElement);
    await expect(await within(canvasElement).findByText(DIFFERENT_ROLE_MESSAGE)).toBeVisible();
    await expect(emailField(canvasElement)).toBeInvalid();
  },
};

/** While the sign-in runs the button is busy with its spinner. */
export const Submitting: Story = {
  ...bbEnvironment({
    routes: { 'GET /users/pre-check': preCheck(), 'POST /users/sessions': pending() },
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await enterEmail(canvasElement);
    await userEvent.type(passwordField(canvasElement), 'secret-pass1');
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    const button = canvas.getByRole('button', { name: 'Log in' });
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
    await expect(button).toBeDisabled();
  },
};

/** The password shows and hides with its toggle. */
export const PasswordToggle: Story = {
  ...bbEnvironment(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(passwordField(canvasElement), 'secret-pass1');
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(passwordField(canvasElement)).toHaveAttribute('type', 'text');
    await expect(canvas.getByRole('button', { name: 'Hide password' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

/** A successful login goes to the role's orders page. */
export const LoggedInGoesToDashboard: Story = {
  ...bbEnvironment({
    routes: {
      'GET /users/pre-check': preCheck(),
      'POST /users/sessions': ok({ auth_token: 'token' }),
      'GET /users/sessions': [fail('not_authenticated', 401), ok(sessionOf('customer'))],
    },
  }),
  play: async (context) => {
    const { canvasElement } = context;
    await enterEmail(canvasElement);
    await userEvent.type(passwordField(canvasElement), 'secret-pass1');
    await userEvent.keyboard('{Enter}');
    const { navigation, mock } = storyEnvironment(context);
    await waitFor(() => expect(navigation.visited).toEqual(['/dashboard/customer/orders/']));
    const login = mock.requests.find((r) => r.method === 'POST');
    await expect(login?.form?.get('login')).toBe(EMAIL);
    await expect(login?.form?.get('stay_signed_in')).toBe('1');
  },
};

/**
 * Already logged in: the page goes to the dashboard; meanwhile the fields are disabled with the
 * hint 'You are currently logged in' and a 'Continue to dashboard' link.
 */
export const AlreadyLoggedIn: Story = {
  ...bbEnvironment({ routes: customerRoutes() }),
  play: async (context) => {
    const { canvasElement } = context;
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(LOGIN_TEXTS.alreadyLoggedIn)).toBeVisible();
    await expect(emailField(canvasElement)).toBeDisabled();
    await expect(passwordField(canvasElement)).toBeDisabled();
    await expect(emailField(canvasElement)).toHaveAccessibleDescription(
      LOGIN_TEXTS.alreadyLoggedIn,
    );
    await expect(canvas.getByRole('link', { name: 'Continue to dashboard' })).toHaveAttribute(
      'href',
      '/customer/orders/',
    );
    await expect(canvas.getByRole('button', { name: 'Log in' })).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: 'Google' })).toBeNull();
    await expect(storyEnvironment(context).navigation.visited).toEqual([
      '/dashboard/customer/orders/',
    ]);
  },
};

/** Only Google is available: 'Continue with Google'. */
export const OneProvider: Story = {
  ...bbEnvironment({ routes: { 'GET /common/settings': ok(commonSettings({ apple: false })) } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Continue with Google' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Apple/ })).toBeNull();
  },
};

/** No provider available: no social sign-in at all. */
export const NoProvider: Story = {
  ...bbEnvironment({
    routes: { 'GET /common/settings': ok(commonSettings({ apple: false, google: false })) },
  }),
  play: async (context) => {
    await waitFor(() =>
      expect(storyEnvironment(context).mock.count('GET /common/settings')).toBe(1),
    );
    await expect(within(context.canvasElement).queryByText('or')).toBeNull();
  },
};
