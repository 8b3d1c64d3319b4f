import { createMockAccountClient, fail, type MockRoutes, ok } from '@bb/api-client/testing';
import { DASHBOARD_MESSAGES, ERROR_CATALOGUE } from '@bb/validation';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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
    await act(() => result.current.submit());
    const sent = mock.requests.find((request) => request.method === 'PATCH');
    expect(sent?.form?.get('paypal_email')).toBe('new.payee@example.com');
    expect(result.current.saved).toBe('new.payee@example.com');
    expect(result.current.getPaypalEmailFieldProps().value).toBe('new.payee@example.com');
    expect(result.current.announcement?.text).toBe(
      'Your payouts go to the PayPal account new.payee@example.com.',
    );
  });

  it('refuses an empty or wrong e-mail beside the field without a call', async () => {
    const { result, mock } = setup({ [METHOD]: ok({ paypal_email: null }) });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.getPaypalEmailFieldProps().value).toBe('');
    await act(() => result.current.submit());
    expect(result.current.errors.paypal_email).toBe(DASHBOARD_MESSAGES.paypal_email_required);
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
    await act(() => result.current.submit());
    expect(result.current.errors.paypal_email).toBe(DASHBOARD_MESSAGES.paypal_email_invalid);
    typeEmail(result, 'me@example.org');
    expect(result.current.errors.paypal_email).toBeUndefined();
    await act(() => result.current.submit());
    expect(result.current.errors.form).toBe(ERROR_CATALOGUE.internal_error.message);
    expect(result.current.saved).toBeNull();
    expect(result.current.busy).toBe(false);
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
