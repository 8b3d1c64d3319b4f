import type { OrderParty, OrderStatus } from '@bb/api-client';

/**
 * An order's state in plain words (the API's names are the lifecycle's: `pre_order` is an order
 * awaiting payment).
 */
export const ORDER_STATUS_LABELS: Readonly<Record<OrderStatus, string>> = {
  pre_order: 'Awaiting payment',
  paid: 'Paid, waiting for an expert',
  assigned: 'Assigned to an expert',
  in_progress: 'In progress',
  delivered: 'Delivered',
  revision: 'Revision requested',
  finished: 'Finished',
  cancelled: 'Cancelled',
  disputed: 'Disputed, held for an operator',
};

/** Who wrote a message, as the reader sees it: their own messages are 'You'. */
export const ORDER_PARTY_LABELS: Readonly<Record<OrderParty, string>> = {
  customer: 'Customer',
  expert: 'Expert',
  operator: 'Operator',
};

/** The order pages' wording, where the specification is silent. */
export const ORDER_TEXTS = {
  allStatuses: 'All orders',
  statusFilter: 'Show',
  loadingOrders: 'Loading orders',
  loadingOrder: 'Loading the order',
  noOrders: 'There are no orders here yet.',
  noOrdersWithStatus: 'No orders have this status.',
  reload: 'Try again',
  notFound: 'This order does not exist, or it is not yours to see.',
  noWriter: 'Not assigned yet',
  requestedWriterMark: 'requested by the customer',
  /** An expert who does not accept orders now, or is blocked: listed, not choosable. */
  notAssignableMark: 'not accepting orders',
  thread: 'Messages',
  threadEmpty: 'No messages yet.',
  messageLabel: 'Your message',
  send: 'Send',
  messageSent: 'Your message was sent.',
  messageEmpty: 'Please write a message before sending it.',
  messageTooLong: 'A message can be up to 4000 characters long.',
  threadClosed: 'This order is closed: its thread takes no new messages.',
  assignTo: 'Expert',
  assign: 'Assign',
  chooseExpert: 'Choose an expert',
  expertRequired: 'Please choose an expert first.',
  /** The expert's order page, the fact beside the price. */
  earning: 'You earn',
  /** Before the expert accepts: the rate they take it at. */
  earningOffer: (amount: string) =>
    `You earn ${amount} for this order. The amount is fixed when you accept it, and paid with the first payout after the customer approves the result.`,
} as const;

export type OrderTexts = typeof ORDER_TEXTS;
