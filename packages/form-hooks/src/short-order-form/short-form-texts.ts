import {
  EMAIL_USAGE_TOOLTIP,
  RETURNING_CUSTOMER_TOOLTIP,
  SHORT_FORM_LOAD_FAILED_MESSAGE,
  type UserRole,
} from '@bb/validation';
import { LOGIN_TEXTS } from '../login/login-texts';

/** The bot-check service's pages the notice links to (reCAPTCHA's: Google's privacy and terms). */
export const RECAPTCHA_PRIVACY_URL = 'https://policies.google.com/privacy';
export const RECAPTCHA_TERMS_URL = 'https://policies.google.com/terms';

/** The submit button's texts, which a host page may override (spec §4 gives the defaults). */
export interface ShortFormButtonTexts {
  submit: string;
  requestExpert: string;
  login: string;
}

export const SHORT_FORM_BUTTON_TEXTS: ShortFormButtonTexts = {
  submit: 'Place your order',
  requestExpert: 'Request expert',
  login: LOGIN_TEXTS.title,
};

/**
 * The short form's other texts: spec §2 and §8 verbatim, except the bot-check notice's sentence,
 * which is ours (Google's usual wording, split around its two links) and the log-out button.
 * The e-mail field's label, hint name and pre-check names are the login form's; the e-mail
 * tooltips are the catalogue's (@bb/validation). The login modal's links and the consent texts
 * have their one home with the login form (LOGIN_TEXTS) and social sign-in (SOCIAL_SIGN_IN_TEXTS).
 */
export const SHORT_FORM_TEXTS = {
  ...SHORT_FORM_BUTTON_TEXTS,
  loginModalTitle: LOGIN_TEXTS.title,
  onlyCustomers: 'Only customers can place orders in the system.',
  pleaseLogOut: 'Please log out if you would like to place an order.',
  logOut: 'Log out',
  email: LOGIN_TEXTS.email,
  emailHint: LOGIN_TEXTS.emailHint,
  checkingEmail: LOGIN_TEXTS.checkingEmail,
  emailRecognised: LOGIN_TEXTS.emailRecognised,
  emailUsageTooltip: EMAIL_USAGE_TOOLTIP,
  returningCustomerTooltip: RETURNING_CUSTOMER_TOOLTIP,
  loadFailed: SHORT_FORM_LOAD_FAILED_MESSAGE,
  botCheckNotice: {
    before: 'This site is protected by reCAPTCHA and the Google',
    privacyPolicy: 'Privacy Policy',
    privacyPolicyUrl: RECAPTCHA_PRIVACY_URL,
    between: 'and',
    termsOfService: 'Terms of Service',
    termsOfServiceUrl: RECAPTCHA_TERMS_URL,
    after: 'apply.',
  },
} as const;

/** How a role reads in a sentence: our role names with their underscores as spaces. */
export function roleLabel(role: UserRole | string): string {
  return role.replace(/_/g, ' ');
}

/**
 * 'You are currently logged in as a/an {role}' (spec §2). The article follows the first letter
 * of the role's name: 'an' before a vowel (an operator, an earnings), 'a' otherwise (a writer,
 * a seo, a support contract). Spoken exceptions ('an SEO') are not modelled: the names are ours.
 */
export function loggedInAsRoleText(role: UserRole | string): string {
  const label = roleLabel(role);
  const article = /^[aeiou]/i.test(label) ? 'an' : 'a';
  return `You are currently logged in as ${article} ${label}`;
}

/** The texts a host may replace: the buttons' and the login modal's title. */
export type ShortFormTexts = ShortFormButtonTexts & { loginModalTitle: string };
