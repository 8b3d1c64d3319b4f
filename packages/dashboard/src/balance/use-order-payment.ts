import type { Order, OrderClient, OrderParty } from '@bb/api-client';
import type { AddressBar } from '@bb/form-hooks';
import { useSubmission } from '@bb/form-hooks';
import { DEFAULT_ERROR_MESSAGE, ERROR_CATALOGUE, TOP_UP_MIN_CENTS } from '@bb/validation';
import { useState } from 'react';
import { formatPrice } from '../kit/format';
import type { Announcement } from '../kit/use-announcement';
import { useLoaded } from '../kit/use-loaded';
import { BALANCE_TEXTS, TOP_UP_RETURN_TEXTS } from './balance-texts';
import { TOP_UP_STEPS, type TopUpRun, type TopUpStepName } from './top-up-steps';
import type { TopUpPolling } from './top-up-watch';
import { type TopUpReturnStatus, useTopUpReturn } from './use-top-up-return';

export interface OrderPaymentOptions {
  client: OrderClient;
  party: OrderParty;
  order: Order | null;
  /**
   * Leaves for the provider's checkout (the site passes `location.assign`). Without it the page
   * cannot pay through a checkout: Pay stays, and the balance is not asked for.
   */
  navigate?: (url: string) => void;
  /** Reads and cleans `?top_up=…&checkout=…` (the site passes `browserAddressBar()`). */
  address?: Pick<AddressBar, 'params' | 'removeParams'>;
  polling?: TopUpPolling;
  announce(text: string, tone: Announcement['tone']): void;
  /** The top-up has arrived and paid the order: load it again. */
  reloadOrder(): void;
}

/** What the customer's balance means for paying an order awaiting payment. */
export interface OrderPaymentView {
  /** '$10.00'. */
  balance: string;
  /** What the checkout charges: what the balance lacks, at least the smallest top-up. */
  topUp: string;
  /** Both in a sentence, for beside the button. */
  text: string;
}

/**
 * Paying a customer's order awaiting payment: their balance is loaded to know whether it covers
 * the price (a Pay answered `balance_too_low` says so too); when it does not, the order is paid
 * by a top-up of what is missing (`createTopUp({ orderId })`, then the provider's checkout), and
 * the return from checkout waits for the money before loading the order again.
 */
export function useOrderPayment(options: OrderPaymentOptions) {
  const { client, order, navigate } = options;
  const awaitingPayment =
    navigate !== undefined && options.party === 'customer' && order?.status === 'pre_order';
  const balance = useLoaded(awaitingPayment ? `balance/${order?.id}` : 'none', (signal) =>
    awaitingPayment ? client.getBalance({ signal }) : Promise.resolve(null),
  );
  const [refusedAsTooLow, setRefusedAsTooLow] = useState(false);
  const { submission, state } = useSubmission<TopUpRun, TopUpStepName>({
    steps: TOP_UP_STEPS,
    stepsOwnLoading: true,
    catalogue: ERROR_CATALOGUE,
  });
  const topUpReturn = useTopUpReturn({
    client,
    address: options.address,
    announce: options.announce,
    paidText: TOP_UP_RETURN_TEXTS.paidOrder,
    polling: options.polling,
    onPaid: () => {
      setRefusedAsTooLow(false);
      options.reloadOrder();
      balance.reload();
    },
  });

  const balanceCents = awaitingPayment ? (balance.data?.balance_cents ?? null) : null;
  const price = order?.price_cents ?? 0;
  const short =
    awaitingPayment && (refusedAsTooLow || (balanceCents !== null && balanceCents < price));

  async function topUpAndPay(): Promise<void> {
    if (!order || !navigate || submission.running) return;
    const result = await submission.run({
      client,
      request: { orderId: order.id },
      setLoading: submission.setLoading,
      navigate,
    });
    if (result.outcome === 'failed') {
      options.announce(result.mapping?.fields.form ?? DEFAULT_ERROR_MESSAGE, 'error');
    }
  }

  return {
    /** The balance does not cover the price: 'Top up and pay' takes Pay's place. */
    short,
    view: short && balanceCents !== null ? paymentView(balanceCents, price) : null,
    /** A top-up is being started, or the page is leaving for the checkout. */
    busy: state.loading,
    running: state.status === 'submitting' || state.loading,
    /** Pay answered `balance_too_low`: the balance is loaded again to show by how much. */
    refusedAsTooLow: () => {
      setRefusedAsTooLow(true);
      balance.reload();
    },
    topUpAndPay,
    topUpReturn: topUpReturn satisfies { status: TopUpReturnStatus; checkAgain(): void },
  };
}

export type OrderPayment = ReturnType<typeof useOrderPayment>;

function paymentView(balanceCents: number, priceCents: number): OrderPaymentView {
  const balance = formatPrice(balanceCents);
  const topUp = formatPrice(Math.max(priceCents - balanceCents, TOP_UP_MIN_CENTS));
  return { balance, topUp, text: BALANCE_TEXTS.orderShortBalance(balance, topUp) };
}
