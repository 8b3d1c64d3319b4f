import type { Order, OrderParty } from '@bb/api-client';
import { formatDeadline } from '../kit/format';
import { ORDER_DEADLINE_TEXTS } from './order-deadline-texts';

/** The states in which work on an order is due: the customer may move its deadline later. */
const WORK_DUE = ['paid', 'assigned', 'in_progress', 'revision'];
/** The states in which the expert works, and may ask for more time. */
const EXPERT_WORKING = ['in_progress', 'revision'];

/** What the deadline part of an order's page shows its `party`, and which forms it offers. */
export interface OrderDeadlineView {
  late: boolean;
  /** 'Approved automatically on Dec 19, 2026, 14:30 unless …' for a delivered order. */
  autoApproval: string | null;
  /** The expert's pending request as this party reads it, with its reason. */
  request: { text: string; reason: string | null; answerable: boolean } | null;
  canExtend: boolean;
  canAsk: boolean;
}

export function orderDeadlineView(order: Order, party: OrderParty): OrderDeadlineView {
  const texts = ORDER_DEADLINE_TEXTS;
  const pending = order.extension_request;
  const proposed = pending ? formatDeadline(pending.proposed_deadline_datetime) : '';
  let request: OrderDeadlineView['request'] = null;
  if (pending && party === 'expert')
    request = { text: texts.requestWaiting(proposed), reason: null, answerable: false };
  else if (pending)
    request = {
      text: texts.requestFromExpert(proposed),
      reason: pending.reason,
      answerable: party === 'customer',
    };
  return {
    late: order.is_late,
    autoApproval:
      order.review_ends_datetime === null
        ? null
        : `${texts.autoApproval(formatDeadline(order.review_ends_datetime))} ${
            party === 'customer' ? texts.autoApprovalCustomer : texts.autoApprovalOthers
          }`,
    request,
    canExtend: party === 'customer' && WORK_DUE.includes(order.status),
    canAsk: party === 'expert' && EXPERT_WORKING.includes(order.status) && !pending,
  };
}

/** Whether the deadline part has anything to show. */
export function hasDeadlineNews(view: OrderDeadlineView): boolean {
  return (
    view.late ||
    view.autoApproval !== null ||
    view.request !== null ||
    view.canExtend ||
    view.canAsk
  );
}

/** A `datetime-local` value (the reader's time) as a millisecond timestamp; null when empty or malformed. */
export function localDateTime(value: string): number | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value)) return null;
  const at = new Date(value).getTime();
  return Number.isNaN(at) ? null : at;
}
