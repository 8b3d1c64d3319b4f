import type { ExpertApplicationClient } from '@bb/api-client';
import { Button, ErrorWidget, Spinner } from '@bb/ui';
import { clsx } from 'clsx';
import { useId } from 'react';
import { ShowMore } from '../kit/show-more';
import { useWaitingApplications } from './use-waiting-applications';

export interface WaitingApplicationsProps {
  /** `createExpertApplicationClient()` from `@bb/api-client`. */
  client: ExpertApplicationClient;
  /** The address of one application's page. */
  applicationHref: (applicationId: number) => string;
  className?: string;
}

/**
 * The operator's list of expert applications waiting for review, newest first, a page at a time
 * ("Show more"): each applicant's name (a link to the application), e-mail address and when it
 * arrived, under how many wait in all; for the operator's home.
 */
export function WaitingApplications({
  client,
  applicationHref,
  className,
}: WaitingApplicationsProps) {
  const { list, waitingCount, texts } = useWaitingApplications({ client });
  const headingId = useId();
  return (
    <section className={clsx('bb-waiting-applications', className)} aria-labelledby={headingId}>
      <h2 id={headingId} className="bb-order-section-title">
        {texts.waiting}
      </h2>
      {list.status === 'error' ? (
        <div className="bb-load-retry">
          <ErrorWidget />
          <Button variant="secondary" onClick={list.reload}>
            {texts.reload}
          </Button>
        </div>
      ) : list.status === 'loading' && list.items.length === 0 ? (
        <Spinner label={texts.loadingWaiting} />
      ) : list.items.length === 0 ? (
        <p>{texts.noneWaiting}</p>
      ) : (
        <>
          {waitingCount !== null && <p>{texts.waitingCount(waitingCount)}</p>}
          <ul className="bb-waiting-applications__list" aria-label={texts.waitingCaption}>
            {list.items.map((application) => (
              <li key={application.id} className="bb-waiting-applications__item">
                <p className="bb-waiting-applications__name">
                  <a className="bb-order-list__link" href={applicationHref(application.id)}>
                    {application.name}
                  </a>{' '}
                  <span className="bb-order-list__id">#{application.id}</span>
                </p>
                <p className="bb-waiting-applications__meta">
                  {application.email} · {texts.received} {application.receivedAt}
                </p>
              </li>
            ))}
          </ul>
          <ShowMore list={list} />
        </>
      )}
    </section>
  );
}
