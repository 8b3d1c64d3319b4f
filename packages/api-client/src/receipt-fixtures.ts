import type { Receipt } from './receipt-calls';

/**
 * The receipt of an order's payment by card (a new customer's first order, with the welcome
 * discount), with any field overridden.
 */
export function receiptOf(overrides: Partial<Receipt> = {}): Receipt {
  return {
    id: 123,
    number: 'R-000123',
    kind: 'order_payment',
    issued_at: Date.UTC(2026, 10, 21, 10, 2),
    amount_cents: 3978,
    payment_method: 'card',
    card_cents: 3978,
    order: { id: 41, title: 'The ethics of Kant’s categorical imperative' },
    discount: { kind: 'welcome', percent: 15, list_price_cents: 4680, amount_cents: 702 },
    refunds: [],
    customer: { id: 7, name: 'Alex Morgan', email: 'customer@demo.bb.example' },
    company: {
      name: 'BB Academic Services Ltd',
      registration_number: 'Company No. 08741952',
      address_part_1: '14 Harbour Lane, Suite 3B',
      address_part_2: 'Portsmouth PO1 2AB, United Kingdom',
    },
    support_email: 'support@bb.example',
    ...overrides,
  };
}
