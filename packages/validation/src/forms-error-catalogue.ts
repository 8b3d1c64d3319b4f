import type { ErrorCatalogueEntry } from './error-catalogue';
import {
  DEFAULT_ERROR_MESSAGE,
  DIFFERENT_ROLE_MESSAGE,
  MESSAGES,
  type MessageKey,
} from './messages';

/** Server slugs of spec §8. */
type SpecSlug =
  | 'policy_required'
  | 'policy_agreement_not_full'
  | 'invalid_email'
  | 'password_incorrect'
  | 'user_blocked'
  | 'auth_token_not_defined'
  | 'auth_token_not_actual'
  | 'auth_token_required_user_not_matched'
  | 'user_role_required_user_not_matched'
  | 'login_incorrect'
  | 'loginability_issue'
  | 'recaptcha_gen_error'
  | 'code_incorrect'
  | 'code_expired';

/** Slugs our API server answers the public forms with, beyond spec §8. */
type ServerSlug =
  | 'invalid_request'
  | 'not_found'
  | 'data_box_not_found'
  | 'data_box_too_large'
  | 'request_too_large'
  | 'too_many_requests'
  | 'account_throttled'
  | 'password_too_common'
  | 'xhr_header_required'
  | 'origin_not_allowed'
  | 'not_authenticated'
  | 'recaptcha_failed'
  | 'oauth_provider_unavailable'
  | 'oauth_failed'
  | 'internal_error'
  | 'service_unavailable'
  | 'user_exists';

/** The public forms' slugs: spec §8's, their field rules' keys, and our server's own. */
export type FormsMessageSlug = SpecSlug | MessageKey | ServerSlug;

/**
 * The public forms' slugs (sign-in, sign-up, password restore, the short order form) with their
 * field and user-facing text: what `mapServerErrors` looks up by default, so those forms' bundles
 * carry none of the dashboard's texts. Texts the spec gives are verbatim; where it says
 * "not shown" the wording is ours (listed in the README).
 */
export const FORMS_ERROR_CATALOGUE: Readonly<Record<FormsMessageSlug, ErrorCatalogueEntry>> = {
  // Spec §8.
  policy_required: {
    field: 'policy_agree',
    message: MESSAGES.policy_empty,
    opensConsent: true,
  },
  policy_agreement_not_full: {
    field: 'policy_agree',
    message: 'Please accept all the required agreements to continue',
    opensConsent: true,
  },
  invalid_email: { field: 'login', message: MESSAGES.email_invalid },
  password_incorrect: { field: 'password', message: 'Wrong password, please try again' },
  user_blocked: { field: 'login', message: 'This account is blocked' },
  auth_token_not_defined: {
    field: 'password',
    message: 'We could not sign you in. Please try again.',
  },
  auth_token_not_actual: {
    field: 'password',
    message: 'Your sign-in has expired. Please log in again.',
  },
  auth_token_required_user_not_matched: { field: 'login', message: DIFFERENT_ROLE_MESSAGE },
  user_role_required_user_not_matched: { field: 'login', message: DIFFERENT_ROLE_MESSAGE },
  login_incorrect: { field: 'login', message: 'Login incorrect (user not exist)' },
  loginability_issue: { field: 'password', message: 'Login for this account is not available.' },
  recaptcha_gen_error: { field: 'login', message: 'Recaptcha generation error' },
  code_incorrect: { field: 'code', message: MESSAGES.code_incorrect },
  code_expired: { field: 'code', message: MESSAGES.code_expired },

  // Field rules (spec §5), so a server applying the same rules can answer with the same key.
  email_required: { field: 'login', message: MESSAGES.email_required },
  email_invalid: { field: 'login', message: MESSAGES.email_invalid },
  email_too_long: { field: 'login', message: MESSAGES.email_too_long },
  password_required: { field: 'password', message: MESSAGES.password_required },
  password_too_short: { field: 'password', message: MESSAGES.password_too_short },
  password_too_long: { field: 'password', message: MESSAGES.password_too_long },
  password_no_letter: { field: 'password', message: MESSAGES.password_no_letter },
  password_no_number_or_special: {
    field: 'password',
    message: MESSAGES.password_no_number_or_special,
  },
  password_mismatch: { field: 'password', message: MESSAGES.password_mismatch },
  code_required: { field: 'code', message: MESSAGES.code_required },
  discipline_required: { field: 'discipline_sub', message: MESSAGES.discipline_required },
  policy_empty: { field: 'policy_agree', message: MESSAGES.policy_empty, opensConsent: true },

  // Our server's own slugs.
  invalid_request: {
    field: 'form',
    message: 'Some of the information sent is not valid. Please check it and try again.',
  },
  not_found: { field: 'form', message: 'We could not find what you asked for.' },
  data_box_not_found: {
    field: 'form',
    message: 'Your saved order has expired. Please fill in the form again.',
  },
  data_box_too_large: {
    field: 'form',
    message: 'Your order details are too large to save. Please shorten them and try again.',
  },
  request_too_large: {
    field: 'form',
    message: 'What you sent is too large. Please shorten it and try again.',
  },
  too_many_requests: {
    field: 'form',
    message: 'Too many requests. Please wait a moment and try again.',
  },
  account_throttled: {
    field: 'password',
    message: 'Too many sign-in attempts for this account. Please wait a few minutes and try again.',
  },
  password_too_common: {
    field: 'password',
    message:
      'This password is too common or too easy to guess. Please choose a less predictable one.',
  },
  xhr_header_required: {
    field: 'form',
    message: 'This request was refused. Please reload the page and try again.',
  },
  origin_not_allowed: {
    field: 'form',
    message:
      'This request came from a site we do not recognize. Please reload the page and try again.',
  },
  not_authenticated: { field: 'form', message: 'Please log in to continue.' },
  recaptcha_failed: {
    field: 'login',
    message: 'We could not confirm that you are not a robot. Please try again.',
  },
  oauth_provider_unavailable: {
    field: 'form',
    message: 'This sign-in option is not available right now. Please use your email instead.',
  },
  oauth_failed: {
    field: 'form',
    message: 'Sign-in with this account failed. Please try again or use your email instead.',
  },
  internal_error: { field: 'form', message: DEFAULT_ERROR_MESSAGE },
  service_unavailable: {
    field: 'form',
    message: 'We are very busy right now. Please try again in a moment.',
  },
  user_exists: {
    field: 'login',
    message: 'An account with this email already exists. Please log in.',
  },
};
