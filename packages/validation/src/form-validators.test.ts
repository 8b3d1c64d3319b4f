import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  validateLoginForm,
  validatePasswordRestoreRequest,
  validateRegistrationForm,
  validateShortOrderForm,
} from './form-validators';
import { MESSAGES } from './messages';
import { validatePasswordReset } from './password-reset-validator';

/** The form's errors as field → key, in the order the form reports them. */
function keysOf(errors: Record<string, { key: string } | undefined>) {
  return Object.entries(errors).map(([field, error]) => [field, error?.key]);
}

describe('validateLoginForm', () => {
  it('reports every field in form order, with the rule texts', () => {
    const errors = validateLoginForm({ login: '', password: '' });
    expect(keysOf(errors)).toEqual([
      ['login', 'email_required'],
      ['password', 'password_required'],
    ]);
    expect(errors.login?.message).toBe('Please enter your email');
    expect(errors.password?.message).toBe('Please enter your password to continue');
  });

  it('passes a well-formed sign-in, leaving strength rules to where a password is chosen', () => {
    expect(validateLoginForm({ login: 'user@example.com', password: 'oldpass' })).toEqual({});
    expect(
      validateLoginForm({ login: 'user@example.com', password: 'x'.repeat(128) }).password?.key,
    ).toBe('password_too_long');
  });

  it('judges the login as sent, like the short form: a pasted space is not an error', () => {
    const pasted = ' user@example.com\t';
    expect(validateLoginForm({ login: pasted, password: 'secret' }).login).toBeUndefined();
    expect(validateShortOrderForm({ login: pasted, discipline_sub: 11 }).login).toBeUndefined();
  });

  it('requires policy_agree only while the consent block is shown', () => {
    const values = { login: 'user@example.com', password: 'secret', policy_agree: false };
    expect(validateLoginForm(values)).toEqual({});
    expect(validateLoginForm({ ...values, showGdpr: true }).policy_agree?.key).toBe('policy_empty');
    expect(validateLoginForm(values, { consentShown: true }).policy_agree?.message).toBe(
      MESSAGES.policy_empty,
    );
    expect(validateLoginForm({ ...values, showGdpr: true }, { consentShown: false })).toEqual({});
    expect(validateLoginForm({ ...values, policy_agree: true, showGdpr: true })).toEqual({});
  });
});

describe('validateRegistrationForm', () => {
  it('requires an e-mail and always the policy consent', () => {
    expect(keysOf(validateRegistrationForm({}))).toEqual([
      ['login', 'email_required'],
      ['policy_agree', 'policy_empty'],
    ]);
    expect(validateRegistrationForm({ login: 'new@example.com', policy_agree: true })).toEqual({});
  });
});

describe('validateShortOrderForm', () => {
  const valid = { login: 'user@example.com', discipline_sub: 12, discipline_txt: '' };

  it('reports login, discipline and consent in form order', () => {
    expect(keysOf(validateShortOrderForm({ showGdpr: true }))).toEqual([
      ['login', 'email_required'],
      ['discipline_sub', 'discipline_required'],
      ['policy_agree', 'policy_empty'],
    ]);
  });

  it('trims the e-mail', () => {
    expect(validateShortOrderForm({ ...valid, login: '  user@example.com  ' })).toEqual({});
  });

  it('needs the typed text of a custom discipline', () => {
    expect(validateShortOrderForm({ ...valid, discipline_sub: 30000 }).discipline_sub).toEqual({
      key: 'discipline_required',
      message: 'Please enter your discipline',
    });
    expect(
      validateShortOrderForm({ ...valid, discipline_sub: 30000, discipline_txt: 'Chess' }),
    ).toEqual({});
  });

  it('skips the disabled login field of a logged-in customer, and its consent', () => {
    expect(
      validateShortOrderForm({ discipline_sub: 5, showGdpr: true }, { loginDisabled: true }),
    ).toEqual({});
  });

  it('requires consent when shown', () => {
    expect(validateShortOrderForm({ ...valid, showGdpr: true }).policy_agree?.key).toBe(
      'policy_empty',
    );
    expect(validateShortOrderForm(valid, { consentShown: true }).policy_agree?.key).toBe(
      'policy_empty',
    );
    expect(validateShortOrderForm({ ...valid, showGdpr: true, policy_agree: true })).toEqual({});
  });
});

describe('validatePasswordRestoreRequest', () => {
  it('requires a valid e-mail, and consent when shown', () => {
    expect(validatePasswordRestoreRequest({ login: 'nope' }).login?.key).toBe('email_invalid');
    expect(validatePasswordRestoreRequest({ login: 'user@example.com' })).toEqual({});
    expect(
      validatePasswordRestoreRequest({ login: 'user@example.com', showGdpr: true }).policy_agree
        ?.key,
    ).toBe('policy_empty');
  });
});

describe('validatePasswordReset', () => {
  it('requires the code, a strong password and a matching confirmation', () => {
    expect(keysOf(validatePasswordReset({}))).toEqual([
      ['code', 'code_required'],
      ['password', 'password_required'],
    ]);
    expect(
      keysOf(
        validatePasswordReset({ code: '123456', password: 'abcdefgh', password_confirmation: 'x' }),
      ),
    ).toEqual([
      ['password', 'password_no_number_or_special'],
      ['password_confirmation', 'password_mismatch'],
    ]);
    expect(
      validatePasswordReset({
        code: '123456',
        password: 'abcdefg1',
        password_confirmation: 'abcdefg1',
      }),
    ).toEqual({});
  });
});

describe('form validators on arbitrary input', () => {
  it('never throw and always return texts of their keys', () => {
    const validators = [
      validateLoginForm,
      validateRegistrationForm,
      validateShortOrderForm,
      validatePasswordRestoreRequest,
      validatePasswordReset,
    ] as Array<
      (values: unknown) => Record<string, { key: keyof typeof MESSAGES; message: string }>
    >;
    fc.assert(
      fc.property(
        fc.oneof(
          fc.anything(),
          fc.record(
            {
              login: fc.anything(),
              password: fc.anything(),
              password_confirmation: fc.anything(),
              code: fc.anything(),
              discipline_sub: fc.anything(),
              discipline_txt: fc.anything(),
              policy_agree: fc.anything(),
              showGdpr: fc.anything(),
            },
            { requiredKeys: [] },
          ),
        ),
        (values) => {
          for (const validate of validators) {
            for (const error of Object.values(validate(values))) {
              expect(error.message).toBe(MESSAGES[error.key]);
            }
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
