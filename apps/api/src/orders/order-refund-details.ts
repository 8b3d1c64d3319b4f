import type { DisputeOutcome, OrderDetails } from '@bb/validation';
import type { AppContext } from '../app-context';
import type { Order } from '../db/schema';
import { isOrderLate } from './order-lateness';
import type { OrderParty } from './order-lifecycle';
import { cancellationRefundPercent, percentOf } from './refund-policy';
import { byKey } from './rows-by-key';

type RefundFields = Pick<
  OrderDetails,
  | 'revision_count'
  | 'revision_reason'
  | 'cancellation_request'
  | 'dispute'
  | 'refunded_cents'
  | 'cancel_refund_cents'
  | 'card_refundable_cents'
>;

/**
 * The refund policy's part of orders as `viewer` sees them (`OrderDetails`): revisions, a
 * cancellation request, the latest dispute, what was refunded, and for the customer what a
 * cancellation now could send to their card. A few queries per list.
 */
export async function orderRefundFields(
  ctx: AppContext,
  orders: Order[],
  viewer: OrderParty,
): Promise<(order: Order) => RefundFields> {
  const ids = orders.map((order) => order.id);
  const [disputes, refunds, cards] = await Promise.all([
    ctx.db
      .selectFrom('order_disputes')
      .selectAll()
      .where('order_id', 'in', ids)
      .orderBy('id', 'desc')
      .execute(),
    ctx.db
      .selectFrom('balance_entries')
      .select(['order_id', 'amount_cents'])
      .where('order_id', 'in', ids)
      .where('reason', '=', 'refund')
      .execute(),
    // The checkouts made for these orders, for the customer's choice of the card.
    viewer === 'customer' && ctx.payments
      ? ctx.db
          .selectFrom('top_ups')
          .select(['order_id', 'amount_cents'])
          .where('order_id', 'in', ids)
          .where('status', '=', 'paid')
          .where('checkout_session_id', 'is not', null)
          .orderBy('id', 'desc')
          .execute()
      : Promise.resolve([]),
  ]);
  const now = ctx.now();
  const disputeOf = byKey(disputes, (row) => row.order_id);
  const cardOf = byKey(cards, (row) => row.order_id);
  const refundOf = byKey(refunds, (row) => row.order_id);
  return (order) => {
    const dispute = disputeOf.get(order.id);
    const card = cardOf.get(order.id);
    const cancelRefund =
      order.status === 'paid' || isOrderLate(order, now)
        ? percentOf(order.price_cents, cancellationRefundPercent(order, now))
        : null;
    return {
      revision_count: order.revision_count,
      revision_reason: order.revision_reason,
      cancellation_request:
        order.cancellation_requested_at === null
          ? null
          : {
              reason: order.cancellation_reason ?? '',
              requested_at: order.cancellation_requested_at,
            },
      dispute: dispute
        ? {
            reason: dispute.reason,
            file_ids: dispute.file_ids === '' ? [] : dispute.file_ids.split(','),
            opened_at: dispute.opened_at,
            resolved_at: dispute.resolved_at,
            outcome: dispute.outcome as DisputeOutcome | null,
            refund_cents: dispute.refund_cents,
          }
        : null,
      refunded_cents: refundOf.get(order.id)?.amount_cents ?? 0,
      ...(viewer === 'customer' && {
        cancel_refund_cents: cancelRefund,
        card_refundable_cents: card && cancelRefund ? Math.min(card.amount_cents, cancelRefund) : 0,
      }),
    };
  };
}
