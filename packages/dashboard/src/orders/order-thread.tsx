import type { OrderClient, OrderParty } from '@bb/api-client';
import { MessageThread, type MessageThreadTexts } from '../kit/message-thread';
import { ORDER_TEXTS } from './order-texts';
import { useOrderThread } from './use-order-thread';

export interface OrderThreadProps {
  client: OrderClient;
  /** Who reads: their own messages show as 'You'. */
  party: OrderParty;
  orderId: number;
  /** A finished or cancelled order: the thread is shown, the form is not. */
  closed?: boolean;
  className?: string;
}

const TEXTS: MessageThreadTexts = {
  heading: ORDER_TEXTS.thread,
  loading: 'Loading messages',
  empty: ORDER_TEXTS.threadEmpty,
  closed: ORDER_TEXTS.threadClosed,
  field: ORDER_TEXTS.messageLabel,
  send: ORDER_TEXTS.send,
  reload: ORDER_TEXTS.reload,
};

/**
 * An order's message thread between its customer, its expert and the operator: the messages
 * oldest first, and a form to write one (a blank message or one past 4000 characters is refused
 * beside the field, which takes focus).
 */
export function OrderThread({ client, party, orderId, closed, className }: OrderThreadProps) {
  const thread = useOrderThread({ client, party, orderId, closed });
  return <MessageThread thread={thread} texts={TEXTS} className={className} />;
}
