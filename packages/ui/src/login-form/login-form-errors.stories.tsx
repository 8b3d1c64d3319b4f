import { fail } from '@bb/api-client/testing';
import { ERROR_CATALOGUE, type MessageSlug } from '@bb/validation';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  bbEnvironment,
  preCheck,
  storyEnvironment,
  withBbEnvironment,
} from '../test-support/story-environment';
import { LoginForm } from './login-form';

/** Each server error of the catalogue (spec §8) that the login form shows on one of its fields. */
const meta = {
  title: 'UI/Login form/Server errors',
  component: LoginForm,
  parameters: {
    docs: {
      description: {
        component: `The login form with every server answer of the error catalogue (spec §8) and the checks before
it: each message lands under its field or in the form's alert region, and typing clears it.

**Driven by** \`useLoginForm\` (\`@bb/form-hooks\`), which maps each \`message_slug\` to its field and
text.`,
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

/**
 * A story where the sign-in call answers `slug`: after submitting, its catalogue text shows
 * verbatim on `field`, which has the focus, and the call was made once.
 */
function serverError(slug: MessageSlug, field: 'Email' | 'Password'): Story {
  const message = ERROR_CATALOGUE[slug].message;
  return {
    ...bbEnvironment({
      routes: {
        'GET /users/pre-check': preCheck(),
        'POST /users/sessions': fail(slug, slug === 'recaptcha_gen_error' ? 400 : 401),
      },
    }),
    play: async (context) => {
      const canvas = within(context.canvasElement);
      await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'ada@example.com');
      await userEvent.type(canvas.getByLabelText('Password'), 'secret-pass1');
      await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
      const input = canvas.getByLabelText(field);
      await waitFor(() => expect(input).toHaveFocus());
      await expect(canvas.getByText(message)).toBeVisible();
      await expect(input).toHaveAccessibleDescription(expect.stringContaining(message));
      await expect(input).toBeInvalid();
      await expect(storyEnvironment(context).mock.count('POST /users/sessions')).toBe(1);
    },
  };
}

/** 'Wrong password, please try again' on the password. */
export const PasswordIncorrect = serverError('password_incorrect', 'Password');
/** 'This account is blocked' on the e-mail. */
export const UserBlocked = serverError('user_blocked', 'Email');
/** 'Login incorrect (user not exist)' on the e-mail. */
export const LoginIncorrect = serverError('login_incorrect', 'Email');
/** 'Login for this account is not available.' on the password. */
export const LoginabilityIssue = serverError('loginability_issue', 'Password');
/** 'Recaptcha generation error' on the e-mail. */
export const RecaptchaGenError = serverError('recaptcha_gen_error', 'Email');
/** The different-role message on the e-mail, when the server finds another role. */
export const DifferentRole = serverError('user_role_required_user_not_matched', 'Email');
/** The session token slugs show on the password (wording ours: the spec gives none). */
export const AuthTokenNotDefined = serverError('auth_token_not_defined', 'Password');
export const AuthTokenNotActual = serverError('auth_token_not_actual', 'Password');
/** The token's user has another role: the different-role message on the e-mail. */
export const AuthTokenUserNotMatched = serverError('auth_token_required_user_not_matched', 'Email');
/** The server refuses the e-mail itself (wording ours: the spec gives none). */
export const InvalidEmail = serverError('invalid_email', 'Email');

/** The pre-check finds an account that can neither log in nor register: blocked, locally. */
export const BlockedByPreCheck: Story = {
  ...bbEnvironment({
    routes: { 'GET /users/pre-check': preCheck({ login_ability: false, register_ability: false }) },
  }),
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await userEvent.tab();
    await expect(await canvas.findByText('This account is blocked')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Password'), 'secret-pass1');
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveFocus());
    await expect(storyEnvironment(context).mock.count('POST /users/sessions')).toBe(0);
  },
};

/** A message that belongs to no field shows above the button, announced as an alert. */
export const FormLevelError: Story = {
  ...bbEnvironment({
    routes: {
      'GET /users/pre-check': preCheck(),
      'POST /users/sessions': fail('too_many_requests', 429),
    },
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'ada@example.com');
    // Submitted with Enter, so focus stays in the field rather than on a button that goes busy.
    await userEvent.type(canvas.getByLabelText('Password'), 'secret-pass1{Enter}');
    const form = canvasElement.querySelector('form');
    if (!form) throw new Error('no form');
    await waitFor(() =>
      expect(within(form).getByRole('alert')).toHaveTextContent(
        ERROR_CATALOGUE.too_many_requests.message,
      ),
    );
    await expect(form).toHaveAccessibleDescription(ERROR_CATALOGUE.too_many_requests.message);
  },
};

/** Typing in the password clears its server error. */
export const ErrorClearsOnTyping: Story = {
  ...PasswordIncorrect,
  play: async (context) => {
    await PasswordIncorrect.play?.(context);
    const canvas = within(context.canvasElement);
    await userEvent.type(canvas.getByLabelText('Password'), 'x');
    await expect(canvas.queryByText(ERROR_CATALOGUE.password_incorrect.message)).toBeNull();
    await expect(canvas.getByLabelText('Password')).toBeValid();
  },
};
