import { fail, ok, pending } from '@bb/api-client/testing';
import { WIDGET_LOAD_FAILED_MESSAGE } from '@bb/validation';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  bbEnvironment,
  sessionOf,
  storyEnvironment,
  withBbEnvironment,
} from '../test-support/story-environment';
import { AccountMenu } from './account-menu';

/** The account area before a menu: signed out, loading, failed, hidden. */
const meta = {
  title: 'UI/Account menu/Signed out and states',
  component: AccountMenu,
  parameters: {
    docs: {
      // Its own frame on the docs page: an open modal, menu or fixed notice stays inside it.
      story: { inline: false, iframeHeight: 640 },
      description: {
        component: `The account entry of the header for a visitor and while things load: 'My account' opens the
login modal (its code fetched when the pointer enters the button or it gets focus, loaded on
the first press); a skeleton named 'Loading your account' while the session loads; the error
widget when a part cannot be fetched.

**Driven by** \`useAccountMenu\` (\`@bb/form-hooks\`) under a \`BbProvider\`; \`loginFormOptions\` go to
the login modal's \`useLoginForm\`.

**Keyboard.** 'My account' is a button: Enter or Space opens the modal, whose focus rules are the
\`Modal\`'s.`,
      },
    },
  },
  decorators: [withBbEnvironment],
} satisfies Meta<typeof AccountMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

const TITLE = 'Log into your account';

/**
 * Signed out: 'My account' opens the login modal 'Log into your account' with Sign up and
 * Forgot password; Escape closes it and focus returns to the button.
 */
export const SignedOut: Story = {
  ...bbEnvironment(),
  play: async ({ canvasElement }) => {
    const button = await within(canvasElement).findByRole('button', { name: 'My account' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button);
    const modal = within(await screen.findByRole('dialog', { name: TITLE }));
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(modal.getByRole('link', { name: 'Sign up' })).toHaveAttribute(
      'href',
      '/registration.html',
    );
    await expect(modal.getByRole('link', { name: 'Forgot password' })).toHaveAttribute(
      'href',
      '/auth_password_reset.html',
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: TITLE })).toBeNull());
    await expect(button).toHaveFocus();
  },
};

/** The login modal open, as a designer reviews it. */
export const LoginModalOpen: Story = {
  ...bbEnvironment(),
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'My account' }));
    const modal = within(await screen.findByRole('dialog', { name: TITLE }));
    await expect(await modal.findByRole('button', { name: 'Google' })).toBeVisible();
  },
};

/** Signing in through the modal closes it and goes to the dashboard. */
export const SignInFromModal: Story = {
  ...bbEnvironment({
    routes: {
      'GET /users/pre-check': ok({
        login_ability: true,
        register_ability: false,
        policy_agree_required: false,
        marketing_agree_required: false,
        user_role: 'writer',
        user_role_matched: true,
      }),
      'POST /users/sessions': ok({ auth_token: 'token' }),
      'GET /users/sessions': [fail('not_authenticated', 401), ok(sessionOf('writer'))],
    },
  }),
  play: async (context) => {
    await userEvent.click(
      await within(context.canvasElement).findByRole('button', { name: 'My account' }),
    );
    const modal = within(await screen.findByRole('dialog', { name: TITLE }));
    await userEvent.type(modal.getByRole('textbox', { name: 'Email' }), 'grace@example.com');
    await userEvent.type(modal.getByLabelText('Password'), 'secret-pass1');
    const logIn = modal.getByRole('button', { name: 'Log in' });
    await userEvent.click(logIn);
    await waitFor(() =>
      expect(storyEnvironment(context).navigation.visited).toEqual(['/dashboard/writer/orders/']),
    );
    // Whether the button kept its focus ring through its short busy state is timing: no focus
    // for the snapshot.
    logIn.blur();
  },
};

/** The session is loading: a skeleton, announced as busy. */
export const Loading: Story = {
  ...bbEnvironment({ routes: { 'GET /users/sessions': pending() } }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Loading your account',
    );
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

/** The session could not be loaded: 'Hmm, something seems to be missing'. */
export const LoadFailed: Story = {
  ...bbEnvironment({ routes: { 'GET /users/sessions': fail('internal_error', 500) } }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      WIDGET_LOAD_FAILED_MESSAGE,
    );
  },
};

/** A customer without an e-mail: nothing is shown (the box stands for the header's slot). */
export const CustomerWithoutEmail: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 240, minHeight: 48 }}>
        <Story />
      </div>
    ),
  ],
  ...bbEnvironment({
    routes: {
      'GET /users/sessions': ok(sessionOf('customer')),
      'GET /customers': ok({ email: '', avatar_url: '' }),
    },
  }),
  play: async (context) => {
    await waitFor(() => expect(storyEnvironment(context).mock.count('GET /customers')).toBe(1));
    await waitFor(() => expect(context.canvasElement).toHaveTextContent(''));
    await expect(within(context.canvasElement).queryByRole('button')).toBeNull();
  },
};
