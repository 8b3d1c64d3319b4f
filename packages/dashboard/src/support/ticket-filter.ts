import type { SupportTicketStatus } from '@bb/api-client';
import type { FilterOption } from '../kit/filter-select';
import { SUPPORT_STATUS_LABELS, SUPPORT_TEXTS } from './support-texts';

/** A ticket list's status filter: one status, or (the customer's list) every ticket. */
export type TicketStatusFilter = SupportTicketStatus | 'all';

const STATUSES = Object.keys(SUPPORT_STATUS_LABELS) as SupportTicketStatus[];

/** How many tickets of each status the API counted; a status it did not count is left out. */
export type TicketCounts = Partial<Record<SupportTicketStatus, number>>;

/**
 * The filter's options: 'All tickets' (when the list offers it, with the total) and each status,
 * with its count when the API gave one ('Answered (2)'), plainly otherwise ('Closed').
 */
export function ticketFilterOptions(counts: TicketCounts, withAll: boolean): FilterOption[] {
  const counted = (label: string, count: number | undefined) =>
    count === undefined ? label : `${label} (${count})`;
  const total = STATUSES.reduce((sum, status) => sum + (counts[status] ?? 0), 0);
  return [
    ...(withAll ? [{ value: 'all', label: counted(SUPPORT_TEXTS.allTickets, total) }] : []),
    ...STATUSES.map((status) => ({
      value: status,
      label: counted(SUPPORT_STATUS_LABELS[status], counts[status]),
    })),
  ];
}

/** Whether a value read from the select is a filter of the list. */
export function isTicketFilter(value: string, withAll: boolean): value is TicketStatusFilter {
  return (withAll && value === 'all') || (STATUSES as string[]).includes(value);
}
