import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MESSAGES, type MessageKey } from './messages';
import { validatePassword, validatePasswordConfirmation, validateSignInPassword } from './password';

const keyOf = (value: unknown) => validatePassword(value)?.key;

describe('validatePassword', () => {
  it('requires a value', () => {
    for (const value of ['', undefined, null, 12345678, ['abcdefg1']]) {
      expect(validatePassword(value)).toEqual({
        key: 'password_required',
        message: 'Please enter your password to continue',
      });
    }
  });

  it('needs at least 8 characters: 7 fails, 8 passes', () => {
    expect(validatePassword('abcdef1')).toEqual({
      key: 'password_too_short',
      message: 'Password must contain at least 8 characters',
    });
    expect(validatePassword('abcdefg1')).toBeNull();
  });

  it('allows at most 127 characters: 126 and 127 pass, 128 fails', () => {
    expect(validatePassword(`1${'a'.repeat(125)}`)).toBeNull();
    expect(validatePassword(`1${'a'.repeat(126)}`)).toBeNull();
    expect(validatePassword(`1${'a'.repeat(127)}`)).toEqual({
      key: 'password_too_long',
      message: 'This Password field must be contain not more 127 chatacters',
    });
  });

  it('counts characters, not UTF-16 units: an emoji is one character', () => {
    expect(keyOf('😀😀😀😀😀😀a')).toBe('password_too_short'); // 7 characters, 13 units
    expect(keyOf('😀😀😀😀😀😀😀a')).toBeUndefined(); // 8 characters
    expect(keyOf(`${'a'.repeat(126)}😀`)).toBeUndefined(); // 127 characters, 128 units
    expect(keyOf(`${'a'.repeat(127)}😀`)).toBe('password_too_long');
  });

  it('needs at least 1 letter, from any script', () => {
    expect(validatePassword('12345678')).toEqual({
      key: 'password_no_letter',
      message: 'Include at least 1 letter',
    });
    expect(keyOf('1234567ж')).toBeUndefined();
    expect(keyOf('1234567中')).toBeUndefined();
    expect(keyOf('1234567é')).toBeUndefined();
  });

  it('needs at least 1 number or special character', () => {
    expect(validatePassword('abcdefgh')).toEqual({
      key: 'password_no_number_or_special',
      message: 'Include at least 1 number or special character',
    });
    expect(keyOf('парольпа')).toBe('password_no_number_or_special');
    // A combining accent is part of its letter, not a special character.
    expect(keyOf('cafe\u0301abc')).toBe('password_no_number_or_special');
    for (const password of [
      'abcdefg1',
      'abcdefg!',
      'abcdefg ',
      'abcdefg😀',
      'пароль12',
      'abcdefg٣',
    ]) {
      expect(keyOf(password), password).toBeUndefined();
    }
  });

  it('never trims: surrounding spaces are characters of the password', () => {
    expect(keyOf('  abcdef  ')).toBeUndefined();
    // The spaces are its special characters.
    expect(keyOf('   abc  ')).toBeUndefined();
    expect(keyOf('        ')).toBe('password_no_letter');
    expect(keyOf(' abcdef')).toBe('password_too_short');
  });

  it('checks the rules in the spec order', () => {
    expect(keyOf('a')).toBe('password_too_short');
    expect(keyOf('1'.repeat(128))).toBe('password_too_long');
    expect(keyOf('12345678')).toBe('password_no_letter');
  });

  it('never throws and reports only password keys with their texts', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.anything(), fc.string({ unit: 'grapheme', maxLength: 140 })),
        (value) => {
          const error = validatePassword(value);
          if (error) {
            expect(error.key.startsWith('password_')).toBe(true);
            expect(error.message).toBe(MESSAGES[error.key as MessageKey]);
          }
        },
      ),
      { numRuns: 500 },
    );
  });

  it('accepts any 8 to 127 characters holding a letter and a digit', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 6, maxLength: 125 }), (middle) => {
        expect(validatePassword(`a${middle}7`)).toBeNull();
      }),
      { numRuns: 300 },
    );
  });
});

describe('validateSignInPassword', () => {
  it('requires a value and allows at most 127 characters, without strength rules', () => {
    expect(validateSignInPassword('')?.key).toBe('password_required');
    expect(validateSignInPassword(undefined)?.key).toBe('password_required');
    expect(validateSignInPassword('short')).toBeNull();
    expect(validateSignInPassword('abcdefgh')).toBeNull();
    expect(validateSignInPassword('x'.repeat(127))).toBeNull();
    expect(validateSignInPassword('x'.repeat(128))).toEqual({
      key: 'password_too_long',
      message: 'This Password field must be contain not more 127 chatacters',
    });
  });
});

describe('validatePasswordConfirmation', () => {
  it('passes when both are equal, fails otherwise', () => {
    expect(validatePasswordConfirmation('abcdefg1', 'abcdefg1')).toBeNull();
    expect(validatePasswordConfirmation('', '')).toBeNull();
    expect(validatePasswordConfirmation('abcdefg1', 'abcdefg2')).toEqual({
      key: 'password_mismatch',
      message: "Passwords didn't match. Try again",
    });
    expect(validatePasswordConfirmation('abcdefg1', '')?.key).toBe('password_mismatch');
    expect(validatePasswordConfirmation('abcdefg1', ' abcdefg1')?.key).toBe('password_mismatch');
  });

  it('compares exactly: canonically equal but differently encoded strings differ', () => {
    expect(validatePasswordConfirmation('café1234', 'cafe\u03011234')?.key).toBe(
      'password_mismatch',
    );
  });
});
