import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ERROR_CATALOGUE } from './error-catalogue';
import { parseRequest } from './parse-request';
import { sessionCreateBody } from './request-schemas';

describe('parseRequest', () => {
  it('returns the parsed value', () => {
    const result = parseRequest(sessionCreateBody, { login: 'user@example.com', password: 'pw' });
    expect(result.ok && result.value.stay_signed_in).toBe(true);
  });

  it('reports the first problem in field order, with its slug, field and text', () => {
    expect(parseRequest(sessionCreateBody, { login: 'bad', password: '' })).toEqual({
      ok: false,
      slug: 'invalid_email',
      field: 'login',
      message: 'Please enter a valid email',
    });
  });

  it('refuses an input that is no object as an invalid request, without a field', () => {
    for (const input of [undefined, null, 'login=a', 42]) {
      expect(parseRequest(sessionCreateBody, input)).toEqual({
        ok: false,
        slug: 'invalid_request',
        message: ERROR_CATALOGUE.invalid_request.message,
      });
    }
  });

  it('maps a message that is no slug (a foreign schema) to invalid_request', () => {
    const schema = v.object({ name: v.string('not a slug') });
    expect(parseRequest(schema, { name: 1 })).toMatchObject({
      slug: 'invalid_request',
      field: 'name',
    });
  });

  it('does not throw on an input whose properties throw when read', () => {
    const hostile = new Proxy(
      {},
      {
        has() {
          throw new Error('no');
        },
        get() {
          throw new Error('no');
        },
      },
    );
    expect(parseRequest(sessionCreateBody, hostile)).toMatchObject({
      ok: false,
      slug: 'invalid_request',
    });
  });

  it('ignores extra keys, so a JSON __proto__ key cannot set a field', () => {
    const input = JSON.parse(
      '{"__proto__": {"password": "pw"}, "login": "user@example.com", "extra": 1}',
    );
    expect(parseRequest(sessionCreateBody, input)).toMatchObject({
      ok: false,
      slug: 'password_required',
    });
  });

  it('never throws on arbitrary input', () => {
    fc.assert(
      fc.property(fc.anything({ withNullPrototype: true, withBoxedValues: true }), (input) => {
        const result = parseRequest(sessionCreateBody, input);
        expect(typeof result.ok).toBe('boolean');
      }),
      { numRuns: 500 },
    );
  });
});
