import type { OrderClient } from '@bb/api-client';
import type { AddressBar } from '@bb/form-hooks';
import { useState } from 'react';
import { formatPrice } from '../kit/format';
import { type Announcement, useAnnouncement } from '../kit/use-announcement';
import type { LoadStatus } from '../kit/use-loaded';
import { type PagedList, usePagedList } from '../kit/use-paged-list';
import { type LedgerEntryView, ledgerEntryView } from './balance-ledger';
import { BALANCE_TEXTS, TOP_UP_RETURN_TEXTS } from './balance-texts';
import type { TopUpPolling } from './top-up-watch';
import { type UseTopUpFormResult, useTopUpForm } from './use-top-up-form';
import { type TopUpReturnStatus, useTopUpReturn } from './use-top-up-return';

export interface UseBalanceOptions {
  client: OrderClient;
  /** The customer's page of an order, for the ledger's order entries. */
  orderHref(orderId: number): string;
  /** The receipt's page of a ledger entry that is a payment; without it, no receipt is linked. */
  receiptHref?(entryId: number): string;
  /** Leaves for the provider's checkout (the site passes `location.assign`). */
  navigate(url: string): void;
  /** Reads and cleans `?top_up=…&checkout=…` (the site passes `browserAddressBar()`). */
  address: Pick<AddressBar, 'params' | 'removeParams'>;
  polling?: TopUpPolling;
}

export interface UseBalanceResult {
  /** The first load; a reload after a payment keeps what is shown. */
  status: LoadStatus;
  /** '$50.00', null until loaded. */
  balance: string | null;
  /** Newest first: the pages loaded so far. */
  entries: LedgerEntryView[];
  /** The ledger's pages: "Show more" under it. */
  ledger: PagedList<{ id: number }>;
  /** Loaded, and nothing has happened on the balance yet (a new customer). */
  empty: boolean;
  /** The ledger links the receipts of its payments (`receiptHref` was given). */
  receipts: boolean;
  errorMessage: string | null;
  reload(): void;
  /** What the return from checkout says, for the page's live region. */
  announcement: Announcement | null;
  topUpReturn: { status: TopUpReturnStatus; checkAgain(): void };
  form: UseTopUpFormResult;
  texts: typeof BALANCE_TEXTS;
  returnTexts: typeof TOP_UP_RETURN_TEXTS;
}

/**
 * The customer's balance page: the balance and its ledger, the top-up form, and the return from
 * the provider's checkout (the balance loads again once the payment has arrived).
 */
export function useBalance(options: UseBalanceOptions): UseBalanceResult {
  const { client } = options;
  // The balance comes with each page of the ledger: the latest page's is the latest balance.
  const [balanceCents, setBalanceCents] = useState<number>();
  const loaded = usePagedList('balance', async (cursor, signal) => {
    const page = await client.getBalance({ cursor, signal });
    setBalanceCents(page.balance_cents);
    return { items: page.entries, next_cursor: page.next_cursor };
  });
  const { announcement, announce } = useAnnouncement();
  const form = useTopUpForm({ client, navigate: options.navigate });
  const topUpReturn = useTopUpReturn({
    client,
    address: options.address,
    announce,
    onPaid: loaded.reload,
    polling: options.polling,
  });
  const entries = loaded.items.map((entry, index) =>
    ledgerEntryView(entry, index, options.orderHref, options.receiptHref),
  );
  const shown = balanceCents !== undefined;
  return {
    status: shown ? 'ready' : loaded.status,
    balance: shown ? formatPrice(balanceCents) : null,
    entries,
    ledger: loaded,
    empty: shown && entries.length === 0,
    receipts: options.receiptHref !== undefined,
    errorMessage: loaded.errorMessage,
    reload: loaded.reload,
    announcement,
    topUpReturn,
    form,
    texts: BALANCE_TEXTS,
    returnTexts: TOP_UP_RETURN_TEXTS,
  };
}
