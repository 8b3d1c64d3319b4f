import type { AuditClient, AuditEvent, AuditSubject } from '@bb/api-client';
import { usePagedList } from '../kit/use-paged-list';
import { auditRow } from './audit-trail-view';

export interface UseAuditTrailOptions {
  client: AuditClient;
  /** Whose trail: an order's or an account's. */
  subject: AuditSubject;
}

/** The audit trail of an order or an account, newest first, a page at a time (`usePagedList`). */
export function useAuditTrail({ client, subject }: UseAuditTrailOptions) {
  const key = 'order' in subject ? `order:${subject.order}` : `account:${subject.account}`;
  const list = usePagedList<AuditEvent>(`audit:${key}`, (cursor, signal) =>
    client
      .auditEvents(subject, { cursor, signal })
      .then(({ events, next_cursor }) => ({ items: events, next_cursor })),
  );
  return { list, rows: list.items.map(auditRow) };
}

export type UseAuditTrailResult = ReturnType<typeof useAuditTrail>;
