import { describe, expect, it } from 'vitest';
import { createMockSupportClient, fail, ok, supportTicketOf } from './testing';

describe('createSupportClient', () => {
  it('sends each call to its path, with its form, and unwraps the ticket', async () => {
    const ticket = supportTicketOf();
    const { mock, client } = createMockSupportClient({
      'GET /customers/tickets': ok({
        tickets: [],
        next_cursor: null,
        orders: [{ id: 41, title: 'Dijkstra' }],
      }),
      'POST /customers/tickets': ok({ ticket }),
      'GET /customers/tickets/7': ok({ ticket }),
      'POST /customers/tickets/7/messages': ok({ ticket }),
      'POST /customers/tickets/7/close': ok({ ticket: { ...ticket, status: 'closed' } }),
      'GET /operators/tickets': ok({ tickets: [] }),
      'GET /operators/tickets/7': ok({ ticket }),
      'POST /operators/tickets/7/messages': ok({ ticket }),
    });
    expect((await client.customerTickets()).orders).toEqual([{ id: 41, title: 'Dijkstra' }]);
    expect(await client.openTicket({ subject: 'Late', message: 'Hi', order_id: 41 })).toEqual({
      ticket,
    });
    await client.openTicket({ subject: 'No order', message: 'Hi' });
    await client.ticket('customer', 7);
    await client.sendTicketMessage('customer', 7, 'Thanks');
    expect((await client.closeTicket(7)).ticket.status).toBe('closed');
    await client.waitingTickets();
    await client.ticket('operator', 7);
    await client.sendTicketMessage('operator', 7, 'Answer');
    expect(mock.unmatched).toEqual([]);
    const forms = mock.requests.map((request) => request.form?.toString() ?? null);
    expect(forms).toEqual([
      null,
      'subject=Late&message=Hi&order_id=41',
      'subject=No+order&message=Hi',
      null,
      'message=Thanks',
      null,
      null,
      null,
      'message=Answer',
    ]);
  });

  it('asks for a page of a list by cursor, size and status, sending only what is given', async () => {
    const page = { next_cursor: null };
    const { mock, client } = createMockSupportClient({
      'GET /customers/tickets': ok({ tickets: [], orders: [], ...page }),
      'GET /operators/tickets': ok({ tickets: [], ...page }),
      'GET /operators/tickets/7/messages': ok({ messages: [], ...page }),
    });
    await client.customerTickets({ status: 'closed', cursor: 'MTAwfjQ', limit: 5 });
    await client.waitingTickets();
    await client.waitingTickets({ status: 'answered' });
    await client.ticketMessages('operator', 7, { cursor: 'MTAwfjQ' });
    expect(mock.unmatched).toEqual([]);
    expect(mock.requests.map((request) => request.query.toString())).toEqual([
      'cursor=MTAwfjQ&limit=5&status=closed',
      '',
      'status=answered',
      'cursor=MTAwfjQ',
    ]);
  });

  it('rejects with the slug of a refused call', async () => {
    const { client } = createMockSupportClient({
      'GET /customers/tickets/8': fail('not_found', 404),
    });
    await expect(client.ticket('customer', 8)).rejects.toMatchObject({
      messageSlug: 'not_found',
      status: 404,
    });
  });
});
