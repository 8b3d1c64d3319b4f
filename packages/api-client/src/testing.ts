/**
 * A mocked API for stories and tests, offered to host properties too (`@bb/api-client/testing`):
 * a client whose fetch answers from a route table and never reaches a network.
 */
import { createAccountClient } from './account-calls';
import { type ApiClientOptions, createApiClient } from './api-client';
import { createAuditClient } from './audit-calls';
import { createExpertApplicationClient } from './expert-application-calls';
import { createExpertPortfolioClient } from './expert-portfolio-calls';
import { createExpertProfileClient } from './expert-profile-calls';
import { createNotificationClient } from './notification-calls';
import { createOperatorAccountClient } from './operator-account-calls';
import { createOrderClient } from './order-calls';
import { createPartnerClient } from './partner-calls';
import { createReceiptClient } from './receipt-calls';
import { createReviewClient } from './review-calls';
import { createSeoClient } from './seo-calls';
import { createStaffClient } from './staff-calls';
import { createSupportClient } from './support-calls';

export { sessionSummaryOf } from './account-fixtures';
export { auditEventOf } from './audit-fixtures';
export {
  expertApplicationOf,
  expertApplicationSummaryOf,
} from './expert-application-fixtures';
export { ownPortfolioItemOf } from './expert-portfolio-fixtures';
export { expertProfileOf } from './expert-profile-fixtures';
export { customerAccountOf, expertAccountOf } from './operator-account-fixtures';
export {
  balanceEntryOf,
  earningOf,
  earningsOf,
  extensionRequestOf,
  MOCK_EXPERTS,
  orderDisputeOf,
  orderFileOf,
  orderMessageOf,
  orderOf,
  payoutOf,
  topUpOf,
  writerOf,
} from './order-fixtures';
export {
  partnerCustomerOf,
  partnerOrderOf,
  partnerOverviewOf,
  partnerPayoutOf,
} from './partner-fixtures';
export { receiptOf } from './receipt-fixtures';
export { customerRatingOf, orderReviewOf } from './review-fixtures';
export { seoPageOf, seoPageVersionOf, seoRedirectOf } from './seo-fixtures';
export { staffMemberOf } from './staff-fixtures';
export {
  agentTicketOf,
  contractPeriodOf,
  SUPPORT_AGENT_FIXTURE_NOW,
  staffSupportTicketOf,
} from './support-agent-fixtures';
export { supportMessageOf, supportTicketOf } from './support-fixtures';

/** A request the mocked API received: its path under /api/en/1, query and form. */
export interface MockRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  form: URLSearchParams | null;
  /** The request's headers (If-None-Match of a poll). */
  headers: Headers;
}

/** How the mocked API answers one request. */
export interface MockAnswer {
  status: number;
  /** The API envelope `{ meta: { response }, body }`, or null for an empty answer. */
  envelope: object | null;
  /** Answer after this many milliseconds (a spinner to look at). */
  delayMs?: number;
  /** Never answer (a state that stays loading); the request still ends when cancelled. */
  pending?: boolean;
  /** Headers of the answer (an ETag). */
  headers?: Record<string, string>;
}

/** One route's answer: always the same, one after another (the last repeats), or worked out. */
export type MockRoute = MockAnswer | readonly MockAnswer[] | ((request: MockRequest) => MockAnswer);

/** Answers by `'METHOD /path'`, the path under /api/en/1 without its query. */
export type MockRoutes = Record<string, MockRoute>;

export const MOCK_API_ORIGIN = 'http://bb.test';

/** A success envelope around `body`. */
export function ok(body: unknown = {}, options: { delayMs?: number } = {}): MockAnswer {
  return { status: 200, envelope: { meta: { response: { status: 'ok' } }, body }, ...options };
}

/** 304 Not Modified: what a poll with a current ETag gets. */
export function notModified(): MockAnswer {
  return { status: 304, envelope: null };
}

