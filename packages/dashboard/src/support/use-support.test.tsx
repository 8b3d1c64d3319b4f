import {
  createMockSupportClient,
  fail,
  type MockRequest,
  type MockRoutes,
  ok,
  supportMessageOf,
  supportTicketOf,
} from '@bb/api-client/testing';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSupportTicket } from './use-support-ticket';
import { useSupportTickets } from './use-support-tickets';
import { useWaitingTickets } from './use-waiting-tickets';

const LIST = 'GET /customers/tickets';
const TICKET = supportTicketOf();
const { messages: _messages, order: _order, ...SUMMARY } = TICKET;
const ORDERS = [{ id: 41, title: 'Dijkstra in Python' }];
const COUNTS = { waiting: 1, answered: 2, closed: 0 };

function customerPage(routes: MockRoutes) {
  const { client, mock } = createMockSupportClient({
    [LIST]: ok({ tickets: [SUMMARY], orders: ORDERS, counts: COUNTS }),
    ...routes,
  });
  return { mock, ...renderHook(() => useSupportTickets({ client })) };
}

type Page = ReturnType<typeof useSupportTickets>;
const type = (result: { current: Page }, values: Record<string, string>) =>
  act(() => {
    const form = result.current.newTicket;
    const getters = {
      subject: form.getSubjectFieldProps,
      message: form.getMessageFieldProps,
      order_id: form.getOrderFieldProps,
    };
    for (const [field, value] of Object.entries(values)) {
      getters[field as keyof typeof getters]().onChange(value);
    }
  });

describe('useSupportTickets', () => {
  it('lists the customer’s tickets with their status in words, and offers their orders', async () => {
    const { result } = customerPage({});
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.tickets).toEqual([
      expect.objectContaining({
        id: 7,
        subject: 'The report is late',
        statusLabel: 'Waiting for support',
      }),
    ]);
    expect(result.current.newTicket.orderOptions).toEqual([
      { value: '', label: 'Not about an order' },
      { value: '41', label: '#41 Dijkstra in Python' },
    ]);
  });

  it('refuses an empty subject and message beside each field, without calling the API', async () => {
    const { result, mock } = customerPage({});
    await waitFor(() => expect(result.current.status).toBe('ready'));
    await act(() => result.current.newTicket.submit());
    expect(result.current.newTicket.errors).toEqual({
      subject: 'Please enter a subject',
      message: 'Please write your message',
    });
    expect(result.current.newTicket.getSubjectFieldProps()['aria-invalid']).toBe(true);
    expect(mock.count('POST /customers/tickets')).toBe(0);
  });

  it('sends a ticket about an order, lists it first, clears the form and announces it', async () => {
    const opened = supportTicketOf({ id: 8, subject: 'Refund?' });
    const { result, mock } = customerPage({ 'POST /customers/tickets': ok({ ticket: opened }) });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    type(result, { subject: 'Refund?', message: 'Can I get one?', order_id: '41' });
    await act(() => result.current.newTicket.submit());
    expect(mock.requests.at(-1)?.form?.toString()).toBe(
      'subject=Refund%3F&message=Can+I+get+one%3F&order_id=41',
    );
    expect(result.current.tickets.map((ticket) => ticket.id)).toEqual([8, 7]);
    expect(result.current.announcement?.text).toBe(
      'Your ticket “Refund?” was sent. We answer within one business day.',
    );
    expect(result.current.newTicket.getSubjectFieldProps().value).toBe('');
    expect(result.current.newTicket.errors).toEqual({});
  });

  it('shows the server’s refusal beside the field it is about', async () => {
    const { result } = customerPage({
      'POST /customers/tickets': fail('ticket_order_not_found', 400),
    });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    type(result, { subject: 'Hi', message: 'Hi', order_id: '41' });
    await act(() => result.current.newTicket.submit());
    expect(result.current.newTicket.errors).toEqual({
      order_id: 'Please choose one of your orders, or none.',
    });
  });

  it('says a failed load and loads again on “Try again”', async () => {
    let failing = true;
    const { result } = customerPage({
      [LIST]: () =>
        failing ? fail('internal_error', 500) : ok({ tickets: [], orders: [], counts: COUNTS }),
    });
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current.errorMessage).toBeTruthy();
    failing = false;
    act(() => result.current.reload());
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.tickets).toEqual([]);
  });
});

