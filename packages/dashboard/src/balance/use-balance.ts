import type { OrderClient } from '@bb/api-client';
import type { AddressBar } from '@bb/form-hooks';
import { formatPrice } from '../kit/format';
import { type Announcement, useAnnouncement } from '../kit/use-announcement';
import { type LoadStatus, useLoaded } from '../kit/use-loaded';
import { type LedgerEntryView, ledgerEntryView } from './balance-ledger';
import { BALANCE_TEXTS, TOP_UP_RETURN_TEXTS } from './balance-texts';
import type { TopUpPolling } from './top-up-watch';
import { type UseTopUpFormResult, useTopUpForm } from './use-top-up-form';
import { type TopUpReturnStatus, useTopUpReturn } from './use-top-up-return';

export interface UseBalanceOptions {
  client: OrderClient;
  /** The customer's page of an order, for the ledger's order entries. */
  orderHref(orderId: number): string;
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
  /** Newest first. */
  entries: LedgerEntryView[];
  /** Loaded, and nothing has happened on the balance yet (a new customer). */
  empty: boolean;
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
  const loaded = useLoaded('balance', (signal) => client.getBalance({ signal }));
  const { announcement, announce } = useAnnouncement();
  const form = useTopUpForm({ client, navigate: options.navigate });
  const topUpReturn = useTopUpReturn({
    client,
    address: options.address,
    announce,
    onPaid: loaded.reload,
    polling: options.polling,
  });
  const balance = loaded.data;
  const entries =
    balance?.entries.map((entry, index) => ledgerEntryView(entry, index, options.orderHref)) ?? [];
  return {
    status: balance ? 'ready' : loaded.status,
    balance: balance ? formatPrice(balance.balance_cents) : null,
    entries,
    empty: balance !== undefined && entries.length === 0,
    errorMessage: loaded.errorMessage,
    reload: loaded.reload,
    announcement,
    topUpReturn,
    form,
    texts: BALANCE_TEXTS,
    returnTexts: TOP_UP_RETURN_TEXTS,
  };
}
