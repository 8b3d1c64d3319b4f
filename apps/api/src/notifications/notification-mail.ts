import {
  dashboardPagePath,
  isTransactionalEmailCategory,
  receiptPagePath,
  USER_ROLES,
} from '@bb/validation';
import type { AppContext } from '../app-context';
import type { QueueSettings } from '../jobs/jobs';
import { orderEventMessage } from '../mail/mail-messages';
import { eventEntry, isOrderEvent, READER_OF_ROLE } from './notification-events';

export const NOTIFICATION_MAIL_QUEUE = 'notification-mail';

/**
 * A notification's e-mail is tried again (about 30 s, 1 min, 2 min, …) while the mail server
 * fails; at worst a crash between sending and completing the job sends it twice, never not at all.
 */
export const NOTIFICATION_MAIL_QUEUE_SETTINGS: QueueSettings = {
  retryLimit: 6,
  retryDelaySeconds: 30,
  exclusive: false,
};

/** Sends the e-mail of one notification (queued by `tellOrderEvent` with it). */
export async function sendNotificationMail(
  ctx: AppContext,
  data: { notificationId: number },
): Promise<void> {
  const notice = await ctx.db
    .selectFrom('notifications')
    .innerJoin('users', 'users.id', 'notifications.user_id')
    .leftJoin('orders', 'orders.id', 'notifications.order_id')
    .select([
      'notifications.kind',
      'notifications.text',
      'notifications.link_path',
      'notifications.order_id',
      'notifications.user_id',
      'orders.title',
      'users.email',
      'users.role',
    ])
    .where('notifications.id', '=', data.notificationId)
    .executeTakeFirst();
  if (!notice || !isOrderEvent(notice.kind)) return;
  const entry = eventEntry(notice.kind);
  const reader = READER_OF_ROLE[notice.role];
  const email = reader ? entry.tells[reader]?.email : undefined;
  if (!email) return;
  const { publicOrigin, site } = ctx.config;
  const order = { id: notice.order_id ?? 0, title: notice.title ?? '' };
  // Whoever is e-mailed turns the category off on their Profile & Settings.
  const role = USER_ROLES.find((each) => each === notice.role);
  const receiptId = email.receipt ? await paymentEntryId(ctx, notice) : undefined;
  await ctx.mailer.send(
    orderEventMessage(site, notice.email, {
      subject: email.subject(order),
      text: notice.text,
      action: email.action,
      url: `${publicOrigin}${notice.link_path}`,
      ...(email.note ? { note: email.note } : {}),
      ...(receiptId !== undefined
        ? { receiptUrl: `${publicOrigin}${receiptPagePath('customer', receiptId)}` }
        : {}),
      ...(!isTransactionalEmailCategory(entry.category) && role
        ? { preferencesUrl: `${publicOrigin}${dashboardPagePath(role, 'profile')}` }
        : {}),
    }),
  );
}

/** The ledger entry of the order's payment by the notified customer: its receipt's id. */
async function paymentEntryId(
  ctx: AppContext,
  notice: { order_id: number | null; user_id: number },
): Promise<number | undefined> {
  if (notice.order_id === null) return undefined;
  const entry = await ctx.db
    .selectFrom('balance_entries')
    .select('id')
    .where('order_id', '=', notice.order_id)
    .where('user_id', '=', notice.user_id)
    .where('reason', '=', 'order_payment')
    .executeTakeFirst();
  return entry?.id;
}
