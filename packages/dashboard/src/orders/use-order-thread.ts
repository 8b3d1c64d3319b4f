import type { OrderClient, OrderParty } from '@bb/api-client';
import { useSubmission } from '@bb/form-hooks';
import { DEFAULT_ERROR_MESSAGE, ERROR_CATALOGUE } from '@bb/validation';
import { useState } from 'react';
import type { MessageThreadState } from '../kit/message-view';
import { useAnnouncement } from '../kit/use-announcement';
import { usePagedList } from '../kit/use-paged-list';
import { ORDER_TEXTS } from './order-texts';
import { orderMessageSteps, orderMessageView, validateOrderMessage } from './order-thread-view';

export interface UseOrderThreadOptions {
  client: OrderClient;
  party: OrderParty;
  orderId: number;
  /** A finished or cancelled order: the thread is read only. */
  closed?: boolean;
}

export interface UseOrderThreadResult extends MessageThreadState {
  errorMessage: string | null;
}

/**
 * An order's message thread for one party: read it (the newest page, the earlier ones on demand),
 * write to it (validated), see it grow.
 */
export function useOrderThread({
  client,
  party,
  orderId,
  closed = false,
}: UseOrderThreadOptions): UseOrderThreadResult {
  const loaded = usePagedList(`${party}/${orderId}`, async (cursor, signal) => {
    const page = await client.orderMessages(party, orderId, { cursor, signal });
    return { items: page.messages, next_cursor: page.next_cursor };
  });
  const { submission, state } = useSubmission({
    steps: orderMessageSteps,
    catalogue: ERROR_CATALOGUE,
  });
  const { announcement, announce } = useAnnouncement();
  const [draft, setDraftValue] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);

  async function send(): Promise<boolean> {
    if (closed || submission.running) return false;
    const problem = validateOrderMessage(draft);
    if (problem) {
      setFieldError(problem);
      submission.refuse();
      return false;
    }
    const result = await submission.run({ client, party, orderId, body: draft });
    if (result.outcome === 'succeeded' && result.context.thread) {
      const { messages, next_cursor } = result.context.thread;
      loaded.putFirstPage({ items: messages, next_cursor });
      setDraftValue('');
      announce(ORDER_TEXTS.messageSent, 'success');
    } else if (result.outcome === 'failed') {
      announce(result.mapping?.fields.form ?? DEFAULT_ERROR_MESSAGE, 'error');
    }
    return true;
  }

  return {
    status: loaded.status,
    // The pages come newest first; the thread reads oldest first.
    messages: loaded.items.map((message) => orderMessageView(message, party)).reverse(),
    earlier: loaded,
    draft,
    setDraft: (value) => {
      setDraftValue(value);
      setFieldError(null);
    },
    fieldError,
    sending: state.status === 'submitting',
    closed,
    send,
    announcement,
    errorMessage: loaded.errorMessage,
    reload: loaded.reload,
  };
}
