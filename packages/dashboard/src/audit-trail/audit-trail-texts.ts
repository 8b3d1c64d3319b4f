import type { AuditAction } from '@bb/api-client';

/** The audit trail's words (ours: the spec has no audit log). */
export const AUDIT_TRAIL_TEXTS = {
  heading: 'History',
  loading: 'Loading the history',
  empty: 'No operator has acted on it yet.',
  reload: 'Try again',
  /** Who did what the server's command line did (`admin create-user`). */
  serverCommand: 'The server’s command line',
  /** Who did what an order's timer did (the review period's end, the deadline). */
  serverTimer: 'The server, on time',
  when: 'When',
  who: 'Who',
  what: 'What',
} as const;

/** Each action as the trail says it. */
export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  account_created: 'Account created',
  staff_invited: 'Invited as staff',
  invitation_resent: 'Invitation sent again',
  account_blocked: 'Account blocked',
  account_unblocked: 'Account unblocked',
  support_contract_created: 'Support contract period added',
  support_contract_changed: 'Support contract period changed',
  order_assigned: 'Assigned to an expert',
  order_reassigned: 'Given to another expert',
  order_cancelled: 'Cancelled and refunded',
  order_auto_approved: 'Approved automatically: the review period ended',
  review_period_ending: 'The review period ends soon',
  order_late: 'Late: the deadline passed',
  cancellation_settled: 'Cancellation settled',
  dispute_resolved: 'Dispute resolved',
  review_hidden: 'Review hidden',
};

/** The actions an order's timer takes, not the server's command line. */
export const TIMED_AUDIT_ACTIONS: ReadonlySet<AuditAction> = new Set([
  'order_auto_approved',
  'review_period_ending',
  'order_late',
]);
