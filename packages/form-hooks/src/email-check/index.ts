export { connectConsent } from './connect-consent';
export {
  checkErrorOf,
  consentNeeded,
  type EmailCheckAction,
  type EmailCheckConfig,
  type EmailCheckError,
  type EmailCheckState,
  type EmailCheckStatus,
  emailCheckReducer,
  initialEmailCheckState,
  withCheckError,
} from './email-check-state';
export { type EmailCheck, type UseEmailCheckOptions, useEmailCheck } from './use-email-check';
