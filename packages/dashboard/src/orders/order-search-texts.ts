/** The operator's order search's words (ours: the spec has no operator's console). */
export const ORDER_SEARCH_TEXTS = {
  heading: 'Find orders',
  status: 'Status',
  /** The search's default: the queue's states. */
  queue: 'Waiting for an expert (the queue)',
  anyStatus: 'Any status',
  customer: 'Customer',
  customerHint: 'Account number or e-mail address',
  expert: 'Expert',
  expertHint: 'Number, pen name or profile address name',
  deadlineFrom: 'Due from',
  deadlineTo: 'Due until',
  text: 'Order number or words',
  textHint: 'Words of the title or the description; the start of a word is enough',
  search: 'Search',
  clear: 'Back to the queue',
  results: 'Orders found',
  noResults: 'No order matches this search.',
  badCustomer: 'Enter an account number or an e-mail address.',
  badRange: 'The end of the range is before its start.',
} as const;
