import fc from 'fast-check';
import type { GenericSchema } from 'valibot';
import { describe, expect, it } from 'vitest';
import { DATA_BOX_MAX_BYTES } from './constants';
import { ERROR_CATALOGUE, isMessageSlug } from './error-catalogue';
import { encodePageCursor } from './list-page';
import { parseRequest } from './parse-request';
import {
  accountSearchQuery,
  customerCreateBody,
  dataBoxCreateBody,
  dataBoxKeyParams,
  dictionaryNamesParams,
  oauthProviderParams,
  oauthUrlQuery,
  ordersLatestQuery,
  passwordChangeBody,
  passwordResetBody,
  passwordRestoreRequestBody,
  payoutMethodBody,
  portfolioItemParams,
  preCheckQuery,
  redirectToDashboardQuery,
  restoreCodeQuery,
  sessionCreateBody,
  sessionHandleParams,
  staffInviteBody,
  staffListQuery,
  testimonialsRotatorQuery,
  utcOffsetQuery,
  visitBody,
  writerSlugParams,
  writerSlugsParams,
  writersTopQuery,
  writerTestimonialsQuery,
} from './request-schemas';

/** The parsed value, failing the test when the input is refused. */
function parsedValue<TSchema extends GenericSchema>(schema: TSchema, input: unknown) {
  const result = parseRequest(schema, input);
  if (!result.ok) throw new Error(`refused: ${result.slug} (${result.field})`);
  return result.value;
}

/** The refusal as [slug, field]. */
function refusalOf(schema: GenericSchema, input: unknown) {
  const result = parseRequest(schema, input);
  return result.ok ? 'accepted' : [result.slug, result.field];
}

describe('preCheckQuery', () => {
  it('trims the login and keeps an optional role', () => {
    expect(parsedValue(preCheckQuery, { login: ' user@example.com ' })).toEqual({
      login: 'user@example.com',
    });
    expect(parsedValue(preCheckQuery, { login: 'user@example.com', user_role: 'writer' })).toEqual({
      login: 'user@example.com',
      user_role: 'writer',
    });
    expect(parsedValue(preCheckQuery, { login: 'user@example.com', user_role: '' })).toEqual({
      login: 'user@example.com',
      user_role: undefined,
    });
  });

  it('answers with the e-mail slugs and names the field', () => {
    expect(refusalOf(preCheckQuery, {})).toEqual(['email_required', 'login']);
    expect(refusalOf(preCheckQuery, { login: '' })).toEqual(['email_required', 'login']);
    expect(refusalOf(preCheckQuery, { login: 'nope' })).toEqual(['invalid_email', 'login']);
    expect(refusalOf(preCheckQuery, { login: `${'a'.repeat(64)}@${'b'.repeat(60)}.com` })).toEqual([
      'email_too_long',
      'login',
    ]);
    expect(refusalOf(preCheckQuery, { login: ['a@b.co', 'c@d.co'] })).toEqual([
      'invalid_request',
      'login',
    ]);
    expect(refusalOf(preCheckQuery, { login: 'user@example.com', user_role: 'admin' })).toEqual([
      'invalid_request',
      'user_role',
    ]);
  });
});

