import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@bb/api';
import { createCookieJarFetch } from '@bb/api/testing';
import { createApiClient, createSupportClient } from '@bb/api-client';
import {
  type RealApiServer,
  startRealApiServer,
} from '@bb/form-hooks/test-support/real-api-server';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useSupportTicket } from './use-support-ticket';
import { useSupportTickets } from './use-support-tickets';
import { useWaitingTickets } from './use-waiting-tickets';

/** Support's hooks against the API itself: its rules, its scopes and its ticket states. */
let api: RealApiServer;
beforeAll(async () => {
  api = await startRealApiServer();
});
afterAll(() => api?.close());

async function signedIn(role: 'customer' | 'operator') {
  const fetch = createCookieJarFetch();
  await createApiClient({ origin: api.origin, fetch }).createSession({
    login: DEMO_ACCOUNTS[role],
    password: DEMO_PASSWORD,
  });
  return createSupportClient({ origin: api.origin, fetch });
}

describe('the support hooks against the API', () => {
  it('open a ticket about an order, answer it as the operator, reply and close it', async () => {
    const customer = await signedIn('customer');
    const page = renderHook(() => useSupportTickets({ client: customer }));
    await waitFor(() => expect(page.result.current.status).toBe('ready'));
    const [, firstOrder] = page.result.current.newTicket.orderOptions;
    if (!firstOrder) throw new Error('The demo customer has no order');

    // A ticket about the customer's first order, sent through the form.
    act(() => {
      const form = page.result.current.newTicket;
      form.getSubjectFieldProps().onChange('Where is my order?');
      form.getMessageFieldProps().onChange('Is it on time?');
      form.getOrderFieldProps().onChange(firstOrder.value);
    });
    await act(() => page.result.current.newTicket.submit());
    expect(page.result.current.newTicket.errors).toEqual({});
    const [opened] = page.result.current.tickets;
    expect(opened).toMatchObject({
      subject: 'Where is my order?',
      statusLabel: 'Waiting for support',
    });
    const id = opened?.id ?? 0;

    const operator = await signedIn('operator');
    const waiting = renderHook(() => useWaitingTickets({ client: operator }));
    await waitFor(() => expect(waiting.result.current.status).toBe('ready'));
    expect(waiting.result.current.tickets.find((ticket) => ticket.id === id)?.customerEmail).toBe(
      DEMO_ACCOUNTS.customer,
    );
    const answering = renderHook(() =>
      useSupportTicket({ client: operator, reader: 'operator', ticketId: id }),
    );
    await waitFor(() => expect(answering.result.current.status).toBe('ready'));
    expect(answering.result.current.ticket?.order?.id).toBe(Number(firstOrder.value));
    act(() => answering.result.current.thread.setDraft('Yes, it is on time.'));
    await act(() => answering.result.current.thread.send());
    expect(answering.result.current.statusLabel).toBe('Answered');

    const reading = renderHook(() =>
      useSupportTicket({ client: customer, reader: 'customer', ticketId: id }),
    );
    await waitFor(() => expect(reading.result.current.status).toBe('ready'));
    expect(reading.result.current.thread.messages.map((m) => [m.author, m.body])).toEqual([
      ['You', 'Is it on time?'],
      ['Support', 'Yes, it is on time.'],
    ]);
    act(() => reading.result.current.thread.setDraft('Thank you!'));
    await act(() => reading.result.current.thread.send());
    expect(reading.result.current.statusLabel).toBe('Waiting for support');
    await act(() => reading.result.current.close());
    expect(reading.result.current.statusLabel).toBe('Closed');
  });

  it('say not found for another customer’s ticket', async () => {
    const operator = await signedIn('operator');
    const asCustomer = await signedIn('customer');
    const { ticket } = await asCustomer.openTicket({ subject: 'Mine', message: 'Private' });
    const fetch = createCookieJarFetch();
    await createApiClient({ origin: api.origin, fetch }).createCustomer({
      login: 'support-stranger@bb.example',
      policy_agree: true,
    });
    const stranger = createSupportClient({ origin: api.origin, fetch });
    const { result } = renderHook(() =>
      useSupportTicket({ client: stranger, reader: 'customer', ticketId: ticket.id }),
    );
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current.notFound).toBe(true);
    expect((await operator.ticket('operator', ticket.id)).ticket.messages).toHaveLength(1);
  });
});
