export { queryMessage } from './query-message';
export {
  EMAIL_VERIFICATION_PARAM,
  EMAIL_VERIFICATION_PARAMS,
  OAUTH_ERROR_PARAMS,
  OAUTH_ERROR_VALUE,
  opensQueryModal,
} from './query-modal-params';
export { QUERY_MODAL_TEXTS } from './query-modal-texts';
export {
  type EmailVerificationResult,
  type UseEmailVerificationModalResult,
  useEmailVerificationModal,
} from './use-email-verification-modal';
export {
  type UseOAuthErrorModalResult,
  useOAuthErrorModal,
} from './use-oauth-error-modal';
