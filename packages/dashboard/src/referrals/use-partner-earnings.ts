import type { PartnerClient } from '@bb/api-client';
import type { PayoutView } from '../financial-overview/financial-overview-view';
import { useLoaded } from '../kit/use-loaded';
import { type PagedList, usePagedList } from '../kit/use-paged-list';
import { REFERRAL_TEXTS } from './referral-texts';
import { type PartnerOverviewView, partnerOverviewView, partnerPayoutView } from './referral-view';

export interface UsePartnerEarningsOptions {
  /** `createPartnerClient()` from `@bb/api-client`, signed in as the partner. */
  client: PartnerClient;
  /** The site's origin the link starts with ('https://bb.example'). */
  origin: string;
}

/**
 * The partner's `earnings/`: their link and its funnel, the commissions by period and by state,
 * the next payout date (GET /partners/overview) and their payouts a page at a time.
 */
export function usePartnerEarnings({ client, origin }: UsePartnerEarningsOptions) {
  const loaded = useLoaded('partner-overview', (signal) => client.partnerOverview({ signal }));
  const payouts: PagedList<{ id: number }> & { views: PayoutView[] } = withViews(
    usePagedList('partner-payouts', async (cursor, signal) => {
      const page = await client.partnerPayouts({ cursor, signal });
      return { items: page.payouts, next_cursor: page.next_cursor };
    }),
  );
  const status =
    loaded.status === 'error' || payouts.status === 'error'
      ? 'error'
      : loaded.status === 'loading' || payouts.status === 'loading'
        ? 'loading'
        : 'ready';
  const overview: PartnerOverviewView | null =
    status === 'ready' && loaded.data ? partnerOverviewView(loaded.data, origin) : null;
  return {
    status,
    overview,
    payouts,
    reload: () => {
      loaded.reload();
      payouts.reload();
    },
    texts: REFERRAL_TEXTS,
  } as const;
}

function withViews<Item extends Parameters<typeof partnerPayoutView>[0]>(list: PagedList<Item>) {
  return { ...list, views: list.items.map(partnerPayoutView) };
}

export type UsePartnerEarningsResult = ReturnType<typeof usePartnerEarnings>;
