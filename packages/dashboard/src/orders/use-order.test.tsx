import { fail, type MockRoutes, ok, topUpOf } from '@bb/api-client/testing';
import { memoryAddressBar, memoryNavigation } from '@bb/form-hooks';
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
      'GET /customers/orders/41': ok({ order: orderOf({ status: 'pre_order' }) }),
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
      'GET /customers/orders/41': ok({ order: orderOf({ status: 'pre_order' }) }),
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
      'GET /customers/orders/41': ok({ order: orderOf({ status: 'delivered' }) }),
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
        'GET /writers/orders/41': ok({ order: orderOf({ status: 'assigned' }) }),
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
      { 'GET /customers/orders/41': fail('not_found', 404) },
      'customer',
      41,
    );
    await waitFor(() => expect(result.current.status).toBe('not_found'));
    expect(result.current.order).toBeNull();
    expect(result.current.actions).toEqual([]);
  });

  it('offers the operator Cancel on a paid order, nothing once the expert works on it', async () => {
    const { result } = setup(
      { 'GET /operators/orders/41': ok({ order: orderOf({ status: 'paid' }) }) },
      'operator',
    );
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.actions.map((action) => action.label)).toEqual(['Cancel order']);
    act(() => result.current.setOrder(orderOf({ status: 'in_progress' })));
    expect(result.current.actions).toEqual([]);
  });
});

