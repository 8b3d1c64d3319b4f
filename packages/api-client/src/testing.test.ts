import { describe, expect, it } from 'vitest';
import { createMockApi, fail, ok, pending } from './testing';

describe('createMockApi', () => {
  it('answers from the route table and records each request with its form', async () => {
    const mock = createMockApi({
      'GET /users/pre-check': ok({ login_ability: true }),
      'POST /users/sessions': fail('password_incorrect', 401),
    });
    await expect(mock.api.preCheckUser({ login: 'a@example.com' })).resolves.toEqual({
      login_ability: true,
    });
    await expect(
      mock.api.createSession({ login: 'a@example.com', password: 'x', captcha_token: 'skipped' }),
    ).rejects.toMatchObject({ messageSlug: 'password_incorrect', status: 401 });
    expect(mock.calls()).toEqual(['GET /users/pre-check', 'POST /users/sessions']);
    expect(mock.requests[0]?.query.get('login')).toBe('a@example.com');
    expect(mock.requests[1]?.form?.get('password')).toBe('x');
  });

  it('plays a sequence in order, repeating the last answer', async () => {
    const mock = createMockApi({ 'GET /customers': [fail('not_found', 404), ok({ email: 'e' })] });
    await expect(mock.api.getCustomer()).rejects.toMatchObject({ messageSlug: 'not_found' });
    await expect(mock.api.getCustomer()).resolves.toEqual({ email: 'e' });
    await expect(mock.api.getCustomer()).resolves.toEqual({ email: 'e' });
  });

  it('answers an unknown route 404 not_found and lists it', async () => {
    const mock = createMockApi({});
    await expect(mock.api.getCommonSettings()).rejects.toMatchObject({ messageSlug: 'not_found' });
    expect(mock.unmatched).toEqual(['GET /common/settings']);
  });

  it('never answers a pending route, and ends it when the caller cancels', async () => {
    const mock = createMockApi({ 'GET /customers': pending() });
    const controller = new AbortController();
    const call = mock.api.getCustomer({ signal: controller.signal });
    controller.abort(new DOMException('gone', 'AbortError'));
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
  });
});