describe('sessionCreateBody', () => {
  it('coerces form strings and applies the spec defaults', () => {
    expect(
      parsedValue(sessionCreateBody, { login: 'user@example.com', password: 'secret' }),
    ).toEqual({
      login: 'user@example.com',
      password: 'secret',
      utc_offset_min: 0,
      client_type: 'browser',
      captcha_token: 'skipped',
      stay_signed_in: true,
      policy_agree: false,
      marketing_agree: false,
    });
    expect(
      parsedValue(sessionCreateBody, {
        login: 'user@example.com',
        password: 'secret',
        utc_offset_min: '-180',
        client_type: 'browser',
        captcha_token: 'token-123',
        stay_signed_in: '0',
        policy_agree: 'true',
        marketing_agree: '1',
      }),
    ).toEqual({
      login: 'user@example.com',
      password: 'secret',
      utc_offset_min: -180,
      client_type: 'browser',
      captcha_token: 'token-123',
      stay_signed_in: false,
      policy_agree: true,
      marketing_agree: true,
    });
  });

  it('accepts the boolean spellings of forms and JSON alike', () => {
    const base = { login: 'user@example.com', password: 'secret' };
    for (const [sent, read] of [
      [true, true],
      ['1', true],
      ['true', true],
      ['on', true],
      [1, true],
      [false, false],
      ['0', false],
      ['false', false],
      [0, false],
      ['', true],
      [null, true],
    ] as const) {
      expect(
        parsedValue(sessionCreateBody, { ...base, stay_signed_in: sent }).stay_signed_in,
        String(sent),
      ).toBe(read);
    }
    expect(refusalOf(sessionCreateBody, { ...base, stay_signed_in: 'yes' })).toEqual([
      'invalid_request',
      'stay_signed_in',
    ]);
  });

  it('refuses a missing or oversized password and out-of-range values', () => {
    const base = { login: 'user@example.com', password: 'secret' };
    expect(refusalOf(sessionCreateBody, { login: 'user@example.com' })).toEqual([
      'password_required',
      'password',
    ]);
    expect(refusalOf(sessionCreateBody, { ...base, password: 'x'.repeat(128) })).toEqual([
      'password_too_long',
      'password',
    ]);
    expect(refusalOf(sessionCreateBody, { ...base, utc_offset_min: '841' })).toEqual([
      'invalid_request',
      'utc_offset_min',
    ]);
    expect(refusalOf(sessionCreateBody, { ...base, utc_offset_min: '1.5' })).toEqual([
      'invalid_request',
      'utc_offset_min',
    ]);
    expect(refusalOf(sessionCreateBody, { ...base, client_type: 'robot' })).toEqual([
      'invalid_request',
      'client_type',
    ]);
    expect(refusalOf(sessionCreateBody, { ...base, captcha_token: 'x'.repeat(4097) })).toEqual([
      'invalid_request',
      'captcha_token',
    ]);
  });
});

describe('customerCreateBody', () => {
  it('defaults force_auth to true and requires policy_agree', () => {
    expect(
      parsedValue(customerCreateBody, { login: 'new@example.com', policy_agree: '1' }),
    ).toEqual({
      login: 'new@example.com',
      utc_offset_min: 0,
      force_auth: true,
      policy_agree: true,
      marketing_agree: false,
      client_type: 'browser',
      captcha_token: 'skipped',
    });
    expect(
      parsedValue(customerCreateBody, {
        login: 'new@example.com',
        policy_agree: 'true',
        force_auth: '0',
      }).force_auth,
    ).toBe(false);
  });

  it('answers policy_required without policy_agree', () => {
    for (const policy_agree of [undefined, '', '0', false, 'false']) {
      const result = parseRequest(customerCreateBody, { login: 'new@example.com', policy_agree });
      expect(result).toEqual({
        ok: false,
        slug: 'policy_required',
        field: 'policy_agree',
        message: ERROR_CATALOGUE.policy_required.message,
      });
    }
  });
});

describe('dataBoxCreateBody', () => {
  it('keeps the JSON string and defaults ttl to 1800', () => {
    const data = JSON.stringify({ discipline_sub: 12, title: 'Essay' });
    expect(parsedValue(dataBoxCreateBody, { data })).toEqual({ data, ttl: 1800 });
    expect(parsedValue(dataBoxCreateBody, { data, ttl: '60' })).toEqual({ data, ttl: 60 });
  });

  it('accepts exactly DATA_BOX_MAX_BYTES bytes of UTF-8 and refuses one more', () => {
    const fill = (bytes: number) => JSON.stringify('é'.repeat((bytes - 2) / 2));
    expect(new TextEncoder().encode(fill(DATA_BOX_MAX_BYTES)).length).toBe(DATA_BOX_MAX_BYTES);
    expect(parsedValue(dataBoxCreateBody, { data: fill(DATA_BOX_MAX_BYTES) }).ttl).toBe(1800);
    expect(refusalOf(dataBoxCreateBody, { data: `${fill(DATA_BOX_MAX_BYTES)} ` })).toEqual([
      'data_box_too_large',
      'data',
    ]);
    expect(refusalOf(dataBoxCreateBody, { data: 'x'.repeat(10 * DATA_BOX_MAX_BYTES) })).toEqual([
      'data_box_too_large',
      'data',
    ]);
  });

  it('refuses missing or non-JSON data and an out-of-range ttl', () => {
    expect(refusalOf(dataBoxCreateBody, {})).toEqual(['invalid_request', 'data']);
    expect(refusalOf(dataBoxCreateBody, { data: '{"a":' })).toEqual(['invalid_request', 'data']);
    expect(refusalOf(dataBoxCreateBody, { data: { a: 1 } })).toEqual(['invalid_request', 'data']);
    expect(refusalOf(dataBoxCreateBody, { data: '{}', ttl: '0' })).toEqual([
      'invalid_request',
      'ttl',
    ]);
    expect(refusalOf(dataBoxCreateBody, { data: '{}', ttl: '86401' })).toEqual([
      'invalid_request',
      'ttl',
    ]);
    expect(refusalOf(dataBoxCreateBody, { data: '{}', ttl: 'forever' })).toEqual([
      'invalid_request',
      'ttl',
    ]);
  });
});

