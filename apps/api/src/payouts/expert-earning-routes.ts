import { listPageQuery, payoutMethodBody } from '@bb/validation/requests';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../app-context';
import { rateLimitGuard } from '../auth/rate-limits';
import { signedInAccount } from '../auth/session-store';
import { okEnvelope } from '../http/envelope';
import { parseInput } from '../http/parse-input';
import type { RouteDeclaration } from '../http/route-shapes';
import { requireExpert } from '../orders/order-access';
import { earningsAnswer } from './earnings-answer';
import { payoutsOf } from './expert-earning-queries';
import { changePayoutMethod, expertPayoutOwner, payoutMethodOf } from './payout-method';

/** What each route takes and answers (`config.openapi`: src/http/route-shapes.ts). */
const shapes = {
  none: { config: { openapi: {} } },
  payoutMethod: { config: { openapi: { body: payoutMethodBody } } },
  page: { config: { openapi: { query: listPageQuery } } },
} satisfies Record<string, RouteDeclaration>;

/**
 * The expert's Financial Overview (the dashboard's `balance/` of the writer role): GET
 * /writers/earnings answers the totals (available for the next payout, expected from orders
 * not yet approved, paid out so far, each summed by the database), the next payout date and a page
 * of the earnings per order (newest accepted first); GET /writers/payouts a page of the payouts
 * (newest first), each with where it stands at PayPal (pending, sent, paid, or failed with the
 * reason; a failed payout's earnings are available again). GET
 * /writers/payout-method reads the payout method on the expert's profile (a PayPal e-mail, or
 * null) and PATCH sets it (`paypal_email`, `validatePaypalEmail`) once the expert proves their
 * password (`current_password`, counted like a sign-in): the expert is e-mailed, and the next payout
 * date at least PAYOUT_METHOD_HOLD_MS later pays there. Only the signed-in expert's own; any
 * other role is refused.
 */
export function expertEarningRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    app.get('/writers/payout-method', shapes.none, async (request) => {
      const { writerId } = await requireExpert(ctx, request);
      return okEnvelope({
        paypal_email: await payoutMethodOf(ctx.db, expertPayoutOwner(writerId)),
      });
    });

    app.patch(
      '/writers/payout-method',
      {
        preHandler: rateLimitGuard(
          app,
          ctx.config.rateLimitEnabled,
          'payoutMethod',
          signedInAccount(ctx),
        ),
        ...shapes.payoutMethod,
      },
      async (request) => {
        const { writerId, user } = await requireExpert(ctx, request);
        const owner = expertPayoutOwner(writerId);
        return okEnvelope({ paypal_email: await changePayoutMethod(ctx, request, user, owner) });
      },
    );

    app.get('/writers/earnings', shapes.page, async (request) => {
      const { writerId } = await requireExpert(ctx, request);
      const page = parseInput(listPageQuery, request.query);
      return okEnvelope(await earningsAnswer(ctx, writerId, page));
    });

    app.get('/writers/payouts', shapes.page, async (request) => {
      const { writerId } = await requireExpert(ctx, request);
      const page = parseInput(listPageQuery, request.query);
      const payouts = await payoutsOf(ctx.db, writerId, page);
      return okEnvelope({
        payouts: payouts.rows.map((payout) => ({
          id: payout.id,
          amount_cents: payout.amount_cents,
          paid_on: payout.paid_on,
          paypal_email: payout.paypal_email,
          earnings_qty: Number(payout.earnings_qty ?? 0),
          status: payout.status,
          failure_reason: payout.failure_reason,
        })),
        next_cursor: payouts.next_cursor,
      });
    });
  };
}
