import type { CommissionState } from '@bb/validation';

/** The referral partner's pages' wording (the specification names the menu entries only). */
export const REFERRAL_TEXTS = {
  loading: 'Loading your referral figures',
  reload: 'Try again',
  link: 'Your referral link',
  linkIntro: (percent: number) =>
    `Share this link. Whoever signs up through it within 30 days of their first visit becomes your customer, and you earn ${percent}% of every order they pay. The link works on any page of the site: add ?ref= and your code to it.`,
  copy: 'Copy link',
  copied: 'Link copied.',
  copyFailed: 'The link could not be copied: select it and copy it yourself.',
  funnel: 'Through your link',
  visits: 'Visits',
  signUps: 'Sign-ups',
  firstOrders: 'Customers who ordered',
  commissions: 'Your commissions',
  thisMonth: 'This month',
  lastMonth: 'Last month',
  allTime: 'All time',
  pending: 'Pending: orders not settled yet',
  available: 'Available for the next payout',
  paidOut: 'Paid out so far',
  /** When refunds after a payout owe more than is available. */
  owed: 'Owed: refunds after a payout, taken from your next commissions',
  nextPayout: (date: string) => `Next payout: ${date}`,
  schedule:
    'A commission is pending until its order is finished and can no longer be refunded, then it is available. Payouts are made on the 1st and the 16th of each month, of what became available before that day.',
  payoutMethod: 'Payout method',
  payouts: 'Payouts',
  payoutsCaption: 'The payouts made to you, newest first',
  noPayouts:
    'No payouts yet. Your first one comes on the payout date after a commission is available.',
  payoutDate: 'Payout date',
  payoutAmount: 'Amount',
  payoutCommissions: 'Orders',
  payoutTo: 'Sent to',
  payoutStatus: 'Status',
  ordersCaption: 'The paid orders of the customers you brought, newest first',
  noOrders:
    'No orders yet. When a customer you brought pays an order, it shows here with your commission.',
  order: 'Order',
  date: 'Paid on',
  orderStatus: 'Order status',
  amount: 'Amount',
  commission: 'Commission',
  commissionStatus: 'Commission state',
  customersCaption: 'The customers you brought, newest first',
  noCustomers: 'No customers yet. Share your link: whoever signs up through it shows here.',
  customer: 'Customer',
  signedUp: 'Signed up',
  orders: 'Orders',
  total: 'Total paid',
  customerNumber: (number: number) => `Customer ${number}`,
} as const;

/** Where a commission stands, in the partner's words. */
export const COMMISSION_STATE_LABELS: Record<CommissionState, string> = {
  pending: 'Pending',
  available: 'Available',
  paid_out: 'Paid out',
  void: 'Refunded',
};
