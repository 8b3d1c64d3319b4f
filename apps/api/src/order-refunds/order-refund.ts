import type { Kysely } from 'kysely';
import type { AppContext } from '../app-context';
import type { Database, Order } from '../db/schema';
import { repriceWaitingOrders } from '../discounts/order-pricing';
import { ApiError } from '../http/envelope';
import { tellRefund } from '../notifications/tell-order-event';
import { recordCardRefund, refundOrder } from '../orders/balance-ledger';
import { reduceEarning } from '../orders/expert-earnings';
import { reduceCommission } from '../orders/partner-commissions';
import { PaymentProviderError } from '../providers/payment-provider';

/** The card payment an order was paid with: the paid checkout made for it (a top-up). */
export type CardPayment = { sessionId: string; amountCents: number };

/** The latest paid checkout made for `orderId`, when payments are configured to refund it. */
export async function cardPaymentOf(
  ctx: Pick<AppContext, 'db' | 'payments'>,
  orderId: number,
): Promise<CardPayment | undefined> {
  if (!ctx.payments) return undefined;
  const topUp = await ctx.db
    .selectFrom('top_ups')
    .select(['checkout_session_id', 'amount_cents'])
    .where('order_id', '=', orderId)
    .where('status', '=', 'paid')
    .where('checkout_session_id', 'is not', null)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (!topUp?.checkout_session_id) return undefined;
  return { sessionId: topUp.checkout_session_id, amountCents: topUp.amount_cents };
}

/**
 * Gives `refundCents` of `order`'s price back, inside the transaction of the step that decided it
 * (a `balanceTransaction` of its customer; `order` is the row as that step updated it): a ledger
 * entry to the balance (one refund per order, whatever races), the expert's earning reduced to
 * their share of what was kept (`reduceEarning`), the referral partner's commission too
 * (`reduceCommission`), the customer's orders awaiting payment priced again (a refund can bring
 * the welcome discount back or a loyalty total below its step), and with `card` as much as that
 * checkout paid sent on to the card through the payment provider, shown in the ledger as leaving the balance.
 * The provider is called last: when it fails the whole step rolls back (503 `refund_failed`);
 * its idempotency key makes a retried step the same refund.
 */
export async function refundInStep(
  ctx: AppContext,
  trx: Kysely<Database>,
  order: Order,
  refundCents: number,
  card?: CardPayment,
): Promise<void> {
  if (refundCents <= 0) return;
  const now = ctx.now();
  await refundOrder(trx, order, now, refundCents);
  await reduceEarning(trx, order, refundCents);
  await reduceCommission(trx, order, refundCents);
  if (order.customer_user_id !== null)
    await repriceWaitingOrders(trx, ctx.config.discounts, order.customer_user_id);
  await tellRefund(ctx, trx, order, {
    cents: refundCents,
    toCard: card !== undefined && ctx.payments !== undefined,
  });
  if (!card || !ctx.payments) return;
  const toCard = Math.min(refundCents, card.amountCents);
  await recordCardRefund(trx, order, now, toCard);
  try {
    await ctx.payments.refund({
      sessionId: card.sessionId,
      amountCents: toCard,
      idempotencyKey: `refund-order-${order.id}`,
    });
  } catch (error) {
    if (error instanceof PaymentProviderError) throw new ApiError('refund_failed', 503);
    throw error;
  }
}
