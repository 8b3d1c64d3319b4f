import { describe, expect, it } from 'vitest';
import { createApiClient } from './api-client';
import {
  createMockApi,
  createMockPartnerClient,
  MOCK_API_ORIGIN,
  ok,
  partnerCustomerOf,
  partnerOrderOf,
  partnerOverviewOf,
  partnerPayoutOf,
} from './testing';

describe('the partner calls', () => {
  it('read the overview, page the orders, customers and payouts, and set the payout method', async () => {
    const { mock, client } = createMockPartnerClient({
      'GET /partners/overview': ok(partnerOverviewOf()),
      'GET /partners/orders': ok({ orders: [partnerOrderOf(3)], next_cursor: 'MTB-Mg' }),
      'GET /partners/customers': ok({ customers: [partnerCustomerOf(7, 2)], next_cursor: null }),
      'GET /partners/payouts': ok({ payouts: [partnerPayoutOf()], next_cursor: null }),
      'GET /partners/payout-method': ok({ paypal_email: null }),
      'PATCH /partners/payout-method': ok({ paypal_email: 'me@example.com' }),
    });
    expect((await client.partnerOverview()).link_path).toBe('/?ref=BBPARTNR');
    expect((await client.partnerOrders({ cursor: 'abc', limit: 5 })).next_cursor).toBe('MTB-Mg');
    expect(mock.requests[1]?.query.toString()).toBe('cursor=abc&limit=5');
    expect((await client.partnerCustomers()).customers[0]?.number).toBe(7);
    expect((await client.partnerPayouts()).payouts[0]?.status).toBe('paid');
    expect((await client.getPayoutMethod()).paypal_email).toBeNull();
    await client.setPayoutMethod({ paypal_email: 'me@example.com', current_password: 'pw' });
    expect(mock.requests[5]?.form?.toString()).toBe(
      'paypal_email=me%40example.com&current_password=pw',
    );
    expect(mock.unmatched).toEqual([]);
  });

  it('counts a visit through a referral link with the public client', async () => {
    const mock = createMockApi({ 'POST /referrals/visits': ok({ counted: true }) });
    const client = createApiClient({ origin: MOCK_API_ORIGIN, fetch: mock.fetch });
    expect(await client.countReferralVisit('BBPARTNR')).toBe(true);
    expect(mock.requests[0]?.form?.toString()).toBe('code=BBPARTNR');
  });
});
