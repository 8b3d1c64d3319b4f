import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DASHBOARD_ERROR_CATALOGUE } from './dashboard-error-catalogue';
import { DASHBOARD_MESSAGES, type DashboardMessageKey } from './dashboard-messages';
import { ERROR_CATALOGUE, isMessageSlug, MESSAGE_SLUGS } from './error-catalogue';
import { FORMS_ERROR_CATALOGUE } from './forms-error-catalogue';
import { DEFAULT_ERROR_MESSAGE, MESSAGES, type MessageKey } from './messages';
import type { FieldRuleKey } from './validation-error';

const DIFFERENT_ROLE = 'This email has a different user role. Use "my account" to log in';

describe('ERROR_CATALOGUE', () => {
  it('gives every slug of spec §8 its field and its text', () => {
    expect(ERROR_CATALOGUE.policy_required).toMatchObject({
      field: 'policy_agree',
      opensConsent: true,
    });
    expect(ERROR_CATALOGUE.policy_agreement_not_full).toMatchObject({
      field: 'policy_agree',
      opensConsent: true,
    });
    expect(ERROR_CATALOGUE.invalid_email).toEqual({
      field: 'login',
      message: 'Please enter a valid email',
    });
    expect(ERROR_CATALOGUE.password_incorrect).toEqual({
      field: 'password',
      message: 'Wrong password, please try again',
    });
    expect(ERROR_CATALOGUE.user_blocked).toEqual({
      field: 'login',
      message: 'This account is blocked',
    });
    expect(ERROR_CATALOGUE.auth_token_not_defined.field).toBe('password');
    expect(ERROR_CATALOGUE.auth_token_not_actual.field).toBe('password');
    expect(ERROR_CATALOGUE.auth_token_required_user_not_matched).toEqual({
      field: 'login',
      message: DIFFERENT_ROLE,
    });
    expect(ERROR_CATALOGUE.user_role_required_user_not_matched).toEqual({
      field: 'login',
      message: DIFFERENT_ROLE,
    });
    expect(ERROR_CATALOGUE.login_incorrect).toEqual({
      field: 'login',
      message: 'Login incorrect (user not exist)',
    });
    expect(ERROR_CATALOGUE.loginability_issue).toEqual({
      field: 'password',
      message: 'Login for this account is not available.',
    });
    expect(ERROR_CATALOGUE.recaptcha_gen_error).toEqual({
      field: 'login',
      message: 'Recaptcha generation error',
    });
    expect(ERROR_CATALOGUE.code_incorrect).toEqual({ field: 'code', message: 'Incorrect code' });
    expect(ERROR_CATALOGUE.code_expired).toEqual({ field: 'code', message: 'Code is expired' });
  });

  it('holds every field-rule key with its rule text, on the field it concerns', () => {
    const DASHBOARD_FIELD_OF_KEY: Record<DashboardMessageKey, string> = {
      title_required: 'title',
      title_too_long: 'title',
      pages_qty_invalid: 'pages_qty',
      words_qty_invalid: 'words_qty',
      deadline_past: 'deadline_datetime',
      description_too_long: 'description',
      top_up_amount_invalid: 'amount',
      paypal_email_required: 'paypal_email',
      paypal_email_invalid: 'paypal_email',
      subject_required: 'subject',
      subject_too_long: 'subject',
      message_required: 'message',
      message_too_long: 'message',
      staff_email_required: 'email',
      staff_email_invalid: 'email',
      pen_name_invalid: 'pen_name',
      bio_too_short: 'bio',
      bio_too_long: 'bio',
      disciplines_required: 'discipline_ids',
      disciplines_too_many: 'discipline_ids',
      portfolio_title_required: 'title',
      portfolio_title_too_long: 'title',
      portfolio_discipline_required: 'discipline',
      portfolio_description_required: 'description',
      portfolio_description_too_long: 'description',
      portfolio_file_required: 'file',
      seo_title_too_long: 'title',
      seo_title_html: 'title',
      seo_description_too_long: 'description',
      seo_description_html: 'description',
      seo_og_image_invalid: 'og_image',
      seo_intro_too_long: 'intro',
      seo_intro_html: 'intro',
      seo_faq_invalid: 'faq',
      seo_redirect_from_invalid: 'from_path',
      seo_redirect_to_invalid: 'to_path',
    };
    const fieldOf = (key: FieldRuleKey) =>
      key.startsWith('email_')
        ? 'login'
        : key.startsWith('password_')
          ? 'password'
          : key.startsWith('code_')
            ? 'code'
            : key === 'discipline_required'
              ? 'discipline_sub'
              : key === 'policy_empty'
                ? 'policy_agree'
                : (DASHBOARD_FIELD_OF_KEY[key as DashboardMessageKey] ?? 'missing');
    const texts: Record<FieldRuleKey, string> = { ...MESSAGES, ...DASHBOARD_MESSAGES };
    for (const key of Object.keys(texts) as FieldRuleKey[]) {
      expect(ERROR_CATALOGUE[key], key).toMatchObject({ field: fieldOf(key), message: texts[key] });
    }
    expect(ERROR_CATALOGUE.policy_empty.opensConsent).toBe(true);
  });

  it('holds the API server slugs with their fields', () => {
    expect(
      Object.fromEntries(
        [
          'invalid_request',
          'not_found',
          'data_box_not_found',
          'data_box_too_large',
          'request_too_large',
          'file_too_large',
          'file_type_not_allowed',
          'too_many_requests',
          'account_throttled',
          'password_too_common',
          'xhr_header_required',
          'origin_not_allowed',
          'not_authenticated',
          'recaptcha_failed',
          'oauth_provider_unavailable',
          'oauth_failed',
          'internal_error',
          'service_unavailable',
          'user_exists',
          'order_action_refused',
          'balance_too_low',
          'order_result_required',
          'payments_unavailable',
          'busy_try_again',
          'upload_malformed',
          'wrong_address',
          'account_exists',
          'block_self_refused',
          'last_active_operator',
          'invitation_not_pending',
          'portfolio_full',
          'deadline_not_later',
          'extension_reason_required',
          'extension_pending',
        ].map((slug) => [slug, isMessageSlug(slug) ? ERROR_CATALOGUE[slug].field : 'missing']),
      ),
    ).toEqual({
      invalid_request: 'form',
      not_found: 'form',
      data_box_not_found: 'form',
      data_box_too_large: 'form',
      request_too_large: 'form',
      file_too_large: 'form',
      file_type_not_allowed: 'form',
      too_many_requests: 'form',
      account_throttled: 'password',
      password_too_common: 'password',
      xhr_header_required: 'form',
      origin_not_allowed: 'form',
      not_authenticated: 'form',
      recaptcha_failed: 'login',
      oauth_provider_unavailable: 'form',
      oauth_failed: 'form',
      internal_error: 'form',
      service_unavailable: 'form',
      user_exists: 'login',
      order_action_refused: 'form',
      balance_too_low: 'form',
      order_result_required: 'form',
      payments_unavailable: 'form',
      busy_try_again: 'form',
      upload_malformed: 'form',
      wrong_address: 'form',
      account_exists: 'email',
      block_self_refused: 'form',
      last_active_operator: 'form',
      invitation_not_pending: 'form',
      portfolio_full: 'form',
      deadline_not_later: 'deadline_datetime',
      extension_reason_required: 'reason',
      extension_pending: 'form',
    });
    expect(ERROR_CATALOGUE.internal_error.message).toBe(DEFAULT_ERROR_MESSAGE);
  });

  it('has a sentence for every slug, and opens consent only for the policy slugs', () => {
    // 14 of spec §8 + 48 rule keys (6 of the full order page, 1 of the top-up, 2 of the payout
    // method, 4 of support, 2 of the staff's invitation, 5 of the expert profile, 6 of the
    // portfolio, 10 of the seo role's edits) + 56 server slugs (9 of them the refund policy's, 3
    // the seo role's, 4 the support agents'), code_incorrect and code_expired counted once.
    expect(MESSAGE_SLUGS).toHaveLength(118);

    for (const slug of MESSAGE_SLUGS) {
      const { message, opensConsent } = ERROR_CATALOGUE[slug];
      expect(message.length, slug).toBeGreaterThan(5);
      expect(message, slug).toMatch(/^[A-Z]/);
      expect(opensConsent === true, slug).toBe(slug.startsWith('policy_'));
    }
  });
});

