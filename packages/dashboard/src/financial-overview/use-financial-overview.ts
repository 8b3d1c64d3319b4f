import type { Earnings, OrderClient } from '@bb/api-client';
import { useState } from 'react';
import type { LoadStatus } from '../kit/use-loaded';
import { type PagedList, usePagedList } from '../kit/use-paged-list';
import { FINANCIAL_OVERVIEW_TEXTS } from './financial-overview-texts';
import { type FinancialOverviewView, financialOverviewView } from './financial-overview-view';

export interface UseFinancialOverviewOptions {
  client: OrderClient;
  /** The expert's page of an order (`orders_progress/{id}/`), for the earnings' titles. */
  orderHref(orderId: number): string;
}

export interface UseFinancialOverviewResult {
  status: LoadStatus;
  /** Null until loaded. */
  overview: FinancialOverviewView | null;
  /** Loaded, and the expert has taken no order yet. */
  empty: boolean;
  errorMessage: string | null;
  reload(): void;
  /** The earnings' and the payouts' pages: "Show more" under each table. */
  earningsList: PagedList<{ id: number }>;
  payoutsList: PagedList<{ id: number }>;
  texts: typeof FINANCIAL_OVERVIEW_TEXTS;
}

/**
 * The expert's Financial Overview (`balance/` of the writer role): the totals, the next payout
 * date, the earnings per order and the payouts, each list a page at a time, loaded once the page
 * shows.
 */
export function useFinancialOverview(
  options: UseFinancialOverviewOptions,
): UseFinancialOverviewResult {
  const { client, orderHref } = options;
  // The totals come with each page of earnings; the latest page's are the latest totals.
  const [totals, setTotals] = useState<Earnings>();
  const earnings = usePagedList('earnings', async (cursor, signal) => {
    const page = await client.getEarnings({ cursor, signal });
    setTotals(page);
    return { items: page.earnings, next_cursor: page.next_cursor };
  });
  const payouts = usePagedList('payouts', async (cursor, signal) => {
    const page = await client.getPayouts({ cursor, signal });
    return { items: page.payouts, next_cursor: page.next_cursor };
  });
  const lists = [earnings, payouts];
  const status: LoadStatus = lists.some((list) => list.status === 'error')
    ? 'error'
    : lists.some((list) => list.status === 'loading')
      ? 'loading'
      : 'ready';
  const overview =
    totals && status === 'ready'
      ? financialOverviewView({ ...totals, earnings: earnings.items }, payouts.items, orderHref)
      : null;
  return {
    status,
    overview,
    empty: overview !== null && overview.earnings.length === 0,
    errorMessage: earnings.errorMessage ?? payouts.errorMessage,
    reload: () => {
      earnings.reload();
      payouts.reload();
    },
    earningsList: earnings,
    payoutsList: payouts,
    texts: FINANCIAL_OVERVIEW_TEXTS,
  };
}
