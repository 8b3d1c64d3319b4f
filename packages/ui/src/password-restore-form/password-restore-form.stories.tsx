import { fail, ok, pending } from '@bb/api-client/testing';
import { ERROR_CATALOGUE, MESSAGES } from '@bb/validation';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  bbEnvironment,
  storyEnvironment,
  withBbEnvironment,
} from '../test-support/story-environment';
import { PasswordRestoreForm } from './password-restore-form';

const meta = {
  title: 'UI/Password restore form',
  component: PasswordRestoreForm,
  parameters: {
    docs: {
      description: {
        component: `Password restore in four steps: request a code by e-mail, enter the code, choose a new password,
done. Each step is one small form; an expired or incorrect code says so under the field.

**Driven by** \`usePasswordRestore\` (\`@bb/form-hooks\`) under a \`BbProvider\`; its field labels are
\`PASSWORD_RESTORE_TEXTS\`.

**Keyboard.** Tab through the step's fields; Enter submits the step.`,
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
} satisfies Meta<typeof PasswordRestoreForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const CODE_SENT = 'We have sent a code to your email. Enter it below.';
const codeRoutes = { 'POST /users/password-restore': ok({}) };
const button = (canvas: HTMLElement, name: string) => within(canvas).getByRole('button', { name });

/** Asks for the code: the e-mail, then 'We have sent a code…' and the code field. */
async function requestCode(canvas: HTMLElement) {
  await userEvent.type(within(canvas).getByRole('textbox', { name: 'Email' }), 'ada@example.com');
  await userEvent.click(button(canvas, 'Send code'));
  await within(canvas).findByText(CODE_SENT);
}

/** Enters `code` and submits it. */
async function enterCode(canvas: HTMLElement, code: string) {
  await userEvent.type(within(canvas).getByRole('textbox', { name: 'Code' }), code);
  await userEvent.click(button(canvas, 'Continue'));
}

/** Stage 1: the e-mail and 'Send code'. */
export const RequestCode: Story = {
  ...bbEnvironment(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
    await userEvent.click(button(canvasElement, 'Send code'));
    const field = canvas.getByRole('textbox', { name: 'Email' });
    await waitFor(() => expect(field).toHaveFocus());
    await expect(field).toHaveAccessibleDescription(MESSAGES.email_required);
  },
};

/** The server asks for consent: the block opens with its message and must be ticked. */
export const ConsentAfterPolicyError: Story = {
  ...bbEnvironment({
    routes: { 'POST /users/password-restore': fail('policy_required', 422) },
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await userEvent.click(button(canvasElement, 'Send code'));
    const policy = await canvas.findByRole('checkbox', {
      name: 'I agree to the Terms & Conditions and Privacy Policy.',
    });
    await waitFor(() => expect(policy).toHaveFocus());
    await expect(policy).toHaveAccessibleDescription(ERROR_CATALOGUE.policy_required.message);
    await expect(canvas.queryByRole('checkbox', { name: /bonuses/ })).toBeNull();
  },
};

/** Stage 2: the code field; submitting it empty says 'Code is required'. */
export const CodeRequired: Story = {
  ...bbEnvironment({ routes: codeRoutes }),
  play: async (context) => {
    const { canvasElement } = context;
    await requestCode(canvasElement);
    await userEvent.click(button(canvasElement, 'Continue'));
    const code = within(canvasElement).getByRole('textbox', { name: 'Code' });
    await waitFor(() => expect(code).toHaveFocus());
    await expect(code).toHaveAccessibleDescription('Code is required');
    const [sent] = storyEnvironment(context).mock.requests;
    await expect(sent?.form?.get('login')).toBe('ada@example.com');
    await expect(sent?.form?.get('captcha_token')).toBe('skipped');
  },
};

/** A wrong code: 'Incorrect code'. */
export const IncorrectCode: Story = {
  ...bbEnvironment({
    routes: {
      ...codeRoutes,
      'GET /users/password-restore/actions/validate': fail('code_incorrect', 422),
    },
  }),
  play: async ({ canvasElement }) => {
    await requestCode(canvasElement);
    await enterCode(canvasElement, '000000');
    await expect(await within(canvasElement).findByText('Incorrect code')).toBeVisible();
  },
};

/** An old code: 'Code is expired'; 'Send a new code' goes back to the e-mail. */
export const ExpiredCode: Story = {
  ...bbEnvironment({
    routes: {
      ...codeRoutes,
      'GET /users/password-restore/actions/validate': fail('code_expired', 422),
    },
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await requestCode(canvasElement);
    await enterCode(canvasElement, '123456');
    await expect(await canvas.findByText('Code is expired')).toBeVisible();
    await userEvent.click(button(canvasElement, 'Send a new code'));
    await expect(canvas.getByRole('button', { name: 'Send code' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveValue('ada@example.com');
  },
};

/** The code is being checked: the button spins. */
export const CheckingCode: Story = {
  ...bbEnvironment({
    routes: { ...codeRoutes, 'GET /users/password-restore/actions/validate': pending() },
  }),
  play: async ({ canvasElement }) => {
    await requestCode(canvasElement);
    await enterCode(canvasElement, '123456');
    await waitFor(() =>
      expect(button(canvasElement, 'Continue')).toHaveAttribute('aria-busy', 'true'),
    );
  },
};

const fromLink = bbEnvironment({
  href: 'http://bb.test/auth_password_reset.html?code=123456&utm_source=mail',
  routes: {
    'GET /users/password-restore/actions/validate': ok({}),
    'PATCH /users/password-restore': ok({}),
  },
});

/**
 * The e-mailed link: the code is read from the address, removed from it and checked; the new
 * password follows, with the spec's rules and the confirmation message.
 */
export const NewPassword: Story = {
  ...fromLink,
  play: async (context) => {
    const { canvasElement } = context;
    const canvas = within(canvasElement);
    const password = await canvas.findByLabelText('New password');
    const { addressBar, mock } = storyEnvironment(context);
    await expect(addressBar.href()).toBe('http://bb.test/auth_password_reset.html?utm_source=mail');
    await expect(mock.requests[0]?.query.get('code')).toBe('123456');
    await userEvent.type(password, 'lettersonly');
    await userEvent.tab();
    await expect(password).toHaveAccessibleDescription(MESSAGES.password_no_number_or_special);
    await userEvent.clear(password);
    await userEvent.type(password, 'new-pass-1');
    await userEvent.type(canvas.getByLabelText('Repeat new password'), 'new-pass-2');
    await userEvent.click(button(canvasElement, 'Set new password'));
    const confirmation = canvas.getByLabelText('Repeat new password');
    await waitFor(() => expect(confirmation).toHaveFocus());
    await expect(confirmation).toHaveAccessibleDescription(MESSAGES.password_mismatch);
  },
};

/** The new password is set: 'Your password has been changed.' and 'Log in'. */
export const Done: Story = {
  ...fromLink,
  play: async (context) => {
    const { canvasElement } = context;
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('New password'), 'new-pass-1');
    await userEvent.type(canvas.getByLabelText('Repeat new password'), 'new-pass-1');
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(canvas.getByLabelText('New password')).toHaveAttribute('type', 'text');
    await userEvent.click(button(canvasElement, 'Set new password'));
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'Your password has been changed.',
    );
    const reset = storyEnvironment(context).mock.requests.find((r) => r.method === 'PATCH');
    await expect(reset?.form?.get('code')).toBe('123456');
    await expect(reset?.form?.get('password')).toBe('new-pass-1');
    await expect(canvas.getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/sign-in.html',
    );
  },
};
