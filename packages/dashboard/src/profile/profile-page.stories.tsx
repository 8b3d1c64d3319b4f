import { fail, type MockRoutes, ok, pending, sessionSummaryOf } from '@bb/api-client/testing';
import { DASHBOARD_MESSAGES, ERROR_CATALOGUE, MESSAGES } from '@bb/validation';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { accountApi, storyAccountApi } from '../test-support/account-stories';
import { withFocusRingMargin } from '../test-support/order-stories';
import { ProfilePage } from './profile-page';

const meta = {
  title: 'Dashboard/Profile/ProfilePage',
  component: ProfilePage,
  parameters: {
    docs: {
      description: {
        component: `The customer's and the expert's profile page (\`profile/\`): the password change, and the
browsers signed in to the account.

**Change password.** The current password (checked as at sign-in), the new one (every rule of
sign-up) and its confirmation, each with a show/hide toggle. A refused value is said under its
field, which takes focus. The server's answers go beside the field they are about: a wrong
current password, too many attempts, or an account without a password yet (told to set one with
the e-mailed restore code) beside the current password; a too common password beside the new one;
the rest above the form. A change clears the fields, says 'Your password is changed. Other
browsers were signed out.' in a live region that takes focus, and lists the browsers again.

**Browsers signed in.** This browser first, marked 'This browser', then the others by last use,
each with its browser and system read from its user agent, when it signed in and was last used,
and a 'Sign out' named after it. 'Sign out of all other browsers' ends the rest. Each sign-out is
announced and the list loads again; alone, the page says only this browser is signed in.

**Payout method** (the expert's Profile & Settings, \`payoutMethod\`): the PayPal e-mail their
payouts go to on the 1st and the 16th, filled with the one saved, and the current password (a
session alone cannot redirect payouts; the expert is e-mailed about every change, and a new
account is paid from the first payout date at least 48 hours later). An empty or wrong address,
or no password, is said under its field, and the first takes focus; a wrong password, too many
attempts or an account without a password yet are said beside the password, which takes focus.
A save empties the password and says 'Your payouts go to the PayPal account …' in a live region
that takes focus. Only an e-mail is kept: no card or bank number is asked for.

**Driven by** \`useProfile\` and \`usePayoutMethodForm\` (\`@bb/form-hooks\`) over
\`createAccountClient()\`.`,
      },
    },
  },
  decorators: [withFocusRingMargin],
  render: (args, context) => <ProfilePage {...args} client={storyAccountApi(context).client} />,
} satisfies Meta<typeof ProfilePage>;

export default meta;
type Story = StoryObj<typeof meta>;

const SESSIONS = 'GET /users/sessions/all';
const THIS = sessionSummaryOf({ auth_token: 'this', current: true });
const FIREFOX = sessionSummaryOf({
  auth_token: 'firefox',
  user_agent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:140.0) Gecko/20100101 Firefox/140.0',
  created_at: Date.UTC(2026, 10, 18, 8, 0),
  last_used_at: Date.UTC(2026, 10, 23, 21, 40),
});
const IPHONE = sessionSummaryOf({
  auth_token: 'iphone',
  user_agent:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
  created_at: Date.UTC(2026, 10, 2, 12, 15),
  last_used_at: Date.UTC(2026, 10, 12, 7, 5),
});
const THREE = ok({ sessions: [IPHONE, THIS, FIREFOX] });
const ALONE = ok({ sessions: [THIS] });

/** The list answers three browsers until `after` was asked for, then `then`. */
function listAfter(after: string, answer = ok({ ended: 2 }), then = ALONE): () => MockRoutes {
  return () => {
    let done = false;
    return {
      [SESSIONS]: () => (done ? then : THREE),
      [after]: () => {
        done = true;
        return answer;
      },
    };
  };
}

const field = (canvas: HTMLElement, name: string) =>
  within(canvas).getByLabelText(name, { selector: 'input' });

/** Types the three passwords and submits with Enter. */
async function changePassword(canvas: HTMLElement, current: string, next = 'Tidal-compass-73') {
  await userEvent.type(field(canvas, 'Current password'), current);
  await userEvent.type(field(canvas, 'New password'), next);
  await userEvent.type(field(canvas, 'Repeat the new password'), `${next}{Enter}`);
}

