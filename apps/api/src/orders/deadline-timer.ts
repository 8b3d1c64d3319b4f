import type { Kysely } from 'kysely';
import type { AppContext } from '../app-context';
import { recordAuditEvent } from '../audit/audit-log';
import type { Database, Order } from '../db/schema';
import { tellOrderEvent } from '../notifications/tell-order-event';
import { isWorkDue } from './order-lateness';
import { setOrderTimer } from './order-timers';

/** The timer at an order's deadline: the moment it becomes late. */
export const DEADLINE_QUEUE = 'order-deadline';

/** The deadline a timer watches, while work on the order is due; a moved deadline is a new one. */
export function deadlineEntry(order: Order): string | null {
  return isWorkDue(order) ? `due@${order.deadline_at}` : null;
}

/**
 * Sets the timer of the order's deadline, in the transaction of the step that sets the deadline
 * (the order placed, the deadline moved). It fires only if work is still due by then and the
 * deadline is the same; each later deadline has its own.
 */
export function setDeadlineTimer(
  ctx: AppContext,
  trx: Kysely<Database>,
  order: Order,
): Promise<void> {
  const entry = `due@${order.deadline_at}`;
  return setOrderTimer(ctx.jobs, DEADLINE_QUEUE, { id: order.id, entry }, order.deadline_at, trx);
}

/**
 * The `late` event: the deadline came while work on the order was still due. Recorded in the
 * order's audit trail (by the server), in the timer's transaction.
 */
export async function markOrderLate(
  ctx: AppContext,
  trx: Kysely<Database>,
  order: Order,
  now: number,
): Promise<void> {
  await tellOrderEvent(ctx, trx, order, 'late');
  await recordAuditEvent(trx, {
    actorUserId: null,
    action: 'order_late',
    subjectOrderId: order.id,
    at: now,
  });
}
