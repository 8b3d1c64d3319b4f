import type { AuditClient, AuditSubject } from '@bb/api-client';
import { LoadRetry, Spinner } from '@bb/ui';
import { clsx } from 'clsx';
import { useId } from 'react';
import { ShowMore } from '../kit/show-more';
import { AUDIT_TRAIL_TEXTS } from './audit-trail-texts';
import { useAuditTrail } from './use-audit-trail';

export interface AuditTrailProps {
  client: AuditClient;
  /** Whose trail: `{ order: id }` on an order's page, `{ account: userId }` on an account's. */
  subject: AuditSubject;
  className?: string;
}

/**
 * What operators did to an order or an account, newest first (who, what, when, and the detail:
 * the expert an order went to, the role an invitation gave), a page at a time ('Show more').
 */
export function AuditTrail({ client, subject, className }: AuditTrailProps) {
  const { list, rows } = useAuditTrail({ client, subject });
  const heading = useId();
  const texts = AUDIT_TRAIL_TEXTS;
  return (
    <section className={clsx('bb-audit-trail', className)} aria-labelledby={heading}>
      <h2 id={heading} className="bb-order-section-title">
        {texts.heading}
      </h2>
      {list.status === 'error' ? (
        <LoadRetry label={texts.reload} onRetry={list.reload} />
      ) : list.status !== 'ready' ? (
        <Spinner label={texts.loading} />
      ) : rows.length === 0 ? (
        <p className="bb-audit-trail__empty">{texts.empty}</p>
      ) : (
        <>
          <ol className="bb-audit-trail__events">
            {rows.map((row) => (
              <li key={row.id} className="bb-audit-trail__event">
                <p className="bb-audit-trail__what">
                  {row.what}
                  {row.detail && <span className="bb-audit-trail__detail">{row.detail}</span>}
                </p>
                <p className="bb-audit-trail__meta">
                  <time dateTime={row.at}>{row.when}</time>
                  {' · '}
                  {row.who}
                </p>
              </li>
            ))}
          </ol>
          <ShowMore list={list} />
        </>
      )}
    </section>
  );
}
