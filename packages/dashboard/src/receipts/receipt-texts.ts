import { formatPrice } from '../kit/format';

/** The receipt page's wording (ours: the specification has no receipts). */
export const RECEIPT_TEXTS = {
  loading: 'Loading your receipt',
  notFound: 'There is no such receipt among yours.',
  reload: 'Try again',
  print: 'Print',
  title: (number: string) => `Receipt ${number}`,
  number: 'Receipt number',
  date: 'Date',
  customer: 'Customer',
  seller: 'Seller',
  registration: 'Registration',
  paid: 'What was paid',
  topUp: 'Top-up of your balance',
  topUpForOrder: (orderId: number) => `Top-up of your balance for order #${orderId}`,
  order: (orderId: number) => `Order #${orderId}`,
  total: 'Total paid',
  method: 'Payment method',
  card: 'Card, through our payment provider',
  balance: 'Your balance',
  cardAndBalance: (card: number, balance: number) =>
    `Card, through our payment provider (${formatPrice(card)}), and your balance (${formatPrice(balance)})`,
  refunds: 'Refunds',
  refundToBalance: 'Refunded to your balance',
  refundToCard: 'Sent back to your card',
  questions: (email: string) => `Questions about this payment? Write to ${email}.`,
  currency: 'All amounts in US dollars.',
} as const;
