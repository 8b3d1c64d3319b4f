import type { Reminder } from '@bb/validation';
import type { AppContext } from '../app-context';
import { REMINDABLE_ORDERS_MAX } from './order-lists';
import { REVIEW_REMINDER_DAYS_BEFORE, reviewEndsAt } from './review-period';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The customer's reminders that a delivered order's review period ends soon (from
 * REVIEW_REMINDER_DAYS_BEFORE's first day before its end), soonest end first: `due_datetime` is
 * when the order is approved unless answered first. Read from the customer's delivered orders
 * (orders_by_customer_status), at most REMINDABLE_ORDERS_MAX.
 */
export async function reviewPeriodReminders(
  ctx: AppContext,
  customerUserId: number,
): Promise<Reminder[]> {
  const remindFrom = Math.max(...REVIEW_REMINDER_DAYS_BEFORE) * DAY_MS;
  const orders = await ctx.db
    .selectFrom('orders')
    .select(['id', 'title', 'status', 'delivered_at'])
    .where('customer_user_id', '=', customerUserId)
    .where('status', '=', 'delivered')
    .where('delivered_at', '<=', ctx.now() - ctx.config.reviewPeriodMs + remindFrom)
    .orderBy('delivered_at')
    .orderBy('id')
    .limit(REMINDABLE_ORDERS_MAX)
    .execute();
  return orders.flatMap((order) => {
    const endsAt = reviewEndsAt(ctx, order);
    if (endsAt === null) return [];
    const title = order.title || `#${order.id}`;
    return [
      {
        type: 'review_period_ending',
        order_id: order.id,
        due_datetime: endsAt,
        message: `Your order "${title}" will be approved automatically on ${formatDay(endsAt)}. Please review it and approve it or ask for a revision before then.`,
        url_path: `/dashboard/customer/orders/${order.id}`,
      },
    ];
  });
}

/** "December 11, 2026" (UTC): the day as the reminder's text says it. */
function formatDay(at: number): string {
  return new Date(at).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
}
