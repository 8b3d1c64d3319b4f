import { fail, ok, pending } from '@bb/api-client/testing';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockOrderClient, orderOf } from '../test-support/order-fixtures';
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
  party: 'customer' | 'expert' = 'customer',
) {
  const { client, mock } = mockOrderClient(routes);
  return { mock, ...renderHook(() => useOrderList({ client, party })) };
}

describe('useOrderList', () => {
  it('loads the customer’s orders as rows in plain words', async () => {
    const { result } = setup({ 'GET /customers/orders': ok({ orders: ORDERS }) });
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.rows.map((row) => row.statusLabel)).toEqual([
      'Awaiting payment',
      'In progress',
      'Awaiting payment',
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

  it('filters by status, counts each, and says when a filter matches nothing', async () => {
    const { result } = setup({ 'GET /customers/orders': ok({ orders: ORDERS }) });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    const labels = result.current.filterOptions.map((option) => option.label);
    expect(labels.slice(0, 3)).toEqual([
      'All orders (3)',
      'Awaiting payment (2)',
      'Paid, waiting for an expert (0)',
    ]);

    act(() => result.current.setFilter('pre_order'));
    expect(result.current.rows.map((row) => row.id)).toEqual([1, 3]);
    act(() => result.current.setFilter('finished'));
    expect(result.current.rows).toEqual([]);
    expect(result.current.filteredEmpty).toBe(true);
    expect(result.current.empty).toBe(false);
    act(() => result.current.setFilter('no_such_state'));
    expect(result.current.filter).toBe('finished');
  });

  it('is empty when there are no orders at all', async () => {
    const { result } = setup({ 'GET /customers/orders': ok({ orders: [] }) });
    await waitFor(() => expect(result.current.empty).toBe(true));
    expect(result.current.filteredEmpty).toBe(false);
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
        'GET /writers/orders': () => (down ? fail('internal_error', 500) : ok({ orders: ORDERS })),
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
    expect(result.current.rows).toHaveLength(3);
    expect(mock.unmatched).toEqual([]);
  });
});