describe('useSupportTicket', () => {
  const ANSWERED = supportTicketOf({
    status: 'answered',
    // The newest first, as the API pages a conversation.
    messages: [supportMessageOf(2, 'operator', 'Yes, tomorrow.'), ...TICKET.messages],
  });

  it('shows the conversation as the customer reads it, and replies', async () => {
    const replied = supportTicketOf({
      messages: [supportMessageOf(3, 'customer', 'Thanks!'), ...ANSWERED.messages],
    });
    const { client, mock } = createMockSupportClient({
      'GET /customers/tickets/7': ok({ ticket: ANSWERED }),
      'GET /customers/tickets/7/messages': ok({ messages: ANSWERED.messages, next_cursor: null }),
      'POST /customers/tickets/7/messages': ok({ ticket: replied }),
    });
    const { result } = renderHook(() =>
      useSupportTicket({ client, reader: 'customer', ticketId: 7 }),
    );
    await waitFor(() => expect(result.current.thread.status).toBe('ready'));
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.statusLabel).toBe('Answered');
    expect(result.current.thread.messages.map((m) => m.author)).toEqual(['You', 'Support']);
    expect(result.current.canClose).toBe(true);

    await act(async () => expect(await result.current.thread.send()).toBe(false));
    expect(result.current.thread.fieldError).toBe('Please write your message');
    act(() => result.current.thread.setDraft('Thanks!'));
    expect(result.current.thread.fieldError).toBeNull();
    await act(() => result.current.thread.send());
    expect(mock.requests.at(-1)?.form?.get('message')).toBe('Thanks!');
    expect(result.current.statusLabel).toBe('Waiting for support');
    expect(result.current.thread.draft).toBe('');
    expect(result.current.announcement?.text).toBe('Your reply was sent.');
  });

  it('closes the ticket', async () => {
    const { client } = createMockSupportClient({
      'GET /customers/tickets/7': ok({ ticket: ANSWERED }),
      'GET /customers/tickets/7/messages': ok({ messages: ANSWERED.messages, next_cursor: null }),
      'POST /customers/tickets/7/close': ok({ ticket: { ...ANSWERED, status: 'closed' } }),
    });
    const { result } = renderHook(() =>
      useSupportTicket({ client, reader: 'customer', ticketId: 7 }),
    );
    await waitFor(() => expect(result.current.status).toBe('ready'));
    await act(() => result.current.close());
    expect([result.current.statusLabel, result.current.canClose]).toEqual(['Closed', false]);
    expect(result.current.announcement?.text).toBe('The ticket is closed. A reply opens it again.');
  });

  it('says not found for a ticket that is not the customer’s', async () => {
    const { client } = createMockSupportClient({
      'GET /customers/tickets/9': fail('not_found', 404),
    });
    const { result } = renderHook(() =>
      useSupportTicket({ client, reader: 'customer', ticketId: 9 }),
    );
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current.notFound).toBe(true);
  });

  it('lets the operator answer, as Support to the customer, never close', async () => {
    const { client } = createMockSupportClient({
      'GET /operators/tickets/7': ok({
        ticket: { ...TICKET, customer_email: 'customer@demo.bb.example' },
      }),
      'GET /operators/tickets/7/messages': ok({ messages: TICKET.messages, next_cursor: null }),
      'POST /operators/tickets/7/messages': ok({ ticket: ANSWERED }),
    });
    const { result } = renderHook(() =>
      useSupportTicket({ client, reader: 'operator', ticketId: 7 }),
    );
    await waitFor(() => expect(result.current.thread.status).toBe('ready'));
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.ticket?.customer_email).toBe('customer@demo.bb.example');
    expect(result.current.thread.messages.map((m) => m.author)).toEqual(['Customer']);
    expect(result.current.canClose).toBe(false);
    act(() => result.current.thread.setDraft('Yes, tomorrow.'));
    await act(() => result.current.thread.send());
    expect(result.current.thread.messages.map((m) => m.author)).toEqual(['Customer', 'You']);
    expect(result.current.announcement?.text).toBe(
      'Your answer was sent. The customer is told by e-mail.',
    );
  });
});

/** The status the last request to `key` asked for. */
const lastStatus = (mock: { requests: MockRequest[] }, key: string) =>
  mock.requests
    .filter((r) => `${r.method} ${r.path}` === key)
    .at(-1)
    ?.query.get('status');

describe('the ticket lists’ status filter', () => {
  it('asks the API for the customer’s tickets of the chosen status, with the counts as options', async () => {
    const { result, mock } = customerPage({
      [LIST]: (request) =>
        ok({
          tickets: request.query.get('status') === 'answered' ? [] : [SUMMARY],
          orders: ORDERS,
          counts: COUNTS,
        }),
    });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.filterOptions.map((option) => option.label)).toEqual([
      'All tickets (3)',
      'Waiting for support (1)',
      'Answered (2)',
      'Closed (0)',
    ]);
    act(() => result.current.setFilter('answered'));
    await waitFor(() => expect(lastStatus(mock, LIST)).toBe('answered'));
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.filter).toBe('answered');
    expect(result.current.tickets).toEqual([]);
    // Tickets of other statuses exist: this is no empty Support page.
    expect(result.current.empty).toBe(false);
    act(() => result.current.setFilter('lost'));
    expect(result.current.filter).toBe('answered');
  });

  it('shows the operator the waiting tickets, counted, and another status on request', async () => {
    const { client, mock } = createMockSupportClient({
      'GET /operators/tickets': (request) =>
        ok({
          tickets: [{ ...SUMMARY, customer_email: 'customer@demo.bb.example' }],
          next_cursor: null,
          ...(request.query.has('cursor') ? {} : { counts: { waiting: 4 } }),
        }),
    });
    const { result } = renderHook(() => useWaitingTickets({ client }));
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(lastStatus(mock, 'GET /operators/tickets')).toBe('waiting');
    expect(result.current.filterOptions.map((option) => option.label)).toEqual([
      'Waiting for support (4)',
      'Answered',
      'Closed',
    ]);
    act(() => result.current.setFilter('closed'));
    await waitFor(() => expect(lastStatus(mock, 'GET /operators/tickets')).toBe('closed'));
    // 'All' is no filter of the operator's list.
    act(() => result.current.setFilter('all'));
    expect(result.current.filter).toBe('closed');
  });
});

describe('useWaitingTickets', () => {
  it('lists the tickets waiting, with whose they are', async () => {
    const { client } = createMockSupportClient({
      'GET /operators/tickets': ok({
        tickets: [{ ...SUMMARY, customer_email: 'customer@demo.bb.example' }],
      }),
    });
    const { result } = renderHook(() => useWaitingTickets({ client }));
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.tickets).toEqual([
      expect.objectContaining({ id: 7, customerEmail: 'customer@demo.bb.example' }),
    ]);
  });
});
