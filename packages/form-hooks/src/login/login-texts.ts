import {
  EMAIL_USAGE_TOOLTIP,
  MARKETING_AGREE_LABEL,
  POLICY_AGREE_LABEL,
  RETURNING_CUSTOMER_TOOLTIP,
} from '@bb/validation';

/**
 * The login form's texts. Spec §2 gives the title, links, hint and button of the logged-in
 * state; the submit, stay-signed-in and password-toggle wording is ours (see README), and so are
 * the field labels and the names the spec leaves open (e-mail hint, pre-check spinner and
 * checkmark, the 'or' above social sign-in). The consent labels and the e-mail tooltips are the
 * catalogue's (@bb/validation).
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
  email: 'Email',
  password: 'Password',
  emailHint: 'About your email',
  checkingEmail: 'Checking your email',
  emailRecognised: 'Email recognised',
  or: 'or',
  policyAgree: POLICY_AGREE_LABEL,
  marketingAgree: MARKETING_AGREE_LABEL,
  emailUsageTooltip: EMAIL_USAGE_TOOLTIP,
  returningCustomerTooltip: RETURNING_CUSTOMER_TOOLTIP,
} as const;
