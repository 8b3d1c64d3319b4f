import type { ExpertApplicationClient } from '@bb/api-client';
import { WaitingList } from '../kit/waiting-list';
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
  return (
    <WaitingList
      className={className}
      list={list}
      texts={{
        heading: texts.waiting,
        caption: texts.waitingCaption,
        loading: texts.loadingWaiting,
        empty: texts.noneWaiting,
        reload: texts.reload,
      }}
      summary={waitingCount === null ? null : texts.waitingCount(waitingCount)}
      items={list.items.map((application) => ({
        id: application.id,
        title: application.name,
        href: applicationHref(application.id),
        meta: `${application.email} · ${texts.received} ${application.receivedAt}`,
      }))}
    />
  );
}
