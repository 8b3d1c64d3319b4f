import type { PageInfo } from '@bb/validation';
import type { Kysely } from 'kysely';
import { keysetPage, keysetPageOf, type PageRequest } from '../db/keyset-page';
import type { Database } from '../db/schema';

/** What was done to an account. */
export type AccountAuditAction =
  /** Created by the server's command line (`admin create-user`). */
  | 'account_created'
  | 'staff_invited'
  | 'invitation_resent'
  | 'account_blocked'
  | 'account_unblocked'
  /** A support agent's contract period set or changed by an operator (`detail`: the period's id). */
  | 'support_contract_created'
  | 'support_contract_changed';

/** What an operator, or the server when an order's timer came, did to an order. */
export type OrderAuditAction =
  /** Given to an expert (`detail`: the expert's slug). */
  | 'order_assigned'
  /** Given to another expert before the first accepted it (`detail`: "from-slug → to-slug"). */
  | 'order_reassigned'
  /** Cancelled, its price refunded to the customer's balance. */
  | 'order_cancelled'
  /** The server's: approved at the end of the review period (orders/review-period.ts). */
  | 'order_auto_approved'
  /** The server's: a reminder's time before the review period ends (`detail`: the end, ISO 8601). */
  | 'review_period_ending'
  /** The server's: the deadline came with work still due. */
  | 'order_late'
  /** The customer's cancellation request settled (`detail`: the refund in cents of the price). */
  | 'cancellation_settled'
  /** A dispute resolved (`detail`: the outcome, and a refund's cents of the price). */
  | 'dispute_resolved'
  /** Its customer's review hidden for breaking the rules (`detail`: the rating, "7/10"). */
  | 'review_hidden';

/** What the seo role did to a public page or an old address (`detail`: what changed). */
export type PageAuditAction =
  | 'page_edited'
  | 'page_reverted'
  | 'redirect_added'
  | 'redirect_removed';

export type AuditAction = AccountAuditAction | OrderAuditAction | PageAuditAction;

/** What an event is about: an account, or an order. */
export type AuditSubject =
  | { subjectUserId: number; subjectOrderId?: never }
  | { subjectOrderId: number; subjectUserId?: never };

/** A public page by its path ('/python-homework.html'), or the old address of a redirect. */
export type PageAuditSubject = {
  subjectPath: string;
  subjectUserId?: never;
  subjectOrderId?: never;
};

export type AuditEvent = (AuditSubject | PageAuditSubject) & {
  /** Who did it; null for the server (its command line, an order's timer). */
  actorUserId: number | null;
  action: AuditAction;
  /** What else the action needs said (the role an invitation gives); '' when nothing. */
  detail?: string;
  at: number;
};

/**
 * Records who did what to which account, order or public page, and when. Called inside the transaction of the
 * change it records, so an action and its record stand or fall together.
 */
export async function recordAuditEvent(db: Kysely<Database>, event: AuditEvent): Promise<void> {
  await db
    .insertInto('audit_events')
    .values({
      actor_user_id: event.actorUserId,
      action: event.action,
      subject_user_id: event.subjectUserId ?? null,
      subject_order_id: event.subjectOrderId ?? null,
      subject_path: 'subjectPath' in event ? event.subjectPath : null,
      detail: event.detail ?? '',
      created_at: event.at,
    })
    .execute();
}

/** An event as the operator reads it: who (null: the server's command line), what, when. */
export type AuditEventView = {
  id: number;
  action: AuditAction;
  actor: { id: number; email: string; role: string } | null;
  detail: string;
  /** Millisecond timestamp. */
  created_at: number;
};

/** Whether the account or the order exists (a trail is not shown for one that never did). */
export async function auditSubjectExists(
  db: Kysely<Database>,
  subject: AuditSubject,
): Promise<boolean> {
  const row =
    subject.subjectOrderId === undefined
      ? await db
          .selectFrom('users')
          .select('id')
          .where('id', '=', subject.subjectUserId)
          .executeTakeFirst()
      : await db
          .selectFrom('orders')
          .select('id')
          .where('id', '=', subject.subjectOrderId)
          .executeTakeFirst();
  return row !== undefined;
}

/** A page of the events of one account or one order, newest first (0022's indexes). */
export async function auditEventPage(
  db: Kysely<Database>,
  subject: AuditSubject,
  page: PageRequest,
): Promise<{ events: AuditEventView[] } & PageInfo> {
  const query = db
    .selectFrom('audit_events')
    .leftJoin('users', 'users.id', 'audit_events.actor_user_id')
    .select([
      'audit_events.id',
      'audit_events.action',
      'audit_events.detail',
      'audit_events.created_at',
      'users.id as actor_id',
      'users.email as actor_email',
      'users.role as actor_role',
    ])
    .where((eb) =>
      subject.subjectOrderId === undefined
        ? eb('audit_events.subject_user_id', '=', subject.subjectUserId)
        : eb('audit_events.subject_order_id', '=', subject.subjectOrderId),
    );
  const rows = await keysetPage(
    query,
    { key: 'audit_events.created_at', id: 'audit_events.id', direction: 'desc' },
    page,
  ).execute();
  const { rows: shown, next_cursor } = keysetPageOf(rows, page, (row) => ({
    key: row.created_at,
    id: row.id,
  }));
  return {
    events: shown.map((row) => ({
      id: row.id,
      action: row.action as AuditAction,
      actor:
        row.actor_id === null
          ? null
          : { id: row.actor_id, email: row.actor_email ?? '', role: row.actor_role ?? '' },
      detail: row.detail,
      created_at: row.created_at,
    })),
    next_cursor,
  };
}
