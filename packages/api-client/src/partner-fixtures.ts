import type {
  PartnerCustomer,
  PartnerOrder,
  PartnerOverview,
  PartnerPayout,
} from './partner-calls';

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.UTC(2026, 10, 26, 10, 30);

/** A partner's overview (a month and a half of work) with any field overridden. */
export function partnerOverviewOf(overrides: Partial<PartnerOverview> = {}): PartnerOverview {
  return {
    code: 'BBPARTNR',
    link_path: '/?ref=BBPARTNR',
    commission_percent: 10,
    visits: 37,
    sign_ups: 4,
    first_orders: 3,
    this_month_cents: 1_675,
    last_month_cents: 2_210,
    all_time_cents: 7_860,
    pending_cents: 1_675,
    available_cents: 2_210,
    paid_out_cents: 3_975,
    next_payout_date: '2026-12-01',
    paypal_email: 'earnings@demo.bb.example',
    ...overrides,
  };
}

/** A paid order of a brought customer, `days` before the fixtures' now, with any field overridden. */
export function partnerOrderOf(days: number, overrides: Partial<PartnerOrder> = {}): PartnerOrder {
  return {
    order_id: 1200 + days,
    paid_at: NOW - days * DAY,
    order_status: 'finished',
    amount_cents: 8_650,
    commission_cents: 865,
    commission_status: 'available',
    available_at: NOW - (days - 4) * DAY,
    paid_on: null,
    ...overrides,
  };
}

/** A brought customer, signed up `days` before the fixtures' now. */
export function partnerCustomerOf(
  number: number,
  days: number,
  overrides: Partial<PartnerCustomer> = {},
): PartnerCustomer {
  return {
    number,
    signed_up_at: NOW - days * DAY,
    orders_qty: 2,
    total_cents: 17_300,
    ...overrides,
  };
}

export function partnerPayoutOf(overrides: Partial<PartnerPayout> = {}): PartnerPayout {
  return {
    id: 3,
    amount_cents: 3_975,
    paid_on: '2026-10-16',
    paypal_email: 'earnings@demo.bb.example',
    commissions_qty: 2,
    status: 'paid',
    failure_reason: null,
    ...overrides,
  };
}
