import {
  createMockPartnerClient,
  fail,
  ok,
  partnerCustomerOf,
  partnerOrderOf,
  partnerOverviewOf,
  partnerPayoutOf,
} from '@bb/api-client/testing';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { listPages } from '../test-support/order-fixtures';
import { usePartnerEarnings } from './use-partner-earnings';
import { usePartnerCustomers, usePartnerOrders } from './use-partner-list';

describe('the partner’s hooks', () => {
  it('usePartnerEarnings shows the link, the funnel, the commissions and the payouts in plain words', async () => {
    const { client, mock } = createMockPartnerClient({
      'GET /partners/overview': ok(partnerOverviewOf({ available_cents: -500 })),
      'GET /partners/payouts': ok({
        payouts: [partnerPayoutOf({ status: 'failed', failure_reason: 'Receiver unregistered' })],
        next_cursor: null,
      }),
    });
    const { result } = renderHook(() =>
      usePartnerEarnings({ client, origin: 'https://bb.example' }),
    );
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.overview).toMatchObject({
      link: 'https://bb.example/?ref=BBPARTNR',
      funnel: [
        ['Visits', '37'],
        ['Sign-ups', '4'],
        ['Customers who ordered', '3'],
      ],
      nextPayoutDate: 'Dec 01, 2026',
    });
    // A negative balance reads as what is owed.
    expect(result.current.overview?.states[1]).toEqual([
      'Owed: refunds after a payout, taken from your next commissions',
      '$5.00',
    ]);
    expect(result.current.payouts.views[0]).toMatchObject({
      statusLabel: 'Failed',
      earningsQty: 2,
      failureNote: 'Receiver unregistered. The amount is available again for the next payout.',
    });
    expect(mock.unmatched).toEqual([]);
  });

  it('usePartnerEarnings fails as a whole and loads again on reload', async () => {
    const { client, mock } = createMockPartnerClient({
      'GET /partners/overview': fail('internal_error', 500),
      'GET /partners/payouts': ok({ payouts: [], next_cursor: null }),
    });
    const { result } = renderHook(() => usePartnerEarnings({ client, origin: '' }));
    await waitFor(() => expect(result.current.status).toBe('error'));
    const asked = mock.count('GET /partners/overview');
    act(() => result.current.reload());
    await waitFor(() => expect(mock.count('GET /partners/overview')).toBe(asked + 1));
  });

  it('usePartnerOrders and usePartnerCustomers page their lists without a customer’s identity', async () => {
    const { client, mock } = createMockPartnerClient({
      'GET /partners/orders': listPages(
        'orders',
        [partnerOrderOf(2, { commission_status: 'pending' }), partnerOrderOf(12)],
        1,
      ),
      'GET /partners/customers': ok({ customers: [partnerCustomerOf(7, 3)], next_cursor: null }),
    });
    const orders = renderHook(() => usePartnerOrders(client));
    await waitFor(() => expect(orders.result.current.status).toBe('ready'));
    expect(orders.result.current.hasMore).toBe(true);
    act(() => orders.result.current.loadMore());
    await waitFor(() => expect(orders.result.current.items).toHaveLength(2));
    expect(
      orders.result.current.items.map((order) => [order.number, order.commissionLabel]),
    ).toEqual([
      ['#1202', 'Pending'],
      ['#1212', 'Available'],
    ]);
    expect(mock.requests.some((request) => request.query.has('cursor'))).toBe(true);
    const customers = renderHook(() => usePartnerCustomers(client));
    await waitFor(() => expect(customers.result.current.items).toHaveLength(1));
    expect(customers.result.current.items[0]).toEqual({
      id: 7,
      name: 'Customer 7',
      signedUp: expect.any(String),
      orders: '2',
      total: '$173.00',
    });
  });
});
