import { describe, expect, it } from 'vitest';
import { createMockAccountClient, fail, ok } from './testing';

describe('createAccountClient', () => {
  it('sends the payout method with the current password and answers the method kept', async () => {
    const { mock, client } = createMockAccountClient({
      'PATCH /writers/payout-method': ok({ paypal_email: 'payee@example.com' }),
    });
    expect(
      await client.setPayoutMethod({
        paypal_email: 'payee@example.com',
        current_password: 'Demo password 1&=',
      }),
    ).toEqual({ paypal_email: 'payee@example.com' });
    expect(mock.requests.map((request) => request.form?.toString())).toEqual([
      'paypal_email=payee%40example.com&current_password=Demo+password+1%26%3D',
    ]);
  });

  it('rejects a wrong password with its slug', async () => {
    const { client } = createMockAccountClient({
      'PATCH /writers/payout-method': fail('password_incorrect', 401),
    });
    await expect(
      client.setPayoutMethod({ paypal_email: 'payee@example.com', current_password: 'wrong' }),
    ).rejects.toMatchObject({ messageSlug: 'password_incorrect', status: 401 });
  });
});
