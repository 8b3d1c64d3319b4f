import type { OrderClient, OrderMessage, OrderMessages, OrderParty } from '@bb/api-client';
import type { Step } from '@bb/form-hooks';
import { ORDER_MESSAGE_MAX_LENGTH } from '@bb/validation';
import { type MessageView, messageView } from '../kit/message-view';
import { ORDER_PARTY_LABELS, ORDER_TEXTS } from './order-texts';

/** Why a message cannot be sent, or null when it can: blank, or longer than the API takes. */
export function validateOrderMessage(body: string): string | null {
  if (body.trim() === '') return ORDER_TEXTS.messageEmpty;
  if (body.length > ORDER_MESSAGE_MAX_LENGTH) return ORDER_TEXTS.messageTooLong;
  return null;
}

/** An order's message as the reader sees it: their own are 'You', the others' by party. */
export type OrderMessageView = MessageView;

export function orderMessageView(message: OrderMessage, reader: OrderParty): OrderMessageView {
  return messageView(message, reader, ORDER_PARTY_LABELS);
}

export const ORDER_MESSAGE_STEPS = ['sendMessage'] as const;
export type OrderMessageStepName = (typeof ORDER_MESSAGE_STEPS)[number];

/** One message sent: to whose thread, and the thread's newest page as the server answers it. */
export interface OrderMessageRun {
  client: OrderClient;
  party: OrderParty;
  orderId: number;
  body: string;
  thread?: OrderMessages;
}

export const orderMessageSteps: readonly Step<OrderMessageRun, OrderMessageStepName>[] = [
  {
    name: 'sendMessage',
    run: async (run, signal) => {
      run.thread = await run.client.sendOrderMessage(run.party, run.orderId, run.body, {
        signal,
      });
    },
  },
];
