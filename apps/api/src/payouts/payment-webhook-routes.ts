import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../app-context';
import { ApiError, okEnvelope } from '../http/envelope';
import type { RouteDeclaration } from '../http/route-shapes';
import { creditPaidCheckout, expireCheckout } from '../payments/top-ups';
import { type PayoutEvent, PayoutProviderError } from '../providers/payout-provider';
import { WebhookEventError, WebhookSignatureError } from '../providers/webhook-errors';
import { settlePayoutOfBatch } from './payout-transfers';

/** What each route takes and answers (`config.openapi`: src/http/route-shapes.ts). */
const shapes = {
  // Server to server, proven by their signatures rather than by the browser guards.
  stripe: { config: { crossSitePost: true, openapi: { bodyKind: 'signed-event' } } },
  paypal: { config: { crossSitePost: true, openapi: { bodyKind: 'signed-event' } } },
} satisfies Record<string, RouteDeclaration>;

/**
 * POST /payments/stripe/webhook: the payment provider reports a checkout, server to server. No
 * browser sends it, so it passes the browser guards (request-guards.ts); what proves it is the
 * signature over the exact bytes received, so this route alone keeps its body raw. A bad or
 * missing signature is 400 `invalid_request` and changes nothing, and so is a signed body that
 * is not an event we can read (field `event`: not JSON, no `data.object`, a session without its
 * id or metadata); any other verified event is answered 200 once handled (a repeated one too),
 * so the provider stops delivering it.
 *
 * POST /payments/paypal/webhook: PayPal reports a payout item's outcome
 * (`PAYMENT.PAYOUTS-ITEM.*`). The delivery is verified by PayPal itself (its verify call, with
 * the webhook id PAYPAL_WEBHOOK_ID): unverified, or no webhook configured, is 400
 * `invalid_request`, as is a verified item event without its batch id or status (field `event`);
 * PayPal unreachable is 503 `payments_unavailable`, so it delivers again.
 * A verified outcome settles the sent payout of its batch, as the hourly poll would.
 */
export function paymentWebhookRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );

    app.post('/payments/stripe/webhook', shapes.stripe, async (request) => {
      const signature = request.headers['stripe-signature'];
      if (!ctx.payments || !Buffer.isBuffer(request.body) || typeof signature !== 'string')
        throw new ApiError('invalid_request', 400);
      let event: ReturnType<typeof ctx.payments.readWebhookEvent>;
      try {
        event = ctx.payments.readWebhookEvent(request.body, signature);
      } catch (error) {
        if (error instanceof WebhookSignatureError) throw new ApiError('invalid_request', 400);
        if (error instanceof WebhookEventError) throw new ApiError('invalid_request', 400, 'event');
        throw error;
      }
      if (event.kind === 'checkout_paid') {
        const outcome = await creditPaidCheckout(ctx, event);
        if (outcome === 'unknown_checkout' || outcome === 'amount_mismatch') {
          request.log.warn({ sessionId: event.sessionId, outcome }, 'paid checkout not credited');
        }
      } else if (event.kind === 'checkout_expired') {
        await expireCheckout(ctx, event);
      }
      return okEnvelope({});
    });

    app.post('/payments/paypal/webhook', shapes.paypal, async (request) => {
      if (!ctx.payouts || !Buffer.isBuffer(request.body))
        throw new ApiError('invalid_request', 400);
      let event: PayoutEvent;
      try {
        event = await ctx.payouts.readWebhookEvent(request.body, request.headers);
      } catch (error) {
        if (error instanceof WebhookSignatureError) throw new ApiError('invalid_request', 400);
        if (error instanceof WebhookEventError) throw new ApiError('invalid_request', 400, 'event');
        if (error instanceof PayoutProviderError) throw new ApiError('payments_unavailable', 503);
        throw error;
      }
      if (event.kind === 'payout_outcome') {
        const settled = await settlePayoutOfBatch(ctx.db, event.batchId, event.outcome, ctx.now());
        if (!settled)
          request.log.info({ batchId: event.batchId }, 'payout event for no sent payout');
      }
      return okEnvelope({});
    });
  };
}
