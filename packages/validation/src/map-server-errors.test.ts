import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ERROR_CATALOGUE, MESSAGE_SLUGS, type MessageSlug } from './error-catalogue';
import { FORMS_ERROR_CATALOGUE } from './forms-error-catalogue';
import { mapServerErrors } from './map-server-errors';
import { DEFAULT_ERROR_MESSAGE } from './messages';

const envelope = (message_slug: unknown) => ({
  meta: { response: { status: 'error', message_slug } },
  body: {},
});

describe('mapServerErrors', () => {
  it('turns an error envelope into a flag, a field text and the form-level error', () => {
    expect(mapServerErrors(envelope('password_incorrect'))).toEqual({
      flags: { password_incorrect: true },
      fields: { password: 'Wrong password, please try again' },
      formError: 'password_incorrect',
      opensConsent: false,
    });
  });

  it('maps every catalogue slug to its field and text', () => {
    for (const slug of MESSAGE_SLUGS) {
      const { field, message, opensConsent } = ERROR_CATALOGUE[slug];
      expect(mapServerErrors(slug, ERROR_CATALOGUE)).toEqual({
        flags: { [slug]: true },
        fields: { [field]: message },
        formError: slug,
        opensConsent: opensConsent === true,
      });
    }
  });

  it("maps the public forms' slugs without a catalogue given, and a dashboard slug as unknown", () => {
    for (const slug of Object.keys(FORMS_ERROR_CATALOGUE) as MessageSlug[]) {
      expect(mapServerErrors(slug)).toEqual(mapServerErrors(slug, ERROR_CATALOGUE));
    }
    expect(mapServerErrors(envelope('order_action_refused'))).toEqual({
      flags: { internal_error: true },
      fields: { form: DEFAULT_ERROR_MESSAGE },
      formError: 'internal_error',
      opensConsent: false,
    });
    expect(mapServerErrors(envelope('title_required'), ERROR_CATALOGUE)).toEqual({
      flags: { title_required: true },
      fields: { title: 'Please enter a title for your order' },
      formError: 'title_required',
      opensConsent: false,
    });
  });

  it('keeps the first matching code as the form-level error and every slug as a flag', () => {
    const mapping = mapServerErrors([
      'not_a_slug_we_know_first?',
      'user_blocked',
      'password_incorrect',
    ]);
    expect(mapping.formError).toBe('internal_error');
    expect(mapServerErrors(['user_blocked', 'password_incorrect', 'login_incorrect'])).toEqual({
      flags: { user_blocked: true, password_incorrect: true, login_incorrect: true },
      fields: { login: 'This account is blocked', password: 'Wrong password, please try again' },
      formError: 'user_blocked',
      opensConsent: false,
    });
    expect(mapServerErrors(envelope(['code_expired', 'code_incorrect'])).formError).toBe(
      'code_expired',
    );
  });

  it('opens consent for policy_required and policy_agreement_not_full', () => {
    for (const slug of ['policy_required', 'policy_agreement_not_full']) {
      const mapping = mapServerErrors(envelope(slug));
      expect(mapping.opensConsent).toBe(true);
      expect(mapping.flags).toEqual({ [slug]: true });
      expect(mapping.fields.policy_agree).toBe(ERROR_CATALOGUE[slug as 'policy_required'].message);
    }
    expect(mapServerErrors(['user_blocked', 'policy_required']).opensConsent).toBe(true);
  });

  it('maps an unknown slug to the generic form-level message', () => {
    expect(mapServerErrors(envelope('brand_new_slug'))).toEqual({
      flags: { internal_error: true },
      fields: { form: 'Some error occurred. Please try again later or contact support.' },
      formError: 'internal_error',
      opensConsent: false,
    });
  });

  it('maps an error carrying no slug (a failed fetch) to the generic message', () => {
    for (const input of [
      new TypeError('Failed to fetch'),
      {},
      42,
      { meta: { response: { status: 'error' } } },
    ]) {
      expect(mapServerErrors(input).formError).toBe('internal_error');
    }
  });

  it('reads message_slug from an error object', () => {
    expect(mapServerErrors({ message_slug: 'user_exists' }).formError).toBe('user_exists');
    expect(
      mapServerErrors(Object.assign(new Error('x'), { messageSlug: 'code_expired' })).formError,
    ).toBe('code_expired');
  });

  it('maps nothing from nothing', () => {
    for (const input of [null, undefined, [], { meta: { response: { status: 'ok' } }, body: {} }]) {
      expect(mapServerErrors(input)).toEqual({ flags: {}, fields: {}, opensConsent: false });
    }
  });

  it('survives an object that throws when read', () => {
    const hostile = new Proxy(
      {},
      {
        get() {
          throw new Error('no');
        },
      },
    );
    expect(mapServerErrors(hostile).formError).toBe('internal_error');
  });

  it('never throws, and only reports catalogue slugs', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.anything(),
          fc.constantFrom(...MESSAGE_SLUGS),
          fc.array(fc.oneof(fc.constantFrom(...MESSAGE_SLUGS), fc.string())),
          fc.anything().map(envelope),
        ),
        (input) => {
          const mapping = mapServerErrors(input, ERROR_CATALOGUE);
          for (const slug of Object.keys(mapping.flags)) expect(MESSAGE_SLUGS).toContain(slug);
          if (mapping.formError) expect(mapping.flags[mapping.formError]).toBe(true);
          expect(typeof mapping.opensConsent).toBe('boolean');
        },
      ),
      { numRuns: 500 },
    );
  });
});
