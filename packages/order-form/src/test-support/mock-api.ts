import { createApiClient } from '@bb/api-client';
import { API_BASE_PATH } from '@bb/validation';

/** A request the mocked API received. */
export interface MockRequest {
  method: string;
  /** The path under /api/en/1, without the query. */
  path: string;
  query: URLSearchParams;
  /** The form-encoded body, when there is one. */
  form: URLSearchParams | null;
}

/** How the mocked API answers one request. */
export interface MockAnswer {
  status: number;
  /** The API envelope, or null for an empty answer. */
  envelope: object | null;
  /** Answer after this many milliseconds. */
  delayMs?: number;
  /** Never answer (a state that stays loading); the request still ends when cancelled. */
  pending?: boolean;
}

/** Always the same answer, answers in turn (the last repeats), or one worked out per request. */
export type MockRoute = MockAnswer | readonly MockAnswer[] | ((request: MockRequest) => MockAnswer);

/** Answers by 'METHOD /path' (the path under /api/en/1). */
export type MockRoutes = Record<string, MockRoute>;

export const MOCK_API_ORIGIN = 'http://bb.test';

/** The success envelope around `body`. */
export function ok(body: unknown = {}, options: { delayMs?: number } = {}): MockAnswer {
  return { status: 200, envelope: { meta: { response: { status: 'ok' } }, body }, ...options };
}

/** The error envelope with the server's message_slug (spec §8), a 4xx by default. */
export function fail(slug: string, status = 400, options: { delayMs?: number } = {}): MockAnswer {
  return {
    status,
    envelope: { meta: { response: { status: 'error', message_slug: slug } }, body: {} },
    ...options,
  };
}

/** An answer that never comes. */
export function pending(): MockAnswer {
  return { status: 200, envelope: null, pending: true };
}

/**
 * An API client whose fetch answers from a route table and never reaches a network. Every request
 * is logged; a route the table lacks gets 404 `not_found` and is listed in `unmatched`.
 */
export function createMockApi(routes: MockRoutes, origin = MOCK_API_ORIGIN) {
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
    if (!isAnswerList(route)) return route;
    const count = served.get(key) ?? 0;
    served.set(key, count + 1);
    return route[Math.min(count, route.length - 1)] ?? fail('not_found', 404);
  }

  const mockFetch: typeof fetch = async (input, init = {}) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const method = (init.method ?? 'GET').toUpperCase();
    const path = url.pathname.startsWith(API_BASE_PATH)
      ? url.pathname.slice(API_BASE_PATH.length)
      : url.pathname;
    const request: MockRequest = {
      method,
      path,
      query: url.searchParams,
      form: typeof init.body === 'string' ? new URLSearchParams(init.body) : null,
    };
    requests.push(request);
    const answer = answerFor(`${method} ${path}`, request);
    await wait(answer, init.signal ?? undefined);
    return new Response(answer.envelope === null ? '' : JSON.stringify(answer.envelope), {
      status: answer.status,
      headers: { 'Content-Type': 'application/json' },
    });
  };

  return {
    api: createApiClient({ origin, fetch: mockFetch }),
    /** The fetch behind `api`, for a client the code under test makes itself. */
    fetch: mockFetch,
    /** Every request so far, in order. */
    requests,
    /** 'METHOD /path' of the requests no route answered. */
    unmatched,
    /** 'METHOD /path' of every request so far, in order. */
    calls: () => requests.map((request) => `${request.method} ${request.path}`),
  };
}

export type MockApi = ReturnType<typeof createMockApi>;

function isAnswerList(route: MockAnswer | readonly MockAnswer[]): route is readonly MockAnswer[] {
  return Array.isArray(route);
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
