import { fail, ok, pending } from '@bb/api-client/testing';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockOrderClient, orderOf, orderPages } from '../test-support/order-fixtures';
import { useOrderList } from './use-order-list';

const ORDERS = [
  orderOf({ id: 1, status: 'pre_order', title: 'SQL joins' }),
  orderOf({
    id: 2,
    status: 'in_progress',
    writer: { slug: 'ada-l', pen_name: 'Ada L.', avatar_url: '' },
  }),
  orderOf({ id: 3, status: 'pre_order', title: 'Excel pivots' }),
];

function setup(
  routes: Parameters<typeof mockOrderClient>[0],
  party: 'customer' | 'expert' | 'operator' = 'customer',
) {
  const { client, mock } = mockOrderClient(routes);
  return { mock, ...renderHook(() => useOrderList({ client, party })) };
}

const pagedOrders = () => orderPages(ORDERS);

describe('useOrderList', () => {
  it('loads the customer’s orders as rows in plain words', async () => {
    const { result } = setup({ 'GET /customers/orders': pagedOrders() });
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.rows.map((row) => row.statusLabel)).toEqual([
      'Awaiting payment',
      'In progress',
    ]);
    const [first, second] = result.current.rows;
    expect(first).toMatchObject({
      title: 'SQL joins',
      price: '$42.50',
      writer: 'Not assigned yet',
    });
    expect(second?.writer).toBe('Ada L.');
    expect(first?.deadline).toMatch(/^Dec 0[45], 2026, \d\d:\d\d$/);
  });

  it('shows the next pages after the first, asking for the same state, until none follows', async () => {
    const { result, mock } = setup({ 'GET /customers/orders': pagedOrders() });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.hasMore).toBe(true);
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.rows.map((row) => row.id)).toEqual([1, 2, 3]));
    expect(result.current.hasMore).toBe(false);
    expect(mock.requests.at(-1)?.query.get('cursor')).toBe('2');
    // The counts of the first page stay: the next pages carry none.
    expect(result.current.filterOptions[0]?.label).toBe('All orders (3)');
  });

  it('filters on the server, counts each state from the API, and says when a state has none', async () => {
    const { result, mock } = setup({ 'GET /customers/orders': pagedOrders() });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    const labels = result.current.filterOptions.map((option) => option.label);
    expect(labels.slice(0, 3)).toEqual([
      'All orders (3)',
      'Awaiting payment (2)',
      'Paid, waiting for an expert (0)',
    ]);

    act(() => result.current.setFilter('pre_order'));
    await waitFor(() => expect(result.current.rows.map((row) => row.id)).toEqual([1, 3]));
    expect(mock.requests.at(-1)?.query.get('status')).toBe('pre_order');
    act(() => result.current.setFilter('finished'));
    await waitFor(() => expect(result.current.filteredEmpty).toBe(true));
    expect(result.current.rows).toEqual([]);
    expect(result.current.empty).toBe(false);
    act(() => result.current.setFilter('no_such_state'));
    expect(result.current.filter).toBe('finished');
  });

  it('offers the operator the queue’s two states, and counts an assignment anew', async () => {
    const queue = [orderOf({ id: 7, status: 'paid' })];
    const { result } = setup(
      {
        'GET /operators/orders': ok({
          orders: queue,
          next_cursor: null,
          status_counts: { paid: 1 },
        }),
      },
      'operator',
    );
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.filterOptions.map((option) => option.label)).toEqual([
      'All orders (1)',
      'Paid, waiting for an expert (1)',
      'Assigned to an expert (0)',
    ]);
    act(() => result.current.replaceOrder(orderOf({ id: 7, status: 'assigned' })));
    expect(result.current.rows[0]?.status).toBe('assigned');
    expect(result.current.filterOptions.map((option) => option.count)).toEqual([1, 0, 1]);
    act(() => result.current.setFilter('finished'));
    expect(result.current.filter).toBe('all');
  });

  it('is empty when there are no orders at all', async () => {
    const { result } = setup({
      'GET /customers/orders': ok({ orders: [], next_cursor: null, status_counts: {} }),
    });
    await waitFor(() => expect(result.current.empty).toBe(true));
    expect(result.current.filteredEmpty).toBe(false);
    expect(result.current.hasMore).toBe(false);
  });

  it('stays loading while the API has not answered', () => {
    const { result } = setup({ 'GET /customers/orders': pending() });
    expect(result.current.status).toBe('loading');
    expect(result.current.empty).toBe(false);
  });

  it('reports a failed load in the catalogue’s words and loads again on reload', async () => {
    // Fails until the API is back (StrictMode's first load is cancelled: no answer counts).
    let down = true;
    const { result, mock } = setup(
      {
        'GET /writers/orders': (request) =>
          down ? fail('internal_error', 500) : pagedOrders()(request),
      },
      'expert',
    );
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current.errorMessage).toBe(
      'Some error occurred. Please try again later or contact support.',
    );
    down = false;
    act(() => result.current.reload());
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.rows).toHaveLength(2);
    expect(mock.unmatched).toEqual([]);
  });
});
