import { describe, expect, it } from 'vitest';
import { ApiError, isAbortError, isTimeoutError, NetworkError } from './request-errors';

describe('error predicates', () => {
  const abortError = new DOMException('aborted', 'AbortError');
  const timeoutError = new DOMException('timed out', 'TimeoutError');

  it.each([
    ['an AbortError', abortError, true, false],
    ['a TimeoutError', timeoutError, false, true],
    ['an ApiError', new ApiError('internal_error', 500), false, false],
    ['a NetworkError', new NetworkError('no answer'), false, false],
    ['a string reason', 'stop', false, false],
  ])('%s: abort %s, timeout %s', (_label, error, abort, timeout) => {
    expect(isAbortError(error)).toBe(abort);
    expect(isTimeoutError(error)).toBe(timeout);
  });
});

describe('ApiError', () => {
  it('names the call, the slug and the HTTP status in its message', () => {
    const error = new ApiError('code_expired', 422, { context: 'PATCH /users/password-restore' });
    expect(error.message).toBe('PATCH /users/password-restore: code_expired (HTTP 422)');
    expect(error).toBeInstanceOf(Error);
  });

  it('leaves the status out for a failure found before any request', () => {
    expect(new ApiError('policy_required', 0).message).toBe('policy_required');
  });
});
