import type {
  CustomerAccount,
  CustomerAccountDetails,
  Earnings,
  ExpertAccount,
} from '@bb/api-client';
import { formatRating } from '@bb/ui';
import type { AccountStatus } from '@bb/validation';
import { formatPayoutDate } from '../financial-overview/financial-overview-view';
import { formatDeadline, formatPrice } from '../kit/format';
import { ACCOUNT_STATUS_LABELS, ACCOUNT_TEXTS } from './account-texts';

/** A customer as the search's table shows them. */
export interface CustomerRow {
  id: number;
  number: string;
  email: string;
  status: AccountStatus;
  statusLabel: string;
  signedUp: string;
}

export function customerRow(customer: CustomerAccount): CustomerRow {
  return {
    id: customer.id,
    number: ACCOUNT_TEXTS.accountNumber(customer.id),
    email: customer.email,
    status: customer.status,
    statusLabel: ACCOUNT_STATUS_LABELS[customer.status],
    signedUp: formatDeadline(customer.created_at),
  };
}

/** An expert as the search's table shows them. */
export interface ExpertRow extends CustomerRow {
  penName: string;
  rating: string;
  /** '312 / 4': finished and in progress. */
  orders: string;
}

export function expertRow(expert: ExpertAccount): ExpertRow {
  return {
    ...customerRow(expert),
    penName: expert.pen_name,
    rating: formatRating(expert.rating),
    orders: `${expert.orders_finished_qty} / ${expert.orders_progress_qty}`,
  };
}

/** A fact of an account's page: its term, its value, and where the value links. */
export interface AccountFact {
  term: string;
  value: string;
  href?: string;
}

/** What a customer's page says about them, in the order it says it. */
export function customerFacts(customer: CustomerAccountDetails): AccountFact[] {
  return [
    { term: ACCOUNT_TEXTS.email, value: customer.email },
    { term: ACCOUNT_TEXTS.signedUp, value: formatDeadline(customer.created_at) },
    { term: ACCOUNT_TEXTS.status, value: ACCOUNT_STATUS_LABELS[customer.status] },
    { term: ACCOUNT_TEXTS.balance, value: formatPrice(customer.balance_cents) },
    // Who brought them: the referral partner whose link they signed up through.
    ...(customer.referral
      ? [
          {
            term: ACCOUNT_TEXTS.referredBy,
            value: ACCOUNT_TEXTS.referral(
              customer.referral.partner_email,
              formatDeadline(customer.referral.attributed_at),
            ),
          },
        ]
      : []),
  ];
}

/** What an expert's page says about them, in the order it says it. */
export function expertFacts(expert: ExpertAccount): AccountFact[] {
  return [
    { term: ACCOUNT_TEXTS.penName, value: expert.pen_name },
    { term: ACCOUNT_TEXTS.slug, value: expert.slug },
    { term: ACCOUNT_TEXTS.publicPage, value: expert.public_url, href: expert.public_url },
    { term: ACCOUNT_TEXTS.email, value: expert.email },
    { term: ACCOUNT_TEXTS.signedUp, value: formatDeadline(expert.created_at) },
    { term: ACCOUNT_TEXTS.status, value: ACCOUNT_STATUS_LABELS[expert.status] },
    {
      term: ACCOUNT_TEXTS.rating,
      value: `${formatRating(expert.rating)} (${ACCOUNT_TEXTS.reviews(expert.reviews_qty)})`,
    },
    { term: ACCOUNT_TEXTS.ordersFinished, value: String(expert.orders_finished_qty) },
    { term: ACCOUNT_TEXTS.ordersInProgress, value: String(expert.orders_progress_qty) },
    {
      term: ACCOUNT_TEXTS.availability,
      value: expert.is_available ? ACCOUNT_TEXTS.accepting : ACCOUNT_TEXTS.notAccepting,
    },
    {
      term: ACCOUNT_TEXTS.profile,
      value: expert.is_profile_complete
        ? ACCOUNT_TEXTS.profileComplete
        : ACCOUNT_TEXTS.profileIncomplete,
    },
  ];
}

/** An expert's earnings' totals and next payout, as their page sums them up. */
export function earningFacts(earnings: Omit<Earnings, 'earnings' | 'next_cursor'>): AccountFact[] {
  return [
    { term: ACCOUNT_TEXTS.available, value: formatPrice(earnings.available_cents) },
    { term: ACCOUNT_TEXTS.expected, value: formatPrice(earnings.expected_cents) },
    { term: ACCOUNT_TEXTS.paidOut, value: formatPrice(earnings.paid_out_cents) },
    { term: ACCOUNT_TEXTS.nextPayout, value: formatPayoutDate(earnings.next_payout_date) },
    {
      term: ACCOUNT_TEXTS.payoutMethod,
      value: earnings.paypal_email ?? ACCOUNT_TEXTS.noPayoutMethod,
    },
  ];
}
