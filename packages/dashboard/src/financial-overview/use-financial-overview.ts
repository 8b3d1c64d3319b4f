import type { OrderClient } from '@bb/api-client';
import { type LoadStatus, useLoaded } from '../kit/use-loaded';
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
  texts: typeof FINANCIAL_OVERVIEW_TEXTS;
}

/**
 * The expert's Financial Overview (`balance/` of the writer role): the totals, the next payout
 * date, the earnings per order and the payouts, loaded once the page shows.
 */
export function useFinancialOverview(
  options: UseFinancialOverviewOptions,
): UseFinancialOverviewResult {
  const { client, orderHref } = options;
  const loaded = useLoaded('earnings', (signal) => client.getEarnings({ signal }));
  const overview = loaded.data ? financialOverviewView(loaded.data, orderHref) : null;
  return {
    status: loaded.status,
    overview,
    empty: overview !== null && overview.earnings.length === 0,
    errorMessage: loaded.errorMessage,
    reload: loaded.reload,
    texts: FINANCIAL_OVERVIEW_TEXTS,
  };
}
