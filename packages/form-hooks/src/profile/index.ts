export {
  PASSWORD_CHANGE_STEPS,
  type PasswordChangeRun,
  type PasswordChangeStepName,
  placePasswordChangeErrors,
} from './password-change-steps';
export {
  PAYOUT_METHOD_STEPS,
  type PayoutMethodRun,
  type PayoutMethodStepName,
  placePayoutMethodErrors,
} from './payout-method-steps';
export { PROFILE_TEXTS, type ProfileTexts } from './profile-texts';
export { SIGN_OUT_STEPS, type SignOutRun, type SignOutStepName } from './sign-out-steps';
export { browserName, type SignedInBrowserView, signedInBrowserViews } from './signed-in-browser';
export {
  type UsePasswordChangeFormOptions,
  type UsePasswordChangeFormResult,
  usePasswordChangeForm,
} from './use-password-change-form';
export {
  type UsePayoutMethodFormOptions,
  type UsePayoutMethodFormResult,
  usePayoutMethodForm,
} from './use-payout-method-form';
export { type UseProfileOptions, type UseProfileResult, useProfile } from './use-profile';
export {
  type SigningOut,
  type UseSignedInBrowsersOptions,
  type UseSignedInBrowsersResult,
  useSignedInBrowsers,
} from './use-signed-in-browsers';