describe('dataBoxKeyParams', () => {
  it('accepts a url-safe key of at most 128 characters', () => {
    expect(parsedValue(dataBoxKeyParams, { key: 'aZ09_-' })).toEqual({ key: 'aZ09_-' });
    expect(refusalOf(dataBoxKeyParams, { key: 'a/b' })).toEqual(['invalid_request', 'key']);
    expect(refusalOf(dataBoxKeyParams, { key: 'k'.repeat(129) })).toEqual([
      'invalid_request',
      'key',
    ]);
    expect(refusalOf(dataBoxKeyParams, {})).toEqual(['invalid_request', 'key']);
  });
});

describe('passwordRestoreRequestBody', () => {
  it('takes login, captcha token and consent', () => {
    expect(parsedValue(passwordRestoreRequestBody, { login: 'user@example.com' })).toEqual({
      login: 'user@example.com',
      captcha_token: 'skipped',
      policy_agree: false,
    });
    expect(refusalOf(passwordRestoreRequestBody, { login: 'x' })).toEqual([
      'invalid_email',
      'login',
    ]);
  });
});

describe('passwordResetBody', () => {
  it('takes a code and a password obeying every rule', () => {
    expect(parsedValue(passwordResetBody, { code: ' 123456 ', password: 'abcdefg1' })).toEqual({
      code: '123456',
      password: 'abcdefg1',
    });
    expect(refusalOf(passwordResetBody, { password: 'abcdefg1' })).toEqual([
      'code_required',
      'code',
    ]);
    expect(refusalOf(passwordResetBody, { code: 'c'.repeat(129), password: 'abcdefg1' })).toEqual([
      'code_incorrect',
      'code',
    ]);
    expect(refusalOf(passwordResetBody, { code: 'a b', password: 'abcdefg1' })).toEqual([
      'code_incorrect',
      'code',
    ]);
    for (const [password, slug] of [
      ['', 'password_required'],
      ['abcdef1', 'password_too_short'],
      [`a1${'b'.repeat(126)}`, 'password_too_long'],
      ['12345678', 'password_no_letter'],
      ['abcdefgh', 'password_no_number_or_special'],
    ]) {
      expect(refusalOf(passwordResetBody, { code: '1', password })).toEqual([slug, 'password']);
    }
  });
});

describe('restoreCodeQuery', () => {
  it('requires a code', () => {
    expect(parsedValue(restoreCodeQuery, { code: 'abc' })).toEqual({ code: 'abc' });
    expect(refusalOf(restoreCodeQuery, { code: '' })).toEqual(['code_required', 'code']);
  });
});

describe('oauthProviderParams', () => {
  it('knows google and apple', () => {
    expect(parsedValue(oauthProviderParams, { provider: 'google' })).toEqual({
      provider: 'google',
    });
    expect(parsedValue(oauthProviderParams, { provider: 'apple' })).toEqual({ provider: 'apple' });
    expect(refusalOf(oauthProviderParams, { provider: 'facebook' })).toEqual([
      'oauth_provider_unavailable',
      'provider',
    ]);
  });
});