/** The browsers are loading: the password change is ready already. */
export const Loading: Story = {
  ...accountApi({ [SESSIONS]: pending() }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Loading the browsers signed in')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Change password', level: 2 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Change password' })).toBeEnabled();
  },
};

/** The browsers could not be loaded: the error widget, and a retry that asks again. */
export const LoadFailed: Story = {
  ...accountApi({ [SESSIONS]: fail('internal_error', 500) }),
  play: async ({ canvasElement, context }) => {
    const canvas = within(canvasElement);
    const { mock } = storyAccountApi(context);
    await expect(await canvas.findByText('Hmm, something seems to be missing')).toBeVisible();
    const asked = mock.count(SESSIONS);
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(mock.count(SESSIONS)).toBe(asked + 1));
  },
};

/** This browser first and marked, the others by last use, each with its own sign-out. */
export const Browsers: Story = {
  ...accountApi({ [SESSIONS]: THREE }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', {
      name: 'Browsers signed in to your account, this one first',
    });
    const items = within(list).getAllByRole('listitem');
    await expect(items.map((item) => within(item).getByRole('strong').textContent)).toEqual([
      'Chrome on Linux',
      'Firefox on Windows',
      'Safari on iOS',
    ]);
    await expect(within(items[0] as HTMLElement).getByText('This browser')).toBeVisible();
    await expect(within(items[0] as HTMLElement).queryByRole('button')).toBeNull();
    await expect(items[1]).toHaveTextContent('Signed inNov 18, 2026, 08:00');
    await expect(
      canvas.getByRole('button', {
        name: 'Sign out Firefox on Windows, signed in Nov 18, 2026, 08:00',
      }),
    ).toBeEnabled();
    await expect(
      canvas.getByRole('button', { name: 'Sign out of all other browsers' }),
    ).toBeEnabled();
  },
};

/** Only this browser is signed in: nothing to sign out. */
export const OnlyThisBrowser: Story = {
  ...accountApi({ [SESSIONS]: ALONE }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Only this browser is signed in to your account.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^Sign out/ })).toBeNull();
  },
};

/** One browser signed out: announced (the status takes focus) and gone from the list. */
export const SignOutOne: Story = {
  ...accountApi(
    listAfter(
      'DELETE /users/sessions/all/firefox',
      ok({ ended: 1 }),
      ok({ sessions: [IPHONE, THIS] }),
    ),
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: /^Sign out Firefox on Windows/ }),
    );
    const status = await canvas.findByText('Firefox on Windows was signed out.');
    await waitFor(() => expect(status).toHaveFocus());
    await waitFor(() => expect(canvas.queryByText('Firefox on Windows')).toBeNull());
    await expect(canvas.getByText('Safari on iOS')).toBeVisible();
  },
};

/** Signing every other browser out: the button spins and every sign-out waits. */
export const SigningOutOthers: Story = {
  ...accountApi({ [SESSIONS]: THREE, 'DELETE /users/sessions/others': pending() }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Sign out of all other browsers' }),
    );
    await expect(
      canvas.getByRole('button', { name: 'Sign out of all other browsers' }),
    ).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('button', { name: /^Sign out Safari on iOS/ })).toBeDisabled();
  },
};

/** Every other browser signed out: announced, and this browser is left alone. */
export const SignedOutOthers: Story = {
  ...accountApi(listAfter('DELETE /users/sessions/others')),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Sign out of all other browsers' }),
    );
    await expect(await canvas.findByText('2 other browsers were signed out.')).toBeVisible();
    await expect(
      await canvas.findByText('Only this browser is signed in to your account.'),
    ).toBeVisible();
  },
};

