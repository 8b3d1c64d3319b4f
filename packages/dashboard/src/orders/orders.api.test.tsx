import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@bb/api';
import { createCookieJarFetch } from '@bb/api/testing';
import { createApiClient, createOrderClient } from '@bb/api-client';
import {
  type RealApiServer,
  startRealApiServer,
} from '@bb/form-hooks/test-support/real-api-server';
import { ERROR_CATALOGUE } from '@bb/validation';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useOrder } from './use-order';
import { useOrderAssign, useOrderExperts } from './use-order-assign';
import { useOrderList } from './use-order-list';
import { useOrderThread } from './use-order-thread';

/**
 * The order hooks against the API itself: the parties' lists, the lifecycle's steps and the
 * thread are judged by the server's answers, not a fake's.
 */
let api: RealApiServer;
beforeAll(async () => {
  api = await startRealApiServer();
});
afterAll(() => api?.close());

/** An order client signed in as one of the demo accounts, with its own cookies. */
async function signedIn(login: string) {
  const fetch = createCookieJarFetch();
  await createApiClient({ origin: api.origin, fetch }).createSession({
    login,
    password: DEMO_PASSWORD,
  });
  return { client: createOrderClient({ origin: api.origin, fetch }), fetch };
}

describe('the order hooks against the API', () => {
  it('take an order from the customer through the operator and the expert and back', async () => {
    const customer = await signedIn(DEMO_ACCOUNTS.customer);
    const placed = await customer.client.createPreOrder({
      paper_type: 1,
      title: 'Hooks on the real API',
      discipline_sub: 101,
      pages_qty: 2,
      deadline_datetime: api.server.clock.now + 5 * 24 * 3600 * 1000,
    });
    const orderId = placed.order.id;

    const list = renderHook(() => useOrderList({ client: customer.client, party: 'customer' }));
    await waitFor(() => expect(list.result.current.status).toBe('ready'));
    expect(list.result.current.rows.find((row) => row.id === orderId)?.statusLabel).toBe(
      'Paid, waiting for an expert',
    );

    // The operator assigns it to the only expert who signs in.
    const operator = await signedIn(DEMO_ACCOUNTS.operator);
    const experts = renderHook(() => useOrderExperts({ client: operator.client }));
    await waitFor(() => expect(experts.result.current.status).toBe('ready'));
    const assign = renderHook(() =>
      useOrderAssign({
        client: operator.client,
        order: placed.order,
        experts: experts.result.current.items,
      }),
    );
    const [expert] = assign.result.current.choices;
    act(() => assign.result.current.select(expert?.slug ?? ''));
    await act(() => assign.result.current.assign());
    expect(assign.result.current.announcement?.tone).toBe('success');

    // The expert accepts, writes, and delivers; a second accept is refused by the server.
    const writer = await signedIn(DEMO_ACCOUNTS.writer);
    const page = renderHook(() => useOrder({ client: writer.client, party: 'expert', orderId }));
    await waitFor(() => expect(page.result.current.status).toBe('ready'));
    expect(page.result.current.actions.map((action) => action.action)).toEqual([
      'accept',
      'decline',
    ]);
    await act(() => page.result.current.run('accept'));
    expect(page.result.current.view?.statusLabel).toBe('In progress');
    await act(() => page.result.current.run('accept'));
    expect(page.result.current.announcement?.text).toBe(
      ERROR_CATALOGUE.order_action_refused.message,
    );
    const thread = renderHook(() =>
      useOrderThread({ client: writer.client, party: 'expert', orderId }),
    );
    await waitFor(() => expect(thread.result.current.status).toBe('ready'));
    act(() => thread.result.current.setDraft('Delivered with notes.'));
    await act(() => thread.result.current.send());
    expect(thread.result.current.messages.map((message) => message.author)).toEqual(['You']);
    // A delivery needs the result: refused without one, taken once it is uploaded.
    await act(() => page.result.current.run('deliver'));
    expect(page.result.current.announcement?.text).toBe(
      ERROR_CATALOGUE.order_result_required.message,
    );
    // Written out by hand: jsdom's FormData is not one Node's fetch can send.
    const boundary = 'bb-order-result';
    const uploaded = await writer.fetch(`${api.origin}/api/en/1/writers/orders/${orderId}/files`, {
      method: 'POST',
      headers: {
        'X-Requested-With': 'XMLHttpRequest',
        'Content-Type': `multipart/form-data; boundary=${boundary}`,
      },
      body: `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="report.txt"\r\nContent-Type: text/plain\r\n\r\nThe report.\r\n--${boundary}--\r\n`,
    });
    expect(uploaded.status).toBe(200);
    await act(() => page.result.current.run('deliver'));
    expect(page.result.current.view?.statusLabel).toBe('Delivered');

    // The customer reads the message as the expert's and approves.
    const customerPage = renderHook(() =>
      useOrder({ client: customer.client, party: 'customer', orderId }),
    );
    const customerThread = renderHook(() =>
      useOrderThread({ client: customer.client, party: 'customer', orderId }),
    );
    await waitFor(() => expect(customerThread.result.current.status).toBe('ready'));
    expect(customerThread.result.current.messages[0]).toMatchObject({
      author: 'Expert',
      body: 'Delivered with notes.',
    });
    await waitFor(() => expect(customerPage.result.current.status).toBe('ready'));
    await act(() => customerPage.result.current.run('approve'));
    expect(customerPage.result.current.view?.statusLabel).toBe('Finished');
  });

  it("finds no other customer's order: the public latest orders belong to no account", async () => {
    const customer = await signedIn(DEMO_ACCOUNTS.customer);
    const page = renderHook(() =>
      useOrder({ client: customer.client, party: 'customer', orderId: 1 }),
    );
    await waitFor(() => expect(page.result.current.status).toBe('not_found'));
  });
});
