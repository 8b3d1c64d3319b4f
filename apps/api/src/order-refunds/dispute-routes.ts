import { DISPUTE_OUTCOMES, type DisputeOutcome } from '@bb/validation';
import { disputeOpenBody, disputeResolveBody, orderIdParams } from '@bb/validation/requests';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../app-context';
import { recordAuditEvent } from '../audit/audit-log';
import type { Order } from '../db/schema';
import { transact } from '../db/transactions';
import { ApiError, okEnvelope } from '../http/envelope';
import { parseInput } from '../http/parse-input';
import type { RouteDeclaration } from '../http/route-shapes';
import { tellOrderEvent } from '../notifications/tell-order-event';
import { balanceTransaction } from '../orders/balance-ledger';
import { releaseEarning } from '../orders/expert-earnings';
import { findOrder, requireCustomer, requireOperator } from '../orders/order-access';
import { orderDetails } from '../orders/order-details';
import type { OrderState } from '../orders/order-lifecycle';
import { releaseCommission } from '../orders/partner-commissions';
import { reviewEndsAt } from '../orders/review-period';
import { takeOrderStep } from '../orders/take-order-step';
import { customerFilesOf, insertDispute, openDisputeOf, resolveDispute } from './dispute-queries';
import { refundInStep } from './order-refund';

/** What each route takes and answers (`config.openapi`: src/http/route-shapes.ts). */
const shapes = {
  open: { config: { openapi: { params: orderIdParams, body: disputeOpenBody } } },
  resolve: { config: { openapi: { params: orderIdParams, body: disputeResolveBody } } },
} satisfies Record<string, RouteDeclaration>;

/** Where each outcome takes the disputed order. */
const OUTCOME_STATES: Record<DisputeOutcome, OrderState> = {
  refund_full: 'cancelled',
  refund_partial: 'finished',
  revision: 'revision',
  release: 'finished',
};
// Every outcome the request schema takes has its state.
DISPUTE_OUTCOMES satisfies readonly (keyof typeof OUTCOME_STATES)[];

/**
 * Disputes (the refund policy's "work that misses the instructions"). POST
 * /customers/orders/{id}/dispute opens one on a delivered order within the review period after
 * its delivery (409 `review_period_over`), with a `reason` and `files`, ids of the customer's
 * files on the order (uploaded through …/orders/{id}/files): the order is `disputed`, held (no
 * approval, the expert's earning waits) while its customer, expert and an operator talk on its
 * thread. The operator's POST /operators/orders/{id}/dispute-resolution settles it, audited:
 * `refund_full` (cancelled), `refund_partial` with `refund_cents` up to the price (finished, the
 * expert earns their share of the rest), `revision` (a free one, counted) or `release` (finished,
 * the expert's earning available).
 */
export function disputeRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    app.post('/customers/orders/:id/dispute', shapes.open, async (request) => {
      const { user } = await requireCustomer(ctx, request);
      const { id } = parseInput(orderIdParams, request.params);
      const { reason, files } = parseInput(disputeOpenBody, request.body);
      const scope = { customerUserId: user.id };
      const order = await findOrder(ctx, id, scope);
      const now = ctx.now();
      const endsAt = reviewEndsAt(ctx, order);
      if (endsAt !== null && now > endsAt) throw new ApiError('review_period_over', 409, 'status');
      if ((await customerFilesOf(ctx.db, order.id, files)) !== files.length)
        throw new ApiError('invalid_request', 400, 'files');
      const disputed = await transact(ctx.db, async (trx) => {
        const next = await takeOrderStep(trx, order, 'open_dispute', scope);
        await tellOrderEvent(ctx, trx, next, 'open_dispute', {
          by: 'customer',
          detail: `Reason: ${reason}`,
        });
        await insertDispute(trx, { orderId: order.id, reason, fileIds: files, at: now });
        return next;
      });
      const [details] = await orderDetails(ctx, [disputed], 'customer');
      return okEnvelope({ order: details });
    });

    app.post('/operators/orders/:id/dispute-resolution', shapes.resolve, async (request) => {
      const session = await requireOperator(ctx, request);
      const { id } = parseInput(orderIdParams, request.params);
      const body = parseInput(disputeResolveBody, request.body);
      const outcome = body.outcome as DisputeOutcome;
      const order = await findOrder(ctx, id, 'operator');
      const refund =
        outcome === 'refund_full'
          ? order.price_cents
          : outcome === 'refund_partial'
            ? (body.refund_cents ?? 0)
            : 0;
      if (refund > order.price_cents)
        throw new ApiError('refund_out_of_range', 409, 'refund_cents');
      const now = ctx.now();
      const resolved = await balanceTransaction(ctx, order.customer_user_id, async (trx) => {
        const dispute = await openDisputeOf(trx, order.id);
        const next = await takeOrderStep(
          trx,
          order,
          'resolve_dispute',
          'operator',
          changesFor(order, outcome, dispute?.reason ?? '', now),
          OUTCOME_STATES[outcome],
        );
        if (dispute)
          await resolveDispute(trx, dispute.id, {
            outcome,
            refundCents: refund,
            byUserId: session.user.id,
            at: now,
          });
        await tellOrderEvent(ctx, trx, next, 'resolve_dispute', {
          by: 'operator',
          detail: DISPUTE_OUTCOME_WORDS[outcome],
        });
        await refundInStep(ctx, trx, next, refund);
        if (next.status === 'finished') {
          await releaseEarning(trx, next, now);
          await releaseCommission(trx, next, now);
        }
        await recordAuditEvent(trx, {
          actorUserId: session.user.id,
          action: 'dispute_resolved',
          subjectOrderId: order.id,
          detail:
            refund > 0 ? `${outcome}: refund ${refund} of ${order.price_cents} cents` : outcome,
          at: now,
        });
        return next;
      });
      const [details] = await orderDetails(ctx, [resolved], 'operator');
      return okEnvelope({ order: details });
    });
  };
}

/** The outcome in the words the parties are told. */
const DISPUTE_OUTCOME_WORDS: Record<DisputeOutcome, string> = {
  refund_full: 'Outcome: a full refund; the order is cancelled.',
  refund_partial: 'Outcome: a partial refund; the order is finished.',
  revision: 'Outcome: a free revision.',
  release: 'Outcome: the work is accepted as delivered; the order is finished.',
};

/** What the order's row changes with the outcome: finished now, or one more (free) revision. */
function changesFor(order: Order, outcome: DisputeOutcome, reason: string, now: number) {
  if (outcome === 'revision')
    return { revision_count: order.revision_count + 1, revision_reason: reason };
  return OUTCOME_STATES[outcome] === 'finished' ? { finished_at: now } : {};
}
