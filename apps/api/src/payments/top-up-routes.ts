import { TOP_UP_MIN_CENTS } from '@bb/validation';
import { topUpCreateBody, topUpIdParams } from '@bb/validation/requests';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../app-context';
import { rateLimitGuard } from '../auth/rate-limits';
import { ApiError, okEnvelope } from '../http/envelope';
import { parseInput } from '../http/parse-input';
import type { RouteDeclaration } from '../http/route-shapes';
import { balanceOf } from '../orders/balance-ledger';
import { findOrder, requireCustomer } from '../orders/order-access';
import { PaymentProviderError } from '../providers/payment-provider';
import {
  customerTopUp,
  expireUncheckedTopUp,
  insertPendingTopUp,
  setCheckoutSession,
  topUpBody,
} from './top-ups';

/** What each route takes and answers (`config.openapi`: src/http/route-shapes.ts). */
const shapes = {
  start: { config: { openapi: { body: topUpCreateBody } } },
  one: { config: { openapi: { params: topUpIdParams } } },
} satisfies Record<string, RouteDeclaration>;

const BALANCE_PATH = '/dashboard/customer/balance/';
const orderPath = (orderId: number) => `/dashboard/customer/orders/${orderId}/`;

/**
 * The customer tops up their balance through the payment provider's hosted checkout, for an
 * amount or for what an order awaiting payment lacks. POST /customers/balance/top-ups records the
 * pending top-up and answers the checkout page to send the customer to; the provider's webhook
 * (`payment-webhook-routes.ts`) reports the payment; GET …/top-ups/{id} says whether it arrived.
 */
export function topUpRoutes(ctx: AppContext): FastifyPluginAsync {
  const { db } = ctx;
  return async (app) => {
    app.post(
      '/customers/balance/top-ups',
      {
        preHandler: rateLimitGuard(app, ctx.config.rateLimitEnabled, 'topUpStart'),
        ...shapes.start,
      },
      async (request) => {
        const { user } = await requireCustomer(ctx, request);
        const input = parseInput(topUpCreateBody, request.body);
        let amountCents = input.amount_cents ?? 0;
        let productName = `${ctx.config.site.name} balance top-up`;
        let returnPath = BALANCE_PATH;
        if (input.order_id !== undefined) {
          const order = await findOrder(ctx, input.order_id, { customerUserId: user.id });
          if (order.status !== 'pre_order')
            throw new ApiError('order_action_refused', 409, 'status');
          amountCents = Math.max(
            order.price_cents - (await balanceOf(db, user.id)),
            TOP_UP_MIN_CENTS,
          );
          productName = `Order #${order.id}`;
          returnPath = orderPath(order.id);
        }
        const { payments } = ctx;
        if (!payments) throw new ApiError('payments_unavailable', 503);

        const topUp = await insertPendingTopUp(db, {
          userId: user.id,
          amountCents,
          orderId: input.order_id ?? null,
          at: ctx.now(),
        });
        const successUrl = `${ctx.config.publicOrigin}${returnPath}?top_up=${topUp.id}`;
        let checkout: Awaited<ReturnType<typeof payments.createCheckout>>;
        try {
          checkout = await payments.createCheckout({
            topUpId: topUp.id,
            amountCents,
            productName,
            customerEmail: user.email,
            successUrl,
            cancelUrl: `${successUrl}&checkout=cancelled`,
          });
        } catch (error) {
          if (!(error instanceof PaymentProviderError)) throw error;
          request.log.warn({ err: error, topUpId: topUp.id }, 'payment provider unavailable');
          // Nobody can pay it: it never becomes a checkout.
          await expireUncheckedTopUp(db, topUp.id);
          throw new ApiError('payments_unavailable', 503);
        }
        await setCheckoutSession(db, topUp.id, checkout.sessionId);
        return okEnvelope({ top_up: topUpBody(topUp), checkout_url: checkout.url });
      },
    );

    app.get('/customers/balance/top-ups/:id', shapes.one, async (request) => {
      const { user } = await requireCustomer(ctx, request);
      const { id } = parseInput(topUpIdParams, request.params);
      const topUp = await customerTopUp(db, user.id, id);
      if (!topUp) throw new ApiError('not_found', 404, 'id');
      return okEnvelope({ top_up: topUpBody(topUp) });
    });
  };
}