describe('passwordChangeBody', () => {
  it('needs the current password and a new one that follows every rule', () => {
    expect(
      parsedValue(passwordChangeBody, { current_password: 'old', password: 'New-password-2' }),
    ).toEqual({ current_password: 'old', password: 'New-password-2' });
    expect(refusalOf(passwordChangeBody, { password: 'New-password-2' })).toEqual([
      'password_required',
      'current_password',
    ]);
    expect(refusalOf(passwordChangeBody, { current_password: 'old', password: 'short1' })).toEqual([
      'password_too_short',
      'password',
    ]);
  });
});

describe('staffInviteBody', () => {
  it('takes an e-mail, trimmed, and a staff role', () => {
    expect(parsedValue(staffInviteBody, { email: ' New@Example.com ', role: 'seo' })).toEqual({
      email: 'New@Example.com',
      role: 'seo',
    });
  });

  it('refuses a missing or malformed e-mail, and any role but a staff one, beside the field', () => {
    expect(refusalOf(staffInviteBody, { role: 'seo' })).toEqual(['staff_email_required', 'email']);
    expect(refusalOf(staffInviteBody, { email: 'me@', role: 'seo' })).toEqual([
      'staff_email_invalid',
      'email',
    ]);
    for (const role of [undefined, '', 'customer', 'writer', 'admin']) {
      expect(refusalOf(staffInviteBody, { email: 'a@example.com', role }), String(role)).toEqual([
        'invalid_request',
        'role',
      ]);
    }
  });
});

describe('staffListQuery', () => {
  it('pages by cursor, refusing a limit above the maximum', () => {
    expect(parsedValue(staffListQuery, {})).toEqual({ limit: 20 });
    expect(refusalOf(staffListQuery, { limit: '101' })).toEqual(['invalid_request', 'limit']);
  });
});

describe('accountSearchQuery', () => {
  it('takes the search text trimmed, bounded like an e-mail, with a page', () => {
    expect(parsedValue(accountSearchQuery, { q: '  Anna@Example.COM ' })).toEqual({
      limit: 20,
      q: 'Anna@Example.COM',
    });
    expect(parsedValue(accountSearchQuery, { q: '' })).toEqual({ limit: 20 });
    expect(refusalOf(accountSearchQuery, { q: 'a'.repeat(128) })).toEqual(['invalid_request', 'q']);
    expect(refusalOf(accountSearchQuery, { limit: '101' })).toEqual(['invalid_request', 'limit']);
  });
});

describe('payoutMethodBody', () => {
  const PASSWORD = { current_password: 'Demo-password-1' };
  it('takes the expert’s PayPal e-mail, trimmed, and refuses anything else beside the field', () => {
    expect(
      parsedValue(payoutMethodBody, { paypal_email: ' me@example.com ', ...PASSWORD }),
    ).toEqual({ paypal_email: 'me@example.com', ...PASSWORD });
    expect(refusalOf(payoutMethodBody, PASSWORD)).toEqual([
      'paypal_email_required',
      'paypal_email',
    ]);
    expect(refusalOf(payoutMethodBody, { paypal_email: 'me@', ...PASSWORD })).toEqual([
      'paypal_email_invalid',
      'paypal_email',
    ]);
    expect(refusalOf(payoutMethodBody, { paypal_email: ['a@b.co'], ...PASSWORD })).toEqual([
      'invalid_request',
      'paypal_email',
    ]);
  });

  it('needs the current password, as the password change does', () => {
    for (const form of [{}, { current_password: '' }]) {
      expect(refusalOf(payoutMethodBody, { paypal_email: 'me@example.com', ...form })).toEqual([
        'password_required',
        'current_password',
      ]);
    }
  });
});

describe('sessionHandleParams', () => {
  it('takes a URL-safe handle and answers not_found to anything else', () => {
    expect(parsedValue(sessionHandleParams, { auth_token: 'AbC-_09xyzAbC-_09xyzAb' })).toEqual({
      auth_token: 'AbC-_09xyzAbC-_09xyzAb',
    });
    for (const auth_token of ['', 'a/b', 'x'.repeat(65), "'; drop table sessions"]) {
      expect(refusalOf(sessionHandleParams, { auth_token })).toEqual(['not_found', 'auth_token']);
    }
  });
});

