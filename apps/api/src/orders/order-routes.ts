import { CUSTOM_DISCIPLINE_ID, orderPriceCents, WORDS_PER_PAGE } from '@bb/validation';
import {
  listPageQuery,
  orderIdParams,
  orderListQuery,
  orderRevisionBody,
  preOrderCreateBody,
} from '@bb/validation/requests';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context';
import { rateLimitGuard } from '../auth/rate-limits';
import { signedInAccount } from '../auth/session-store';
import { writerForOrder } from '../content/writer-slugs';
import { isUniqueViolation } from '../db/database';
import { transact } from '../db/transactions';
import { priceForCustomer } from '../discounts/order-pricing';
import { ApiError, okEnvelope } from '../http/envelope';
import { parseInput } from '../http/parse-input';
import type { RouteDeclaration } from '../http/route-shapes';
import { tellOrderEvent } from '../notifications/tell-order-event';
import { balanceOf, balanceTransaction } from './balance-ledger';
import { setDeadlineTimer } from './deadline-timer';
import { findOrder, requireCustomer } from './order-access';
import { approveOrder } from './order-approval';
import { orderDetails } from './order-details';
import { customerOrderList } from './order-list-answers';
import { customerOrderPage } from './order-lists';
import {
  attachOrphanFiles,
  disciplineExists,
  insertOrder,
  orderIdOfDraft,
  paperTypeExists,
  useUpDataBox,
} from './order-queries';
import { payOrder } from './pay-order';
import { takeOrderStep } from './take-order-step';

/** What each route takes and answers (`config.openapi`: src/http/route-shapes.ts). */
const shapes = {
  preOrder: { config: { openapi: { body: preOrderCreateBody } } },
  none: { config: { openapi: {} } },
  preOrders: { config: { openapi: { query: listPageQuery } } },
  orders: { config: { openapi: { query: orderListQuery } } },
  one: { config: { openapi: { params: orderIdParams } } },
  revision: { config: { openapi: { params: orderIdParams, body: orderRevisionBody } } },
} satisfies Record<string, RouteDeclaration>;

/**
 * The customer's orders. POST /customers/pre-orders turns an order draft (spec §3) into an order, attaching the files uploaded before (orphanage files) and using up the data
 * box it came from; GET /customers/pre-orders lists those awaiting payment; GET /customers/orders
 * lists every order, or those in one `status`, with how many are in each on the first page (both
 * newest first, a page at a time: `cursor`, `limit`); GET /customers/orders/{id} shows one; POST …/{id}/pay, …/approve and …/revision
 * (`reason`) take the customer's steps of the order lifecycle (`orders/order-lifecycle.ts`; an
 * approval makes the expert's earning available). A new order is paid from the balance at once
 * when it covers the price.
 */
