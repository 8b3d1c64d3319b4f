import type { CommissionState, PageInfo } from '@bb/validation';
import type { SetPayoutMethodForm } from './account-calls';
import type { PayoutMethod } from './api-types';
import type { CallContext } from './call-context';
import { type PageOptions, pageQuery } from './page-options';
import { createTransport, type RequestOptions, type TransportOptions } from './transport';

export const PARTNER_PATH = '/partners';
/** Our path for a visit through a partner's link (`/?ref=CODE`); the spec does not show it. */
export const REFERRAL_VISITS_PATH = '/referrals/visits';

/** The referral partner's figures: their link, its funnel, their commissions and payouts. */
export interface PartnerOverview {
  code: string;
  /** The link's path on the site (`/?ref=CODE`); any page takes `?ref=CODE` too. */
  link_path: string;
  commission_percent: number;
  visits: number;
  sign_ups: number;
  first_orders: number;
  this_month_cents: number;
  last_month_cents: number;
  all_time_cents: number;
  pending_cents: number;
  /** Negative when refunds after a payout owe more than is available. */
  available_cents: number;
  paid_out_cents: number;
  /** 'YYYY-MM-DD' */
  next_payout_date: string;
  paypal_email: string | null;
}

/** A paid order of a customer the partner brought, with the commission on it (no customer identity). */
export interface PartnerOrder {
  order_id: number;
  paid_at: number;
  order_status: string;
  amount_cents: number;
  commission_cents: number;
  commission_status: CommissionState;
  available_at: number | null;
  paid_on: string | null;
}

/** A customer the partner brought, under an anonymous number. */
export interface PartnerCustomer {
  number: number;
  signed_up_at: number;
  orders_qty: number;
  total_cents: number;
}

export interface PartnerPayout {
  id: number;
  amount_cents: number;
  paid_on: string;
  paypal_email: string;
  commissions_qty: number;
  status: 'pending' | 'sent' | 'paid' | 'failed';
  failure_reason: string | null;
}

/**
 * The referral partner's area (the earnings role): the overview, their customers' orders with the
 * commissions, their customers, their payouts, and their payout method (a PayPal e-mail set with
 * the current password, as the expert's is).
 */
export function createPartnerCalls({ transport }: CallContext) {
  const page =
    <Item, Key extends string>(path: Key) =>
    (options: PageOptions = {}) =>
      transport.send<Record<Key, Item[]> & PageInfo>({
        method: 'GET',
        path: `${PARTNER_PATH}/${path}`,
        query: pageQuery(options),
        signal: options.signal,
      });
  return {
    /** GET /partners/overview */
    partnerOverview: ({ signal }: RequestOptions = {}) =>
      transport.send<PartnerOverview>({ method: 'GET', path: `${PARTNER_PATH}/overview`, signal }),
    /** GET /partners/orders: a page, the newest paid first. */
    partnerOrders: page<PartnerOrder, 'orders'>('orders'),
    /** GET /partners/customers: a page, the newest signed up first. */
    partnerCustomers: page<PartnerCustomer, 'customers'>('customers'),
    /** GET /partners/payouts: a page, the newest first. */
    partnerPayouts: page<PartnerPayout, 'payouts'>('payouts'),
    /** GET /partners/payout-method */
    getPayoutMethod: ({ signal }: RequestOptions = {}) =>
      transport.send<PayoutMethod>({
        method: 'GET',
        path: `${PARTNER_PATH}/payout-method`,
        signal,
      }),
    /** PATCH /partners/payout-method: errors as the expert's (`setPayoutMethod` of the account calls). */
    setPayoutMethod: (form: SetPayoutMethodForm, { signal }: RequestOptions = {}) =>
      transport.send<PayoutMethod>({
        method: 'PATCH',
        path: `${PARTNER_PATH}/payout-method`,
        form: { paypal_email: form.paypal_email, current_password: form.current_password },
        signal,
      }),
  };
}

/** The partner's calls, a client of their own so that no other page's bundle carries them. */
export function createPartnerClient(options: TransportOptions = {}) {
  return createPartnerCalls({ transport: createTransport(options) });
}

export type PartnerClient = ReturnType<typeof createPartnerClient>;

/**
 * POST /referrals/visits: the visitor arrived through the link with `code`; the server counts the
 * first such visit and sets the `ref` cookie (never over one that exists). Answers whether it counted.
 */
export function createReferralVisitCalls({ transport }: CallContext) {
  return {
    countReferralVisit: async (code: string, { signal }: RequestOptions = {}) =>
      (
        await transport.send<{ counted: boolean }>({
          method: 'POST',
          path: REFERRAL_VISITS_PATH,
          form: { code },
          signal,
        })
      ).counted,
  };
}
