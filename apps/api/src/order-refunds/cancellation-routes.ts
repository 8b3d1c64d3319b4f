import {
  cancellationRequestBody,
  cancellationSettleBody,
  orderCancelBody,
  orderIdParams,
} from '@bb/validation/requests';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../app-context';
import { recordAuditEvent } from '../audit/audit-log';
import { transact } from '../db/transactions';
import { ApiError, okEnvelope } from '../http/envelope';
import { parseInput } from '../http/parse-input';
import type { RouteDeclaration } from '../http/route-shapes';
import { tellOrderEvent } from '../notifications/tell-order-event';
import { balanceTransaction } from '../orders/balance-ledger';
import { findOrder, requireCustomer, requireOperator } from '../orders/order-access';
import { orderDetails } from '../orders/order-details';
import { isOrderLate } from '../orders/order-lateness';
import { nextOrderState } from '../orders/order-lifecycle';
import { cancellationRefundPercent, percentOf, settlementBounds } from '../orders/refund-policy';
import { takeOrderStep } from '../orders/take-order-step';
import { claimCancellationRequest } from './cancellation-queries';
import { cardPaymentOf, refundInStep } from './order-refund';

/** What each route takes and answers (`config.openapi`: src/http/route-shapes.ts). */
const shapes = {
  cancel: { config: { openapi: { params: orderIdParams, body: orderCancelBody } } },
  request: { config: { openapi: { params: orderIdParams, body: cancellationRequestBody } } },
  settle: { config: { openapi: { params: orderIdParams, body: cancellationSettleBody } } },
} satisfies Record<string, RouteDeclaration>;

/**
 * Cancellations by the refund policy (orders/refund-policy.ts). POST /customers/orders/{id}/cancel drops
 * an order awaiting payment, cancels a paid one with a full refund, or a late one with the
 * lateness's refund (409 `order_not_late` while the deadline has not passed); `refund_to: card`
 * sends the refund to the card a checkout for the order was paid with (409
 * `card_refund_unavailable` without one), the balance otherwise. After the expert started, POST
 * …/{id}/cancellation-request asks (`reason`), and the operator's POST
 * /operators/orders/{id}/cancellation-settlement cancels it with `refund_cents` within the policy's
 * bounds (409 `refund_out_of_range`; `cancellation_not_requested` when not asked), audited.
 */
export function cancellationRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    app.post('/customers/orders/:id/cancel', shapes.cancel, async (request) => {
      const { user } = await requireCustomer(ctx, request);
      const { id } = parseInput(orderIdParams, request.params);
      const { refund_to } = parseInput(orderCancelBody, request.body ?? {});
      const scope = { customerUserId: user.id };
      const order = await findOrder(ctx, id, scope);
      const now = ctx.now();
      if (order.status !== 'pre_order' && order.status !== 'paid' && !isOrderLate(order, now)) {
        // Only a step the lifecycle lists is told it must wait for the deadline.
        const listed = ['assigned', 'in_progress', 'revision'].includes(order.status);
        throw new ApiError(listed ? 'order_not_late' : 'order_action_refused', 409, 'status');
      }
      const card = refund_to === 'card' ? await cardPaymentOf(ctx, order.id) : undefined;
      if (refund_to === 'card' && (!card || order.status === 'pre_order'))
        throw new ApiError('card_refund_unavailable', 409, 'refund_to');
      const refund =
        order.status === 'pre_order'
          ? 0
          : percentOf(order.price_cents, cancellationRefundPercent(order, now));
      const cancelled = await balanceTransaction(ctx, user.id, async (trx) => {
        const next = await takeOrderStep(trx, order, 'cancel', scope);
        await tellOrderEvent(ctx, trx, next, 'cancel', { by: 'customer' });
        await refundInStep(ctx, trx, next, refund, card);
        return next;
      });
      const [details] = await orderDetails(ctx, [cancelled], 'customer');
      return okEnvelope({ order: details });
    });

    app.post('/customers/orders/:id/cancellation-request', shapes.request, async (request) => {
      const { user } = await requireCustomer(ctx, request);
      const { id } = parseInput(orderIdParams, request.params);
      const { reason } = parseInput(cancellationRequestBody, request.body);
      const scope = { customerUserId: user.id };
      const order = await findOrder(ctx, id, scope);
      const asked = await transact(ctx.db, async (trx) => {
        // Asked once: of two requests (a double click) the second is refused, as a step taken.
        if (!(await claimCancellationRequest(trx, order.id, { reason, at: ctx.now() })))
          throw new ApiError('order_action_refused', 409, 'status');
        const next = await takeOrderStep(trx, order, 'request_cancellation', scope);
        await tellOrderEvent(ctx, trx, next, 'request_cancellation', {
          by: 'customer',
          detail: `Reason: ${reason}`,
        });
        return next;
      });
      const [details] = await orderDetails(ctx, [asked], 'customer');
      return okEnvelope({ order: details });
    });

    app.post('/operators/orders/:id/cancellation-settlement', shapes.settle, async (request) => {
      const session = await requireOperator(ctx, request);
      const { id } = parseInput(orderIdParams, request.params);
      const { refund_cents } = parseInput(cancellationSettleBody, request.body);
      const order = await findOrder(ctx, id, 'operator');
      // A step the lifecycle does not list is refused as such, whatever else is wrong with it.
      if (!nextOrderState(order.status, 'settle_cancellation', 'operator'))
        throw new ApiError('order_action_refused', 409, 'status');
      if (order.cancellation_requested_at === null)
        throw new ApiError('cancellation_not_requested', 409, 'status');
      const { min, max } = settlementBounds(order.price_cents);
      if (refund_cents < min || refund_cents > max)
        throw new ApiError('refund_out_of_range', 409, 'refund_cents');
      const settled = await balanceTransaction(ctx, order.customer_user_id, async (trx) => {
        const next = await takeOrderStep(trx, order, 'settle_cancellation', 'operator');
        await tellOrderEvent(ctx, trx, next, 'settle_cancellation', { by: 'operator' });
        await refundInStep(ctx, trx, next, refund_cents);
        await recordAuditEvent(trx, {
          actorUserId: session.user.id,
          action: 'cancellation_settled',
          subjectOrderId: order.id,
          detail: `refund ${refund_cents} of ${order.price_cents} cents`,
          at: ctx.now(),
        });
        return next;
      });
      const [details] = await orderDetails(ctx, [settled], 'operator');
      return okEnvelope({ order: details });
    });
  };
}
