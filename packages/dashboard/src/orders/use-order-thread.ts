import type { OrderClient, OrderParty } from '@bb/api-client';
import { useSubmission } from '@bb/form-hooks';
import { DEFAULT_ERROR_MESSAGE, ERROR_CATALOGUE } from '@bb/validation';
import { useState } from 'react';
import type { MessageThreadState } from '../kit/message-view';
import { useAnnouncement } from '../kit/use-announcement';
import { useLoaded } from '../kit/use-loaded';
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

/** An order's message thread for one party: read it, write to it (validated), see it grow. */
export function useOrderThread({
  client,
  party,
  orderId,
  closed = false,
}: UseOrderThreadOptions): UseOrderThreadResult {
  const loaded = useLoaded(`${party}/${orderId}`, async (signal) => {
    return (await client.orderMessages(party, orderId, { signal })).messages;
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
    if (result.outcome === 'succeeded' && result.context.messages) {
      loaded.setData(result.context.messages);
      setDraftValue('');
      announce(ORDER_TEXTS.messageSent, 'success');
    } else if (result.outcome === 'failed') {
      announce(result.mapping?.fields.form ?? DEFAULT_ERROR_MESSAGE, 'error');
    }
    return true;
  }

  return {
    status: loaded.status,
    messages: (loaded.data ?? []).map((message) => orderMessageView(message, party)),
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
