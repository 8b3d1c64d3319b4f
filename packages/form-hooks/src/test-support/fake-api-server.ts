import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { API_BASE_PATH } from '@bb/api-client';

// Captured at import: a test that installs fake timers later must not freeze the server's delays.
const realSetTimeout = globalThis.setTimeout;

/** One request as the server saw it. */
export interface FakeRequest {
  method: string;
  /** The path under /api/en/1 (e.g. '/users/sessions'); a path outside it is kept whole. */
  path: string;
  /** The path as requested, with /api/en/1. */
  fullPath: string;
  query: Record<string, string>;
  /** The body decoded as a form when it was sent form-encoded, else undefined. */
  form: Record<string, string> | undefined;
  rawBody: string;
  headers: IncomingHttpHeaders;
}

/** How the server answers one request. */
export interface FakeAnswer {
  /** HTTP status; default 200. */
  status?: number;
  /** The JSON sent (already wrapped: use `ok(body)` / `error(slug)` to build the envelope). */
  json?: unknown;
  /** A raw text body instead of JSON (e.g. an HTML error page). */
  text?: string;
  /** Milliseconds (real time, fake timers do not apply) before the answer is sent. */
  delayMs?: number;
}

/** A fixed answer, or one worked out from the request (may be async: a test can hold it). */
export type FakeRoute = FakeAnswer | ((request: FakeRequest) => FakeAnswer | Promise<FakeAnswer>);

/** An ok envelope: `{ meta: { response: { status: 'ok' } }, body }`. */
export function ok(body: unknown = {}, status = 200): FakeAnswer {
  return { status, json: { meta: { response: { status: 'ok' } }, body } };
}

/** An error envelope with a message slug and a 4xx status (400 by default). */
export function error(slug: string, status = 400): FakeAnswer {
  return {
    status,
    json: { meta: { response: { status: 'error', message_slug: slug } }, body: {} },
  };
}

export interface FakeApiServer {
  /** http://127.0.0.1:{port}: give it to createApiClient({ origin }). */
  origin: string;
  /** Every request received, in order. */
  requests: FakeRequest[];
  /**
   * Programs the answer of one route, e.g. `on('GET /users/sessions', ok({ user_role: 'customer' }))`.
   * The key is the method and the path under /api/en/1 (no query). Replaces an earlier answer.
   */
  on(route: string, answer: FakeRoute): void;
  /** Programs answers given in turn; the last one repeats. */
  onSequence(route: string, answers: readonly FakeRoute[]): void;
  /**
   * Holds the next requests of a route until `release()`; `answer` is what they then get.
   * Lets a test look at an in-between state (spinner, busy flag) without timers.
   */
  hold(route: string, answer: FakeRoute): { release(): void; received(): Promise<FakeRequest> };
  /** 'METHOD /path' of every request, in order: the easy way to assert a pipeline's calls. */
  calls(): string[];
  /** The requests of one route ('METHOD /path'). */
  requestsTo(route: string): FakeRequest[];
  /** Resolves when `count` requests in all have arrived. */
  received(count: number): Promise<void>;
  /** Forgets requests and programmed routes. */
  reset(): void;
  close(): Promise<void>;
}

/**
 * A real HTTP server on 127.0.0.1, port 0, standing in for the BB API in hook tests. Routes not
 * programmed answer 404 with the error slug `not_found`, so an unexpected call fails loudly.
 */
export async function startFakeApiServer(): Promise<FakeApiServer> {
  const requests: FakeRequest[] = [];
  const routes = new Map<string, () => FakeRoute>();
  const waiters: Array<{ count: number; resolve: () => void }> = [];

  async function answer(request: FakeRequest, response: ServerResponse) {
    const route = routes.get(`${request.method} ${request.path}`)?.();
    const resolved: FakeAnswer = route
      ? typeof route === 'function'
        ? await route(request)
        : route
      : error('not_found', 404);
    if (resolved.delayMs) {
      await new Promise((resolve) => realSetTimeout(resolve, resolved.delayMs));
    }
    if (response.destroyed) return;
    if (resolved.text !== undefined) {
      response.writeHead(resolved.status ?? 200, { 'Content-Type': 'text/html' });
      response.end(resolved.text);
      return;
    }
    response.writeHead(resolved.status ?? 200, { 'Content-Type': 'application/json' });
    response.end(resolved.json === undefined ? '' : JSON.stringify(resolved.json));
  }

  const server = createServer(async (incoming, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of incoming) chunks.push(chunk as Buffer);
    const rawBody = Buffer.concat(chunks).toString('utf8');
    const url = new URL(incoming.url ?? '/', 'http://127.0.0.1');
    const contentType = incoming.headers['content-type'] ?? '';
    const fullPath = url.pathname;
    const request: FakeRequest = {
      method: incoming.method ?? '',
      path: fullPath.startsWith(`${API_BASE_PATH}/`)
        ? fullPath.slice(API_BASE_PATH.length)
        : fullPath,
      fullPath,
      query: Object.fromEntries(url.searchParams),
      form: contentType.startsWith('application/x-www-form-urlencoded')
        ? Object.fromEntries(new URLSearchParams(rawBody))
        : undefined,
      rawBody,
      headers: incoming.headers,
    };
    requests.push(request);
    for (const waiter of waiters.filter((w) => requests.length >= w.count)) {
      waiters.splice(waiters.indexOf(waiter), 1);
      waiter.resolve();
    }
    try {
      await answer(request, response);
    } catch (cause) {
      response.writeHead(500, { 'Content-Type': 'text/plain' });
      response.end(`fake server route failed: ${String(cause)}`);
    }
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const requestsTo = (route: string) =>
    requests.filter((request) => `${request.method} ${request.path}` === route);

  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    on: (route, fakeRoute) => {
      routes.set(route, () => fakeRoute);
    },
    onSequence: (route, answers) => {
      let next = 0;
      routes.set(route, () => {
        const current = answers[Math.min(next, answers.length - 1)];
        next += 1;
        if (current === undefined) throw new Error(`onSequence(${route}) needs answers`);
        return current;
      });
    },
    hold: (route, fakeRoute) => {
      let release!: () => void;
      const gate = new Promise<void>((resolve) => {
        release = resolve;
      });
      let arrived!: (request: FakeRequest) => void;
      const arrival = new Promise<FakeRequest>((resolve) => {
        arrived = resolve;
      });
      routes.set(route, () => async (request) => {
        arrived(request);
        await gate;
        return typeof fakeRoute === 'function' ? fakeRoute(request) : fakeRoute;
      });
      return { release, received: () => arrival };
    },
    calls: () => requests.map((request) => `${request.method} ${request.path}`),
    requestsTo,
    received: (count) =>
      requests.length >= count
        ? Promise.resolve()
        : new Promise((resolve) => waiters.push({ count, resolve })),
    reset: () => {
      requests.length = 0;
      routes.clear();
    },
    close: () =>
      new Promise((resolve, reject) => {
        server.closeAllConnections();
        server.close((cause) => (cause ? reject(cause) : resolve()));
      }),
  };
}
