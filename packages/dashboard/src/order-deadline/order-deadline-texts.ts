/** The order page's words on deadlines and the review period (ours: the spec gives none). */
export const ORDER_DEADLINE_TEXTS = {
  heading: 'Deadline',
  late: 'Late',
  lateNote: 'The deadline has passed and the work is not delivered yet.',
  autoApproval: (date: string) => `Approved automatically on ${date}`,
  autoApprovalCustomer: 'unless you approve it or ask for a revision before then.',
  autoApprovalOthers: 'unless the customer approves it or asks for a revision before then.',
  newDeadline: 'New deadline',
  extend: 'Extend the deadline',
  extended: (date: string) => `The deadline is now ${date}.`,
  neededDeadline: 'The deadline you need',
  reason: 'Why you need more time',
  ask: 'Ask for more time',
  asked: 'You asked the customer for more time.',
  requestFromExpert: (date: string) => `The expert asks to move the deadline to ${date}:`,
  requestWaiting: (date: string) =>
    `You asked to move the deadline to ${date}. The customer has not answered yet.`,
  accept: 'Accept the new deadline',
  decline: 'Keep the deadline',
  accepted: (date: string) => `You accepted. The deadline is now ${date}.`,
  declined: 'You declined. The deadline stays as it was.',
  dateRequired: 'Please choose a date and time',
} as const;
