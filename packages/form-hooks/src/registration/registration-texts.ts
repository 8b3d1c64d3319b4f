import { MARKETING_AGREE_LABEL, POLICY_AGREE_LABEL } from '@bb/validation';

/** Texts of the sign-up form. 'Sign up' is the spec's link text; the rest is ours (see README). */
export const REGISTRATION_TEXTS = {
  title: 'Sign up',
  /** What happens next: the API signs the new customer in and e-mails the set-password link. */
  whatNext:
    'We sign you in at once and e-mail you a link to confirm your address and set a password.',
  email: 'Email',
  submit: 'Sign up',
  haveAccount: 'Already have an account?',
  logIn: 'Log in',
  policyAgree: POLICY_AGREE_LABEL,
  marketingAgree: MARKETING_AGREE_LABEL,
} as const;

/** The sign-in page, linked from the sign-up form. */
export const SIGN_IN_PATH = '/sign-in.html';
