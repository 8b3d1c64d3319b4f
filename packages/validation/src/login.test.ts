import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isValidEmail, normalizeLogin, validateLogin } from './login';
import { MESSAGES, type MessageKey } from './messages';

/** A well-formed address of exactly `length` characters (64-character local part). */
function emailOfLength(length: number): string {
  const address = `${'a'.repeat(64)}@${'b'.repeat(length - 69)}.com`;
  expect(address).toHaveLength(length);
  return address;
}

const keyOf = (value: unknown) => validateLogin(value)?.key;

describe('validateLogin', () => {
  it('requires a value', () => {
    for (const value of ['', '   ', '\t\n', undefined, null, 42, {}, ['a@b.co']]) {
      expect(validateLogin(value)).toEqual({
        key: 'email_required',
        message: 'Please enter your email',
      });
    }
  });

  it('requires a valid e-mail format', () => {
    for (const value of [
      'plainaddress',
      'a@',
      '@b.co',
      'a@b',
      'a b@c.co',
      'a@@b.co',
      'a..b@c.co',
    ]) {
      expect(validateLogin(value)).toEqual({
        key: 'email_invalid',
        message: 'Please enter a valid email',
      });
    }
  });

  it('accepts at most 127 characters: 126 and 127 pass, 128 does not', () => {
    expect(validateLogin(emailOfLength(126))).toBeNull();
    expect(validateLogin(emailOfLength(127))).toBeNull();
    expect(validateLogin(emailOfLength(128))).toEqual({
      key: 'email_too_long',
      message: 'Please enter a valid email (max 127 symbols)',
    });
  });

  it('checks the rules in the spec order: required, format, length', () => {
    expect(keyOf('')).toBe('email_required');
    expect(keyOf(`${'a'.repeat(200)}`)).toBe('email_invalid');
    expect(keyOf(emailOfLength(130))).toBe('email_too_long');
  });

  it('judges the login as it is sent: trimmed, the limit counted on the trimmed value', () => {
    expect(keyOf('  user@example.com  ')).toBeUndefined();
    expect(keyOf('\tuser@example.com\n')).toBeUndefined();
    expect(keyOf(`  ${emailOfLength(127)}  `)).toBeUndefined();
    expect(keyOf(`  ${emailOfLength(128)}  `)).toBe('email_too_long');
    expect(keyOf('    ')).toBe('email_required');
    expect(keyOf('user @example.com')).toBe('email_invalid');
  });

  it('refuses non-ASCII addresses and accepts their punycode form', () => {
    expect(keyOf('josé@example.com')).toBe('email_invalid');
    expect(keyOf('user@пример.рф')).toBe('email_invalid');
    expect(keyOf('user@xn--e1afmkfd.xn--p1ai')).toBeUndefined();
  });

  it('never throws and reports only its own keys with their texts', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        const error = validateLogin(value);
        if (error) {
          expect(['email_required', 'email_invalid', 'email_too_long']).toContain(error.key);
          expect(error.message).toBe(MESSAGES[error.key as MessageKey]);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('passes exactly the trimmed, well-formed addresses of at most 127 characters', () => {
    fc.assert(
      fc.property(fc.oneof(fc.emailAddress(), fc.string({ unit: 'binary' })), (value) => {
        const trimmed = value.trim();
        const expected = isValidEmail(trimmed) && trimmed.length <= 127;
        expect(validateLogin(value) === null).toBe(expected);
      }),
      { numRuns: 200 },
    );
  });
});

describe('isValidEmail', () => {
  it('accepts common addresses', () => {
    for (const value of [
      'user@example.com',
      'first.last+tag@sub.example.co.uk',
      "o'neil@example.org",
      'user_name-1@my-host.io',
      'x@a1.b2.museum',
    ]) {
      expect(isValidEmail(value), value).toBe(true);
    }
  });

  it('refuses malformed ones', () => {
    for (const value of [
      '',
      'user',
      'user@',
      '@example.com',
      '.user@example.com',
      'user.@example.com',
      'us..er@example.com',
      'user@-example.com',
      'user@example-.com',
      'user@example..com',
      'user@example.c',
      'user@example.123',
      'user@exa_mple.com',
      '"quoted"@example.com',
      'user@[127.0.0.1]',
      ' user@example.com',
      `${'a'.repeat(65)}@example.com`,
      `user@${'a'.repeat(64)}.com`,
      null,
      7,
    ]) {
      expect(isValidEmail(value), String(value)).toBe(false);
    }
  });

  it('accepts the addresses fast-check generates (RFC 5322 dot-atom, RFC 1034 host)', () => {
    fc.assert(
      fc.property(fc.emailAddress(), (address) => {
        expect(isValidEmail(address)).toBe(true);
      }),
      { numRuns: 500 },
    );
  });
});

describe('normalizeLogin', () => {
  it('trims white space and turns anything but a string into an empty string', () => {
    expect(normalizeLogin('  user@example.com\n')).toBe('user@example.com');
    expect(normalizeLogin('\u00a0user@example.com\u00a0')).toBe('user@example.com');
    expect(normalizeLogin(undefined)).toBe('');
    expect(normalizeLogin(12)).toBe('');
  });
});
