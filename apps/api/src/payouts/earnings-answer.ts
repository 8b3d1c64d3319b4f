import type { AppContext } from '../app-context';
import type { PageRequest } from '../db/keyset-page';
import { nextPayoutDate, payoutDay } from '../orders/expert-earnings';
import { earningsOf, earningTotalsOf } from './expert-earning-queries';
import { expertPayoutOwner, payoutMethodOf } from './payout-method';

/** Where an earning stands: fixed at accept, available once approved, paid out by a payout. */
type EarningStatus = 'expected' | 'available' | 'paid_out';

/**
 * The expert's totals, next payout date, payout method and a page of their earnings per order, as
 * GET /writers/earnings answers them (and the operator's …/writers/{id}/earnings).
 */
export async function earningsAnswer(
  ctx: Pick<AppContext, 'db' | 'now'>,
  writerId: number,
  page: PageRequest,
) {
  const [totals, earnings, paypalEmail] = await Promise.all([
    earningTotalsOf(ctx.db, writerId),
    earningsOf(ctx.db, writerId, page),
    payoutMethodOf(ctx.db, expertPayoutOwner(writerId)),
  ]);
  return {
    ...totals,
    next_payout_date: payoutDay(nextPayoutDate(ctx.now())),
    paypal_email: paypalEmail,
    earnings: earnings.rows.map((row) => ({
      id: row.id,
      order_id: row.order_id,
      title: row.title,
      order_status: row.order_status,
      amount_cents: row.amount_cents,
      status: (row.paid_on !== null
        ? 'paid_out'
        : row.available_at !== null
          ? 'available'
          : 'expected') satisfies EarningStatus,
      accepted_at: row.accepted_at,
      available_at: row.available_at,
      paid_on: row.paid_on,
      payout_status: row.payout_status,
    })),
    next_cursor: earnings.next_cursor,
  };
}
