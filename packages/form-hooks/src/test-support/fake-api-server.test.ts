import { ApiError, createApiClient } from '@bb/api-client';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { error, type FakeApiServer, ok, startFakeApiServer } from './fake-api-server';

let server: FakeApiServer;
beforeAll(async () => {
  server = await startFakeApiServer();
});
afterEach(() => {
  server.reset();
  vi.useRealTimers();
});
afterAll(() => server.close());

describe('startFakeApiServer', () => {
  it('listens on 127.0.0.1 with a random port', () => {
    expect(server.origin).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(server.origin).not.toMatch(/:0$/);
  });

  it('answers a programmed route with the ok envelope and records method, path, query and form', async () => {
    const api = createApiClient({ origin: server.origin });
    server.on('GET /users/pre-check', ok({ login_ability: true }));
    server.on('POST /users/sessions', ok({}));
    await expect(api.preCheckUser({ login: 'ann@example.com' })).resolves.toEqual({
      login_ability: true,
    });
    await api.createSession({ login: 'ann@example.com', password: 'secret1' });
    expect(server.calls()).toEqual(['GET /users/pre-check', 'POST /users/sessions']);
    expect(server.requests[0]?.query).toEqual({ login: 'ann@example.com' });
    expect(server.requests[0]?.fullPath).toBe('/api/en/1/users/pre-check');
    expect(server.requestsTo('POST /users/sessions')[0]?.form).toMatchObject({
      login: 'ann@example.com',
      password: 'secret1',
    });
  });

  it('answers error(slug) with a 400 error envelope, and unknown routes with 404 not_found', async () => {
    const api = createApiClient({ origin: server.origin });
    server.on('DELETE /users/sessions', error('auth_required'));
    const failure = await api.deleteSession().catch((caught: unknown) => caught);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ messageSlug: 'auth_required', status: 400 });
    const unknown = await api.getCustomer().catch((caught: unknown) => caught);
    expect(unknown).toMatchObject({ messageSlug: 'not_found', status: 404 });
  });

  it('answers from the request, in sequence, and holds them until released', async () => {
    const api = createApiClient({ origin: server.origin });
    server.on('GET /users/pre-check', (request) => ok({ echoed: request.query.login }));
    await expect(api.preCheckUser({ login: 'x@example.com' })).resolves.toEqual({
      echoed: 'x@example.com',
    });
    server.onSequence('GET /customers', [error('auth_required', 401), ok({ email: 'a@b.co' })]);
    await expect(api.getCustomer()).rejects.toMatchObject({ status: 401 });
    await expect(api.getCustomer()).resolves.toEqual({ email: 'a@b.co' });
    await expect(api.getCustomer()).resolves.toEqual({ email: 'a@b.co' });

    const held = server.hold('DELETE /users/sessions', ok(null));
    let settled = false;
    const pending = api.deleteSession().then(() => {
      settled = true;
    });
    await held.received();
    expect(settled).toBe(false);
    held.release();
    await pending;
    expect(settled).toBe(true);
  });

  it('delays in real time even when the test uses fake timers', async () => {
    const api = createApiClient({ origin: server.origin });
    server.on('GET /customers', { ...ok({ email: 'a@b.co' }), delayMs: 20 });
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    await expect(api.getCustomer()).resolves.toEqual({ email: 'a@b.co' });
  });

  it('received(count) resolves once that many requests arrived', async () => {
    const api = createApiClient({ origin: server.origin });
    server.on('GET /customers', ok({}));
    const arrived = server.received(2);
    await api.getCustomer();
    await api.getCustomer();
    await expect(arrived).resolves.toBeUndefined();
  });
});
