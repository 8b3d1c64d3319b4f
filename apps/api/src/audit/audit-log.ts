import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** What was done to an account. */
export type AuditAction =
  /** Created by the server's command line (`admin create-user`). */
  | 'account_created'
  | 'staff_invited'
  | 'invitation_resent'
  | 'account_blocked'
  | 'account_unblocked';

export type AuditEvent = {
  /** Who did it; null for the server's command line. */
  actorUserId: number | null;
  action: AuditAction;
  subjectUserId: number;
  /** What else the action needs said (the role an invitation gives). */
  detail?: string;
  at: number;
};

/**
 * Records who did what to which account, and when. Called inside the transaction of the change
 * it records, so an action and its record stand or fall together.
 */
export async function recordAuditEvent(db: Kysely<Database>, event: AuditEvent): Promise<void> {
  await db
    .insertInto('audit_events')
    .values({
      actor_user_id: event.actorUserId,
      action: event.action,
      subject_user_id: event.subjectUserId,
      detail: event.detail ?? '',
      created_at: event.at,
    })
    .execute();
}
