import { dashboardPagePath } from '@bb/validation';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../app-context';
import type { Order } from '../db/schema';
import {
  orderAssignedMessage,
  orderDeliveredMessage,
  orderMessageMessage,
} from '../mail/mail-messages';
import type { MailMessage } from '../mail/mailer';
import { claimMessageNotice } from '../mail/message-notices';
import type { OrderAction, OrderParty } from './order-lifecycle';

/** The dashboard pages the e-mails link to: the expert's orders in progress, the customer's orders. */
const EXPERT_ORDERS_PATH = dashboardPagePath('writer', 'orders');
const CUSTOMER_ORDERS_PATH = dashboardPagePath('customer', 'orders');

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
      const to = (await expertOf(ctx, order))?.email;
      const deadline = new Date(order.deadline_at).toUTCString();
      return to
        ? [orderAssignedMessage(site, to, { ...details(ctx, order, 'expert'), deadline })]
        : [];
    }
    if (action === 'deliver') {
      const to = (await customerOf(ctx, order))?.email;
      return to ? [orderDeliveredMessage(site, to, details(ctx, order, 'customer'))] : [];
    }
    return [];
  });
}

/**
 * Tells the order's other parties (its customer, its expert) that `author` wrote on it: each
 * one not e-mailed about this thread in the last 10 minutes, or who has read it since
 * (`mail/message-notices.ts`), so a burst of messages makes one e-mail each.
 */
export async function sendMessageNotice(
  ctx: AppContext,
  order: Order,
  author: OrderParty,
  log: FastifyBaseLogger,
): Promise<void> {
  await sendAll(ctx, log, order, async () => {
    const readers: Array<[OrderParty, Recipient | undefined]> = [
      ['customer', author === 'customer' ? undefined : await customerOf(ctx, order)],
      ['expert', author === 'expert' ? undefined : await expertOf(ctx, order)],
    ];
    const messages: MailMessage[] = [];
    for (const [reader, recipient] of readers) {
      if (!recipient) continue;
      if (!(await claimMessageNotice(ctx.db, `order:${order.id}`, recipient.id, ctx.now())))
        continue;
      messages.push(
        orderMessageMessage(ctx.config.site, recipient.email, {
          ...details(ctx, order, reader),
          from: PARTY_NAMES[author],
        }),
      );
    }
    return messages;
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

type Recipient = { id: number; email: string };

async function customerOf(ctx: AppContext, order: Order): Promise<Recipient | undefined> {
  if (order.customer_user_id === null) return undefined;
  return ctx.db
    .selectFrom('users')
    .select(['id', 'email'])
    .where('id', '=', order.customer_user_id)
    .executeTakeFirst();
}

async function expertOf(ctx: AppContext, order: Order): Promise<Recipient | undefined> {
  if (order.writer_id === null) return undefined;
  return ctx.db
    .selectFrom('writers')
    .innerJoin('users', 'users.id', 'writers.user_id')
    .select(['users.id', 'users.email'])
    .where('writers.id', '=', order.writer_id)
    .executeTakeFirst();
}
