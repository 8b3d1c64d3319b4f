import type { PartnerCustomer, PartnerOrder, PartnerOverview, PartnerPayout } from '@bb/api-client';
import {
  formatPayoutDate,
  type PayoutView,
  payoutView,
} from '../financial-overview/financial-overview-view';
import { formatDeadline, formatPrice } from '../kit/format';
import { ORDER_STATUS_LABELS } from '../orders/order-texts';
import { COMMISSION_STATE_LABELS, REFERRAL_TEXTS } from './referral-texts';

/** The partner's overview in plain words. */
export interface PartnerOverviewView {
  /** The whole link: the site's origin and the link's path. */
  link: string;
  percent: number;
  funnel: Array<[string, string]>;
  periods: Array<[string, string]>;
  states: Array<[string, string]>;
  nextPayoutDate: string;
}

export function partnerOverviewView(
  overview: PartnerOverview,
  origin: string,
): PartnerOverviewView {
  const t = REFERRAL_TEXTS;
  const available = overview.available_cents;
  return {
    link: `${origin}${overview.link_path}`,
    percent: overview.commission_percent,
    funnel: [
      [t.visits, String(overview.visits)],
      [t.signUps, String(overview.sign_ups)],
      [t.firstOrders, String(overview.first_orders)],
    ],
    periods: [
      [t.thisMonth, formatPrice(overview.this_month_cents)],
      [t.lastMonth, formatPrice(overview.last_month_cents)],
      [t.allTime, formatPrice(overview.all_time_cents)],
    ],
    states: [
      [t.pending, formatPrice(overview.pending_cents)],
      available < 0 ? [t.owed, formatPrice(-available)] : [t.available, formatPrice(available)],
      [t.paidOut, formatPrice(overview.paid_out_cents)],
    ],
    nextPayoutDate: formatPayoutDate(overview.next_payout_date),
  };
}

/** A partner's payout as the experts' payouts read (the same statuses and failure note). */
export function partnerPayoutView(payout: PartnerPayout): PayoutView {
  return payoutView({ ...payout, earnings_qty: payout.commissions_qty });
}

export interface PartnerOrderView {
  id: number;
  number: string;
  date: string;
  status: string;
  amount: string;
  commission: string;
  commissionState: PartnerOrder['commission_status'];
  commissionLabel: string;
}

export function partnerOrderView(order: PartnerOrder): PartnerOrderView {
  return {
    id: order.order_id,
    number: `#${order.order_id}`,
    date: formatDeadline(order.paid_at),
    status:
      ORDER_STATUS_LABELS[order.order_status as keyof typeof ORDER_STATUS_LABELS] ??
      order.order_status,
    amount: formatPrice(order.amount_cents),
    commission: formatPrice(order.commission_cents),
    commissionState: order.commission_status,
    commissionLabel: COMMISSION_STATE_LABELS[order.commission_status],
  };
}

export interface PartnerCustomerView {
  id: number;
  name: string;
  signedUp: string;
  orders: string;
  total: string;
}

export function partnerCustomerView(customer: PartnerCustomer): PartnerCustomerView {
  return {
    id: customer.number,
    name: REFERRAL_TEXTS.customerNumber(customer.number),
    signedUp: formatDeadline(customer.signed_up_at),
    orders: String(customer.orders_qty),
    total: formatPrice(customer.total_cents),
  };
}
