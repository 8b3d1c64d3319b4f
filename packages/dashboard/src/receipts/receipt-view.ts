import type { Receipt } from '@bb/api-client';
import { DISCOUNT_TEXTS } from '../discounts/discount-texts';
import { formatDeadline, formatPrice } from '../kit/format';
import { RECEIPT_TEXTS as TEXTS } from './receipt-texts';

/** One line of what the receipt adds up: a label and an amount ('−$7.02' for a discount). */
export interface ReceiptLine {
  label: string;
  amount: string;
}

/** A receipt in the words and figures the page (and its printout) shows. */
export interface ReceiptView {
  title: string;
  date: string;
  /** 'Order #41, "Essay on Kant"' or 'Top-up of your balance'. */
  paid: string;
  /** The price before the discount and the discount, when there was one. */
  lines: ReceiptLine[];
  total: string;
  method: string;
  refunds: Array<ReceiptLine & { key: string }>;
  customer: string;
}

const MINUS = '\u2212';

/** What the receipt says, from what the API answers; dates in the reader's time zone unless given. */
export function receiptView(receipt: Receipt, timeZone?: string): ReceiptView {
  const when = (at: number) => formatDeadline(at, { timeZone });
  const { order, discount } = receipt;
  const paid =
    receipt.kind === 'order_payment' && order
      ? `${TEXTS.order(order.id)}, “${order.title}”`
      : order
        ? TEXTS.topUpForOrder(order.id)
        : TEXTS.topUp;
  const method = {
    card: TEXTS.card,
    balance: TEXTS.balance,
    card_and_balance: TEXTS.cardAndBalance(
      receipt.card_cents,
      receipt.amount_cents - receipt.card_cents,
    ),
  }[receipt.payment_method];
  return {
    title: TEXTS.title(receipt.number),
    date: when(receipt.issued_at),
    paid,
    lines: discount
      ? [
          { label: DISCOUNT_TEXTS.listPrice, amount: formatPrice(discount.list_price_cents) },
          {
            label: DISCOUNT_TEXTS.line(discount.kind, discount.percent),
            amount: `${MINUS}${formatPrice(discount.amount_cents)}`,
          },
        ]
      : [],
    total: formatPrice(receipt.amount_cents),
    method,
    refunds: receipt.refunds.map((refund, index) => ({
      key: `${refund.created_at}-${refund.to}-${index}`,
      label: `${when(refund.created_at)}: ${refund.to === 'card' ? TEXTS.refundToCard : TEXTS.refundToBalance}`,
      amount: formatPrice(refund.amount_cents),
    })),
    customer: receipt.customer.name
      ? `${receipt.customer.name}, ${receipt.customer.email}`
      : receipt.customer.email,
  };
}
