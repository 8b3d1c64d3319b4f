import type { Order, OrderClient, OrderParty } from '@bb/api-client';
import type { AddressBar } from '@bb/form-hooks';
import { useSubmission } from '@bb/form-hooks';
import { DEFAULT_ERROR_MESSAGE, ERROR_CATALOGUE } from '@bb/validation';
import { useState } from 'react';
import type { TopUpPolling } from '../balance/top-up-watch';
import { type OrderPaymentView, useOrderPayment } from '../balance/use-order-payment';
import type { TopUpReturnStatus } from '../balance/use-top-up-return';
import { type Announcement, useAnnouncement } from '../kit/use-announcement';
import { type LoadStatus, useLoaded } from '../kit/use-loaded';
import { ORDER_ACTION_TEXTS, type OrderActionName, orderActionsFor } from './order-actions';
import { loadPartyOrder, orderActionSteps } from './order-steps';
import { type OrderView, orderView } from './order-view';

export interface UseOrderOptions {
  client: OrderClient;
  party: OrderParty;
  orderId: number;
  /**
   * Leaves for the provider's checkout (the site passes `location.assign`): with it, a
   * customer's order the balance does not cover offers 'Top up and pay' in Pay's place.
   */
  navigate?: (url: string) => void;
  /** Reads and cleans the return from checkout (`browserAddressBar()`). */
  address?: Pick<AddressBar, 'params' | 'removeParams'>;
  polling?: TopUpPolling;
}

/** A button of the order's page. */
export interface OrderActionView {
  action: OrderActionName;
  label: string;
  /** This action is under way: its button spins. */
  busy: boolean;
  /** Another action is under way: one at a time. */
  disabled: boolean;
}

export interface UseOrderResult {
  /** 'not_found' for an id the party may not see (another customer's order). */
  status: LoadStatus | 'not_found';
  order: Order | null;
  view: OrderView | null;
  actions: OrderActionView[];
  run(action: OrderActionName): Promise<void>;
  /** What the last action did or why it was refused (the catalogue's words). */
  announcement: Announcement | null;
  errorMessage: string | null;
  reload(): void;
  /** Puts an order a step elsewhere answered (the operator's assign) in place of this one. */
  setOrder(order: Order): void;
  /** A customer's order the balance does not cover: the balance and what the checkout charges. */
  payment: OrderPaymentView | null;
  /** The return from the provider's checkout (`?top_up=…`). */
  topUpReturn: { status: TopUpReturnStatus; checkAgain(): void };
}

/**
 * One order for one party: loaded, shown in plain words, with the actions the lifecycle allows
 * that party in its state, each run as a submission (`order-steps.ts`) whose outcome the page
 * announces.
 */
export function useOrder(options: UseOrderOptions): UseOrderResult {
  const { client, party, orderId } = options;
  const loaded = useLoaded(`${party}/${orderId}`, (signal) =>
    loadPartyOrder(client, party, orderId, signal),
  );
  const { submission, state } = useSubmission({
    steps: orderActionSteps,
    catalogue: ERROR_CATALOGUE,
  });
  const { announcement, announce } = useAnnouncement();
  const order = loaded.data ?? null;
  const [busyAction, setBusyAction] = useState<OrderActionName | null>(null);
  const payment = useOrderPayment({
    ...options,
    order,
    announce,
    reloadOrder: loaded.reload,
  });
  const running = state.status === 'submitting' || payment.running;
  // While the page waits for a payment it just made, paying again is not offered.
  const waitingForPayment = payment.topUpReturn.status === 'waiting';

  async function run(action: OrderActionName) {
    if (!order || submission.running || payment.running) return;
    if (action === 'top_up_and_pay') {
      setBusyAction(action);
      announce(ORDER_ACTION_TEXTS.top_up_and_pay.done, 'info');
      return payment.topUpAndPay();
    }
    setBusyAction(action);
    const result = await submission.run({ client, party, orderId: order.id, action });
    if (result.outcome === 'cancelled') return;
    setBusyAction(null);
    if (result.outcome === 'succeeded' && result.context.order) {
      loaded.setData(result.context.order);
      announce(ORDER_ACTION_TEXTS[action].done, 'success');
    } else if (result.outcome === 'failed') {
      if (action === 'pay' && result.mapping?.formError === 'balance_too_low') {
        payment.refusedAsTooLow();
      }
      announce(result.mapping?.fields.form ?? DEFAULT_ERROR_MESSAGE, 'error');
    }
  }

  const notFound = loaded.status === 'error' && loaded.errorSlug === 'not_found';
  return {
    // Loading again (after a payment arrived) keeps the order on screen, and its live region.
    status: notFound ? 'not_found' : order ? 'ready' : loaded.status,
    order,
    view: order ? orderView(order) : null,
    actions: order
      ? orderActionsFor(party, order.status, { short: payment.short }).map((action) => ({
          action,
          label: ORDER_ACTION_TEXTS[action].label,
          busy: running && busyAction === action,
          disabled: running || waitingForPayment,
        }))
      : [],
    run,
    announcement,
    errorMessage: loaded.errorMessage,
    reload: loaded.reload,
    setOrder: loaded.setData,
    payment: payment.view,
    topUpReturn: payment.topUpReturn,
  };
}
