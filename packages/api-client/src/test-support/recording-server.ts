import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request as the server saw it. */
export interface RecordedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: IncomingHttpHeaders;
  rawBody: string;
  /** The body decoded as a form, when it was sent form-encoded. */
  form: Record<string, string> | undefined;
}

export type Responder = (
  request: RecordedRequest,
  response: ServerResponse,
) => void | Promise<void>;

export interface RecordingServer {
  /** http://127.0.0.1:{port} */
  origin: string;
  requests: RecordedRequest[];
  /** Sets how the next requests are answered (default: an ok envelope with body {}). */
  respondWith(responder: Responder): void;
  /** Forgets the recorded requests and restores the default answer. */
  reset(): void;
  /** Resolves when the server has received `count` requests. */
  received(count: number): Promise<void>;
  /** Resolves when a client connection closes before its response was sent. */
  nextClientDisconnect(): Promise<void>;
  close(): Promise<void>;
}

export function okEnvelope(body: unknown) {
  return { meta: { response: { status: 'ok' } }, body };
}

export function errorEnvelope(messageSlug: string) {
  return { meta: { response: { status: 'error', message_slug: messageSlug } }, body: {} };
}

export function sendJson(response: ServerResponse, status: number, payload: unknown): void {
  response.writeHead(status, { 'Content-Type': 'application/json' });
  response.end(JSON.stringify(payload));
}

/** A real HTTP server on 127.0.0.1 and a random port that records every request. */
export async function startRecordingServer(): Promise<RecordingServer> {
  const requests: RecordedRequest[] = [];
  const answerOk: Responder = (_request, response) => sendJson(response, 200, okEnvelope({}));
  let responder = answerOk;
  const waiters: Array<{ count: number; resolve: () => void }> = [];
  const disconnectWaiters: Array<() => void> = [];

  const server = createServer(async (incoming, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of incoming) chunks.push(chunk as Buffer);
    const rawBody = Buffer.concat(chunks).toString('utf8');
    const url = new URL(incoming.url ?? '/', 'http://127.0.0.1');
    const contentType = incoming.headers['content-type'] ?? '';
    const recorded: RecordedRequest = {
      method: incoming.method ?? '',
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      headers: incoming.headers,
      rawBody,
      form: contentType.startsWith('application/x-www-form-urlencoded')
        ? Object.fromEntries(new URLSearchParams(rawBody))
        : undefined,
    };
    requests.push(recorded);
    response.on('close', () => {
      if (!response.writableFinished) for (const resolve of disconnectWaiters.splice(0)) resolve();
    });
    for (const waiter of waiters.filter((w) => requests.length >= w.count)) {
      waiters.splice(waiters.indexOf(waiter), 1);
      waiter.resolve();
    }
    await responder(recorded, response);
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    respondWith: (next) => {
      responder = next;
    },
    reset: () => {
      requests.length = 0;
      responder = answerOk;
    },
    received: (count) =>
      requests.length >= count
        ? Promise.resolve()
        : new Promise((resolve) => waiters.push({ count, resolve })),
    nextClientDisconnect: () => new Promise((resolve) => disconnectWaiters.push(resolve)),
    close: () =>
      new Promise((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