describe('useOrder paying an order the balance does not cover', () => {
  const CHECKOUT = 'https://checkout.example/c/pay_8';
  const QUICK = { intervalMs: 30, polls: 20, slowIntervalMs: 60, slowPolls: 4 };
  const preOrder = orderOf({ status: 'pre_order' });

  function customerPage(
    routes: MockRoutes,
    href = 'http://localhost/dashboard/customer/orders/41/',
  ) {
    const { client, mock } = mockOrderClient(routes);
    const navigation = memoryNavigation();
    const address = memoryAddressBar(href);
    const page = renderHook(() =>
      useOrder({
        client,
        party: 'customer',
        orderId: 41,
        navigate: navigation.navigate,
        address,
        polling: QUICK,
      }),
    );
    return { mock, navigation, address, ...page };
  }

  it('keeps Pay when the balance covers the price', async () => {
    const { result } = customerPage({
      'GET /customers/orders/41': ok({ order: preOrder }),
      'GET /customers/balance': ok({ balance_cents: 5000, entries: [] }),
    });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    await waitFor(() =>
      expect(result.current.actions.map((a) => a.label)).toEqual(['Pay', 'Cancel order']),
    );
    expect(result.current.payment).toBeNull();
  });

  it('offers Top up and pay for what is missing, and goes to the checkout for it', async () => {
    const { result, mock, navigation } = customerPage({
      'GET /customers/orders/41': ok({ order: preOrder }),
      'GET /customers/balance': ok({ balance_cents: 1000, entries: [] }),
      'POST /customers/balance/top-ups': ok({
        top_up: topUpOf({ id: 8, amount_cents: 3250, order_id: 41 }),
        checkout_url: CHECKOUT,
      }),
    });
    await waitFor(() =>
      expect(result.current.actions.map((a) => a.label)).toEqual([
        'Top up and pay',
        'Cancel order',
      ]),
    );
    expect(result.current.payment).toEqual({
      balance: '$10.00',
      topUp: '$32.50',
      text: "Your balance is $10.00. 'Top up and pay' takes you to a secure payment page for the $32.50 missing; the order is paid as soon as it arrives.",
    });
    await act(() => result.current.run('top_up_and_pay'));
    const request = mock.requests.find((r) => r.method === 'POST');
    expect(request?.path).toBe('/customers/balance/top-ups');
    expect(request?.form?.get('order_id')).toBe('41');
    expect(navigation.visited).toEqual([CHECKOUT]);
    expect(result.current.actions[0]).toMatchObject({ action: 'top_up_and_pay', busy: true });
  });

  it('charges at least the smallest top-up when little is missing', async () => {
    const { result } = customerPage({
      'GET /customers/orders/41': ok({ order: preOrder }),
      'GET /customers/balance': ok({ balance_cents: 4000, entries: [] }),
    });
    await waitFor(() =>
      expect(result.current.payment).toMatchObject({ balance: '$40.00', topUp: '$10.00' }),
    );
  });

  it('offers Top up and pay once Pay answers balance_too_low', async () => {
    let balanceCents = 5000;
    const { result } = customerPage({
      'GET /customers/orders/41': ok({ order: preOrder }),
      'GET /customers/balance': () => ok({ balance_cents: balanceCents, entries: [] }),
      'POST /customers/orders/41/pay': () => {
        // Spent meanwhile in another tab.
        balanceCents = 0;
        return fail('balance_too_low', 409);
      },
    });
    await waitFor(() =>
      expect(result.current.actions.map((a) => a.action)).toEqual(['pay', 'cancel']),
    );
    await act(() => result.current.run('pay'));
    expect(result.current.announcement?.text).toBe(ERROR_CATALOGUE.balance_too_low.message);
    expect(result.current.actions.map((a) => a.action)).toEqual(['top_up_and_pay', 'cancel']);
    await waitFor(() =>
      expect(result.current.payment).toMatchObject({ balance: '$0.00', topUp: '$42.50' }),
    );
  });

  it('says payments_unavailable and stays', async () => {
    const { result, navigation } = customerPage({
      'GET /customers/orders/41': ok({ order: preOrder }),
      'GET /customers/balance': ok({ balance_cents: 0, entries: [] }),
      'POST /customers/balance/top-ups': fail('payments_unavailable', 503),
    });
    await waitFor(() => expect(result.current.actions[0]?.action).toBe('top_up_and_pay'));
    await act(() => result.current.run('top_up_and_pay'));
    expect(result.current.announcement).toMatchObject({
      tone: 'error',
      text: ERROR_CATALOGUE.payments_unavailable.message,
    });
    expect(result.current.actions[0]).toMatchObject({ busy: false, disabled: false });
    expect(navigation.visited).toEqual([]);
  });

  it('comes back from checkout, waits for the money, and shows the order paid', async () => {
    let paid = false;
    const { result, address } = customerPage(
      {
        'GET /customers/orders/41': () =>
          // Loading the paid order takes a moment: long enough to see what the page shows meanwhile.
          ok(
            { order: orderOf({ status: paid ? 'paid' : 'pre_order' }) },
            { delayMs: paid ? 200 : 0 },
          ),
        'GET /customers/balance': ok({ balance_cents: 1000, entries: [] }),
        'GET /customers/balance/top-ups/8': () => {
          const answer = topUpOf({ id: 8, amount_cents: 3250, order_id: 41 });
          return ok({ top_up: paid ? { ...answer, status: 'paid' } : answer });
        },
      },
      'http://localhost/dashboard/customer/orders/41/?top_up=8',
    );
    await waitFor(() => expect(result.current.topUpReturn.status).toBe('waiting'));
    expect(address.href()).toBe('http://localhost/dashboard/customer/orders/41/');
    await waitFor(() => expect(result.current.actions.length).toBe(2));
    // Paying again is not offered while the page waits for the payment just made.
    expect(result.current.actions.every((a) => a.disabled)).toBe(true);
    paid = true;
    const statuses: string[] = [];
    await waitFor(() => {
      statuses.push(result.current.status);
      expect(result.current.topUpReturn.status).toBe('paid');
    });
    expect(result.current.announcement).toMatchObject({
      tone: 'success',
      text: 'Your payment of $32.50 has arrived. The order is paid.',
    });
    await waitFor(() => {
      statuses.push(result.current.status);
      expect(result.current.view?.statusLabel).toBe('Paid, waiting for an expert');
    });
    expect(result.current.actions).toEqual([]);
    // The order stays on screen, with its live region, while it loads again.
    expect(statuses).not.toContain('loading');
  });

  it('says a cancelled checkout charged nothing, and Top up and pay stays', async () => {
    const { result } = customerPage(
      {
        'GET /customers/orders/41': ok({ order: preOrder }),
        'GET /customers/balance': ok({ balance_cents: 0, entries: [] }),
      },
      'http://localhost/dashboard/customer/orders/41/?top_up=8&checkout=cancelled',
    );
    await waitFor(() =>
      expect(result.current.announcement?.text).toBe(
        'You cancelled the payment. Nothing was charged.',
      ),
    );
    await waitFor(() =>
      expect(result.current.actions[0]).toMatchObject({
        action: 'top_up_and_pay',
        disabled: false,
      }),
    );
  });
});
