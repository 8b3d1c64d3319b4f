import type {
  BalanceEntry,
  Earning,
  Earnings,
  Order,
  OrderDispute,
  OrderExpert,
  OrderExtensionRequest,
  OrderFile,
  OrderMessage,
  OrderWriter,
  Payout,
  TopUp,
} from './api-types';

/**
 * Orders as the API answers them, for stories and tests of the dashboards' order pages (offered
 * with the mocked API through `@bb/api-client/testing`). Each takes overrides of any field.
 */

/** An order: paid and waiting for an expert unless told otherwise. */
export function orderOf(overrides: Partial<Order> = {}): Order {
  return {
    id: 41,
    status: 'paid',
    title: 'Linear regression in R',
    description:
      'Fit a linear model to the attached data set, check its assumptions and explain each coefficient in plain words.',
    paper_type: { id: 1, title: 'Homework' },
    discipline: { id: 3, title: 'R programming' },
    discipline_txt: null,
    pages_qty: 3,
    words_qty: 825,
    price_cents: 4250,
    list_price_cents: 4250,
    discount_kind: null,
    discount_percent: 0,
    discount_cents: 0,
    deadline_datetime: Date.UTC(2026, 11, 5, 14, 30),
    create_datetime: Date.UTC(2026, 10, 20, 9, 0),
    finished_datetime: null,
    rating: null,
    writer: null,
    requested_writer: null,
    files: [],
    is_late: false,
    review_ends_datetime: null,
    extension_request: null,
    revision_count: 0,
    revision_reason: null,
    cancellation_request: null,
    dispute: null,
    refunded_cents: 0,
    ...overrides,
  };
}

/** The expert's pending request for a later deadline, two days after the fixture order's. */
export function extensionRequestOf(
  overrides: Partial<OrderExtensionRequest> = {},
): OrderExtensionRequest {
  return {
    id: 7,
    proposed_deadline_datetime: Date.UTC(2026, 11, 7, 14, 30),
    create_datetime: Date.UTC(2026, 11, 3, 10, 0),
    reason: 'Two of the sources arrive from the library on Monday.',
    ...overrides,
  };
}

/** A dispute on an order: open, with one file, unless told otherwise. */
export function orderDisputeOf(overrides: Partial<OrderDispute> = {}): OrderDispute {
  return {
    reason: 'The analysis uses Python, but the instructions asked for R.',
    file_ids: ['f1'],
    opened_at: Date.UTC(2026, 11, 6, 10, 0),
    resolved_at: null,
    outcome: null,
    refund_cents: 0,
    ...overrides,
  };
}

/** A file on an order: the customer's brief unless told otherwise. */
export function orderFileOf(overrides: Partial<OrderFile> = {}): OrderFile {
  return {
    id: 'f1',
    name: 'assignment-brief.pdf',
    size: 250_000,
    content_type: 'application/pdf',
    party: 'customer',
    is_result: false,
    created_at: Date.UTC(2026, 10, 20, 9, 0),
    ...overrides,
  };
}

/** A message of an order's thread, written an hour after the one before it. */
export function orderMessageOf(
  id: number,
  party: OrderMessage['party'],
  body: string,
): OrderMessage {
  return { id, party, body, created_at: Date.UTC(2026, 10, 21, 9 + id, 15) };
}

/** Two experts an operator can assign: Ada, busy with two orders, and Grace, free. */
export const MOCK_EXPERTS = {
  ada: { id: 1, slug: 'ada-l', pen_name: 'Ada L.', avatar_url: '', orders_progress_qty: 2 },
  grace: { id: 2, slug: 'grace-h', pen_name: 'Grace H.', avatar_url: '', orders_progress_qty: 0 },
} as const satisfies Record<string, OrderExpert>;

/** An expert as an order names them (its writer, or the writer the customer requested). */
export const writerOf = ({ slug, pen_name, avatar_url }: OrderExpert): OrderWriter => ({
  slug,
  pen_name,
  avatar_url,
});

/** A top-up of $50: started and not yet paid unless told otherwise. */
export function topUpOf(overrides: Partial<TopUp> = {}): TopUp {
  return {
    id: 7,
    amount_cents: 5000,
    status: 'pending',
    order_id: null,
    created_at: Date.UTC(2026, 10, 21, 10, 0),
    paid_at: null,
    ...overrides,
  };
}

/** A line of the balance's ledger: a $50 top-up unless told otherwise. */
export function balanceEntryOf(overrides: Partial<BalanceEntry> = {}): BalanceEntry {
  return {
    id: 1,
    amount_cents: 5000,
    reason: 'top_up',
    order_id: null,
    created_at: Date.UTC(2026, 10, 21, 10, 0),
    ...overrides,
  };
}

/** An expert's earning as GET /writers/earnings lists it: available, not yet paid out. */
export function earningOf(overrides: Partial<Earning> = {}): Earning {
  return {
    id: 12,
    order_id: 41,
    title: 'Linear regression in R',
    order_status: 'finished',
    amount_cents: 2975,
    status: 'available',
    accepted_at: Date.UTC(2026, 10, 20, 10, 0),
    available_at: Date.UTC(2026, 10, 24, 16, 0),
    paid_on: null,
    payout_status: null,
    ...overrides,
  };
}

/** A payout as GET /writers/payouts lists it. */
export function payoutOf(overrides: Partial<Payout> = {}): Payout {
  return {
    id: 3,
    amount_cents: 12_600,
    paid_on: '2026-11-16',
    paypal_email: 'writer@demo.bb.example',
    earnings_qty: 3,
    status: 'paid',
    failure_reason: null,
    ...overrides,
  };
}

/**
 * GET /writers/earnings' body: an expert who has taken no order yet, no payout method, the next
 * payout on Dec 1, 2026, the last page, unless told otherwise.
 */
export function earningsOf(overrides: Partial<Earnings> = {}): Earnings {
  return {
    available_cents: 0,
    expected_cents: 0,
    paid_out_cents: 0,
    next_payout_date: '2026-12-01',
    paypal_email: null,
    earnings: [],
    next_cursor: null,
    ...overrides,
  };
}
