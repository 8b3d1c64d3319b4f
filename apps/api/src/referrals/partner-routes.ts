import { dashboardPagePath, REFERRAL_PARAM } from '@bb/validation';
import { listPageQuery, payoutMethodBody } from '@bb/validation/requests';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context';
import { rateLimitGuard } from '../auth/rate-limits';
import { requireRole } from '../auth/require-role';
import { signedInAccount } from '../auth/session-store';
import { okEnvelope } from '../http/envelope';
import { parseInput } from '../http/parse-input';
import type { RouteDeclaration } from '../http/route-shapes';
import { nextPayoutDate, payoutDay } from '../orders/expert-earnings';
import { changePayoutMethod, payoutMethodOf } from '../payouts/payout-method';
import {
  commissionsOf,
  commissionTotalsOf,
  customersOf,
  funnelOf,
  partnerPayoutsOf,
} from './partner-queries';
import { partnerOf, partnerPayoutOwner } from './referral-partners';

/** What each route takes and answers (`config.openapi`: src/http/route-shapes.ts). */
const shapes = {
  none: { config: { openapi: {} } },
  payoutMethod: { config: { openapi: { body: payoutMethodBody } } },
  page: { config: { openapi: { query: listPageQuery } } },
} satisfies Record<string, RouteDeclaration>;

/** Where the partner sets their payout method: their earnings page. */
const EARNINGS_PATH = dashboardPagePath('earnings', 'earnings');

/** Where a commission stands (@bb/validation's COMMISSION_STATES). */
function commissionState(row: {
  amount_cents: number;
  available_at: number | null;
  paid_on: string | null;
}) {
  if (row.paid_on !== null) return 'paid_out' as const;
  if (row.amount_cents === 0) return 'void' as const;
  return row.available_at === null ? ('pending' as const) : ('available' as const);
}

/**
 * The referral partner's area (the earnings role, spec §2 `earnings/`, `orders/`, `customers/`):
 * GET /partners/overview answers their link's code and path, the funnel (first visits through it,
 * sign-ups, customers with a paid order), the commission totals (this month, last month, all
 * time; pending, available, paid out), the rate, the next payout date and their payout method;
 * GET /partners/orders a page of their customers' paid orders with the commission on each
 * (number, date, status, amount; no customer identity); GET /partners/customers a page of the
 * customers they brought under an anonymous number; GET /partners/payouts a page of their payouts;
 * GET and PATCH /partners/payout-method their PayPal e-mail, set with their password as experts set
 * theirs. Only the signed-in partner's own: any other role is refused.
 */
export function partnerRoutes(ctx: AppContext): FastifyPluginAsync {
  const requirePartner = async (request: FastifyRequest) => {
    const { user } = await requireRole(ctx, request, 'earnings');
    return { user, partner: await partnerOf(ctx.db, user.id, ctx.now()) };
  };
  return async (app) => {
    app.get('/partners/overview', shapes.none, async (request) => {
      const { partner } = await requirePartner(request);
      const id = partner.user_id;
      const [funnel, totals] = await Promise.all([
        funnelOf(ctx.db, id),
        commissionTotalsOf(ctx.db, id, ctx.now()),
      ]);
      return okEnvelope({
        code: partner.code,
        link_path: `/?${REFERRAL_PARAM}=${partner.code}`,
        commission_percent: ctx.config.referralCommissionPercent,
        ...funnel,
        ...totals,
        next_payout_date: payoutDay(nextPayoutDate(ctx.now())),
        paypal_email: partner.payout_paypal_email,
      });
    });

    app.get('/partners/orders', shapes.page, async (request) => {
      const { partner } = await requirePartner(request);
      const page = parseInput(listPageQuery, request.query);
      const commissions = await commissionsOf(ctx.db, partner.user_id, page);
      return okEnvelope({
        orders: commissions.rows.map((row) => ({
          order_id: row.order_id,
          paid_at: row.earned_at,
          order_status: row.order_status,
          amount_cents: row.order_cents,
          commission_cents: row.amount_cents,
          commission_status: commissionState(row),
          available_at: row.available_at,
          paid_on: row.paid_on,
        })),
        next_cursor: commissions.next_cursor,
      });
    });

    app.get('/partners/customers', shapes.page, async (request) => {
      const { partner } = await requirePartner(request);
      const page = parseInput(listPageQuery, request.query);
      const customers = await customersOf(ctx.db, partner.user_id, page);
      return okEnvelope({
        customers: customers.rows.map((row) => ({
          number: row.id,
          signed_up_at: row.attributed_at,
          orders_qty: Number(row.orders_qty ?? 0),
          total_cents: Number(row.total_cents ?? 0),
        })),
        next_cursor: customers.next_cursor,
      });
    });

    app.get('/partners/payouts', shapes.page, async (request) => {
      const { partner } = await requirePartner(request);
      const page = parseInput(listPageQuery, request.query);
      const payouts = await partnerPayoutsOf(ctx.db, partner.user_id, page);
      return okEnvelope({
        payouts: payouts.rows.map((payout) => ({
          id: payout.id,
          amount_cents: payout.amount_cents,
          paid_on: payout.paid_on,
          paypal_email: payout.paypal_email,
          commissions_qty: Number(payout.commissions_qty ?? 0),
          status: payout.status,
          failure_reason: payout.failure_reason,
        })),
        next_cursor: payouts.next_cursor,
      });
    });

    app.get('/partners/payout-method', shapes.none, async (request) => {
      const { partner } = await requirePartner(request);
      const owner = partnerPayoutOwner(partner.user_id, EARNINGS_PATH);
      return okEnvelope({ paypal_email: await payoutMethodOf(ctx.db, owner) });
    });

    app.patch(
      '/partners/payout-method',
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
        const { user, partner } = await requirePartner(request);
        const owner = partnerPayoutOwner(partner.user_id, EARNINGS_PATH);
        return okEnvelope({ paypal_email: await changePayoutMethod(ctx, request, user, owner) });
      },
    );
  };
}
