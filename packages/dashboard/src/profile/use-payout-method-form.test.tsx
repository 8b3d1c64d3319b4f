import { createMockAccountClient, fail, type MockRoutes, ok } from '@bb/api-client/testing';
import { LabelledForm } from '@bb/form-hooks/test-support';
import { DASHBOARD_MESSAGES, ERROR_CATALOGUE, MESSAGES } from '@bb/validation';
import { act, fireEvent, render, renderHook, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { PROFILE_TEXTS } from './profile-texts';
import { usePayoutMethodForm } from './use-payout-method-form';

const METHOD = 'GET /writers/payout-method';
const SAVE = 'PATCH /writers/payout-method';

function setup(routes: MockRoutes) {
  const { client, mock } = createMockAccountClient(routes);
  return { mock, ...renderHook(() => usePayoutMethodForm({ client })) };
}
type Result = { current: ReturnType<typeof usePayoutMethodForm> };
const typeEmail = (result: Result, value: string) =>
  act(() => result.current.getPaypalEmailFieldProps().onChange(value));
const typePassword = (result: Result, value: string) =>
  act(() => result.current.getCurrentPasswordFieldProps().onChange(value));

describe('usePayoutMethodForm', () => {
  it('starts with the PayPal e-mail on the server, saves a new one and says where payouts go', async () => {
    const { result, mock } = setup({
      [METHOD]: ok({ paypal_email: 'old@example.com' }),
      [SAVE]: (request) => ok({ paypal_email: request.form?.get('paypal_email') }),
    });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.saved).toBe('old@example.com');
    expect(result.current.getPaypalEmailFieldProps().value).toBe('old@example.com');

    typeEmail(result, '  new.payee@example.com ');
    typePassword(result, 'Demo-password-1');
    await act(() => result.current.submit());
    const sent = mock.requests.find((request) => request.method === 'PATCH');
    expect(Object.fromEntries(sent?.form ?? [])).toEqual({
      paypal_email: 'new.payee@example.com',
      current_password: 'Demo-password-1',
    });
    // The password is not kept once it served.
    expect(result.current.getCurrentPasswordFieldProps().value).toBe('');
    expect(result.current.saved).toBe('new.payee@example.com');
    expect(result.current.getPaypalEmailFieldProps().value).toBe('new.payee@example.com');
    expect(result.current.announcement?.text).toBe(
      'Your payouts go to the PayPal account new.payee@example.com.',
    );
  });

  it('refuses an empty or wrong e-mail, and no password, beside each field without a call', async () => {
    const { result, mock } = setup({ [METHOD]: ok({ paypal_email: null }) });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.getPaypalEmailFieldProps().value).toBe('');
    await act(() => result.current.submit());
    expect(result.current.errors).toEqual({
      paypal_email: DASHBOARD_MESSAGES.paypal_email_required,
      current_password: MESSAGES.password_required,
    });
    typePassword(result, 'Demo-password-1');
    typeEmail(result, 'paypal');
    await act(() => result.current.submit());
    expect(result.current.errors.paypal_email).toBe(DASHBOARD_MESSAGES.paypal_email_invalid);
    expect(mock.count(SAVE)).toBe(0);
    expect(result.current.saved).toBeNull();
  });

  it('shows the server’s refusal beside the field, and its other errors above the form', async () => {
    const { result } = setup({
      [METHOD]: ok({ paypal_email: null }),
      [SAVE]: [fail('paypal_email_invalid'), fail('internal_error', 500)],
    });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    typeEmail(result, 'me@example.com');
    typePassword(result, 'Demo-password-1');
    await act(() => result.current.submit());
    expect(result.current.errors.paypal_email).toBe(DASHBOARD_MESSAGES.paypal_email_invalid);
    typeEmail(result, 'me@example.org');
    expect(result.current.errors.paypal_email).toBeUndefined();
    await act(() => result.current.submit());
    expect(result.current.errors.form).toBe(ERROR_CATALOGUE.internal_error.message);
    expect(result.current.saved).toBeNull();
    expect(result.current.busy).toBe(false);
  });

  it('shows a refused password beside it, the field described by it, until it changes', async () => {
    const { result, mock } = setup({
      [METHOD]: ok({ paypal_email: 'old@example.com' }),
      [SAVE]: [
        fail('password_incorrect', 401),
        fail('account_throttled', 429),
        fail('loginability_issue'),
      ],
    });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    typeEmail(result, 'thief@example.com');
    for (const shown of [
      'Wrong password, please try again',
      ERROR_CATALOGUE.account_throttled.message,
      PROFILE_TEXTS.noPasswordYet,
    ]) {
      typePassword(result, 'Not-my-password-1');
      await act(() => result.current.submit());
      expect(result.current.errors).toEqual({ current_password: shown });
      const field = result.current.getCurrentPasswordFieldProps();
      expect(field['aria-invalid']).toBe(true);
      expect(field['aria-describedby']).toBe(result.current.ids.current_password.errorId);
    }
    expect(mock.count(SAVE)).toBe(3);
    expect(result.current.saved).toBe('old@example.com');
    typePassword(result, 'Demo-password-1');
    expect(result.current.errors).toEqual({});
  });

  it('says a failed load and loads again', async () => {
    let down = true;
    const { result } = setup({
      [METHOD]: () => (down ? fail('internal_error', 500) : ok({ paypal_email: 'a@example.com' })),
    });
    await waitFor(() => expect(result.current.status).toBe('error'));
    down = false;
    act(() => result.current.reload());
    await waitFor(() => expect(result.current.saved).toBe('a@example.com'));
  });
});

/** The form as a page would render it, to see where focus goes. */
function PayoutMethodForm({ routes }: { routes: MockRoutes }) {
  const [{ client }] = useState(() => createMockAccountClient(routes));
  const form = usePayoutMethodForm({ client });
  if (form.status !== 'ready') return null;
  const fields = [
    [PROFILE_TEXTS.paypalEmail, form.getPaypalEmailFieldProps(), form.ids.paypal_email],
    [
      PROFILE_TEXTS.payoutMethodPassword,
      form.getCurrentPasswordFieldProps(),
      form.ids.current_password,
    ],
  ] as const;
  return <LabelledForm form={form} fields={fields} submit={form.texts.savePayoutMethod} />;
}

describe('usePayoutMethodForm from the keyboard', () => {
  it('moves focus to the first field with an error: the password when it is missing or refused', async () => {
    render(
      <PayoutMethodForm
        routes={{
          [METHOD]: ok({ paypal_email: 'old@example.com' }),
          [SAVE]: fail('password_incorrect', 401),
        }}
      />,
    );
    const password = await screen.findByLabelText(PROFILE_TEXTS.payoutMethodPassword);
    expect(password.getAttribute('autocomplete')).toBe('current-password');
    const form = password.closest('form') as HTMLFormElement;
    fireEvent.submit(form);
    await waitFor(() => expect(document.activeElement).toBe(password));
    expect(password.getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(password, { target: { value: 'Not-my-password-1' } });
    (screen.getByLabelText(PROFILE_TEXTS.paypalEmail) as HTMLInputElement).focus();
    fireEvent.submit(form);
    await waitFor(() => expect(document.activeElement).toBe(password));
    const described = document.getElementById(password.getAttribute('aria-describedby') ?? '');
    expect(described?.textContent).toBe('Wrong password, please try again');
  });
});
