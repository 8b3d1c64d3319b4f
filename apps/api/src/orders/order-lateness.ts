import type { Order } from '../db/schema';
import { WORK_DUE_STATES } from './order-lifecycle';

/** Whether work on the order is due: it is paid, and not yet delivered (or back for a revision). */
export function isWorkDue(order: Pick<Order, 'status'>): boolean {
  return (WORK_DUE_STATES as readonly string[]).includes(order.status);
}

/** Past its deadline while work on it is due: late, for every party. */
export function isOrderLate(order: Pick<Order, 'status' | 'deadline_at'>, now: number): boolean {
  return isWorkDue(order) && order.deadline_at <= now;
}
