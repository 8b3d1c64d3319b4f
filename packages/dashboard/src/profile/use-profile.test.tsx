import {
  createMockAccountClient,
  fail,
  type MockRoutes,
  ok,
  pending,
  sessionSummaryOf,
} from '@bb/api-client/testing';
import { BbProvider, createMemoryEnvironment } from '@bb/form-hooks';
import { LabelledForm, renderHookOnServer } from '@bb/form-hooks/test-support';
import { ERROR_CATALOGUE, MESSAGES } from '@bb/validation';
import { act, fireEvent, render, renderHook, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PROFILE_TEXTS } from './profile-texts';
import { type UseProfileOptions, useProfile } from './use-profile';

const SESSIONS = 'GET /users/sessions/all';
const THIS = sessionSummaryOf({ auth_token: 'this', current: true });
const OTHER = sessionSummaryOf({
  auth_token: 'other',
  user_agent: 'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0',
});
const TWO = ok({ sessions: [OTHER, THIS] });
const ONE = ok({ sessions: [THIS] });

/** The list answers two browsers until `after` was asked for, then only this one. */
function listAfter(after: string): MockRoutes {
  let ended = false;
  return {
    [SESSIONS]: () => (ended ? ONE : TWO),
    [after]: () => {
      ended = true;
      return after.startsWith('PATCH') ? ok({}) : ok({ ended: 1 });
    },
  };
}

function setup(routes: MockRoutes) {
  const { client, mock } = createMockAccountClient({ [SESSIONS]: TWO, ...routes });
  return { mock, ...renderHook(() => useProfile({ client })) };
}

type Result = ReturnType<typeof useProfile>;
const type = (result: { current: Result }, values: Record<string, string>) =>
  act(() => {
    const form = result.current.passwordChange;
    const getters = {
      current_password: form.getCurrentPasswordFieldProps,
      password: form.getNewPasswordFieldProps,
      password_confirmation: form.getPasswordConfirmationFieldProps,
    } as Record<string, () => { onChange(value: string): void }>;
    for (const [field, value] of Object.entries(values)) getters[field]?.().onChange(value);
  });
const GOOD = {
  current_password: 'Old-password-1',
  password: 'Tidal-compass-73',
  password_confirmation: 'Tidal-compass-73',
};

describe('useProfile: the browsers signed in', () => {
  it('lists this browser first and marked, the others with a sign-out', async () => {
    const { result } = setup({});
    expect(result.current.browsers.status).toBe('loading');
    await waitFor(() => expect(result.current.browsers.status).toBe('ready'));
    const { browsers } = result.current.browsers;
    expect(browsers.map((browser) => [browser.browser, browser.current])).toEqual([
      ['Chrome on Linux', true],
      ['Firefox on Linux', false],
    ]);
    expect(result.current.browsers.alone).toBe(false);
    expect(result.current.browsers.getSignOutOthersProps().disabled).toBe(false);
  });

  it('signs one other browser out, says so and lists the rest', async () => {
    const { result, mock } = setup(listAfter('DELETE /users/sessions/all/other'));
    await waitFor(() => expect(result.current.browsers.status).toBe('ready'));
    const other = result.current.browsers.browsers[1];
    if (!other) throw new Error('no other browser');
    act(() => result.current.browsers.getSignOutProps(other).onClick());
    await waitFor(() => expect(result.current.browsers.alone).toBe(true));
    expect(mock.count('DELETE /users/sessions/all/other')).toBe(1);
    expect(result.current.announcement).toMatchObject({
      text: 'Firefox on Linux was signed out.',
      tone: 'success',
    });
    expect(result.current.browsers.getSignOutOthersProps().disabled).toBe(true);
  });

  it('signs every other browser out', async () => {
    const { result } = setup(listAfter('DELETE /users/sessions/others'));
    await waitFor(() => expect(result.current.browsers.status).toBe('ready'));
    act(() => result.current.browsers.getSignOutOthersProps().onClick());
    expect(result.current.browsers.signingOut).toBe('others');
    await waitFor(() => expect(result.current.browsers.alone).toBe(true));
    expect(result.current.browsers.signingOut).toBeNull();
    expect(result.current.announcement?.text).toBe('1 other browser was signed out.');
  });

  it('announces a refused sign-out and loads the list again', async () => {
    const { result, mock } = setup({
      'DELETE /users/sessions/all/other': fail('not_found', 404),
    });
    await waitFor(() => expect(result.current.browsers.status).toBe('ready'));
    const other = result.current.browsers.browsers[1];
    if (!other) throw new Error('no other browser');
    act(() => result.current.browsers.getSignOutProps(other).onClick());
    await waitFor(() => expect(result.current.announcement?.tone).toBe('error'));
    expect(result.current.announcement?.text).toBe(ERROR_CATALOGUE.not_found.message);
    await waitFor(() => expect(mock.count(SESSIONS)).toBeGreaterThanOrEqual(2));
  });

  it('shows a failed load and tries again', async () => {
    let down = true;
    const { result } = setup({ [SESSIONS]: () => (down ? fail('internal_error', 500) : TWO) });
    await waitFor(() => expect(result.current.browsers.status).toBe('error'));
    expect(result.current.browsers.errorMessage).toBe(ERROR_CATALOGUE.internal_error.message);
    down = false;
    act(() => result.current.browsers.reload());
    await waitFor(() => expect(result.current.browsers.status).toBe('ready'));
  });
});

