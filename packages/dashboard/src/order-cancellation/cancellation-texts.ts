/** The cancellation controls' wording (the refund policy's steps; the specification is silent). */
export const CANCELLATION_TEXTS = {
  cancelTitle: 'Cancel the order',
  cancelPaid: (refund: string) =>
    `No expert has started yet: cancelling refunds the whole price, ${refund}.`,
  cancelLate: (refund: string) =>
    `The deadline has passed: cancelling now refunds ${refund}, by the refund policy for late work.`,
  destination: 'Where should the refund go?',
  toBalance: 'To your balance, at once',
  toCard: (amount: string) => `To your card, ${amount} (5 to 10 business days)`,
  cancel: 'Cancel and refund',
  cancelled: 'The order is cancelled and refunded.',
  requestTitle: 'Ask to cancel',
  requestIntro:
    'The expert has started. An operator refunds the part of the price for the work not yet done, and at least half of it.',
  reason: 'Why do you want to cancel?',
  request: 'Ask to cancel',
  requested: 'You asked to cancel. An operator will settle it.',
  pending: (at: string) => `The customer asked to cancel on ${at}. An operator settles it.`,
  settleTitle: 'Settle the cancellation',
  customerReason: 'The customer’s reason',
  amount: 'Refund in US dollars',
  amountHint: (min: string, max: string) =>
    `From ${min} (half the price) to ${max} (all of it): the part of the work not yet done.`,
  amountRequired: 'Please enter the refund, in dollars and cents.',
  settle: 'Cancel and refund',
  settled: 'The order is cancelled and the customer refunded.',
} as const;
