import type { OrderClient, TopUp } from '@bb/api-client';
import type { AddressBar } from '@bb/form-hooks';
import { useEffect, useRef, useState } from 'react';
import { formatPrice } from '../kit/format';
import type { Announcement } from '../kit/use-announcement';
import { useLoaded } from '../kit/use-loaded';
import { TOP_UP_RETURN_TEXTS } from './balance-texts';
import { type TopUpPolling, watchTopUp } from './top-up-watch';

/** The parameters the provider's checkout sends the customer back with. */
export const TOP_UP_PARAM = 'top_up';
export const CHECKOUT_PARAM = 'checkout';
export const CHECKOUT_CANCELLED = 'cancelled';

const TOP_UP_ID = /^[1-9]\d{0,15}$/;

export type TopUpReturnStatus =
  /** The page was not reached from a checkout. */
  | 'none'
  | 'cancelled'
  /** Back from checkout; the provider's word has not reached us yet. */
  | 'waiting'
  /** Still waiting after the quick checks: slower checks go on. */
  | 'late'
  | 'paid'
  | 'expired'
  /** The checks ran out: `checkAgain()` starts them again. */
  | 'stopped';

export interface UseTopUpReturnOptions {
  client: OrderClient;
  /** Reads and cleans the page address (`browserAddressBar()`); without it nothing is read. */
  address?: Pick<AddressBar, 'params' | 'removeParams'>;
  /** The page's announcer (`useAnnouncement`): one live region says everything. */
  announce(text: string, tone: Announcement['tone']): void;
  /** The top-up is paid: load again what it changed (the balance, the order). */
  onPaid(topUp: TopUp): void;
  /** What the page says once paid. Default: 'Your payment of $50.00 has arrived.' */
  paidText?: (amount: string) => string;
  polling?: TopUpPolling;
}

export interface UseTopUpReturnResult {
  status: TopUpReturnStatus;
  /** After the checks ran out: ask again. */
  checkAgain(): void;
}

/**
 * The customer's return from the provider's checkout (`?top_up={id}`, with `&checkout=cancelled`
 * when they cancelled): the parameters leave the address at once (a reload must not wait again),
 * a cancel is said plainly, and otherwise the top-up is asked for until the provider's webhook
 * has reached the server (`watchTopUp`), cancelled when the page goes away.
 */
export function useTopUpReturn(options: UseTopUpReturnOptions): UseTopUpReturnResult {
  const [status, setStatus] = useState<TopUpReturnStatus>('none');
  const [topUpId, setTopUpId] = useState<number | null>(null);
  const latest = useRef(options);
  latest.current = options;
  const read = useRef(false);

  useEffect(() => {
    // Once per page: the address is cleaned as it is read, so a second reading finds nothing.
    if (read.current) return;
    read.current = true;
    const { address } = latest.current;
    if (!address) return;
    const params = address.params();
    const id = params.get(TOP_UP_PARAM);
    if (id === null && !params.has(CHECKOUT_PARAM)) return;
    address.removeParams([TOP_UP_PARAM, CHECKOUT_PARAM]);
    if (params.get(CHECKOUT_PARAM) === CHECKOUT_CANCELLED) {
      setStatus('cancelled');
      latest.current.announce(TOP_UP_RETURN_TEXTS.cancelled, 'info');
    } else if (id !== null && TOP_UP_ID.test(id)) {
      setTopUpId(Number(id));
    }
  }, []);

  // The top-up is loaded until the provider's word arrives: the loader cancels the checks when
  // the page goes away, and checkAgain() is its reload. What it learns is said, not kept.
  const watch = useLoaded(topUpId === null ? '' : `top-up-${topUpId}`, async (signal) => {
    if (topUpId === null) return;
    const say = (next: TopUpReturnStatus, text: string, tone: Announcement['tone']) => {
      setStatus(next);
      latest.current.announce(text, tone);
    };
    say('waiting', TOP_UP_RETURN_TEXTS.waiting, 'info');
    const result = await watchTopUp(latest.current.client, topUpId, {
      polling: latest.current.polling,
      signal,
      onLate: () => say('late', TOP_UP_RETURN_TEXTS.late, 'info'),
    });
    if (signal.aborted) return;
    if (result.outcome === 'stopped') return say('stopped', TOP_UP_RETURN_TEXTS.stopped, 'info');
    if (result.outcome === 'expired') return say('expired', TOP_UP_RETURN_TEXTS.expired, 'error');
    const paidText = latest.current.paidText ?? TOP_UP_RETURN_TEXTS.paid;
    say('paid', paidText(formatPrice(result.topUp.amount_cents)), 'success');
    latest.current.onPaid(result.topUp);
  });

  return { status, checkAgain: watch.reload };
}
