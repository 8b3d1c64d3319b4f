import type { Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { lastPayoutDate, payoutDay } from '../orders/expert-earnings';
import { commissionCents } from '../orders/partner-commissions';

const DAY = 24 * 60 * 60 * 1000;

/** The demo partner's link code (`/?ref=BBPARTNR`). */
export const DEMO_REFERRAL_CODE = 'BBPARTNR';

/** The customers the demo partner brought: days since sign-up, and their orders. */
const REFERRED = [
  {
    days: 70,
    orders: [
      { days: 60, status: 'finished' },
      { days: 12, status: 'finished' },
    ],
  },
  {
    days: 25,
    orders: [
      { days: 20, status: 'finished' },
      { days: 2, status: 'in_progress' },
    ],
  },
  { days: 9, orders: [{ days: 6, status: 'in_progress' }] },
  { days: 1, orders: [] },
] as const;

/**
 * The demo partner's area (earnings@…): their link, visits through it over the last months, four
 * customers they brought (at referred-N@demo.bb.example) with orders copied from the demo
 * customer's finished one, the commissions on them at `percent` (available once finished, pending
 * while in progress), a paid payout of the oldest on its payout date, and their PayPal e-mail.
 */
export async function seedDemoPartner(
  trx: Transaction<Database>,
  partner: { userId: number; email: string; passwordHash: string },
  templateOrderId: number,
  percent: number,
  now: number,
): Promise<void> {
  await trx
    .insertInto('referral_partners')
    .values({
      user_id: partner.userId,
      code: DEMO_REFERRAL_CODE,
      payout_paypal_email: partner.email,
      payout_paypal_email_set_at: null,
      created_at: now - 90 * DAY,
    })
    .execute();
  await trx
    .insertInto('referral_visits')
    .values(
      Array.from({ length: 37 }, (_, index) => ({
        partner_user_id: partner.userId,
        visited_at: now - (index * 2 + 1) * DAY,
      })),
    )
    .execute();
  const { id: _id, ...template } = await trx
    .selectFrom('orders')
    .selectAll()
    .where('id', '=', templateOrderId)
    .executeTakeFirstOrThrow();
  const paidOn = lastPayoutDate(now - 45 * DAY);
  const payout = await trx
    .insertInto('partner_payouts')
    .values({
      partner_user_id: partner.userId,
      amount_cents: 0,
      paid_on: payoutDay(paidOn),
      paypal_email: partner.email,
      created_at: paidOn,
      status: 'paid',
      batch_id: `demo-partner-${paidOn}`,
      sent_at: paidOn,
      settled_at: paidOn + DAY,
      failure_reason: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  let paidCents = 0;
  for (const [index, referred] of REFERRED.entries()) {
    const customer = await trx
      .insertInto('users')
      .values({
        email: `referred-${index + 1}@demo.bb.example`,
        password_hash: partner.passwordHash,
        role: 'customer',
        is_blocked: 0,
        name: null,
        email_verified_at: now - referred.days * DAY,
        policy_agreed_at: now - referred.days * DAY,
        marketing_agree: 0,
        utc_offset_min: 0,
        created_at: now - referred.days * DAY,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('referral_attributions')
      .values({
        customer_user_id: customer.id,
        partner_user_id: partner.userId,
        attributed_at: now - referred.days * DAY,
      })
      .execute();
    for (const [number, placed] of referred.orders.entries()) {
      const at = now - placed.days * DAY;
      // Orders of different sizes, so the lists read like real ones.
      const price = template.price_cents + (index * 2 + number) * 1_250;
      const finished = placed.status === 'finished';
      const order = await trx
        .insertInto('orders')
        .values({
          ...template,
          customer_user_id: customer.id,
          customer_label: `Customer #${1000 + customer.id}`,
          status: placed.status,
          price_cents: price,
          list_price_cents: price,
          created_at: at,
          deadline_at: at + 5 * DAY,
          finished_at: finished ? at + 4 * DAY : null,
          rating_x10: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const amount = commissionCents(price, percent);
      const availableAt = finished ? at + 4 * DAY : null;
      const paid = availableAt !== null && availableAt < paidOn;
      if (paid) paidCents += amount;
      await trx
        .insertInto('partner_commissions')
        .values({
          partner_user_id: partner.userId,
          order_id: order.id,
          customer_user_id: customer.id,
          order_cents: price,
          amount_cents: amount,
          earned_at: at,
          available_at: availableAt,
          payout_id: paid ? payout.id : null,
          clawback_payout_id: null,
        })
        .execute();
      await trx
        .insertInto('balance_entries')
        .values([
          {
            user_id: customer.id,
            amount_cents: price,
            reason: 'top_up',
            order_id: null,
            created_at: at,
          },
          {
            user_id: customer.id,
            amount_cents: -price,
            reason: 'order_payment',
            order_id: order.id,
            created_at: at,
          },
        ])
        .execute();
    }
  }
  await trx
    .updateTable('partner_payouts')
    .set({ amount_cents: paidCents })
    .where('id', '=', payout.id)
    .execute();
}
