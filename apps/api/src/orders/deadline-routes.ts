import { deadlineExtendBody, extensionRequestBody, orderIdParams } from '@bb/validation/requests';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context';
import { isUniqueViolation } from '../db/database';
import { transact } from '../db/transactions';
import { ApiError, okEnvelope } from '../http/envelope';
import { parseInput } from '../http/parse-input';
import type { RouteDeclaration } from '../http/route-shapes';
import { tellOrderEvent } from '../notifications/tell-order-event';
import { decidePendingExtension, insertExtensionRequest } from './deadline-extensions';
import { setDeadlineTimer } from './deadline-timer';
import { findOrder, requireCustomer, requireExpert } from './order-access';
import { orderDetails } from './order-details';
import { takeOrderStep } from './take-order-step';

/** What each route takes and answers (`config.openapi`: src/http/route-shapes.ts). */
const shapes = {
  extend: { config: { openapi: { params: orderIdParams, body: deadlineExtendBody } } },
  request: { config: { openapi: { params: orderIdParams, body: extensionRequestBody } } },
  one: { config: { openapi: { params: orderIdParams } } },
} satisfies Record<string, RouteDeclaration>;

/**
 * An order's deadline, moved while work on it is due (the lifecycle's same-state steps, so a step
 * in another state is refused by the table). POST /customers/orders/{id}/deadline: the customer
 * sets a later deadline (`extend_deadline`). POST /writers/orders/{id}/extension-request: the
 * expert asks for one with a reason (`request_extension`; one pending at a time, else 409
 * `extension_pending`). POST /customers/orders/{id}/extension-request/accept and …/decline: the
 * customer answers it (`accept_extension` moves the deadline to the one asked; of two answers
 * racing, one counts, the other is refused). A deadline not later than the current one (and
 * now) is 400 `deadline_not_later`. Each answers the order as its party sees it.
 */
export function deadlineRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    app.post('/customers/orders/:id/deadline', shapes.extend, async (request) => {
      const { user } = await requireCustomer(ctx, request);
      const { id } = parseInput(orderIdParams, request.params);
      const { deadline_datetime: deadline } = parseInput(deadlineExtendBody, request.body);
      const scope = { customerUserId: user.id };
      const order = await findOrder(ctx, id, scope);
      if (deadline <= Math.max(order.deadline_at, ctx.now()))
        throw new ApiError('deadline_not_later', 400, 'deadline_datetime');
      const next = await transact(ctx.db, async (trx) => {
        const taken = await takeOrderStep(trx, order, 'extend_deadline', scope, {
          deadline_at: deadline,
        });
        await setDeadlineTimer(ctx, trx, taken);
        await tellOrderEvent(ctx, trx, taken, 'extend_deadline', { by: 'customer' });
        return taken;
      });
      const [details] = await orderDetails(ctx, [next], 'customer');
      return okEnvelope({ order: details });
    });

    app.post('/writers/orders/:id/extension-request', shapes.request, async (request) => {
      const { writerId } = await requireExpert(ctx, request);
      const { id } = parseInput(orderIdParams, request.params);
      const { deadline_datetime: deadline, reason } = parseInput(
        extensionRequestBody,
        request.body,
      );
      const order = await findOrder(ctx, id, { writerId });
      if (deadline <= Math.max(order.deadline_at, ctx.now()))
        throw new ApiError('deadline_not_later', 400, 'deadline_datetime');
      const next = await transact(ctx.db, async (trx) => {
        const taken = await takeOrderStep(trx, order, 'request_extension', { writerId });
        await insertExtensionRequest(trx, taken.id, deadline, reason, ctx.now());
        await tellOrderEvent(ctx, trx, taken, 'request_extension', {
          by: 'expert',
          detail: `Proposed: ${new Date(deadline).toUTCString()}. Reason: ${reason}`,
        });
        return taken;
      }).catch((error: unknown) => {
        if (isUniqueViolation(error)) throw new ApiError('extension_pending', 409);
        throw error;
      });
      const [details] = await orderDetails(ctx, [next], 'expert');
      return okEnvelope({ order: details });
    });

    const answer =
      (action: 'accept_extension' | 'decline_extension') => async (request: FastifyRequest) => {
        const { user } = await requireCustomer(ctx, request);
        const { id } = parseInput(orderIdParams, request.params);
        const scope = { customerUserId: user.id };
        const order = await findOrder(ctx, id, scope);
        const next = await transact(ctx.db, async (trx) => {
          const proposed = await decidePendingExtension(
            trx,
            order.id,
            action === 'accept_extension' ? 'accepted' : 'declined',
            ctx.now(),
          );
          if (proposed === undefined) throw new ApiError('order_action_refused', 409, 'status');
          const taken = await takeOrderStep(
            trx,
            order,
            action,
            scope,
            action === 'accept_extension' ? { deadline_at: proposed } : {},
          );
          if (action === 'accept_extension') await setDeadlineTimer(ctx, trx, taken);
          await tellOrderEvent(ctx, trx, taken, action, { by: 'customer' });
          return taken;
        });
        const [details] = await orderDetails(ctx, [next], 'customer');
        return okEnvelope({ order: details });
      };
    app.post(
      '/customers/orders/:id/extension-request/accept',
      shapes.one,
      answer('accept_extension'),
    );
    app.post(
      '/customers/orders/:id/extension-request/decline',
      shapes.one,
      answer('decline_extension'),
    );
  };
}
