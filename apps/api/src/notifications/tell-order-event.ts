import { dashboardPagePath, isTransactionalEmailCategory, receiptPagePath } from '@bb/validation';
import type { Kysely } from 'kysely';
import type { AppContext } from '../app-context';
import type { Database } from '../db/schema';
import { claimMessageNotice } from '../mail/message-notices';
import { optedOut } from './email-preferences';
import { eventEntry, type OrderEvent, type Recipient } from './notification-events';
import { NOTIFICATION_MAIL_QUEUE } from './notification-mail';

/** Who takes a step on an order (the lifecycle's parties). */
type OrderParty = 'customer' | 'expert' | 'operator';

/** The order as an event reads it (an orders row has these). */
export type NotifiedOrder = {
  id: number;
  title: string;
  customer_user_id: number | null;
  writer_id: number | null;
};

export type TellOptions = {
  /** The party who took the step: not told of their own step. */
  by?: OrderParty;
  /** Words the step adds to the text (a reason, an amount, an outcome), or a message's author. */
  detail?: string;
};

/** Who an order's step can tell: a referral partner hears of their payouts only. */
type OrderRecipient = Exclude<Recipient, 'partner'>;

/** The order's page of each recipient: what the notification and its e-mail link to. */
const ORDER_PAGE: Record<OrderRecipient, (orderId: number) => string> = {
  customer: (id) => `${dashboardPagePath('customer', 'orders')}${id}/`,
  expert: (id) => `${dashboardPagePath('writer', 'orders')}${id}/`,
  operators: (id) => `${dashboardPagePath('operator', 'orders')}${id}/`,
};
const PARTY_OF: Record<OrderRecipient, OrderParty> = {
  customer: 'customer',
  expert: 'expert',
  operators: 'operator',
};

/**
 * Tells the people an order's `event` concerns, as ORDER_EVENTS says: a notification each, in
 * `trx`, the transaction of the step, so the step and what it tells stand or fall together; and,
 * where the event e-mails and the reader has not turned its category off, a mail job queued in
 * the same transaction (sent after the commit, retried on failure, never lost to a crash).
 */
export async function tellOrderEvent(
  ctx: AppContext,
  trx: Kysely<Database>,
  order: NotifiedOrder,
  event: OrderEvent,
  options: TellOptions = {},
): Promise<void> {
  const entry = eventEntry(event);
  for (const [recipient, told] of Object.entries(entry.tells) as [
    Recipient,
    (typeof entry.tells)[Recipient],
  ][]) {
    if (!told || recipient === 'partner' || PARTY_OF[recipient] === options.by) continue;
    for (const userId of await recipientIds(trx, order, recipient)) {
      if (entry.batched && !(await claimMessageNotice(trx, `order:${order.id}`, userId, ctx.now())))
        continue;
      await notify(ctx, trx, {
        userId,
        event,
        orderId: order.id,
        text: told.text(order, options.detail),
        linkPath: ORDER_PAGE[recipient](order.id),
        mailed: told.email !== undefined,
      });
    }
  }
}

/** Where each payee reads their payouts: what the notification of a sent one links to. */
const PAYOUTS_PAGE = {
  expert: dashboardPagePath('writer', 'financialOverview'),
  partner: dashboardPagePath('earnings', 'earnings'),
};

/**
 * The payee of a sent payout (an expert, a referral partner: the user `payout.userId`) hears of
 * it, with the link to where they read their payouts.
 */
export async function tellPayoutSent(
  ctx: Pick<AppContext, 'jobs' | 'now'>,
  trx: Kysely<Database>,
  payee: keyof typeof PAYOUTS_PAGE,
  payout: { userId: number; amount_cents: number },
): Promise<void> {
  const told = eventEntry('payout_sent').tells[payee];
  if (!told) return;
  await notify(ctx, trx, {
    userId: payout.userId,
    event: 'payout_sent',
    orderId: null,
    text: told.text({ id: 0, title: '' }, `Amount: ${formatUsd(payout.amount_cents)}.`),
    linkPath: PAYOUTS_PAGE[payee],
    mailed: told.email !== undefined,
  });
}

/**
 * The customer hears that a top-up arrived on their balance, with the link to its receipt (the
 * ledger entry `entryId`).
 */
export async function tellTopUp(
  ctx: Pick<AppContext, 'jobs' | 'now'>,
  trx: Kysely<Database>,
  topUp: { user_id: number; amount_cents: number; entryId: number },
): Promise<void> {
  const told = eventEntry('top_up').tells.customer;
  if (!told) return;
  await notify(ctx, trx, {
    userId: topUp.user_id,
    event: 'top_up',
    orderId: null,
    text: told.text({ id: 0, title: '' }, `Amount: ${formatUsd(topUp.amount_cents)}.`),
    linkPath: receiptPagePath('customer', topUp.entryId),
    mailed: told.email !== undefined,
  });
}

/** The customer hears of a refund: how much, and where it goes (the balance, or their card). */
export function tellRefund(
  ctx: AppContext,
  trx: Kysely<Database>,
  order: NotifiedOrder,
  refund: { cents: number; toCard: boolean },
): Promise<void> {
  const where = refund.toCard ? 'to the card you paid with' : 'to your balance';
  return tellOrderEvent(ctx, trx, order, 'refund', {
    detail: `Refund: ${formatUsd(refund.cents)}, ${where}.`,
  });
}

function formatUsd(cents: number): string {
  return `${(cents / 100).toFixed(2)} USD`;
}

async function notify(
  ctx: Pick<AppContext, 'jobs' | 'now'>,
  trx: Kysely<Database>,
  notice: {
    userId: number;
    event: OrderEvent;
    orderId: number | null;
    text: string;
    linkPath: string;
    mailed: boolean;
  },
): Promise<void> {
  const { id } = await trx
    .insertInto('notifications')
    .values({
      user_id: notice.userId,
      kind: notice.event,
      order_id: notice.orderId,
      text: notice.text,
      link_path: notice.linkPath,
      created_at: ctx.now(),
      read_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (!notice.mailed) return;
  const { category } = eventEntry(notice.event);
  if (!isTransactionalEmailCategory(category) && (await optedOut(trx, notice.userId, category)))
    return;
  await ctx.jobs.send(NOTIFICATION_MAIL_QUEUE, { notificationId: id }, { trx });
}

/** The users behind a recipient of the order: none when the order has no such party (yet). */
async function recipientIds(
  trx: Kysely<Database>,
  order: NotifiedOrder,
  recipient: OrderRecipient,
): Promise<number[]> {
  if (recipient === 'customer')
    return order.customer_user_id === null ? [] : [order.customer_user_id];
  if (recipient === 'expert') {
    if (order.writer_id === null) return [];
    const expert = await trx
      .selectFrom('writers')
      .select('user_id')
      .where('id', '=', order.writer_id)
      .executeTakeFirst();
    return expert?.user_id == null ? [] : [expert.user_id];
  }
  // The operators are a handful of staff accounts: each gets their own (read or not).
  const operators = await trx
    .selectFrom('users')
    .select('id')
    .where('role', '=', 'operator')
    .where('is_blocked', '=', 0)
    .execute();
  return operators.map((operator) => operator.id);
}