describe('FORMS_ERROR_CATALOGUE and DASHBOARD_ERROR_CATALOGUE', () => {
  it('split ERROR_CATALOGUE in two, the public forms keeping every slug they can receive', () => {
    expect({ ...FORMS_ERROR_CATALOGUE, ...DASHBOARD_ERROR_CATALOGUE }).toEqual(ERROR_CATALOGUE);
    const formsSlugs = Object.keys(FORMS_ERROR_CATALOGUE);
    expect(formsSlugs.filter((slug) => Object.hasOwn(DASHBOARD_ERROR_CATALOGUE, slug))).toEqual([]);
    for (const key of Object.keys(MESSAGES) as MessageKey[]) expect(formsSlugs).toContain(key);
    expect(Object.keys(DASHBOARD_ERROR_CATALOGUE).sort()).toEqual(
      [
        ...Object.keys(DASHBOARD_MESSAGES),
        'application_decided',
        'balance_too_low',
        'busy_try_again',
        'file_too_large',
        'file_type_not_allowed',
        'order_action_refused',
        'order_result_required',
        'payments_unavailable',
        'ticket_order_not_found',
        'ticket_taken',
        'agent_not_found',
        'contract_period_invalid',
        'contract_overlap',
        'upload_malformed',
        'wrong_address',
        'account_exists',
        'block_self_refused',
        'last_active_operator',
        'invitation_not_pending',
        'pen_name_taken',
        'avatar_not_image',
        'avatar_too_large',
        'writer_unavailable',
        'portfolio_full',
        'deadline_not_later',
        'extension_reason_required',
        'extension_pending',
        'reason_required',
        'reason_too_long',
        'refund_cents_required',
        'refund_out_of_range',
        'card_refund_unavailable',
        'refund_failed',
        'review_period_over',
        'order_not_late',
        'cancellation_not_requested',
        'seo_redirect_loop',
        'seo_redirect_exists',
        'seo_landing_only',
      ].sort(),
    );
  });
});

describe('isMessageSlug', () => {
  it('knows the catalogue slugs only', () => {
    expect(isMessageSlug('password_incorrect')).toBe(true);
    expect(isMessageSlug('email_too_long')).toBe(true);
    expect(isMessageSlug('no_such_slug')).toBe(false);
    expect(isMessageSlug('toString')).toBe(false);
    expect(isMessageSlug('__proto__')).toBe(false);
    expect(isMessageSlug(undefined)).toBe(false);
  });

  it('never throws', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        expect(isMessageSlug(value)).toBe(MESSAGE_SLUGS.some((slug) => slug === value));
      }),
    );
  });
});
