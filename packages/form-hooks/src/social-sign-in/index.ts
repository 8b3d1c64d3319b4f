export { loadCommonSettings } from './common-settings';
export {
  OAUTH_FAIL_PATH,
  oauthSuccessPath,
  SHORT_FORM_OAUTH_SUCCESS_PATH,
  WEB_DASHBOARD_DEFAULT_PATH,
} from './oauth-redirect-paths';
export {
  SOCIAL_PROVIDER_NAMES,
  SOCIAL_SIGN_IN_TEXTS,
  socialButtonLabel,
} from './social-sign-in-texts';
export {
  SOCIAL_SIGN_IN_STEPS,
  type SocialProviderView,
  type SocialSettingsStatus,
  type SocialSignIn,
  type SocialSignInStepName,
  type UseSocialSignInOptions,
  useSocialSignIn,
} from './use-social-sign-in';
