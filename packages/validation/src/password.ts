import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './constants';
import { codePointLength } from './text-length';
import { type ValidationError, validationError } from './validation-error';

// Any script's letters count (é, ж, 中).
const LETTER = /\p{L}/u;
// A number or a special character: anything that is neither a letter nor a mark combining with
// one (digits, punctuation, symbols, emoji and spaces all count).
const NUMBER_OR_SPECIAL = /[^\p{L}\p{M}]/u;

/**
 * The password rules of spec §5 for a password being chosen, in its order: required, at least 8,
 * at most 127 characters (Unicode code points), at least 1 letter, at least 1 number or special
 * character. The value is never trimmed: spaces are part of a password.
 */
export function validatePassword(value: unknown): ValidationError | null {
  const password = typeof value === 'string' ? value : '';
  if (password === '') return validationError('password_required');
  const length = codePointLength(password, PASSWORD_MAX_LENGTH);
  if (length < PASSWORD_MIN_LENGTH) return validationError('password_too_short');
  if (length > PASSWORD_MAX_LENGTH) return validationError('password_too_long');
  if (!LETTER.test(password)) return validationError('password_no_letter');
  if (!NUMBER_OR_SPECIAL.test(password)) return validationError('password_no_number_or_special');
  return null;
}

/**
 * The password typed to sign in: required and at most 127 characters. The strength rules apply
 * where a password is chosen, so an account whose password predates them can still sign in; the
 * server says whether the password is right.
 */
export function validateSignInPassword(value: unknown): ValidationError | null {
  const password = typeof value === 'string' ? value : '';
  if (password === '') return validationError('password_required');
  if (codePointLength(password, PASSWORD_MAX_LENGTH) > PASSWORD_MAX_LENGTH) {
    return validationError('password_too_long');
  }
  return null;
}

/** The confirmation must equal the password exactly. Two empty fields are left to "required". */
export function validatePasswordConfirmation(
  password: unknown,
  confirmation: unknown,
): ValidationError | null {
  const first = typeof password === 'string' ? password : '';
  const second = typeof confirmation === 'string' ? confirmation : '';
  return first === second ? null : validationError('password_mismatch');
}
