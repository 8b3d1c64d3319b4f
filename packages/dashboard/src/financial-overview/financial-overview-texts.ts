/** The expert's Financial Overview's wording (the specification names the page, not its words). */
export const FINANCIAL_OVERVIEW_TEXTS = {
  loading: 'Loading your earnings',
  reload: 'Try again',
  totals: 'Your earnings',
  available: 'Available for the next payout',
  expected: 'Expected from orders in progress',
  paidOut: 'Paid out so far',
  nextPayout: (date: string) => `Next payout: ${date}`,
  schedule:
    'You are paid for each approved order at the rate shown when you took it. Payouts are made on the 1st and the 16th of each month, of what the customers approved before that day.',
  payoutMethod: (email: string) => `Payouts go to PayPal: ${email}.`,
  noPayoutMethod: 'No payout method is set yet: your earnings wait here until you set one.',
  /** The link to the expert's Profile & Settings, where the payout method is set. */
  setPayoutMethod: 'Set your PayPal e-mail in Profile & Settings',
  earnings: 'Earnings per order',
  earningsCaption: 'What you earn for each order you took, newest first',
  order: 'Order',
  status: 'Status',
  amount: 'You earn',
  date: 'Date',
  noEarnings:
    'No earnings yet. Accept an order in My Orders: what you earn for it shows here, and becomes available when the customer approves the result.',
  payouts: 'Payouts',
  payoutsCaption: 'The payouts made to you, newest first',
  payoutDate: 'Payout date',
  payoutAmount: 'Amount',
  payoutTo: 'Sent to',
  payoutOrders: 'Orders',
  payoutStatus: 'Status',
  /** An earning whose payout is made but not yet paid by PayPal. */
  inPayout: (date: string) => `In the payout of ${date}`,
  /** Under a failed payout: PayPal's reason, and where its amount went. */
  payoutFailed: (reason: string | null) =>
    `${reason ? `${reason.replace(/\.?$/, '.')} ` : ''}The amount is available again for the next payout.`,
  noPayouts: 'No payouts yet. Your first one comes on the next payout date after an approval.',
} as const;

/** Where a payout stands at PayPal, in the expert's words. */
export const PAYOUT_STATUS_LABELS = {
  pending: 'Waiting to be sent',
  sent: 'Sent to PayPal',
  paid: 'Paid',
  failed: 'Failed',
} as const;

/** Where an earning stands, in the expert's words. */
export const EARNING_STATUS_LABELS = {
  expected: 'Expected',
  available: 'Available',
  paid_out: 'Paid out',
} as const;

export type FinancialOverviewTexts = typeof FINANCIAL_OVERVIEW_TEXTS;
