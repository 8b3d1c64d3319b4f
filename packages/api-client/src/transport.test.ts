import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from './request-errors';
import {
  errorEnvelope,
  okEnvelope,
  type RecordingServer,
  sendJson,
  startRecordingServer,
} from './test-support/recording-server';
import { createTransport } from './transport';

let server: RecordingServer;

beforeAll(async () => {
  server = await startRecordingServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.reset();
});

async function rejectionOf(promise: Promise<unknown>): Promise<Error> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof Error) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

async function closedPortOrigin(): Promise<string> {
  const other = await startRecordingServer();
  await other.close();
  return other.origin;
}

describe('answers', () => {
  it('returns the envelope body of an ok answer', async () => {
    server.respondWith((_q, res) => sendJson(res, 200, okEnvelope({ key: 'k9' })));
    const transport = createTransport({ origin: server.origin });
    await expect(transport.send({ method: 'GET', path: '/x' })).resolves.toEqual({ key: 'k9' });
  });

  it('returns null for an empty success (204)', async () => {
    server.respondWith((_q, res) => {
      res.writeHead(204);
      res.end();
    });
    const transport = createTransport({ origin: server.origin });
    await expect(transport.send({ method: 'DELETE', path: '/x' })).resolves.toBeNull();
  });

  it.each([
    {
      answer: '200 with an error envelope',
      status: 200,
      payload: errorEnvelope('password_incorrect'),
      slug: 'password_incorrect',
    },
    {
      answer: '401 with an error envelope',
      status: 401,
      payload: errorEnvelope('password_incorrect'),
      slug: 'password_incorrect',
    },
    {
      answer: '422 with an error envelope',
      status: 422,
      payload: errorEnvelope('code_expired'),
      slug: 'code_expired',
    },
    {
      answer: '404 ok envelope (status wins)',
      status: 404,
      payload: okEnvelope({}),
      slug: 'internal_error',
    },
    {
      answer: '500 JSON without an envelope',
      status: 500,
      payload: { error: 'boom' },
      slug: 'internal_error',
    },
    { answer: '200 JSON without meta', status: 200, payload: { body: {} }, slug: 'internal_error' },
    {
      answer: '400 error envelope without slug',
      status: 400,
      payload: { meta: { response: { status: 'error' } } },
      slug: 'internal_error',
    },
  ])('$answer → ApiError $slug', async ({ status, payload, slug }) => {
    server.respondWith((_q, res) => sendJson(res, status, payload));
    const transport = createTransport({ origin: server.origin });
    const error = await rejectionOf(transport.send({ method: 'GET', path: '/users/sessions' }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ name: 'ApiError', messageSlug: slug, status });
    expect(error.message).toContain('GET /users/sessions');
  });

  it('carries the field the server names the error for', async () => {
    server.respondWith((_q, res) =>
      sendJson(res, 400, {
        meta: { response: { status: 'error', message_slug: 'invalid_request', field: 'name' } },
        body: {},
      }),
    );
    const transport = createTransport({ origin: server.origin });
    const error = await rejectionOf(transport.send({ method: 'GET', path: '/users/sessions' }));
    expect(error).toMatchObject({ messageSlug: 'invalid_request', field: 'name' });
  });

  it.each([
    { status: 502, text: '<html>Bad gateway</html>' },
    { status: 200, text: 'not json' },
    { status: 500, text: '' },
  ])('a non-JSON answer ($status "$text") → ApiError internal_error', async ({ status, text }) => {
    server.respondWith((_q, res) => {
      res.writeHead(status, { 'Content-Type': 'text/html' });
      res.end(text);
    });
    const transport = createTransport({ origin: server.origin });
    await expect(transport.send({ method: 'GET', path: '/x' })).rejects.toMatchObject({
      name: 'ApiError',
      messageSlug: 'internal_error',
      status,
    });
  });

  it('keeps the error envelope body on the ApiError', async () => {
    server.respondWith((_q, res) =>
      sendJson(res, 422, { ...errorEnvelope('invalid_email'), body: { login: 'bad' } }),
    );
    const transport = createTransport({ origin: server.origin });
    await expect(transport.send({ method: 'GET', path: '/x' })).rejects.toMatchObject({
      body: { login: 'bad' },
    });
  });

  it('reads an unwrapped (blog) answer as is, and fails a non-2xx one', async () => {
    const transport = createTransport({ origin: server.origin });
    server.respondWith((_q, res) => sendJson(res, 200, [{ id: 1 }]));
    await expect(
      transport.send({ method: 'GET', path: '/blog/x', outsideApiBase: true, unwrapped: true }),
    ).resolves.toEqual([{ id: 1 }]);
    server.respondWith((_q, res) => sendJson(res, 400, { code: 'rest_invalid_param' }));
    await expect(
      transport.send({ method: 'GET', path: '/blog/x', outsideApiBase: true, unwrapped: true }),
    ).rejects.toMatchObject({ messageSlug: 'internal_error', status: 400 });
  });
});

