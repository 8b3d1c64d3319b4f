import type { BalanceEntry } from '@bb/api-client';
import { formatDeadline, formatPrice } from '../kit/format';
import { BALANCE_TEXTS } from './balance-texts';

/** One line of the balance's ledger as the page shows it. */
export interface LedgerEntryView {
  key: string;
  /** 'Top-up', 'Payment for order #41', 'Refund for order #41'. */
  label: string;
  /** '+$50.00' for money in, '−$42.50' for money out. */
  amount: string;
  credit: boolean;
  /** As the order pages write dates: 'Nov 21, 2026, 10:00'. */
  date: string;
  /** The customer's page of the order the entry is about. */
  orderHref: string | null;
  /** The receipt's page of a top-up or an order's payment (the entries that are payments). */
  receiptHref: string | null;
}

const MINUS = '\u2212';

/** A signed amount: '+$50.00', '−$42.50' (a true minus sign, read as "minus"). */
export function formatSignedAmount(cents: number, credit: boolean): string {
  return `${credit ? '+' : MINUS}${formatPrice(Math.abs(cents))}`;
}

/**
 * A ledger entry in plain words. Whether money came in is read from the reason (top-ups and
 * refunds add, payments and refunds sent on to the card take), so the sign never depends on how the server signs the amount.
 */
export function ledgerEntryView(
  entry: BalanceEntry,
  index: number,
  orderHref: (orderId: number) => string,
  receiptHref?: (entryId: number) => string,
): LedgerEntryView {
  const credit = entry.reason === 'top_up' || entry.reason === 'refund';
  const label = {
    top_up: BALANCE_TEXTS.topUpEntry,
    refund: BALANCE_TEXTS.refundEntry(entry.order_id),
    card_refund: BALANCE_TEXTS.cardRefundEntry(entry.order_id),
    order_payment: BALANCE_TEXTS.orderPaymentEntry(entry.order_id),
  }[entry.reason];
  return {
    key: `${entry.created_at}-${index}`,
    label,
    amount: formatSignedAmount(entry.amount_cents, credit),
    credit,
    date: formatDeadline(entry.created_at),
    orderHref: entry.order_id === null ? null : orderHref(entry.order_id),
    receiptHref:
      receiptHref && (entry.reason === 'top_up' || entry.reason === 'order_payment')
        ? receiptHref(entry.id)
        : null,
  };
}
