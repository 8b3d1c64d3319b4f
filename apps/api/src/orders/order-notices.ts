import { DASHBOARD_HOME_URL_PATHS } from '@bb/validation';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../app-context';
import type { Order } from '../db/schema';
import { orderAssignedMessage, orderDeliveredMessage } from '../mail/mail-messages';
import type { MailMessage } from '../mail/mailer';
import type { OrderAction } from './order-lifecycle';

/** The dashboard pages the e-mails link to: the expert's orders in progress, the customer's orders. */
const EXPERT_ORDERS_PATH = `/dashboard${DASHBOARD_HOME_URL_PATHS.writer}orders_progress/`;
const CUSTOMER_ORDERS_PATH = `/dashboard${DASHBOARD_HOME_URL_PATHS.customer}orders/`;

/**
 * Tells the party who acts next by e-mail: the expert when an order is assigned to them, the
 * customer when it is delivered. The step is already saved: a message that cannot be sent is
 * logged, and the answer stays a success.
 */
export async function sendOrderNotice(
  ctx: AppContext,
  order: Order,
  action: OrderAction,
  log: FastifyBaseLogger,
): Promise<void> {
  try {
    const message = await noticeFor(ctx, order, action);
    if (message) await ctx.mailer.send(message);
  } catch (error) {
    log.error({ err: error, orderId: order.id, action }, 'order notice not sent');
  }
}

async function noticeFor(
  ctx: AppContext,
  order: Order,
  action: OrderAction,
): Promise<MailMessage | undefined> {
  const { site, publicOrigin } = ctx.config;
  if (action === 'assign' && order.writer_id !== null) {
    const expert = await ctx.db
      .selectFrom('writers')
      .innerJoin('users', 'users.id', 'writers.user_id')
      .select('users.email')
      .where('writers.id', '=', order.writer_id)
      .executeTakeFirst();
    if (!expert) return undefined;
    return orderAssignedMessage(site, expert.email, {
      id: order.id,
      title: order.title,
      deadline: new Date(order.deadline_at).toUTCString(),
      url: `${publicOrigin}${EXPERT_ORDERS_PATH}`,
    });
  }
  if (action === 'deliver' && order.customer_user_id !== null) {
    const customer = await ctx.db
      .selectFrom('users')
      .select('email')
      .where('id', '=', order.customer_user_id)
      .executeTakeFirst();
    if (!customer) return undefined;
    return orderDeliveredMessage(site, customer.email, {
      id: order.id,
      title: order.title,
      url: `${publicOrigin}${CUSTOMER_ORDERS_PATH}`,
    });
  }
  return undefined;
}
