import { fail, ok } from '@bb/api-client/testing';
import { ERROR_CATALOGUE } from '@bb/validation';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockOrderClient, orderOf } from '../test-support/order-fixtures';
import { useOrder } from './use-order';

function setup(
  routes: Parameters<typeof mockOrderClient>[0],
  party: 'customer' | 'expert' | 'operator' = 'customer',
  orderId = 41,
) {
  const { client, mock } = mockOrderClient(routes);
  return { mock, ...renderHook(() => useOrder({ client, party, orderId })) };
}

describe('useOrder', () => {
  it('offers the customer Pay and Cancel on an order awaiting payment', async () => {
    const { result } = setup({
      'GET /customers/orders': ok({ orders: [orderOf({ status: 'pre_order' })] }),
    });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.view).toMatchObject({
      statusLabel: 'Awaiting payment',
      size: '3 pages, 825 words',
      price: '$42.50',
    });
    expect(result.current.actions.map((action) => action.label)).toEqual(['Pay', 'Cancel order']);
  });

  it('keeps Pay offered after balance_too_low, and says why in the catalogue’s words', async () => {
    const { result } = setup({
      'GET /customers/orders': ok({ orders: [orderOf({ status: 'pre_order' })] }),
      'POST /customers/orders/41/pay': [
        fail('balance_too_low', 409),
        ok({ order: orderOf({ status: 'paid' }), balance_cents: 100 }),
      ],
    });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    await act(() => result.current.run('pay'));
    expect(result.current.announcement).toMatchObject({
      tone: 'error',
      text: ERROR_CATALOGUE.balance_too_low.message,
    });
    expect(result.current.actions.map((action) => action.action)).toEqual(['pay', 'cancel']);
    await act(() => result.current.run('pay'));
    expect(result.current.view?.statusLabel).toBe('Paid, waiting for an expert');
    expect(result.current.actions).toEqual([]);
    expect(result.current.announcement).toMatchObject({
      tone: 'success',
      text: 'The order is paid from your balance.',
    });
  });

  it('marks the running action busy and the others disabled', async () => {
    const { result } = setup({
      'GET /customers/orders': ok({ orders: [orderOf({ status: 'delivered' })] }),
      'POST /customers/orders/41/approve': ok(
        { order: orderOf({ status: 'finished' }) },
        { delayMs: 50 },
      ),
    });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    let running: Promise<void> = Promise.resolve();
    act(() => {
      running = result.current.run('approve');
    });
    await waitFor(() =>
      expect(result.current.actions).toEqual([
        { action: 'approve', label: 'Approve', busy: true, disabled: true },
        { action: 'request_revision', label: 'Ask for a revision', busy: false, disabled: true },
      ]),
    );
    await act(() => running);
    expect(result.current.view?.statusLabel).toBe('Finished');
    expect(result.current.announcement?.text).toBe(
      'You approved the result. The order is finished.',
    );
  });

  it('shows a refused step cleanly and keeps the order as it was', async () => {
    const { result } = setup(
      {
        'GET /writers/orders': ok({ orders: [orderOf({ status: 'assigned' })] }),
        'POST /writers/orders/41/accept': fail('order_action_refused', 409),
      },
      'expert',
    );
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.actions.map((action) => action.label)).toEqual(['Accept', 'Decline']);
    await act(() => result.current.run('accept'));
    expect(result.current.announcement).toMatchObject({
      tone: 'error',
      text: ERROR_CATALOGUE.order_action_refused.message,
    });
    expect(result.current.view?.statusLabel).toBe('Assigned to an expert');
  });

  it('answers not found for an order the party cannot see (another customer’s id)', async () => {
    const { result } = setup(
      { 'GET /customers/orders': ok({ orders: [orderOf({ id: 7 })] }) },
      'customer',
      41,
    );
    await waitFor(() => expect(result.current.status).toBe('not_found'));
    expect(result.current.order).toBeNull();
    expect(result.current.actions).toEqual([]);
  });

  it('offers the operator Cancel on a paid order, nothing once the expert works on it', async () => {
    const { result } = setup(
      { 'GET /operators/orders': ok({ orders: [orderOf({ status: 'paid' })] }) },
      'operator',
    );
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.actions.map((action) => action.label)).toEqual(['Cancel order']);
    act(() => result.current.setOrder(orderOf({ status: 'in_progress' })));
    expect(result.current.actions).toEqual([]);
  });
});
