import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@bb/api';
import { createCookieJarFetch } from '@bb/api/testing';
import { createApiClient, createOrderClient } from '@bb/api-client';
import { memoryAddressBar, memoryNavigation } from '@bb/form-hooks';
import {
  type RealApiServer,
  startRealApiServer,
} from '@bb/form-hooks/test-support/real-api-server';
import { ORDER_PAGES_MAX } from '@bb/validation';
import { renderHook, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useOrder } from '../orders/use-order';
import { useBalance } from './use-balance';

/** The balance hooks against the API itself: its ledger and its pay-or-top-up judgement. */
let api: RealApiServer;
beforeAll(async () => {
  api = await startRealApiServer();
});
afterAll(() => api?.close());

async function demoCustomer() {
  const fetch = createCookieJarFetch();
  const apiClient = createApiClient({ origin: api.origin, fetch });
  await apiClient.createSession({ login: DEMO_ACCOUNTS.customer, password: DEMO_PASSWORD });
  const client = createOrderClient({ origin: api.origin, fetch });
  const place = async (title: string, pagesQty: number) =>
    (
      await client.createPreOrder({
        paper_type: 1,
        title,
        discipline_sub: 101,
        pages_qty: pagesQty,
        deadline_datetime: api.server.clock.now + 5 * 24 * 3600 * 1000,
      })
    ).order;
  return { client, place };
}

describe('the balance hooks against the API', () => {
  it('list an order paid from the balance as a payment for it, newest first', async () => {
    const customer = await demoCustomer();
    const order = await customer.place('Paid from the balance', 1);
    expect(order.status).toBe('paid');
    const page = renderHook(() =>
      useBalance({
        client: customer.client,
        orderHref: (id) => `/dashboard/customer/orders/${id}/`,
        navigate: memoryNavigation().navigate,
        address: memoryAddressBar(),
      }),
    );
    await waitFor(() => expect(page.result.current.status).toBe('ready'));
    expect(page.result.current.entries[0]).toMatchObject({
      label: `Payment for order #${order.id}`,
      credit: false,
      orderHref: `/dashboard/customer/orders/${order.id}/`,
    });
    expect(page.result.current.entries[0]?.amount).toMatch(/^\u2212\$\d/);
  });

  it('offer Top up and pay on an order the balance does not cover', async () => {
    const customer = await demoCustomer();
    const order = await customer.place('More than the balance holds', ORDER_PAGES_MAX);
    expect(order.status).toBe('pre_order');
    const page = renderHook(() =>
      useOrder({
        client: customer.client,
        party: 'customer',
        orderId: order.id,
        navigate: memoryNavigation().navigate,
        address: memoryAddressBar(),
      }),
    );
    await waitFor(() =>
      expect(page.result.current.actions.map((action) => action.action)).toEqual([
        'top_up_and_pay',
        'cancel',
      ]),
    );
    expect(page.result.current.payment?.topUp).toMatch(/^\$\d/);
  });
});
