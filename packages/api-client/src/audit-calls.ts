import type { PageInfo, UserRole } from '@bb/validation';
import type { CallContext } from './call-context';
import type { PageOptions } from './page-options';
import { createTransport, type TransportOptions } from './transport';

/** What was done to an account or an order (the API's audit log). */
export type AuditAction =
  | 'account_created'
  | 'staff_invited'
  | 'invitation_resent'
  | 'account_blocked'
  | 'account_unblocked'
  | 'support_contract_created'
  | 'support_contract_changed'
  | 'order_assigned'
  | 'order_reassigned'
  | 'order_cancelled'
  /** The server's, when an order's timer came: approved at the end of the review period. */
  | 'order_auto_approved'
  /** The server's: the review period ends soon (`detail`: its end, ISO 8601). */
  | 'review_period_ending'
  /** The server's: the deadline came with work still due. */
  | 'order_late'
  | 'cancellation_settled'
  | 'dispute_resolved'
  | 'review_hidden';

/** One event of an audit trail: who did what, when, and what else it says. */
export interface AuditEvent {
  id: number;
  action: AuditAction;
  /** Who did it; null for the server (its command line, or an order's timer). */
  actor: { id: number; email: string; role: UserRole } | null;
  /** The role an invitation gives, the expert an order went to ("from → to" when it changed hands); '' when nothing. */
  detail: string;
  /** Millisecond timestamp. */
  created_at: number;
}

/** A page of an audit trail, newest first. */
export interface AuditEventPage extends PageInfo {
  events: AuditEvent[];
}

/** Whose audit trail: an order's (by its id) or an account's (by the user's id). */
export type AuditSubject = { order: number } | { account: number };

/** The path of a subject's audit trail. */
export function auditEventsPath(subject: AuditSubject): string {
  const [base, id] =
    'order' in subject
      ? ['/operators/orders', subject.order]
      : ['/operators/accounts', subject.account];
  return `${base}/${encodeURIComponent(String(id))}/audit-events`;
}

/** The operator's audit trails. */
export function createAuditCalls({ transport }: CallContext) {
  return {
    /**
     * GET /operators/orders/{id}/audit-events or /operators/accounts/{id}/audit-events: a page
     * of what was done to the order or the account, newest first.
     */
    auditEvents: (subject: AuditSubject, { cursor, limit, signal }: PageOptions = {}) =>
      transport.send<AuditEventPage>({
        method: 'GET',
        path: auditEventsPath(subject),
        query: { cursor, limit },
        signal,
      }),
  };
}

/** The audit calls, a client of their own so that no other page's bundle carries them. */
export function createAuditClient(options: TransportOptions = {}) {
  return createAuditCalls({ transport: createTransport(options) });
}

export type AuditClient = ReturnType<typeof createAuditClient>;
