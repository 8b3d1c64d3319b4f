import type { Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { expertEarningCents, lastPayoutDate } from '../orders/expert-earnings';
import { payOutExpert } from '../payouts/payout-ledgers';

const DAY = 24 * 60 * 60 * 1000;

/**
 * The demo expert's Financial Overview: an earning for each order they took (accepted a day
 * after it was placed, available once it was finished), the payouts of the last two months made
 * on their dates, and their PayPal account on the profile. What finished since the last payout
 * date is available for the next one; the order in progress is expected.
 */
export async function seedDemoEarnings(
  trx: Transaction<Database>,
  writerId: number,
  email: string,
  now: number,
): Promise<void> {
  await trx
    .updateTable('writers')
    .set({ payout_paypal_email: email })
    .where('id', '=', writerId)
    .execute();
  const orders = await trx
    .selectFrom('orders')
    .select(['id', 'price_cents', 'created_at', 'finished_at'])
    .where('writer_id', '=', writerId)
    .where('status', 'in', ['in_progress', 'finished'])
    .execute();
  if (orders.length === 0) return;
  await trx
    .insertInto('expert_earnings')
    .values(
      orders.map((order) => ({
        writer_id: writerId,
        order_id: order.id,
        amount_cents: expertEarningCents(order.price_cents),
        accepted_at: Math.min(order.created_at + DAY, order.finished_at ?? now),
        available_at: order.finished_at,
        payout_id: null,
      })),
    )
    .execute();
  // The payout dates of the last 60 days, oldest first, each paying what came before it.
  const dates: number[] = [];
  for (let at = lastPayoutDate(now); at > now - 60 * DAY; at = lastPayoutDate(at - 1)) {
    dates.unshift(at);
  }
  for (const date of dates) await payOutExpert(trx, writerId, email, date, date);
}