describe('oauthUrlQuery', () => {
  it('applies the defaults', () => {
    expect(parsedValue(oauthUrlQuery, {})).toEqual({
      url_path_redirect_success: undefined,
      url_path_redirect_fail: '/',
      captcha_token: 'skipped',
      client_type: 'browser',
      source_context: undefined,
      utc_offset_min: 0,
      policy_agree: false,
      marketing_agree: false,
    });
  });

  it('keeps paths on our own origin and refuses any other target', () => {
    const success = '/dashboard/customer/new-order?data_box_key=abc&oaprovider=google';
    expect(
      parsedValue(oauthUrlQuery, {
        url_path_redirect_success: success,
        source_context: 'short_form',
      }).url_path_redirect_success,
    ).toBe(success);
    for (const target of [
      'https://evil.example/',
      '//evil.example/',
      '/\\evil.example',
      'javascript:alert(1)',
      '/a\r\nSet-Cookie: x=1',
      `/${'a'.repeat(2048)}`,
    ]) {
      expect(refusalOf(oauthUrlQuery, { url_path_redirect_fail: target }), target).toEqual([
        'invalid_request',
        'url_path_redirect_fail',
      ]);
    }
    expect(refusalOf(oauthUrlQuery, { source_context: 'a b' })).toEqual([
      'invalid_request',
      'source_context',
    ]);
  });
});

describe('utcOffsetQuery', () => {
  it('accepts ISO 8601 date-times with or without offset', () => {
    for (const client_datetime of [
      '2026-11-22T14:05:00',
      '2026-11-22 14:05',
      '2026-11-22T14:05:00.123Z',
      '2024-02-29T23:59:59+02:00',
      '2026-11-22T14:05:00-0530',
    ]) {
      expect(refusalOf(utcOffsetQuery, { client_datetime }), client_datetime).toBe('accepted');
      expect(parsedValue(utcOffsetQuery, { client_datetime })).toEqual({ client_datetime });
    }
  });

  it('refuses anything else', () => {
    for (const client_datetime of [
      '',
      'yesterday',
      '2026-13-01T00:00:00',
      '2025-02-29T00:00:00',
      '2026-11-22T24:00:00',
      '2026-11-22',
      1732284300000,
    ]) {
      expect(refusalOf(utcOffsetQuery, { client_datetime }), String(client_datetime)).toEqual([
        'invalid_request',
        'client_datetime',
      ]);
    }
  });
});

describe('testimonialsRotatorQuery', () => {
  it('defaults qty to 20 and bounds it', () => {
    expect(parsedValue(testimonialsRotatorQuery, {})).toEqual({ qty: 20 });
    expect(parsedValue(testimonialsRotatorQuery, { qty: '5' })).toEqual({ qty: 5 });
    expect(refusalOf(testimonialsRotatorQuery, { qty: '0' })).toEqual(['invalid_request', 'qty']);
    expect(refusalOf(testimonialsRotatorQuery, { qty: '101' })).toEqual(['invalid_request', 'qty']);
  });
});

describe('ordersLatestQuery', () => {
  it('takes an optional discipline id', () => {
    expect(parsedValue(ordersLatestQuery, {})).toEqual({});
    expect(parsedValue(ordersLatestQuery, { discipline: '' })).toEqual({ discipline: undefined });
    expect(parsedValue(ordersLatestQuery, { discipline: '12' })).toEqual({ discipline: 12 });
    expect(refusalOf(ordersLatestQuery, { discipline: '-1' })).toEqual([
      'invalid_request',
      'discipline',
    ]);
  });
});

describe('writerTestimonialsQuery', () => {
  it('defaults to offset 0, limit 3, all testimonials', () => {
    expect(parsedValue(writerTestimonialsQuery, {})).toEqual({
      offset: 0,
      limit: 3,
      highlighted_only: false,
    });
    expect(
      parsedValue(writerTestimonialsQuery, { offset: '6', limit: '3', highlighted_only: '1' }),
    ).toEqual({ offset: 6, limit: 3, highlighted_only: true });
    expect(refusalOf(writerTestimonialsQuery, { limit: '51' })).toEqual([
      'invalid_request',
      'limit',
    ]);
    expect(refusalOf(writerTestimonialsQuery, { offset: '-3' })).toEqual([
      'invalid_request',
      'offset',
    ]);
  });
});

