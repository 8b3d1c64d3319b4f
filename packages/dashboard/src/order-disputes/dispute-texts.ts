import type { DisputeOutcome } from '@bb/api-client';

/** The dispute and revision controls' wording (the terms' review period; the specification is silent). */
export const DISPUTE_TEXTS = {
  revisionTitle: 'Ask for a revision',
  revisionReason: 'What should the expert change?',
  revision: 'Ask for a revision',
  revisionAsked: 'You asked for a revision. The expert will deliver again.',
  revisionCount: 'Revisions',
  revisionReasonFact: 'Latest revision asked',
  refunded: 'Refunded',
  disputeTitle: 'Open a dispute',
  disputeIntro:
    'If the work does not follow your instructions, open a dispute within the 14-day review period. The order is held while an operator looks at it with you and the expert.',
  disputeReason: 'What is wrong with the work?',
  disputeFiles: 'Attach files that show it (optional)',
  disputeChosen: 'Files to send with the dispute',
  dispute: 'Open a dispute',
  disputeOpened: 'The dispute is open. An operator will answer on the order’s messages.',
  summaryTitle: 'Dispute',
  opened: (at: string) => `Opened on ${at}.`,
  talk: 'The customer, the expert and an operator talk about it in the messages below.',
  reason: 'Reason',
  files: 'Files',
  resolved: (at: string, outcome: string) => `Resolved on ${at}: ${outcome}.`,
  resolveTitle: 'Resolve the dispute',
  outcome: 'Outcome',
  amount: 'Refund in US dollars',
  amountHint: (max: string) => `Any amount up to the price, ${max}.`,
  amountRequired: 'Please enter the refund, in dollars and cents.',
  resolve: 'Resolve',
  resolvedDone: 'The dispute is resolved.',
} as const;

/** Each outcome as the operator chooses it and as the parties read it. */
export const DISPUTE_OUTCOME_LABELS: Readonly<Record<DisputeOutcome, string>> = {
  refund_full: 'a full refund (the order is cancelled)',
  refund_partial: 'a partial refund (the order is finished)',
  revision: 'a free revision',
  release: 'released to the expert (the order is finished)',
};
