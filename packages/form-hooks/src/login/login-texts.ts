import {
  EMAIL_USAGE_TOOLTIP,
  MARKETING_AGREE_LABEL,
  POLICY_AGREE_LABEL,
  RETURNING_CUSTOMER_TOOLTIP,
} from '@bb/validation';

/**
 * The login form's texts. Spec §2 gives the title, links, hint and button of the logged-in
 * state; the submit, stay-signed-in and password-toggle wording is ours (see README).
 */
export const LOGIN_TEXTS = {
  title: 'Log into your account',
  signUp: 'Sign up',
  forgotPassword: 'Forgot password',
  alreadyLoggedIn: 'You are currently logged in',
  continueToDashboard: 'Continue to dashboard',
  submit: 'Log in',
  staySignedIn: 'Stay signed in',
  showPassword: 'Show password',
  hidePassword: 'Hide password',
  policyAgree: POLICY_AGREE_LABEL,
  marketingAgree: MARKETING_AGREE_LABEL,
  emailUsageTooltip: EMAIL_USAGE_TOOLTIP,
  returningCustomerTooltip: RETURNING_CUSTOMER_TOOLTIP,
} as const;
