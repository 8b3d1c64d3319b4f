import {
  accountIdParams,
  accountSearchQuery,
  customerTicketsQuery,
  listPageQuery,
  orderListQuery,
} from '@bb/validation/requests';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context';
import { ApiError, okEnvelope } from '../http/envelope';
import { parseInput } from '../http/parse-input';
import type { RouteDeclaration } from '../http/route-shapes';
import { balanceAnswer, balanceOf } from '../orders/balance-ledger';
import { requireOperator } from '../orders/order-access';
import { customerOrderList, expertOrderList } from '../orders/order-list-answers';
import { earningsAnswer } from '../payouts/earnings-answer';
import { attributionOf } from '../referrals/partner-queries';
import { customerTicketList } from '../support/support-tickets';
import {
  customerAccount,
  customerSearchPage,
  expertAccount,
  expertSearchPage,
  findCustomer,
  findExpert,
} from './account-search';

/** What each route takes and answers (`config.openapi`: src/http/route-shapes.ts). */
const shapes = {
  search: { config: { openapi: { query: accountSearchQuery } } },
  one: { config: { openapi: { params: accountIdParams } } },
  orders: { config: { openapi: { params: accountIdParams, query: orderListQuery } } },
  page: { config: { openapi: { params: accountIdParams, query: listPageQuery } } },
  tickets: { config: { openapi: { params: accountIdParams, query: customerTicketsQuery } } },
} satisfies Record<string, RouteDeclaration>;

/**
 * The operator's console of accounts: GET /operators/customers and /operators/writers search the
 * customers and the experts (`q`: an account's id, or text in the e-mail or the pen name), newest
 * first, a page at a time; GET /operators/customers/{id} shows a customer with their balance, GET
 * /operators/writers/{id} an expert (by their account's id) with their rating and order counts.
 * A customer's orders, ledger and tickets (…/customers/{id}/orders, …/balance, …/tickets) and an
 * expert's orders and earnings (…/writers/{id}/orders, …/earnings) answer as the lists they read
 * of their own do (the same queries and shapes). Blocking is POST /operators/accounts/{id}/block
 * (staff/). Only operators.
 */
export function operatorAccountRoutes(ctx: AppContext): FastifyPluginAsync {
  const origin = ctx.config.publicOrigin;
  // The account the path names, for operators only; an id that is no customer's (no expert's)
  // is not found.
  const customerOf = async (request: FastifyRequest) => {
    await requireOperator(ctx, request);
    const { id } = parseInput(accountIdParams, request.params);
    const customer = await findCustomer(ctx.db, id);
    if (!customer) throw new ApiError('not_found', 404);
    return customer;
  };
  const expertOf = async (request: FastifyRequest) => {
    await requireOperator(ctx, request);
    const { id } = parseInput(accountIdParams, request.params);
    const expert = await findExpert(ctx.db, id);
    if (!expert) throw new ApiError('not_found', 404);
    return expert;
  };
  return async (app) => {
    app.get('/operators/customers', shapes.search, async (request) => {
      await requireOperator(ctx, request);
      const { q, ...page } = parseInput(accountSearchQuery, request.query);
      return okEnvelope(await customerSearchPage(ctx.db, q, page));
    });

    app.get('/operators/customers/:id', shapes.one, async (request) => {
      const customer = await customerOf(request);
      return okEnvelope({
        customer: {
          ...customerAccount(customer),
          balance_cents: await balanceOf(ctx.db, customer.id),
          // The referral partner whose link brought them, or null.
          referral: await attributionOf(ctx.db, customer.id),
        },
      });
    });

    app.get('/operators/writers', shapes.search, async (request) => {
      await requireOperator(ctx, request);
      const { q, ...page } = parseInput(accountSearchQuery, request.query);
      return okEnvelope(await expertSearchPage(ctx.db, origin, q, page));
    });

    app.get('/operators/writers/:id', shapes.one, async (request) => {
      const expert = await expertOf(request);
      return okEnvelope({ expert: expertAccount(origin, expert) });
    });

    app.get('/operators/customers/:id/orders', shapes.orders, async (request) => {
      const customer = await customerOf(request);
      const query = parseInput(orderListQuery, request.query);
      return okEnvelope(await customerOrderList(ctx, customer.id, query, 'operator'));
    });

    app.get('/operators/customers/:id/balance', shapes.page, async (request) => {
      const customer = await customerOf(request);
      const page = parseInput(listPageQuery, request.query);
      return okEnvelope(await balanceAnswer(ctx.db, customer.id, page));
    });

    app.get('/operators/customers/:id/tickets', shapes.tickets, async (request) => {
      const customer = await customerOf(request);
      const { status, ...page } = parseInput(customerTicketsQuery, request.query);
      return okEnvelope(await customerTicketList(ctx.db, customer.id, { status }, page));
    });

    app.get('/operators/writers/:id/orders', shapes.orders, async (request) => {
      const expert = await expertOf(request);
      const query = parseInput(orderListQuery, request.query);
      return okEnvelope(await expertOrderList(ctx, expert.writer_id, query, 'operator'));
    });

    app.get('/operators/writers/:id/earnings', shapes.page, async (request) => {
      const expert = await expertOf(request);
      const page = parseInput(listPageQuery, request.query);
      return okEnvelope(await earningsAnswer(ctx, expert.writer_id, page));
    });
  };
}
