import { describe, expect, it } from 'vitest';
import { PLACE_ORDER_TEXTS, placeOrderDestination } from './place-order-destination';

describe('placeOrderDestination', () => {
  it('keeps a visitor on the order form (spec §2)', () => {
    expect(placeOrderDestination(null)).toEqual({ kind: 'order-form' });
  });

  it("sends a customer to their dashboard's full order page", () => {
    expect(
      placeOrderDestination({ user_role: 'customer', dashboard_home_url_path: '/customer/' }),
    ).toEqual({ kind: 'new-order-page', url: '/dashboard/customer/new_order/' });
  });

  it.each([
    ['writer', '/writer/', 'You are signed in as an expert.'],
    ['operator', '/operator/', 'You are signed in as an operator.'],
    ['seo', 'seo', 'You are signed in as the SEO editor.'],
  ] as const)('tells the %s role why not, with its own dashboard', (role, home, sentence) => {
    const destination = placeOrderDestination({ user_role: role, dashboard_home_url_path: home });
    expect(destination).toEqual({
      kind: 'not-a-customer',
      role,
      dashboardUrl: `/dashboard/${role}/`,
    });
    expect(PLACE_ORDER_TEXTS.signedInAs(role)).toBe(sentence);
  });
});