describe('writersTopQuery', () => {
  it('defaults to the first 100 of discipline 0, 50 reviews, by rating, any online state, English', () => {
    expect(parsedValue(writersTopQuery, {})).toEqual({
      limit: 100,
      discipline: 0,
      reviews_qty: 50,
      sort: 'rating',
      online: 'any',
      lang: 'en',
    });
    expect(
      parsedValue(writersTopQuery, {
        discipline: '7',
        reviews_qty: '10',
        sort: 'reviews_qty',
        online: 'online',
        lang: 'de',
        limit: '30',
        cursor: encodePageCursor({ key: 90, id: 12 }),
      }),
    ).toEqual({
      limit: 30,
      cursor: { key: 90, id: 12 },
      discipline: 7,
      reviews_qty: 10,
      sort: 'reviews_qty',
      online: 'online',
      lang: 'de',
    });
  });

  it('refuses unknown values', () => {
    expect(refusalOf(writersTopQuery, { sort: 'price; drop table' })).toEqual([
      'invalid_request',
      'sort',
    ]);
    expect(refusalOf(writersTopQuery, { online: 'maybe' })).toEqual(['invalid_request', 'online']);
    expect(refusalOf(writersTopQuery, { lang: 'eng' })).toEqual(['invalid_request', 'lang']);
    expect(refusalOf(writersTopQuery, { reviews_qty: '501' })).toEqual([
      'invalid_request',
      'reviews_qty',
    ]);
    expect(refusalOf(writersTopQuery, { reviews_qty: '-1' })).toEqual([
      'invalid_request',
      'reviews_qty',
    ]);
  });

  it('takes 0 reviews: every listed expert, those not reviewed yet included', () => {
    expect(parsedValue(writersTopQuery, { reviews_qty: '0' })).toMatchObject({ reviews_qty: 0 });
  });
});

describe('writer path parameters', () => {
  it('accept url-safe slugs', () => {
    expect(parsedValue(writerSlugParams, { slug: 'jane-doe_2' })).toEqual({ slug: 'jane-doe_2' });
    expect(refusalOf(writerSlugParams, { slug: '../etc' })).toEqual(['invalid_request', 'slug']);
    expect(parsedValue(portfolioItemParams, { slug: 'jane', id: '42' })).toEqual({
      slug: 'jane',
      id: 42,
    });
    expect(refusalOf(portfolioItemParams, { slug: 'jane', id: '0' })).toEqual([
      'invalid_request',
      'id',
    ]);
  });

  it('split a comma-separated list, dropping duplicates and bounding its size', () => {
    expect(parsedValue(writerSlugsParams, { slugs: 'a,b,a,c' })).toEqual({
      slugs: ['a', 'b', 'c'],
    });
    expect(refusalOf(writerSlugsParams, { slugs: 'a,,b' })).toEqual(['invalid_request', 'slugs.1']);
    const many = Array.from({ length: 51 }, (_, index) => `w${index}`).join(',');
    expect(refusalOf(writerSlugsParams, { slugs: many })).toEqual(['invalid_request', 'slugs']);
    expect(
      parsedValue(dictionaryNamesParams, { names: 'discipline_sub,discipline_sub_grouping' }),
    ).toEqual({
      names: ['discipline_sub', 'discipline_sub_grouping'],
    });
    expect(refusalOf(dictionaryNamesParams, { names: 'Paper Type' })).toEqual([
      'invalid_request',
      'names.0',
    ]);
  });
});

