import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@bb/api';
import { createCookieJarFetch } from '@bb/api/testing';
import { ApiError, createAccountClient, createApiClient } from '@bb/api-client';
import {
  type RealApiServer,
  startRealApiServer,
} from '@bb/form-hooks/test-support/real-api-server';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usePayoutMethodForm } from './use-payout-method-form';
import { useProfile } from './use-profile';

/** The profile hooks against the API itself: its password check and its sessions. */
let api: RealApiServer;
beforeAll(async () => {
  api = await startRealApiServer();
});
afterAll(() => api?.close());

/** The demo customer signed in from a browser of their own (its own cookies). */
async function signedInBrowser(password = DEMO_PASSWORD) {
  const fetch = createCookieJarFetch();
  const apiClient = createApiClient({ origin: api.origin, fetch });
  await apiClient.createSession({ login: DEMO_ACCOUNTS.customer, password });
  return { apiClient, account: createAccountClient({ origin: api.origin, fetch }) };
}

describe('the profile hooks against the API', () => {
  it('refuse a wrong current password, then change it and sign the other browser out', async () => {
    const other = await signedInBrowser();
    const mine = await signedInBrowser();
    const { result } = renderHook(() => useProfile({ client: mine.account }));
    await waitFor(() => expect(result.current.browsers.status).toBe('ready'));
    expect(result.current.browsers.browsers.map((browser) => browser.current)).toEqual([
      true,
      false,
    ]);

    const type = (current: string, next: string) =>
      act(() => {
        const form = result.current.passwordChange;
        form.getCurrentPasswordFieldProps().onChange(current);
        form.getNewPasswordFieldProps().onChange(next);
        form.getPasswordConfirmationFieldProps().onChange(next);
      });
    type('Not-my-password-1', 'Tidal-compass-73');
    await act(() => result.current.passwordChange.submit());
    expect(result.current.passwordChange.errors).toEqual({
      current_password: 'Wrong password, please try again',
    });

    type(DEMO_PASSWORD, 'Tidal-compass-73');
    await act(() => result.current.passwordChange.submit());
    expect(result.current.announcement?.text).toBe(
      'Your password is changed. Other browsers were signed out.',
    );
    await waitFor(() => expect(result.current.browsers.alone).toBe(true));
    await expect(other.apiClient.getSession()).rejects.toBeInstanceOf(ApiError);
    expect((await mine.apiClient.getSession()).user_role).toBe('customer');
    expect(
      (await signedInBrowser('Tidal-compass-73').then((b) => b.apiClient.getSession())).user_role,
    ).toBe('customer');
  });

  it('set the demo expert’s payout method on the server once the password is right', async () => {
    const fetch = createCookieJarFetch();
    await createApiClient({ origin: api.origin, fetch }).createSession({
      login: DEMO_ACCOUNTS.writer,
      password: DEMO_PASSWORD,
    });
    const client = createAccountClient({ origin: api.origin, fetch });
    const { result } = renderHook(() => usePayoutMethodForm({ client }));
    await waitFor(() => expect(result.current.saved).toBe(DEMO_ACCOUNTS.writer));
    act(() => {
      result.current.getPaypalEmailFieldProps().onChange('payee@example.com');
      result.current.getCurrentPasswordFieldProps().onChange('Not-my-password-1');
    });
    await act(() => result.current.submit());
    expect(result.current.errors).toEqual({
      current_password: 'Wrong password, please try again',
    });
    expect(await client.getPayoutMethod()).toEqual({ paypal_email: DEMO_ACCOUNTS.writer });

    act(() => result.current.getCurrentPasswordFieldProps().onChange(DEMO_PASSWORD));
    await act(() => result.current.submit());
    expect(result.current.saved).toBe('payee@example.com');
    expect(await client.getPayoutMethod()).toEqual({ paypal_email: 'payee@example.com' });
  });
});
