import type { Earning, EarningStatus, Earnings, Payout, PayoutStatus } from '@bb/api-client';
import { DEFAULT_DATE_FORMAT } from '@bb/validation';
import { formatDeadline, formatPrice } from '../kit/format';
import { ORDER_STATUS_LABELS } from '../orders/order-texts';
import {
  EARNING_STATUS_LABELS,
  FINANCIAL_OVERVIEW_TEXTS,
  PAYOUT_STATUS_LABELS,
} from './financial-overview-texts';

/** One order's earning as the overview's table shows it. */
export interface EarningView {
  orderId: number;
  title: string;
  /** The expert's page of the order. */
  orderHref: string;
  status: EarningStatus;
  /**
   * 'Expected (In progress)', 'Available', 'In the payout of Dec 01, 2026' (made, not yet paid by
   * PayPal), 'Paid out on Nov 16, 2026'.
   */
  statusLabel: string;
  /** '$29.75'. */
  amount: string;
  /** When it was approved, or accepted while it is expected: 'Nov 24, 2026, 16:00'. */
  date: string;
}

/** One payout as the overview's history shows it. */
export interface PayoutView {
  id: number;
  /** 'Nov 16, 2026'. */
  date: string;
  amount: string;
  paypalEmail: string;
  earningsQty: number;
  status: PayoutStatus;
  /** 'Waiting to be sent', 'Sent to PayPal', 'Paid', 'Failed'. */
  statusLabel: string;
  /** A failed payout's reason and where its amount went; null unless it failed. */
  failureNote: string | null;
}

/** The overview in plain words: dollars, dates, labels and links. */
export interface FinancialOverviewView {
  available: string;
  expected: string;
  paidOut: string;
  /** 'Dec 01, 2026'. */
  nextPayoutDate: string;
  paypalEmail: string | null;
  earnings: EarningView[];
  payouts: PayoutView[];
}

/**
 * A payout date ('2026-12-01') in the dashboard's date format (spec §9, 'MMM dd, yyyy'): a day
 * of the calendar, the same for every reader (payout dates are UTC days).
 */
export function formatPayoutDate(day: string): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    year: 'numeric',
    month: 'short',
    day: '2-digit',
    timeZone: 'UTC',
  }).formatToParts(Date.parse(`${day}T00:00:00Z`));
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((candidate) => candidate.type === type)?.value ?? '';
  return DEFAULT_DATE_FORMAT.replace('MMM', part('month'))
    .replace('dd', part('day'))
    .replace('yyyy', part('year'));
}

function earningStatusLabel(earning: Earning): string {
  if (earning.paid_on !== null) {
    const date = formatPayoutDate(earning.paid_on);
    return earning.payout_status === 'pending' || earning.payout_status === 'sent'
      ? FINANCIAL_OVERVIEW_TEXTS.inPayout(date)
      : `${EARNING_STATUS_LABELS.paid_out} on ${date}`;
  }
  if (earning.status === 'expected') {
    const order = ORDER_STATUS_LABELS[earning.order_status] ?? earning.order_status;
    return `${EARNING_STATUS_LABELS.expected} (${order})`;
  }
  return EARNING_STATUS_LABELS[earning.status];
}

export function earningView(earning: Earning, orderHref: (orderId: number) => string): EarningView {
  return {
    orderId: earning.order_id,
    title: earning.title,
    orderHref: orderHref(earning.order_id),
    status: earning.status,
    statusLabel: earningStatusLabel(earning),
    amount: formatPrice(earning.amount_cents),
    date: formatDeadline(earning.available_at ?? earning.accepted_at),
  };
}

export function payoutView(payout: Payout): PayoutView {
  return {
    id: payout.id,
    date: formatPayoutDate(payout.paid_on),
    amount: formatPrice(payout.amount_cents),
    paypalEmail: payout.paypal_email,
    earningsQty: payout.earnings_qty,
    status: payout.status,
    statusLabel: PAYOUT_STATUS_LABELS[payout.status],
    failureNote:
      payout.status === 'failed'
        ? FINANCIAL_OVERVIEW_TEXTS.payoutFailed(payout.failure_reason)
        : null,
  };
}

/**
 * GET /writers/earnings (its totals and the earnings' pages loaded so far) and the payouts'
 * pages (GET /writers/payouts) as the Financial Overview shows them.
 */
export function financialOverviewView(
  earnings: Omit<Earnings, 'next_cursor'>,
  payouts: Payout[],
  orderHref: (orderId: number) => string,
): FinancialOverviewView {
  return {
    available: formatPrice(earnings.available_cents),
    expected: formatPrice(earnings.expected_cents),
    paidOut: formatPrice(earnings.paid_out_cents),
    nextPayoutDate: formatPayoutDate(earnings.next_payout_date),
    paypalEmail: earnings.paypal_email,
    earnings: earnings.earnings.map((earning) => earningView(earning, orderHref)),
    payouts: payouts.map(payoutView),
  };
}