describe('useProfile: the password change', () => {
  it('refuses empty and weak values before asking the server', async () => {
    const { result, mock } = setup({});
    await act(() => result.current.passwordChange.submit());
    expect(result.current.passwordChange.errors).toEqual({
      current_password: MESSAGES.password_required,
      password: MESSAGES.password_required,
    });
    type(result, { current_password: 'x', password: 'short1', password_confirmation: 'other' });
    await act(() => result.current.passwordChange.submit());
    expect(result.current.passwordChange.errors).toEqual({
      password: MESSAGES.password_too_short,
      password_confirmation: MESSAGES.password_mismatch,
    });
    expect(mock.count('PATCH /users/password')).toBe(0);
  });

  it('shows a wrong current password beside the current password, kept until it changes', async () => {
    const { result } = setup({ 'PATCH /users/password': fail('password_incorrect', 401) });
    type(result, GOOD);
    await act(() => result.current.passwordChange.submit());
    expect(result.current.passwordChange.errors).toEqual({
      current_password: 'Wrong password, please try again',
    });
    expect(result.current.passwordChange.getNewPasswordFieldProps().value).toBe('Tidal-compass-73');
    type(result, { current_password: 'Old-password-2' });
    expect(result.current.passwordChange.errors).toEqual({});
  });

  it('shows a too common new password beside the new password', async () => {
    const { result } = setup({ 'PATCH /users/password': fail('password_too_common') });
    type(result, GOOD);
    await act(() => result.current.passwordChange.submit());
    expect(result.current.passwordChange.errors).toEqual({
      password: ERROR_CATALOGUE.password_too_common.message,
    });
  });

  it('changes the password: clears the fields, says so and lists the browsers left', async () => {
    const { result, mock } = setup(listAfter('PATCH /users/password'));
    await waitFor(() => expect(result.current.browsers.status).toBe('ready'));
    const listed = mock.count(SESSIONS);
    type(result, GOOD);
    // Left one by one, as a person tabbing through them does.
    act(() => {
      const form = result.current.passwordChange;
      form.getCurrentPasswordFieldProps().onBlur();
      form.getNewPasswordFieldProps().onBlur();
      form.getPasswordConfirmationFieldProps().onBlur();
    });
    await act(() => result.current.passwordChange.submit());
    expect(result.current.announcement).toMatchObject({
      text: 'Your password is changed. Other browsers were signed out.',
      tone: 'success',
    });
    expect(result.current.passwordChange.getCurrentPasswordFieldProps().value).toBe('');
    expect(result.current.passwordChange.getNewPasswordFieldProps().value).toBe('');
    // The emptied fields say nothing until the person goes on; an empty submit is refused.
    expect(result.current.passwordChange.errors).toEqual({});
    await waitFor(() => expect(result.current.browsers.alone).toBe(true));
    await act(() => result.current.passwordChange.submit());
    expect(result.current.passwordChange.errors.current_password).toBe(MESSAGES.password_required);
    expect(mock.count(SESSIONS)).toBe(listed + 1);
  });
});

/** The form as a page would render it, to see where focus goes. */
function PasswordChangeForm(props: UseProfileOptions) {
  const form = useProfile(props).passwordChange;
  const fields = [
    [PROFILE_TEXTS.currentPassword, form.getCurrentPasswordFieldProps(), form.ids.current_password],
    [PROFILE_TEXTS.newPassword, form.getNewPasswordFieldProps(), form.ids.password],
    [
      PROFILE_TEXTS.passwordConfirmation,
      form.getPasswordConfirmationFieldProps(),
      form.ids.password_confirmation,
    ],
  ] as const;
  return <LabelledForm form={form} fields={fields} submit={form.texts.submit} />;
}

describe('useProfile’s password change from the keyboard', () => {
  it('moves focus to the current password when the server refuses it', async () => {
    const { client } = createMockAccountClient({
      [SESSIONS]: TWO,
      'PATCH /users/password': fail('password_incorrect', 401),
    });
    render(<PasswordChangeForm client={client} />);
    const current = screen.getByLabelText('Current password');
    fireEvent.change(current, { target: { value: 'Wrong-password-1' } });
    for (const label of ['New password', 'Repeat the new password']) {
      fireEvent.change(screen.getByLabelText(label), { target: { value: 'Tidal-compass-73' } });
    }
    fireEvent.submit(current.closest('form') as HTMLFormElement);
    await waitFor(() => expect(document.activeElement).toBe(current));
    expect(current.getAttribute('aria-invalid')).toBe('true');
    const described = document.getElementById(current.getAttribute('aria-describedby') ?? '');
    expect(described?.textContent).toBe('Wrong password, please try again');
  });
});

describe('useProfile’s client', () => {
  it('is the environment’s account client unless one is given, and loads nothing on the server', () => {
    const { client, mock } = createMockAccountClient({ [SESSIONS]: pending() });
    const html = renderHookOnServer(
      createMemoryEnvironment({ account: client }),
      () => useProfile(),
      (page) => page.browsers.status,
    );
    expect(html).toBe('loading');
    expect(mock.count(SESSIONS)).toBe(0);
    expect(() =>
      render(
        <BbProvider environment={createMemoryEnvironment()}>
          <PasswordChangeForm />
        </BbProvider>,
      ),
    ).toThrow(/needs an account client/);
  });
});
