import type { Earnings } from '@bb/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_FAILURES_PER_CLIENT } from '../auth/sign-in-guard';
import { nextPayoutDate, PAYOUT_METHOD_HOLD_MS } from '../orders/expert-earnings';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../seed/seed-data';
import { type ApiClient, slugOf } from '../testing/api-client';
import { clientFactory, expertOrderSteps } from '../testing/customer-fixtures';
import { readOutbox } from '../testing/outbox';
import { ENGINES, PUBLIC_ORIGIN, startTestServer, type TestServer } from '../testing/test-server';
import { payOutEarnings } from './payout-ledgers';

const HOUR = 60 * 60 * 1000;
const SUBJECT = 'BB: the PayPal account for your payouts was changed';

describe.each(ENGINES)('PATCH /writers/payout-method on %s', (engine) => {
  let server: TestServer;
  let customer: ApiClient;
  let operator: ApiClient;
  let expert: ApiClient;
  let expertSlug: string;
  /** The payout date the clock is set just before: within the hold of a change made now. */
  let payday: number;
  const { signedInParties, newClient } = clientFactory(() => server, '10.24.3');
  const { approvedOrder } = expertOrderSteps(
    () => server,
    () => ({ customer, operator, expert, expertSlug }),
  );

  const payoutMethod = async () => (await expert.get('writers/payout-method')).json.body;
  const overview = async () => (await expert.get('writers/earnings')).json.body as Earnings;
  const notices = () => readOutbox(server.outboxDir).filter((mail) => mail.subject === SUBJECT);

  beforeAll(async () => {
    server = await startTestServer(engine);
    // A day before the next payout date, before anyone signs in (their sessions start then).
    payday = nextPayoutDate(server.clock.now);
    server.clock.advance(Math.max(0, payday - 24 * HOUR - server.clock.now));
    ({ customer, operator, expert } = await signedInParties());
    expertSlug = (await operator.get('operators/experts')).json.body.experts[0].slug;
  });
  afterAll(() => server.close());

  it('refuses a change without the current password or with a wrong one, changing nothing', async () => {
    const missing = await expert.patch('writers/payout-method', {
      paypal_email: 'thief@example.com',
    });
    expect([missing.status, slugOf(missing), missing.json.meta.response.field]).toEqual([
      400,
      'password_required',
      'current_password',
    ]);
    const wrong = await expert.patch('writers/payout-method', {
      paypal_email: 'thief@example.com',
      current_password: 'Not-my-password-1',
    });
    expect([wrong.status, slugOf(wrong), wrong.json.meta.response.field]).toEqual([
      401,
      'password_incorrect',
      'current_password',
    ]);
    expect(await payoutMethod()).toEqual({ paypal_email: DEMO_ACCOUNTS.writer });
    expect(notices()).toEqual([]);
  });

  it('counts wrong passwords like sign-in guesses: the address is then refused, the right one too', async () => {
    const guesser = newClient();
    await guesser.post('users/sessions', { login: DEMO_ACCOUNTS.writer, password: DEMO_PASSWORD });
    // The other test's wrong password came from another address: this one starts at zero.
    for (let guess = 0; guess < MAX_FAILURES_PER_CLIENT; guess += 1) {
      const wrong = await guesser.patch('writers/payout-method', {
        paypal_email: 'thief@example.com',
        current_password: `Guess-number-${guess}`,
      });
      expect(slugOf(wrong)).toBe('password_incorrect');
    }
    const locked = await guesser.patch('writers/payout-method', {
      paypal_email: 'thief@example.com',
      current_password: DEMO_PASSWORD,
    });
    expect([locked.status, slugOf(locked)]).toEqual([429, 'account_throttled']);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect(await payoutMethod()).toEqual({ paypal_email: DEMO_ACCOUNTS.writer });
  });

  it('changes it with the right password and e-mails the account and the old PayPal address', async () => {
    // The demo expert's PayPal e-mail is their account's: one notice, to that address.
    const first = await expert.patch('writers/payout-method', {
      paypal_email: 'old.payee@example.com',
      current_password: DEMO_PASSWORD,
    });
    expect([first.status, first.json.body]).toEqual([
      200,
      { paypal_email: 'old.payee@example.com' },
    ]);
    expect(notices().map((mail) => mail.to)).toEqual([DEMO_ACCOUNTS.writer]);
    expect(notices()[0]?.text).toContain('from: wr***@demo.bb.example');

    const second = await expert.patch('writers/payout-method', {
      paypal_email: 'new.payee@example.org',
      current_password: DEMO_PASSWORD,
    });
    expect(second.status).toBe(200);
    expect(await payoutMethod()).toEqual({ paypal_email: 'new.payee@example.org' });
    const [, toAccount, toOldAddress] = notices();
    expect([toAccount?.to, toOldAddress?.to]).toEqual([
      DEMO_ACCOUNTS.writer,
      'old.payee@example.com',
    ]);
    for (const mail of [toAccount, toOldAddress]) {
      const text = mail?.text ?? '';
      // What changed, masked; when; and what to do if it was not them.
      expect(text).toContain('from: ol***@example.com');
      expect(text).toContain('to:   ne***@example.org');
      expect(text).not.toMatch(/old\.payee|new\.payee/);
      expect(text).toContain(new Date(server.clock.now).toUTCString());
      expect(text).toContain(`${PUBLIC_ORIGIN}/auth_password_reset.html`);
      expect(text).toContain(`${PUBLIC_ORIGIN}/dashboard/writer/profile/`);
      expect(text).toContain(`at least ${PAYOUT_METHOD_HOLD_MS / HOUR} hours`);
    }

    // The same address again changes nothing and tells no one.
    const again = await expert.patch('writers/payout-method', {
      paypal_email: 'new.payee@example.org',
      current_password: DEMO_PASSWORD,
    });
    expect(again.status).toBe(200);
    expect(notices()).toHaveLength(3);
  });

  it('does not pay a new address on a payout date within 48 hours of the change; the next date pays it', async () => {
    const order = await approvedOrder();
    const changed = await expert.patch('writers/payout-method', {
      paypal_email: 'later.payee@example.com',
      current_password: DEMO_PASSWORD,
    });
    expect(changed.status).toBe(200);
    expect(payday - server.clock.now).toBeLessThan(PAYOUT_METHOD_HOLD_MS);
    const available = (await overview()).available_cents;
    expect(available).toBeGreaterThan(0);

    expect(await payOutEarnings(server.ctx.db, payday)).toBe(0);
    expect((await overview()).available_cents).toBe(available);

    const next = nextPayoutDate(payday);
    expect(await payOutEarnings(server.ctx.db, next)).toBe(1);
    const after = await overview();
    const { payouts } = (await expert.get('writers/payouts')).json.body;
    expect(payouts[0]).toMatchObject({
      amount_cents: available,
      paypal_email: 'later.payee@example.com',
    });
    expect(after.earnings.find((earning) => earning.order_id === order.id)?.status).toBe(
      'paid_out',
    );
  });
});
