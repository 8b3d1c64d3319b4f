import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATE_LIMITS } from './auth/rate-limits';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './seed/seed-data';
import { ApiClient, LIMIT_REFUSAL, limitRefusalOf, sendAtOnce } from './testing/api-client';
import { orderDraft } from './testing/customer-fixtures';
import { readOutbox } from './testing/outbox';
import { ENGINES, startTestServer, type TestServer } from './testing/test-server';

// Routes that write text someone reads or e-mail someone, beyond the conversations (whose
// bursts order-message-routes.test.ts and support-ticket-routes.test.ts try).
describe.each(ENGINES)('writing in a burst on %s', (engine) => {
  let server: TestServer;
  // A server of its own: the limits count per process, from the real clock.
  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(() => server.close());

  const signedInFrom = async (ip: string, role: keyof typeof DEMO_ACCOUNTS) => {
    const client = new ApiClient(server.app, ip);
    await client.post('users/sessions', { login: DEMO_ACCOUNTS[role], password: DEMO_PASSWORD });
    return client;
  };

  it('takes a customer’s new orders up to the hour’s limit per account, then 429 with Retry-After', async () => {
    const { max } = RATE_LIMITS.preOrder.account;
    const customer = await signedInFrom('10.31.0.1', 'customer');
    const { accepted, refused } = await sendAtOnce(max + 5, () =>
      customer.post('customers/pre-orders', orderDraft(server)),
    );
    expect([accepted.length, refused.map(limitRefusalOf)]).toEqual([
      max,
      Array(5).fill(LIMIT_REFUSAL),
    ]);
    // From another address the account is still over its own limit.
    const elsewhere = await signedInFrom('10.31.0.2', 'customer');
    const again = await elsewhere.post('customers/pre-orders', orderDraft(server));
    expect(limitRefusalOf(again)).toEqual(LIMIT_REFUSAL);
  });

  it('takes the hour’s payout method changes per account (each e-mails the expert), then 429', async () => {
    const { max } = RATE_LIMITS.payoutMethod.account;
    const expert = await signedInFrom('10.31.1.1', 'writer');
    const notices = () =>
      readOutbox(server.outboxDir).filter((mail) => mail.subject.includes('payouts was changed'));
    const before = notices().length;
    for (let index = 0; index < max; index += 1) {
      const changed = await expert.patch('writers/payout-method', {
        paypal_email: `burst-${index}@paypal.example`,
        current_password: DEMO_PASSWORD,
      });
      expect(changed.status).toBe(200);
    }
    const mailed = notices().length;
    expect(mailed).toBeGreaterThan(before);
    const over = await expert.patch('writers/payout-method', {
      paypal_email: 'one-more@paypal.example',
      current_password: DEMO_PASSWORD,
    });
    expect(limitRefusalOf(over)).toEqual(LIMIT_REFUSAL);
    expect(notices()).toHaveLength(mailed);
    expect((await expert.get('writers/payout-method')).json.body.paypal_email).toBe(
      `burst-${max - 1}@paypal.example`,
    );
  });
});