/** An error envelope with the server's message_slug (spec §8) and the field it names, if any. */
export function fail(
  slug: string,
  status = 400,
  { field, ...options }: { delayMs?: number; field?: string } = {},
): MockAnswer {
  return {
    status,
    envelope: {
      meta: { response: { status: 'error', message_slug: slug, ...(field ? { field } : {}) } },
      body: {},
    },
    ...options,
  };
}

/** An answer that never comes: loading states. */
export function pending(): MockAnswer {
  return { status: 200, envelope: null, pending: true };
}

/**
 * An API client for stories and tests that never reaches a network: `fetch` answers from a route
 * table, records every request, and answers 404 `not_found` to a route the table lacks (listed
 * in `unmatched`, so a story can assert it asked for nothing unexpected).
 */
export function createMockApi(
  routes: MockRoutes,
  origin = MOCK_API_ORIGIN,
  clientOptions: Pick<ApiClientOptions, 'captcha'> = {},
) {
  const requests: MockRequest[] = [];
  const unmatched: string[] = [];
  const served = new Map<string, number>();

  function answerFor(key: string, request: MockRequest): MockAnswer {
    const route = routes[key];
    if (route === undefined) {
      unmatched.push(key);
      return fail('not_found', 404);
    }
    if (typeof route === 'function') return route(request);
    if (!Array.isArray(route)) return route as MockAnswer;
    const count = served.get(key) ?? 0;
    served.set(key, count + 1);
    const answers = route as readonly MockAnswer[];
    return answers[Math.min(count, answers.length - 1)] ?? fail('not_found', 404);
  }

  const mockFetch: typeof fetch = async (input, init = {}) => {
    const url = new URL(String(input instanceof Request ? input.url : input));
    const method = (init.method ?? 'GET').toUpperCase();
    const path = url.pathname.replace(/^\/api\/en\/1/, '');
    const body = init.body;
    const request: MockRequest = {
      method,
      path,
      query: url.searchParams,
      form: typeof body === 'string' ? new URLSearchParams(body) : null,
      headers: new Headers(init.headers),
    };
    requests.push(request);
    const answer = answerFor(`${method} ${path}`, request);
    await wait(answer, init.signal ?? undefined);
    // An empty answer has no body at all: a 304 must not have one.
    const text = answer.envelope === null ? null : JSON.stringify(answer.envelope);
    return new Response(text, {
      status: answer.status,
      headers: { 'Content-Type': 'application/json', ...answer.headers },
    });
  };

  return {
    api: createApiClient({ ...clientOptions, origin, fetch: mockFetch }),
    fetch: mockFetch,
    /** Every request so far, in order. */
    requests,
    /** `'METHOD /path'` of requests no route answered. */
    unmatched,
    /** `'METHOD /path'` of every request so far, in order. */
    calls: () => requests.map((request) => `${request.method} ${request.path}`),
    /** How many requests went to `'METHOD /path'`. */
    count: (key: string) => requests.filter((r) => `${r.method} ${r.path}` === key).length,
  };
}

export type MockApi = ReturnType<typeof createMockApi>;

/** The order calls (`createOrderClient`) over a mocked API answering `routes`. */
export function createMockOrderClient(routes: MockRoutes) {
  const mock = createMockApi(routes);
  return { mock, client: createOrderClient({ origin: MOCK_API_ORIGIN, fetch: mock.fetch }) };
}

/** The account settings' calls (`createAccountClient`) over a mocked API answering `routes`. */
export function createMockAccountClient(routes: MockRoutes) {
  const mock = createMockApi(routes);
  return { mock, client: createAccountClient({ origin: MOCK_API_ORIGIN, fetch: mock.fetch }) };
}

/** The support calls (`createSupportClient`) over a mocked API answering `routes`. */
export function createMockSupportClient(routes: MockRoutes) {
  const mock = createMockApi(routes);
  return { mock, client: createSupportClient({ origin: MOCK_API_ORIGIN, fetch: mock.fetch }) };
}