/** Empty and weak values: said under each field, the first takes focus; nothing is sent. */
export const InvalidPasswords: Story = {
  ...accountApi({ [SESSIONS]: THREE }),
  play: async ({ canvasElement, context }) => {
    const canvas = within(canvasElement);
    await userEvent.type(field(canvasElement, 'New password'), 'lettersonly');
    await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(field(canvasElement, 'Current password')).toHaveFocus());
    await expect(field(canvasElement, 'Current password')).toHaveAccessibleDescription(
      MESSAGES.password_required,
    );
    await expect(field(canvasElement, 'New password')).toHaveAccessibleDescription(
      expect.stringContaining(MESSAGES.password_no_number_or_special),
    );
    await expect(field(canvasElement, 'Repeat the new password')).toHaveAccessibleDescription(
      MESSAGES.password_mismatch,
    );
    await expect(storyAccountApi(context).mock.count('PATCH /users/password')).toBe(0);
  },
};

/** A wrong current password: said beside it, which takes focus; the new one is kept. */
export const WrongCurrentPassword: Story = {
  ...accountApi({ [SESSIONS]: THREE, 'PATCH /users/password': fail('password_incorrect', 401) }),
  play: async ({ canvasElement }) => {
    await changePassword(canvasElement, 'Not-my-password-1');
    const current = field(canvasElement, 'Current password');
    await waitFor(() => expect(current).toHaveFocus());
    await expect(current).toHaveAccessibleDescription('Wrong password, please try again');
    await expect(field(canvasElement, 'New password')).toHaveValue('Tidal-compass-73');
  },
};

/** Too many wrong passwords for the account: said beside the current password. */
export const Throttled: Story = {
  ...accountApi({ [SESSIONS]: THREE, 'PATCH /users/password': fail('account_throttled', 429) }),
  play: async ({ canvasElement }) => {
    await changePassword(canvasElement, 'Not-my-password-1');
    await waitFor(() =>
      expect(field(canvasElement, 'Current password')).toHaveAccessibleDescription(
        ERROR_CATALOGUE.account_throttled.message,
      ),
    );
  },
};

/** An account made through a social sign-in has no password yet: told how to set one. */
export const NoPasswordYet: Story = {
  ...accountApi({ [SESSIONS]: THREE, 'PATCH /users/password': fail('loginability_issue') }),
  play: async ({ canvasElement }) => {
    await changePassword(canvasElement, 'Anything-1');
    await waitFor(() =>
      expect(field(canvasElement, 'Current password')).toHaveAccessibleDescription(
        'Your account has no password yet. To set one, sign out and choose “Forgot password?” on the sign-in page: we e-mail you a code.',
      ),
    );
  },
};

/** A common new password: said beside the new password, which takes focus. */
export const PasswordTooCommon: Story = {
  ...accountApi({ [SESSIONS]: THREE, 'PATCH /users/password': fail('password_too_common') }),
  play: async ({ canvasElement }) => {
    await changePassword(canvasElement, 'Old-password-1', 'password1');
    const next = field(canvasElement, 'New password');
    await waitFor(() => expect(next).toHaveFocus());
    await expect(next).toHaveAccessibleDescription(
      `${ERROR_CATALOGUE.password_too_common.message} At least 8 characters, with a letter and a number or a special character. Other browsers signed in to your account are signed out.`,
    );
  },
};

