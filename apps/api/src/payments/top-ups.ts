import type { Kysely } from 'kysely';
import type { AppContext } from '../app-context';
import { isUniqueViolation } from '../db/database';
import type { Database, TopUp } from '../db/schema';
import { tellOrderEvent, tellTopUp } from '../notifications/tell-order-event';
import { balanceTransaction } from '../orders/balance-ledger';
import { orderInScope } from '../orders/order-access';
import { payOrder } from '../orders/pay-order';
import type { PaymentEvent } from '../providers/payment-provider';

/** A top-up as the API answers it (`TopUp` of @bb/api-client). */
export function topUpBody(topUp: TopUp) {
  const { id, amount_cents, status, order_id, created_at, paid_at } = topUp;
  return { id, amount_cents, status, order_id, created_at, paid_at };
}

/** Records a pending top-up, before its checkout exists, and answers it as stored. */
export function insertPendingTopUp(
  db: Kysely<Database>,
  topUp: { userId: number; amountCents: number; orderId: number | null; at: number },
): Promise<TopUp> {
  return db
    .insertInto('top_ups')
    .values({
      user_id: topUp.userId,
      amount_cents: topUp.amountCents,
      status: 'pending',
      order_id: topUp.orderId,
      checkout_session_id: null,
      created_at: topUp.at,
      paid_at: null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Expires a top-up whose checkout could not be created: nobody can pay it. */
export async function expireUncheckedTopUp(db: Kysely<Database>, topUpId: number): Promise<void> {
  await db.updateTable('top_ups').set({ status: 'expired' }).where('id', '=', topUpId).execute();
}

/** Records the checkout session the provider created for the top-up. */
export async function setCheckoutSession(
  db: Kysely<Database>,
  topUpId: number,
  sessionId: string,
): Promise<void> {
  await db
    .updateTable('top_ups')
    .set({ checkout_session_id: sessionId })
    .where('id', '=', topUpId)
    .execute();
}

/** The customer's top-up, if it is theirs. */
export function customerTopUp(
  db: Kysely<Database>,
  userId: number,
  topUpId: number,
): Promise<TopUp | undefined> {
  return db
    .selectFrom('top_ups')
    .selectAll()
    .where('id', '=', topUpId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** What became of a paid checkout: credited now, credited before, or not credited (why). */
export type CreditOutcome =
  | 'credited'
  | 'already_credited'
  | 'unknown_checkout'
  | 'amount_mismatch';

/**
 * The provider reports a paid checkout: in one transaction the pending top-up it was made for
 * becomes paid, the ledger gets its `top_up` entry, and an order the top-up was for, still
 * awaiting payment, is paid from the balance; the customer is told, with the receipt. The top-up turns paid only from pending, and the
 * ledger takes one entry per top-up, so a repeated or concurrent delivery credits nothing more.
 */
export async function creditPaidCheckout(
  ctx: AppContext,
  event: Extract<PaymentEvent, { kind: 'checkout_paid' }>,
): Promise<CreditOutcome> {
  const topUp = await findCheckoutTopUp(ctx, event);
  if (!topUp) return 'unknown_checkout';
  if (event.amountCents !== topUp.amount_cents || event.currency !== 'usd')
    return 'amount_mismatch';
  const now = ctx.now();
  const scope = { customerUserId: topUp.user_id };
  try {
    return await balanceTransaction(ctx, topUp.user_id, async (trx) => {
      const paid = await trx
        .updateTable('top_ups')
        .set({ status: 'paid', paid_at: now })
        .where('id', '=', topUp.id)
        .where('status', '=', 'pending')
        .returningAll()
        .executeTakeFirst();
      if (!paid) return 'already_credited';
      const entry = await trx
        .insertInto('balance_entries')
        .values({
          user_id: paid.user_id,
          amount_cents: paid.amount_cents,
          reason: 'top_up',
          order_id: null,
          top_up_id: paid.id,
          created_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      let paidOrder = false;
      if (paid.order_id !== null) {
        // Locked after the balance (the lock order): a cancellation racing this waits, then
        // finds the order paid.
        let query = trx
          .selectFrom('orders')
          .selectAll()
          .where('id', '=', paid.order_id)
          .where(orderInScope(scope));
        if (ctx.engine === 'postgres') query = query.forUpdate();
        const order = await query.executeTakeFirstOrThrow();
        // An order the balance does not cover (spent meanwhile) keeps waiting.
        if (order.status === 'pre_order') {
          const paid = await payOrder(trx, ctx.config, order, scope, now);
          if (paid) await tellOrderEvent(ctx, trx, paid, 'pay');
          paidOrder = paid !== null;
        }
      }
      // A top-up that paid its order is told by the order's payment, whose e-mail has the receipt.
      if (!paidOrder) await tellTopUp(ctx, trx, { ...paid, entryId: entry.id });
      return 'credited';
    });
  } catch (error) {
    // The other delivery of the same event committed its entry first.
    if (isUniqueViolation(error)) return 'already_credited';
    throw error;
  }
}

/** The checkout was left unpaid: its pending top-up expires (a paid one stays paid). */
export async function expireCheckout(
  ctx: AppContext,
  event: Extract<PaymentEvent, { kind: 'checkout_expired' }>,
): Promise<void> {
  const topUp = await findCheckoutTopUp(ctx, event);
  if (!topUp) return;
  await ctx.db
    .updateTable('top_ups')
    .set({ status: 'expired' })
    .where('id', '=', topUp.id)
    .where('status', '=', 'pending')
    .execute();
}

/** The top-up a checkout session was made for: its session id and its metadata must agree. */
function findCheckoutTopUp(ctx: AppContext, event: { sessionId: string; topUpId: number | null }) {
  if (event.topUpId === null) return Promise.resolve(undefined);
  return ctx.db
    .selectFrom('top_ups')
    .selectAll()
    .where('checkout_session_id', '=', event.sessionId)
    .where('id', '=', event.topUpId)
    .executeTakeFirst();
}
