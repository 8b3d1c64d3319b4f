import type { ExpertApplicationClient, ExpertApplicationSummary } from '@bb/api-client';
import { useState } from 'react';
import { formatDeadline } from '../kit/format';
import { type PagedList, usePagedList } from '../kit/use-paged-list';
import { APPLICATION_TEXTS } from './application-texts';

export interface UseWaitingApplicationsOptions {
  client: ExpertApplicationClient;
}

/** An application in the operator's list, its date in words. */
export interface WaitingApplicationView extends ExpertApplicationSummary {
  receivedAt: string;
}

export interface UseWaitingApplicationsResult {
  list: PagedList<WaitingApplicationView>;
  /** How many wait in all (the API's count), once the first page is in. */
  waitingCount: number | null;
  texts: typeof APPLICATION_TEXTS;
}

/** The operator's home: the applications waiting for review, newest first, a page at a time. */
export function useWaitingApplications({
  client,
}: UseWaitingApplicationsOptions): UseWaitingApplicationsResult {
  const [waitingCount, setWaitingCount] = useState<number | null>(null);
  const list = usePagedList<WaitingApplicationView>(
    'expert-applications/received',
    async (cursor, signal) => {
      const page = await client.expertApplications({
        status: 'received',
        ...(cursor ? { cursor } : {}),
        signal,
      });
      setWaitingCount(page.counts.received);
      return {
        items: page.applications.map((application) => ({
          ...application,
          receivedAt: formatDeadline(application.created_at),
        })),
        next_cursor: page.next_cursor,
      };
    },
  );
  return { list, waitingCount, texts: APPLICATION_TEXTS };
}
