import type { Earnings, ExpertAccount, OperatorAccountClient } from '@bb/api-client';
import { useState } from 'react';
import { useLoaded } from '../kit/use-loaded';
import { usePagedList } from '../kit/use-paged-list';
import { useAccountBlock } from './use-account-block';

export interface UseExpertAccountOptions {
  client: OperatorAccountClient;
  /** Their account's id (what the search lists and blocking takes). */
  expertId: number;
}

/** What the earnings' first page says beside the list: the totals and the next payout. */
export type EarningTotals = Omit<Earnings, 'earnings' | 'next_cursor'>;

/**
 * An expert's page for the operator: the account with their public profile's figures, their
 * orders and earnings, each paged on its own (the lists the expert reads of their own, by id),
 * the earnings' totals as the latest page says them, and the block step.
 */
export function useExpertAccount({ client, expertId }: UseExpertAccountOptions) {
  const key = String(expertId);
  const account = useLoaded<ExpertAccount>(`expert:${key}`, (signal) =>
    client.expert(expertId, { signal }).then(({ expert }) => expert),
  );
  const orders = usePagedList(`orders:${key}`, (cursor, signal) =>
    client
      .expertOrders(expertId, { cursor, signal })
      .then((page) => ({ items: page.orders, next_cursor: page.next_cursor })),
  );
  const [totals, setTotals] = useState<EarningTotals | null>(null);
  const earnings = usePagedList(`earnings:${key}`, (cursor, signal) =>
    client
      .expertEarnings(expertId, { cursor, signal })
      .then(({ earnings, next_cursor, ...rest }) => {
        setTotals(rest);
        return { items: earnings, next_cursor };
      }),
  );
  const block = useAccountBlock({
    client,
    account: account.data,
    onChanged: (status) => account.data && account.setData({ ...account.data, status }),
  });
  return { account, orders, earnings, totals, block };
}

export type UseExpertAccountResult = ReturnType<typeof useExpertAccount>;
