export {
  OAUTH_FAIL_PATH,
  oauthSuccessPath,
  SHORT_FORM_OAUTH_SUCCESS_PATH,
  WEB_DASHBOARD_DEFAULT_PATH,
} from './oauth-redirect-paths';
export type { SocialProviderView } from './social-sign-in-props';
export {
  SOCIAL_SIGN_IN_STEPS,
  type SocialSignInRun,
  type SocialSignInStepName,
  socialSignInSteps,
} from './social-sign-in-steps';
export {
  SOCIAL_PROVIDER_NAMES,
  SOCIAL_SIGN_IN_TEXTS,
  socialButtonLabel,
} from './social-sign-in-texts';
export type { SocialSettingsStatus } from './use-social-providers';
export {
  type UseSocialSignInOptions,
  type UseSocialSignInResult,
  useSocialSignIn,
} from './use-social-sign-in';
