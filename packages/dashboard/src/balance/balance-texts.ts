import { TOP_UP_MAX_CENTS, TOP_UP_MIN_CENTS } from '@bb/validation';
import { formatPrice } from '../kit/format';

const whole = (cents: number) => formatPrice(cents).replace(/\.00$/, '');

/** The quick choices beside the top-up field, in cents: $50, $100, $200. */
export const TOP_UP_SUGGESTED_CENTS: readonly number[] = [5000, 10000, 20000];

/** The balance page's wording (the specification names the page, not its words: ours). */
export const BALANCE_TEXTS = {
  balance: 'Your balance',
  loading: 'Loading your balance',
  reload: 'Try again',
  topUp: 'Top up',
  amount: 'Amount in US dollars',
  amountHint: `From ${whole(TOP_UP_MIN_CENTS)} to ${whole(TOP_UP_MAX_CENTS)}. You pay on the payment provider’s secure page, then come back here.`,
  suggestedAmounts: 'Suggested amounts',
  suggestedAmount: (cents: number) => whole(cents),
  submit: 'Top up',
  ledger: 'History',
  ledgerCaption: 'Top-ups, payments for orders and refunds, newest first',
  ledgerDate: 'Date',
  ledgerEntry: 'What',
  ledgerAmount: 'Amount',
  ledgerReceipt: 'Receipt',
  receipt: 'Receipt',
  empty: 'No payments yet. Your top-ups, payments for orders and refunds will show here.',
  topUpEntry: 'Top-up',
  orderPaymentEntry: (orderId: number | null) =>
    orderId === null ? 'Payment for an order' : `Payment for order #${orderId}`,
  refundEntry: (orderId: number | null) =>
    orderId === null ? 'Refund for an order' : `Refund for order #${orderId}`,
  cardRefundEntry: (orderId: number | null) =>
    orderId === null
      ? 'Refund sent to your card'
      : `Refund for order #${orderId} sent to your card`,
  /** On an order's page, beside 'Top up and pay'. */
  orderShortBalance: (balance: string, topUp: string) =>
    `Your balance is ${balance}. 'Top up and pay' takes you to a secure payment page for the ${topUp} missing; the order is paid as soon as it arrives.`,
} as const;

/** What the page says when the customer comes back from the payment provider's checkout. */
export const TOP_UP_RETURN_TEXTS = {
  waiting: 'Waiting for your payment to arrive…',
  paid: (amount: string) => `Your payment of ${amount} has arrived.`,
  paidOrder: (amount: string) => `Your payment of ${amount} has arrived. The order is paid.`,
  cancelled: 'You cancelled the payment. Nothing was charged.',
  expired: 'Your payment was not completed, so nothing was charged. You can try again.',
  late: 'Your payment has not arrived yet. This page updates when it does.',
  stopped: 'Your payment has not arrived yet. Please check again in a minute.',
  checkAgain: 'Check again',
} as const;

export type BalanceTexts = typeof BALANCE_TEXTS;
