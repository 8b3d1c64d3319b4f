import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@bb/api';
import { createCookieJarFetch } from '@bb/api/testing';
import { createApiClient, createOrderClient } from '@bb/api-client';
import {
  type RealApiServer,
  startRealApiServer,
} from '@bb/form-hooks/test-support/real-api-server';
import { renderHook, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useOrder } from '../orders/use-order';
import { useFinancialOverview } from './use-financial-overview';

/** The Financial Overview against the API itself: the demo expert's ledger and payouts. */
let api: RealApiServer;
beforeAll(async () => {
  api = await startRealApiServer();
});
afterAll(() => api?.close());

async function signedIn(role: 'customer' | 'operator' | 'writer') {
  const fetch = createCookieJarFetch();
  const apiClient = createApiClient({ origin: api.origin, fetch });
  await apiClient.createSession({ login: DEMO_ACCOUNTS[role], password: DEMO_PASSWORD });
  return { apiClient, client: createOrderClient({ origin: api.origin, fetch }) };
}

const orderHref = (id: number) => `/dashboard/writer/orders_progress/${id}/`;

describe('the Financial Overview against the API', () => {
  it('shows the demo expert what they earned, what was paid out and when the next payout is', async () => {
    const { client } = await signedIn('writer');
    const page = renderHook(() => useFinancialOverview({ client, orderHref }));
    await waitFor(() => expect(page.result.current.status).toBe('ready'));
    const overview = page.result.current.overview;
    expect(overview?.nextPayoutDate).toMatch(/^[A-Z][a-z]{2} (01|16), \d{4}$/);
    expect(overview?.paypalEmail).toBe(DEMO_ACCOUNTS.writer);
    expect(overview?.payouts.length).toBeGreaterThan(0);
    expect(
      overview?.earnings.some((earning) => earning.statusLabel === 'Expected (In progress)'),
    ).toBe(true);
    expect(overview?.earnings[0]?.orderHref).toMatch(
      /^\/dashboard\/writer\/orders_progress\/\d+\/$/,
    );
  });

  it('shows the expert what an order assigned to them earns before they accept it', async () => {
    const [customer, operator, expert] = await Promise.all([
      signedIn('customer'),
      signedIn('operator'),
      signedIn('writer'),
    ]);
    const { order } = await customer.client.createPreOrder({
      title: 'Earning shown before accepting',
      discipline_sub: 101,
      pages_qty: 1,
      deadline_datetime: api.server.clock.now + 10 * 24 * 3600 * 1000,
    });
    const [{ slug } = { slug: '' }] = (await operator.client.orderExperts()).experts;
    await operator.client.assignOrder(order.id, slug);
    const page = renderHook(() =>
      useOrder({ client: expert.client, party: 'expert', orderId: order.id }),
    );
    await waitFor(() => expect(page.result.current.status).toBe('ready'));
    // 70% of $13.80.
    expect(page.result.current.view?.earning).toBe('$9.66');
  });
});