export function orderRoutes(ctx: AppContext): FastifyPluginAsync {
  const { db } = ctx;
  return async (app) => {
    app.post(
      '/customers/pre-orders',
      {
        preHandler: rateLimitGuard(
          app,
          ctx.config.rateLimitEnabled,
          'preOrder',
          signedInAccount(ctx),
        ),
        ...shapes.preOrder,
      },
      async (request) => {
        const { user } = await requireCustomer(ctx, request);
        const draft = parseInput(preOrderCreateBody, request.body);
        const now = ctx.now();

        if (!(await paperTypeExists(db, draft.paper_type)))
          throw new ApiError('invalid_request', 400, 'paper_type');
        if (draft.discipline_sub !== CUSTOM_DISCIPLINE_ID) {
          if (!(await disciplineExists(db, draft.discipline_sub)))
            throw new ApiError('discipline_required', 400, 'discipline_sub');
        }
        let requestedWriterId: number | null = null;
        if (draft.writer_req_slug !== undefined) {
          const writer = await writerForOrder(db, draft.writer_req_slug);
          if (writer === undefined) throw new ApiError('invalid_request', 400, 'writer_req_slug');
          if (writer.requestable !== 1)
            throw new ApiError('writer_unavailable', 409, 'writer_req_slug');
          requestedWriterId = writer.id;
        }
        if (draft.deadline_datetime <= now)
          throw new ApiError('deadline_past', 400, 'deadline_datetime');

        const wordsQty = draft.words_qty || draft.pages_qty * WORDS_PER_PAGE;
        const listPriceCents = orderPriceCents({
          pagesQty: draft.pages_qty,
          wordsQty,
          deadline: draft.deadline_datetime,
          now,
        });
        const draftCreatedAt = draft.create_datetime ?? null;
        // The balance is locked before the order is inserted: the insert's foreign key takes a
        // key-share lock on the customer's row, which parallel orders would otherwise wait on.
        const placeOrder = () =>
          balanceTransaction(ctx, user.id, async (trx) => {
            const pricing = await priceForCustomer(
              trx,
              ctx.config.discounts,
              user.id,
              listPriceCents,
            );
            const placed = await insertOrder(trx, {
              customer_user_id: user.id,
              customer_label: `Customer #${1000 + user.id}`,
              writer_id: null,
              requested_writer_id: requestedWriterId,
              status: 'pre_order',
              title: draft.title,
              description: draft.description,
              paper_type_id: draft.paper_type,
              discipline_id: draft.discipline_sub,
              discipline_txt:
                draft.discipline_sub === CUSTOM_DISCIPLINE_ID ? draft.discipline_txt : null,
              pages_qty: draft.pages_qty,
              words_qty: wordsQty,
              deadline_at: draft.deadline_datetime,
              rating_x10: null,
              created_at: now,
              finished_at: null,
              ...pricing,
              draft_created_at: draftCreatedAt,
            });
            await setDeadlineTimer(ctx, trx, placed);
            if (draft.files.length > 0) {
              const attached = await attachOrphanFiles(trx, placed.id, user.id, draft.files, now);
              // Rolls the order back: a file that is gone must not leave a half-made order.
              if (attached !== draft.files.length)
                throw new ApiError('invalid_request', 400, 'files');
            }
            if (draft.data_box_key !== undefined) {
              await useUpDataBox(trx, draft.data_box_key);
            }
            // Paid at once when the balance covers it; otherwise it waits for payment.
            const paid = await payOrder(trx, ctx.config, placed, { customerUserId: user.id }, now);
            if (paid) await tellOrderEvent(ctx, trx, paid, 'pay');
            return placed.id;
          });
        const orderId = await placeOrder().catch(async (error: unknown) => {
          // The same draft sent again (a double click, a second tab): the order it already made.
          if (draftCreatedAt === null || !isUniqueViolation(error)) throw error;
          return orderIdOfDraft(db, user.id, draftCreatedAt);
        });

        const order = await findOrder(ctx, orderId, { customerUserId: user.id });
        const [details] = await orderDetails(ctx, [order], 'customer');
        return okEnvelope({ order: details });
      },
    );

    app.get('/customers/pre-orders', shapes.preOrders, async (request) => {
      const { user } = await requireCustomer(ctx, request);
      const page = parseInput(listPageQuery, request.query);
      const { orders, next_cursor } = await customerOrderPage(db, user.id, 'pre_order', page);
      return okEnvelope({ pre_orders: await orderDetails(ctx, orders, 'customer'), next_cursor });
    });

    app.get('/customers/orders', shapes.orders, async (request) => {
      const { user } = await requireCustomer(ctx, request);
      const query = parseInput(orderListQuery, request.query);
      return okEnvelope(await customerOrderList(ctx, user.id, query, 'customer'));
    });

    app.get('/customers/orders/:id', shapes.one, async (request) => {
      const { user } = await requireCustomer(ctx, request);
      const { id } = parseInput(orderIdParams, request.params);
      const order = await findOrder(ctx, id, { customerUserId: user.id });
      const [details] = await orderDetails(ctx, [order], 'customer');
      return okEnvelope({ order: details });
    });

    // The customer's steps: approve the delivered result, or ask for a revision (with the reason,
    // counted on the order). Cancelling is the refund policy's (order-refunds/).
    const customerStep =
      (action: 'approve' | 'request_revision') => async (request: FastifyRequest) => {
        const { user } = await requireCustomer(ctx, request);
        const { id } = parseInput(orderIdParams, request.params);
        const revision =
          action === 'request_revision' ? parseInput(orderRevisionBody, request.body) : undefined;
        const scope = { customerUserId: user.id };
        const order = await findOrder(ctx, id, scope);
        const next = await transact(db, async (trx) => {
          const taken = revision
            ? await takeOrderStep(trx, order, action, scope, {
                revision_count: order.revision_count + 1,
                revision_reason: revision.reason,
              })
            : await approveOrder(trx, order, 'approve', scope, ctx.now());
          await tellOrderEvent(ctx, trx, taken, action, {
            by: 'customer',
            ...(revision && { detail: `What to change: ${revision.reason}` }),
          });
          return taken;
        });
        const [details] = await orderDetails(ctx, [next], 'customer');
        return okEnvelope({ order: details });
      };
    app.post('/customers/orders/:id/pay', shapes.one, async (request) => {
      const { user } = await requireCustomer(ctx, request);
      const { id } = parseInput(orderIdParams, request.params);
      const scope = { customerUserId: user.id };
      const order = await findOrder(ctx, id, scope);
      const paid = await balanceTransaction(ctx, user.id, async (trx) => {
        const next = await payOrder(trx, ctx.config, order, scope, ctx.now());
        if (!next) throw new ApiError('balance_too_low', 409);
        await tellOrderEvent(ctx, trx, next, 'pay');
        return next;
      });
      const [details] = await orderDetails(ctx, [paid], 'customer');
      return okEnvelope({ order: details, balance_cents: await balanceOf(db, user.id) });
    });

    app.post('/customers/orders/:id/approve', shapes.one, customerStep('approve'));
    app.post('/customers/orders/:id/revision', shapes.revision, customerStep('request_revision'));
  };
}
