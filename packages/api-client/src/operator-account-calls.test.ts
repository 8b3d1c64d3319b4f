import { describe, expect, it } from 'vitest';
import { customerAccountOf, expertAccountOf } from './operator-account-fixtures';
import { createMockOperatorAccountClient, ok } from './testing';

describe('the operator’s account calls', () => {
  it('search a page at a time and read a customer’s and an expert’s lists by id', async () => {
    const customer = customerAccountOf();
    const expert = expertAccountOf();
    const page = { next_cursor: null };
    const { mock, client } = createMockOperatorAccountClient({
      'GET /operators/customers': ok({ customers: [customer], next_cursor: 'MTB-Mg' }),
      'GET /operators/customers/41': ok({ customer }),
      'GET /operators/customers/41/orders': ok({ orders: [], ...page }),
      'GET /operators/customers/41/balance': ok({ balance_cents: 0, entries: [], ...page }),
      'GET /operators/customers/41/tickets': ok({ tickets: [], counts: {}, ...page }),
      'GET /operators/writers': ok({ experts: [expert], ...page }),
      'GET /operators/writers/7': ok({ expert }),
      'GET /operators/writers/7/orders': ok({ orders: [], ...page }),
      'GET /operators/writers/7/earnings': ok({ earnings: [], ...page }),
      'POST /operators/accounts/41/block': ok({ account: { ...customer, status: 'blocked' } }),
    });
    expect(await client.customers({ q: 'maria', cursor: 'abc', limit: 5 })).toEqual({
      customers: [customer],
      next_cursor: 'MTB-Mg',
    });
    expect(mock.requests[0]?.query.toString()).toBe('cursor=abc&limit=5&q=maria');
    await client.experts({ q: '' });
    expect(mock.requests[1]?.query.toString()).toBe('');
    expect((await client.customer(41)).customer).toEqual(customer);
    await client.customerOrders(41, { status: 'finished', cursor: 'x' });
    expect(mock.requests[3]?.query.toString()).toBe('cursor=x&status=finished');
    await client.customerBalance(41);
    await client.customerTickets(41, { status: 'waiting' });
    expect(mock.requests[5]?.query.toString()).toBe('status=waiting');
    expect((await client.expert(7)).expert).toEqual(expert);
    await client.expertOrders(7);
    await client.expertEarnings(7, { limit: 10 });
    expect((await client.setBlocked(41, true)).account.status).toBe('blocked');
    expect(mock.unmatched).toEqual([]);
  });
});
