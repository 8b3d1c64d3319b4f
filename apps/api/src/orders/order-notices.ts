import { DASHBOARD_HOME_URL_PATHS } from '@bb/validation';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../app-context';
import type { Order } from '../db/schema';
import {
  orderAssignedMessage,
  orderDeliveredMessage,
  orderMessageMessage,
} from '../mail/mail-messages';
import type { MailMessage } from '../mail/mailer';
import type { OrderAction, OrderParty } from './order-lifecycle';

/** The dashboard pages the e-mails link to: the expert's orders in progress, the customer's orders. */
const EXPERT_ORDERS_PATH = `/dashboard${DASHBOARD_HOME_URL_PATHS.writer}orders_progress/`;
const CUSTOMER_ORDERS_PATH = `/dashboard${DASHBOARD_HOME_URL_PATHS.customer}orders/`;

/** How a message's author is named to the reader. */
const PARTY_NAMES: Record<OrderParty, string> = {
  customer: 'customer',
  expert: 'expert',
  operator: 'BB operator',
};

/**
 * Tells the party who acts next by e-mail: the expert when an order is assigned to them, the
 * customer when it is delivered.
 */
export async function sendOrderNotice(
  ctx: AppContext,
  order: Order,
  action: OrderAction,
  log: FastifyBaseLogger,
): Promise<void> {
  await sendAll(ctx, log, order, async () => {
    const { site } = ctx.config;
    if (action === 'assign') {
      const to = await expertEmail(ctx, order);
      const deadline = new Date(order.deadline_at).toUTCString();
      return to
        ? [orderAssignedMessage(site, to, { ...details(ctx, order, 'expert'), deadline })]
        : [];
    }
    if (action === 'deliver') {
      const to = await customerEmail(ctx, order);
      return to ? [orderDeliveredMessage(site, to, details(ctx, order, 'customer'))] : [];
    }
    return [];
  });
}

/** Tells the order's other parties (its customer, its expert) that `author` wrote on it. */
export async function sendMessageNotice(
  ctx: AppContext,
  order: Order,
  author: OrderParty,
  log: FastifyBaseLogger,
): Promise<void> {
  await sendAll(ctx, log, order, async () => {
    const readers: Array<[OrderParty, string | undefined]> = [
      ['customer', author === 'customer' ? undefined : await customerEmail(ctx, order)],
      ['expert', author === 'expert' ? undefined : await expertEmail(ctx, order)],
    ];
    return readers.flatMap(([reader, to]) =>
      to
        ? [
            orderMessageMessage(ctx.config.site, to, {
              ...details(ctx, order, reader),
              from: PARTY_NAMES[author],
            }),
          ]
        : [],
    );
  });
}

/** Sends what `compose` writes; the step is saved already, so a failure is only logged. */
async function sendAll(
  ctx: AppContext,
  log: FastifyBaseLogger,
  order: Order,
  compose: () => Promise<MailMessage[]>,
): Promise<void> {
  try {
    for (const message of await compose()) await ctx.mailer.send(message);
  } catch (error) {
    log.error({ err: error, orderId: order.id }, 'order notice not sent');
  }
}

/** The order as an e-mail names it, with the link to the reader's dashboard. */
function details(ctx: AppContext, order: Order, reader: OrderParty) {
  const path = reader === 'expert' ? EXPERT_ORDERS_PATH : CUSTOMER_ORDERS_PATH;
  return { id: order.id, title: order.title, url: `${ctx.config.publicOrigin}${path}` };
}

async function customerEmail(ctx: AppContext, order: Order): Promise<string | undefined> {
  if (order.customer_user_id === null) return undefined;
  const customer = await ctx.db
    .selectFrom('users')
    .select('email')
    .where('id', '=', order.customer_user_id)
    .executeTakeFirst();
  return customer?.email;
}

async function expertEmail(ctx: AppContext, order: Order): Promise<string | undefined> {
  if (order.writer_id === null) return undefined;
  const expert = await ctx.db
    .selectFrom('writers')
    .innerJoin('users', 'users.id', 'writers.user_id')
    .select('users.email')
    .where('writers.id', '=', order.writer_id)
    .executeTakeFirst();
  return expert?.email;
}
