import { describe, expect, it } from 'vitest';
import { ledgerEntryView } from './balance-ledger';

const orderHref = (id: number) => `/dashboard/customer/orders/${id}/`;
const at = Date.UTC(2026, 10, 21, 10, 0);

describe('ledgerEntryView', () => {
  it('writes a top-up as money in, with the orders pages’ date', () => {
    expect(
      ledgerEntryView(
        { id: 1, amount_cents: 5000, reason: 'top_up', order_id: null, created_at: at },
        0,
        orderHref,
      ),
    ).toEqual({
      key: `${at}-0`,
      label: 'Top-up',
      amount: '+$50.00',
      credit: true,
      date: 'Nov 21, 2026, 10:00',
      orderHref: null,
      receiptHref: null,
    });
  });

  it('links the receipt of a top-up and of an order’s payment, not of a refund', () => {
    const receiptHref = (id: number) => `/dashboard/customer/receipts/${id}/`;
    const view = (reason: 'top_up' | 'order_payment' | 'refund' | 'card_refund') =>
      ledgerEntryView(
        { id: 7, amount_cents: 4250, reason, order_id: 41, created_at: at },
        0,
        orderHref,
        receiptHref,
      ).receiptHref;
    expect(
      ['top_up', 'order_payment', 'refund', 'card_refund'].map((reason) =>
        view(reason as 'top_up'),
      ),
    ).toEqual(['/dashboard/customer/receipts/7/', '/dashboard/customer/receipts/7/', null, null]);
  });

  it.each([-4250, 4250])(
    'writes a payment for an order as money out with a minus sign, whichever sign it comes with (%i)',
    (amount) => {
      expect(
        ledgerEntryView(
          { id: 1, amount_cents: amount, reason: 'order_payment', order_id: 41, created_at: at },
          1,
          orderHref,
        ),
      ).toMatchObject({
        label: 'Payment for order #41',
        amount: '\u2212$42.50',
        credit: false,
        orderHref: '/dashboard/customer/orders/41/',
      });
    },
  );

  it('writes a refund sent on to the card as money out, linked to its order', () => {
    expect(
      ledgerEntryView(
        { id: 1, amount_cents: -4250, reason: 'card_refund', order_id: 41, created_at: at },
        3,
        orderHref,
      ),
    ).toMatchObject({
      label: 'Refund for order #41 sent to your card',
      amount: '\u2212$42.50',
      credit: false,
      orderHref: '/dashboard/customer/orders/41/',
    });
  });

  it('writes a refund as money back, linked to its order', () => {
    expect(
      ledgerEntryView(
        { id: 1, amount_cents: 4250, reason: 'refund', order_id: 41, created_at: at },
        2,
        orderHref,
      ),
    ).toMatchObject({ label: 'Refund for order #41', amount: '+$42.50', credit: true });
  });
});
