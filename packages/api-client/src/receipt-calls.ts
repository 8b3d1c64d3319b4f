import type { DiscountKind } from '@bb/validation';
import type { CallContext } from './call-context';
import { createTransport, type RequestOptions, type TransportOptions } from './transport';

/** The company that took the payment: its registration details from the company settings. */
export interface ReceiptCompany {
  name: string;
  registration_number: string;
  address_part_1: string;
  address_part_2: string;
}

/**
 * The receipt of a payment: a top-up of the balance through the payment provider's checkout, or
 * an order's payment. Its id is the ledger entry's (`BalanceEntry.id`); money in integer cents.
 */
export interface Receipt {
  id: number;
  /** Unique and stable: 'R-000123'. */
  number: string;
  kind: 'top_up' | 'order_payment';
  /** Millisecond timestamp of the payment. */
  issued_at: number;
  amount_cents: number;
  /** `card`: all of it through the payment provider; `balance`: from the balance; or both. */
  payment_method: 'card' | 'balance' | 'card_and_balance';
  /** What of the amount was paid by card through the payment provider. */
  card_cents: number;
  /** The order paid (or the top-up was made for), with its title. */
  order: { id: number; title: string } | null;
  /** The order's discount, when its price had one. */
  discount: {
    kind: DiscountKind;
    percent: number;
    list_price_cents: number;
    amount_cents: number;
  } | null;
  /** Refunds against it, the first first: to the balance, or on to the card. */
  refunds: Array<{ amount_cents: number; to: 'balance' | 'card'; created_at: number }>;
  /** Who paid: their account's id (the operator's page of them), name and e-mail. */
  customer: { id: number; name: string | null; email: string };
  /** Null when the site has no company settings. */
  company: ReceiptCompany | null;
  support_email: string;
}

export const RECEIPTS_PATH = '/receipts';

/** Receipts, for the customer who paid and for operators. */
export function createReceiptCalls({ transport }: CallContext) {
  return {
    /** GET /receipts/{id}: the receipt of the ledger entry `id`. */
    receipt: (id: number, { signal }: RequestOptions = {}) =>
      transport.send<{ receipt: Receipt }>({
        method: 'GET',
        path: `${RECEIPTS_PATH}/${encodeURIComponent(String(id))}`,
        signal,
      }),
  };
}

/** The receipt calls, a client of their own so that no other page's bundle carries them. */
export function createReceiptClient(options: TransportOptions = {}) {
  return createReceiptCalls({ transport: createTransport(options) });
}

export type ReceiptClient = ReturnType<typeof createReceiptClient>;