/** The expert applications' calls (`createExpertApplicationClient`) over a mocked API. */
export function createMockExpertApplicationClient(routes: MockRoutes) {
  const mock = createMockApi(routes);
  return {
    mock,
    client: createExpertApplicationClient({ origin: MOCK_API_ORIGIN, fetch: mock.fetch }),
  };
}

/** The notification calls (`createNotificationClient`) over a mocked API answering `routes`. */
export function createMockNotificationClient(routes: MockRoutes) {
  const mock = createMockApi(routes);
  return { mock, client: createNotificationClient({ origin: MOCK_API_ORIGIN, fetch: mock.fetch }) };
}

/** The receipt calls (`createReceiptClient`) over a mocked API answering `routes`. */
export function createMockReceiptClient(routes: MockRoutes) {
  const mock = createMockApi(routes);
  return { mock, client: createReceiptClient({ origin: MOCK_API_ORIGIN, fetch: mock.fetch }) };
}

/** The audit calls (`createAuditClient`) over a mocked API answering `routes`. */
export function createMockAuditClient(routes: MockRoutes) {
  const mock = createMockApi(routes);
  return { mock, client: createAuditClient({ origin: MOCK_API_ORIGIN, fetch: mock.fetch }) };
}

/** The review calls (`createReviewClient`) over a mocked API answering `routes`. */
export function createMockReviewClient(routes: MockRoutes) {
  const mock = createMockApi(routes);
  return { mock, client: createReviewClient({ origin: MOCK_API_ORIGIN, fetch: mock.fetch }) };
}

/** The expert portfolio's calls (`createExpertPortfolioClient`) over a mocked API. */
export function createMockExpertPortfolioClient(routes: MockRoutes) {
  const mock = createMockApi(routes);
  return {
    mock,
    client: createExpertPortfolioClient({ origin: MOCK_API_ORIGIN, fetch: mock.fetch }),
  };
}

/** The staff calls (`createStaffClient`) over a mocked API answering `routes`. */
export function createMockStaffClient(routes: MockRoutes) {
  const mock = createMockApi(routes);
  return { mock, client: createStaffClient({ origin: MOCK_API_ORIGIN, fetch: mock.fetch }) };
}

/** The expert profile's calls (`createExpertProfileClient`) over a mocked API answering `routes`. */
export function createMockExpertProfileClient(routes: MockRoutes) {
  const mock = createMockApi(routes);
  return {
    mock,
    client: createExpertProfileClient({ origin: MOCK_API_ORIGIN, fetch: mock.fetch }),
  };
}

/** The operator's account calls (`createOperatorAccountClient`) over a mocked API. */
export function createMockOperatorAccountClient(routes: MockRoutes) {
  const mock = createMockApi(routes);
  return {
    mock,
    client: createOperatorAccountClient({ origin: MOCK_API_ORIGIN, fetch: mock.fetch }),
  };
}

/** The seo role's calls (`createSeoClient`) over a mocked API answering `routes`. */
export function createMockSeoClient(routes: MockRoutes) {
  const mock = createMockApi(routes);
  return { mock, client: createSeoClient({ origin: MOCK_API_ORIGIN, fetch: mock.fetch }) };
}

/** The referral partner's calls (`createPartnerClient`) over a mocked API answering `routes`. */
export function createMockPartnerClient(routes: MockRoutes) {
  const mock = createMockApi(routes);
  return { mock, client: createPartnerClient({ origin: MOCK_API_ORIGIN, fetch: mock.fetch }) };
}

function wait(answer: MockAnswer, signal: AbortSignal | undefined): Promise<void> {
  if (!answer.pending && !answer.delayMs) return Promise.resolve();
  signal?.throwIfAborted();
  return new Promise((resolve, reject) => {
    const timer = answer.pending ? undefined : setTimeout(resolve, answer.delayMs);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });
}