describe('visitBody', () => {
  it('takes an absolute url, an optional referer and user agent', () => {
    expect(parsedValue(visitBody, { url: 'https://example.com/python-homework.html?a=1' })).toEqual(
      {
        url: 'https://example.com/python-homework.html?a=1',
        referer: '',
        user_agent: '',
      },
    );
    expect(
      parsedValue(visitBody, {
        url: 'https://example.com/',
        referer: 'https://www.google.com/',
        user_agent: 'Mozilla/5.0',
      }),
    ).toEqual({
      url: 'https://example.com/',
      referer: 'https://www.google.com/',
      user_agent: 'Mozilla/5.0',
    });
  });

  it('refuses other schemes, oversized values and control characters', () => {
    expect(refusalOf(visitBody, {})).toEqual(['invalid_request', 'url']);
    expect(refusalOf(visitBody, { url: 'javascript:alert(1)' })).toEqual([
      'invalid_request',
      'url',
    ]);
    expect(refusalOf(visitBody, { url: `https://example.com/${'a'.repeat(2048)}` })).toEqual([
      'invalid_request',
      'url',
    ]);
    expect(refusalOf(visitBody, { url: 'https://example.com/', referer: 'not a url' })).toEqual([
      'invalid_request',
      'referer',
    ]);
    expect(
      refusalOf(visitBody, { url: 'https://example.com/', user_agent: 'u'.repeat(1025) }),
    ).toEqual(['invalid_request', 'user_agent']);
    expect(refusalOf(visitBody, { url: 'https://example.com/', user_agent: 'a\nb' })).toEqual([
      'invalid_request',
      'user_agent',
    ]);
  });
});

describe('redirectToDashboardQuery', () => {
  it('takes an optional route below the dashboard and an optional data box key', () => {
    expect(parsedValue(redirectToDashboardQuery, {})).toEqual({});
    expect(
      parsedValue(redirectToDashboardQuery, { route: 'new-order', data_box_key: 'k1' }),
    ).toEqual({
      route: 'new-order',
      data_box_key: 'k1',
    });
    expect(parsedValue(redirectToDashboardQuery, { route: 'orders/' }).route).toBe('orders/');
  });

  it('refuses routes that could leave the dashboard or our origin', () => {
    for (const route of [
      '//evil.example',
      '../admin',
      'https://evil.example',
      'a//b',
      'a b',
      'a?x=1',
    ]) {
      expect(refusalOf(redirectToDashboardQuery, { route }), route).toEqual([
        'invalid_request',
        'route',
      ]);
    }
  });
});

describe('every request schema', () => {
  const schemas = {
    preCheckQuery,
    sessionCreateBody,
    customerCreateBody,
    dataBoxCreateBody,
    dataBoxKeyParams,
    passwordRestoreRequestBody,
    passwordResetBody,
    restoreCodeQuery,
    oauthProviderParams,
    oauthUrlQuery,
    utcOffsetQuery,
    testimonialsRotatorQuery,
    ordersLatestQuery,
    writerSlugParams,
    writerSlugsParams,
    portfolioItemParams,
    dictionaryNamesParams,
    writerTestimonialsQuery,
    writersTopQuery,
    visitBody,
    redirectToDashboardQuery,
  };
  const fields = [
    'login',
    'password',
    'user_role',
    'utc_offset_min',
    'client_type',
    'captcha_token',
    'stay_signed_in',
    'policy_agree',
    'marketing_agree',
    'force_auth',
    'data',
    'ttl',
    'key',
    'code',
    'provider',
    'url_path_redirect_success',
    'url_path_redirect_fail',
    'source_context',
    'client_datetime',
    'qty',
    'discipline',
    'slug',
    'slugs',
    'id',
    'names',
    'offset',
    'limit',
    'highlighted_only',
    'reviews_qty',
    'sort',
    'online',
    'lang',
    'url',
    'referer',
    'user_agent',
    'route',
    'data_box_key',
  ];
  const formValue = fc.oneof(
    fc.string(),
    fc.constantFrom('', '0', '1', 'true', 'false', '-1', '1800', 'user@example.com', '/', 'google'),
    fc.anything(),
  );
  const request = fc.oneof(fc.anything(), fc.dictionary(fc.constantFrom(...fields), formValue));

  it('never throws, and refuses only with a catalogue slug and its text', () => {
    fc.assert(
      fc.property(request, (input) => {
        for (const schema of Object.values(schemas)) {
          const result = parseRequest(schema, input);
          if (!result.ok) {
            expect(isMessageSlug(result.slug)).toBe(true);
            expect(result.message).toBe(ERROR_CATALOGUE[result.slug].message);
          }
        }
      }),
      { numRuns: 400 },
    );
  });
});
