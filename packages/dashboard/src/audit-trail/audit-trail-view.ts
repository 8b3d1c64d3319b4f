import type { AuditEvent } from '@bb/api-client';
import { formatDeadline } from '../kit/format';
import { AUDIT_ACTION_LABELS, AUDIT_TRAIL_TEXTS, TIMED_AUDIT_ACTIONS } from './audit-trail-texts';

/** An event as the trail shows it: when, who, what (and what else it says). */
export interface AuditRow {
  id: number;
  when: string;
  /** The instant for `<time dateTime>`. */
  at: string;
  who: string;
  what: string;
  detail: string;
}

export function auditRow(event: AuditEvent): AuditRow {
  return {
    id: event.id,
    when: formatDeadline(event.created_at),
    at: new Date(event.created_at).toISOString(),
    who:
      event.actor?.email ??
      (TIMED_AUDIT_ACTIONS.has(event.action)
        ? AUDIT_TRAIL_TEXTS.serverTimer
        : AUDIT_TRAIL_TEXTS.serverCommand),
    what: AUDIT_ACTION_LABELS[event.action] ?? event.action,
    detail: event.detail,
  };
}
