/**
 * The texts of spec §5 and §8, verbatim (typos included: the spec is the contract).
 * `MESSAGES` holds one text per field rule of the public forms (the dashboard's are
 * `DASHBOARD_MESSAGES`); the named exports below are the other texts the forms and notices show.
 */
export const MESSAGES = {
  email_required: 'Please enter your email',
  email_invalid: 'Please enter a valid email',
  email_too_long: 'Please enter a valid email (max 127 symbols)',
  password_required: 'Please enter your password to continue',
  password_too_short: 'Password must contain at least 8 characters',
  password_too_long: 'This Password field must be contain not more 127 chatacters',
  password_no_letter: 'Include at least 1 letter',
  password_no_number_or_special: 'Include at least 1 number or special character',
  password_mismatch: "Passwords didn't match. Try again",
  code_required: 'Code is required',
  code_incorrect: 'Incorrect code',
  code_expired: 'Code is expired',
  discipline_required: 'Please enter your discipline',
  // The spec names the key but not its text: ours.
  policy_empty: 'Please agree to the Terms & Conditions and Privacy Policy to continue',
} as const;

export type MessageKey = keyof typeof MESSAGES;

/** Label of the required consent checkbox (policy_agree). */
export const POLICY_AGREE_LABEL = 'I agree to the Terms & Conditions and Privacy Policy.';
/** Label of the optional consent checkbox (marketing_agree). */
export const MARKETING_AGREE_LABEL =
  'I agree to receive bonuses, discounts and promotional materials.';

/** The pre-check found the e-mail under another role (spec §6). */
export const DIFFERENT_ROLE_MESSAGE =
  'This email has a different user role. Use "my account" to log in';

/** E-mail field tooltip for a returning customer. */
export const RETURNING_CUSTOMER_TOOLTIP =
  'Welcome back! Please go ahead and log into your account using your existing credentials.';
/** E-mail field tooltip on what the address is used for. The spec describes it; the wording is ours. */
export const EMAIL_USAGE_TOOLTIP =
  'We use your email for order communication, invoices and billing info, and for marketing if you allow it.';

/** Shown when an error carries no message of its own (OAuth error modal, e-mail verification). */
export const DEFAULT_ERROR_MESSAGE =
  'Some error occurred. Please try again later or contact support.';
/** Title of the OAuth error modal. */
export const OAUTH_ERROR_TITLE = 'Oops! Something went wrong';

/** A failed account widget. */
export const WIDGET_LOAD_FAILED_MESSAGE = 'Hmm, something seems to be missing';
/** A failed load of the short order form. */
export const SHORT_FORM_LOAD_FAILED_MESSAGE =
  "Hmm, something seems to be missing. We're having a little trouble showing the information you requested. Try refreshing the page, or check back later.";
