export { queryMessage } from './query-message';
export { QUERY_MODAL_TEXTS } from './query-modal-texts';
export {
  EMAIL_VERIFICATION_PARAM,
  EMAIL_VERIFICATION_PARAMS,
  type EmailVerificationResult,
  type UseEmailVerificationModalResult,
  useEmailVerificationModal,
} from './use-email-verification-modal';
export {
  OAUTH_ERROR_PARAMS,
  OAUTH_ERROR_VALUE,
  type UseOAuthErrorModalResult,
  useOAuthErrorModal,
} from './use-oauth-error-modal';