/** The change is on its way: the button spins, the fields wait. */
export const Changing: Story = {
  ...accountApi({ [SESSIONS]: THREE, 'PATCH /users/password': pending() }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await changePassword(canvasElement, 'Old-password-1');
    await expect(canvas.getByRole('button', { name: 'Change password' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(field(canvasElement, 'Current password')).toBeDisabled();
  },
};

/** Changed: the fields are cleared, the status says so and takes focus, the others are gone. */
export const PasswordChanged: Story = {
  ...accountApi(listAfter('PATCH /users/password', ok({}))),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Firefox on Windows');
    await changePassword(canvasElement, 'Old-password-1');
    const status = await canvas.findByText(
      'Your password is changed. Other browsers were signed out.',
    );
    await waitFor(() => expect(status).toHaveFocus());
    await expect(field(canvasElement, 'Current password')).toHaveValue('');
    await expect(field(canvasElement, 'New password')).toHaveValue('');
    await expect(
      await canvas.findByText('Only this browser is signed in to your account.'),
    ).toBeVisible();
  },
};

const PAYOUT_METHOD = 'GET /writers/payout-method';
const expertProfile = (routes: MockRoutes) => accountApi({ [SESSIONS]: ALONE, ...routes });

/** The expert's Profile & Settings: their PayPal e-mail is changed and the save announced. */
export const ExpertPayoutMethod: Story = {
  ...expertProfile({
    [PAYOUT_METHOD]: ok({ paypal_email: 'writer@demo.bb.example' }),
    'PATCH /writers/payout-method': (request) =>
      ok({ paypal_email: request.form?.get('paypal_email') }),
  }),
  args: { payoutMethod: true },
  play: async ({ canvasElement, context }) => {
    const canvas = within(canvasElement);
    const email = await canvas.findByRole('textbox', { name: 'PayPal e-mail' });
    await expect(email).toHaveValue('writer@demo.bb.example');
    await expect(
      canvas.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent),
    ).toEqual(['Payout method', 'Change password', 'Browsers signed in']);
    await userEvent.clear(email);
    await userEvent.type(email, 'payouts@example.com');
    const password = field(canvasElement, 'Your password');
    await expect(password).toHaveAttribute('autocomplete', 'current-password');
    await userEvent.type(password, 'Demo-password-1{Enter}');
    await expect(
      await canvas.findByText('Your payouts go to the PayPal account payouts@example.com.'),
    ).toHaveFocus();
    await expect(password).toHaveValue('');
    const sent = storyAccountApi(context).mock.requests.find(
      (request) => request.method === 'PATCH',
    );
    await expect(sent?.form?.get('current_password')).toBe('Demo-password-1');
  },
};

/**
 * A PayPal e-mail that is not an address, and no password: each refused under its field, the
 * first takes focus; nothing is sent.
 */
export const PayoutMethodInvalid: Story = {
  ...expertProfile({ [PAYOUT_METHOD]: ok({ paypal_email: null }) }),
  args: { payoutMethod: true },
  play: async ({ canvasElement, context }) => {
    const canvas = within(canvasElement);
    const email = await canvas.findByRole('textbox', { name: 'PayPal e-mail' });
    await expect(email).toHaveValue('');
    await userEvent.type(email, 'paypal-me');
    await userEvent.click(canvas.getByRole('button', { name: 'Save payout method' }));
    await expect(email).toHaveFocus();
    await expect(email).toHaveAccessibleDescription(DASHBOARD_MESSAGES.paypal_email_invalid);
    await expect(field(canvasElement, 'Your password')).toHaveAccessibleDescription(
      `${MESSAGES.password_required} We e-mail you about every change. A new account is paid from the first payout date at least 48 hours later.`,
    );
    await expect(storyAccountApi(context).mock.count('PATCH /writers/payout-method')).toBe(0);
  },
};

/** A wrong password: said beside it, which takes focus; the new address stays typed, unsaved. */
export const PayoutMethodWrongPassword: Story = {
  ...expertProfile({
    [PAYOUT_METHOD]: ok({ paypal_email: 'writer@demo.bb.example' }),
    'PATCH /writers/payout-method': fail('password_incorrect', 401),
  }),
  args: { payoutMethod: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const email = await canvas.findByRole('textbox', { name: 'PayPal e-mail' });
    await userEvent.clear(email);
    await userEvent.type(email, 'payouts@example.com');
    await userEvent.type(field(canvasElement, 'Your password'), 'Not-my-password-1{Enter}');
    const password = field(canvasElement, 'Your password');
    await waitFor(() => expect(password).toHaveFocus());
    await expect(password).toHaveAccessibleDescription(
      expect.stringContaining('Wrong password, please try again'),
    );
    await expect(email).toHaveValue('payouts@example.com');
    await expect(canvas.queryByText(/^Your payouts go to/)).toBeNull();
  },
};

/** The payout method could not be loaded: the error widget, and a retry. */
export const PayoutMethodLoadFailed: Story = {
  ...expertProfile({ [PAYOUT_METHOD]: fail('internal_error', 500) }),
  args: { payoutMethod: true },
  play: async ({ canvasElement, context }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Hmm, something seems to be missing')).toBeVisible();
    const { mock } = storyAccountApi(context);
    const asked = mock.count(PAYOUT_METHOD);
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(mock.count(PAYOUT_METHOD)).toBe(asked + 1));
  },
};