describe('cancellation and timeout', () => {
  it('aborting mid-flight rejects with AbortError and drops the connection', async () => {
    server.respondWith(() => undefined); // never answers
    const transport = createTransport({ origin: server.origin });
    const controller = new AbortController();
    const pending = transport.send({ method: 'GET', path: '/slow', signal: controller.signal });
    await server.received(1);
    const disconnected = server.nextClientDisconnect();
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    await disconnected;
  });

  it('keeps a custom abort reason', async () => {
    server.respondWith(() => undefined);
    const transport = createTransport({ origin: server.origin });
    const controller = new AbortController();
    const pending = transport.send({ method: 'GET', path: '/slow', signal: controller.signal });
    await server.received(1);
    const reason = new Error('route changed');
    controller.abort(reason);
    await expect(pending).rejects.toBe(reason);
  });

  it('aborting while the body streams still rejects with AbortError', async () => {
    server.respondWith((_q, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.write('{"meta":'); // headers and part of the body, then silence
    });
    const transport = createTransport({ origin: server.origin });
    const controller = new AbortController();
    const pending = transport.send({ method: 'GET', path: '/half', signal: controller.signal });
    await server.received(1);
    setTimeout(() => controller.abort(), 50);
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('a call past the timeout rejects with TimeoutError, not AbortError', async () => {
    server.respondWith(() => undefined);
    const transport = createTransport({ origin: server.origin, timeoutMs: 100 });
    const started = Date.now();
    const pending = transport.send({
      method: 'GET',
      path: '/slow',
      signal: new AbortController().signal,
    });
    await expect(pending).rejects.toMatchObject({ name: 'TimeoutError' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(90);
  });
});

describe('network and placement', () => {
  it('a refused connection rejects with NetworkError carrying the cause', async () => {
    const transport = createTransport({ origin: await closedPortOrigin() });
    const error = await rejectionOf(transport.send({ method: 'GET', path: '/x' }));
    expect(error).toBeInstanceOf(NetworkError);
    expect(error.name).toBe('NetworkError');
    expect(error.cause).toBeDefined();
  });

  it('sends every call to the host prefix (satellite domain) instead of the origin', async () => {
    const transport = createTransport({
      origin: await closedPortOrigin(),
      hostPrefix: `${server.origin}/`,
    });
    await transport.send({ method: 'GET', path: '/common/settings' });
    expect(server.requests.map((r) => r.path)).toEqual(['/api/en/1/common/settings']);
    expect(transport.url('/x', { a: 1 })).toBe(`${server.origin}/api/en/1/x?a=1`);
  });

  it('builds same-origin relative URLs by default', () => {
    const transport = createTransport();
    expect(transport.url('/users/sessions')).toBe('/api/en/1/users/sessions');
    expect(transport.url('/blog/wp-json/wp/v2/posts/', {}, { outsideApiBase: true })).toBe(
      '/blog/wp-json/wp/v2/posts/',
    );
  });

  it('uses the global fetch when none is given', async () => {
    server.respondWith((_q, res) => sendJson(res, 200, okEnvelope({ ok: 1 })));
    const transport = createTransport({ origin: server.origin });
    await expect(transport.send({ method: 'GET', path: '/x' })).resolves.toEqual({ ok: 1 });
  });

  it('refuses a form on GET before sending anything', async () => {
    const transport = createTransport({ origin: server.origin });
    await expect(transport.send({ method: 'GET', path: '/x', form: { a: 1 } })).rejects.toThrow(
      TypeError,
    );
    expect(server.requests).toHaveLength(0);
  });
});
