import { fail, ok } from '@bb/api-client/testing';
import { ERROR_CATALOGUE } from '@bb/validation';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockOrderClient } from '../test-support/order-fixtures';
import { ORDER_TEXTS } from './order-texts';
import { useOrderThread } from './use-order-thread';

const HELLO = {
  id: 1,
  party: 'customer',
  body: 'Hello, any questions?',
  created_at: Date.UTC(2026, 10, 21, 10, 0),
};
const REPLY = {
  id: 2,
  party: 'expert',
  body: 'Which R version?',
  created_at: Date.UTC(2026, 10, 21, 11, 0),
};

function setup(routes: Parameters<typeof mockOrderClient>[0], closed = false) {
  const { client, mock } = mockOrderClient(routes);
  return {
    mock,
    ...renderHook(() => useOrderThread({ client, party: 'expert', orderId: 41, closed })),
  };
}

describe('useOrderThread', () => {
  it('shows the reader’s own messages as You and the others by party', async () => {
    const { result } = setup({
      // The newest first, as the API pages a thread.
      'GET /writers/orders/41/messages': ok({ messages: [REPLY, HELLO], next_cursor: null }),
    });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.messages.map((message) => [message.author, message.own])).toEqual([
      ['Customer', false],
      ['You', true],
    ]);
  });

  it('refuses an empty or blank message and one past 4000 characters, without calling the API', async () => {
    const { result, mock } = setup({
      'GET /writers/orders/41/messages': ok({ messages: [], next_cursor: null }),
    });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    await act(async () => expect(await result.current.send()).toBe(false));
    expect(result.current.fieldError).toBe(ORDER_TEXTS.messageEmpty);
    act(() => result.current.setDraft('   \n '));
    expect(result.current.fieldError).toBeNull();
    await act(() => result.current.send());
    expect(result.current.fieldError).toBe(ORDER_TEXTS.messageEmpty);
    act(() => result.current.setDraft('x'.repeat(4001)));
    await act(() => result.current.send());
    expect(result.current.fieldError).toBe(ORDER_TEXTS.messageTooLong);
    expect(mock.count('POST /writers/orders/41/messages')).toBe(0);
  });

  it('sends the draft, clears it and shows the new message at the end of the thread', async () => {
    const { result, mock } = setup({
      'GET /writers/orders/41/messages': ok({ messages: [HELLO], next_cursor: null }),
      'POST /writers/orders/41/messages': ok({ messages: [REPLY, HELLO], next_cursor: null }),
    });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    act(() => result.current.setDraft('Which R version?'));
    await act(() => result.current.send());
    expect(mock.requests.at(-1)?.form?.get('body')).toBe('Which R version?');
    expect(result.current.draft).toBe('');
    expect(result.current.messages.at(-1)?.body).toBe('Which R version?');
    expect(result.current.announcement).toMatchObject({
      tone: 'success',
      text: 'Your message was sent.',
    });
  });

  it('keeps the draft and says why when the server refuses it', async () => {
    const { result } = setup({
      'GET /writers/orders/41/messages': ok({ messages: [], next_cursor: null }),
      'POST /writers/orders/41/messages': fail('order_action_refused', 409),
    });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    act(() => result.current.setDraft('Done?'));
    await act(() => result.current.send());
    expect(result.current.draft).toBe('Done?');
    expect(result.current.announcement?.text).toBe(ERROR_CATALOGUE.order_action_refused.message);
  });

  it('sends nothing on a closed order', async () => {
    const { result, mock } = setup(
      { 'GET /writers/orders/41/messages': ok({ messages: [], next_cursor: null }) },
      true,
    );
    await waitFor(() => expect(result.current.status).toBe('ready'));
    act(() => result.current.setDraft('Late words'));
    await act(async () => expect(await result.current.send()).toBe(false));
    expect(mock.count('POST /writers/orders/41/messages')).toBe(0);
  });
});
