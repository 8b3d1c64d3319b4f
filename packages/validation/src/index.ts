export * from './constants';
export * from './discipline';
export * from './error-catalogue';
export * from './form-validators';
export * from './login';
export * from './map-server-errors';
export * from './messages';
export * from './parse-request';
export * from './password';
export * from './policy-agree';
export {
  captchaTokenField,
  clientTypeField,
  formBoolean,
  formInteger,
  formToken,
  loginField,
  newPasswordField,
  optionalField,
  restoreCodeField,
  signInPasswordField,
  utcOffsetField,
  withDefault,
} from './request-fields';
export * from './request-schemas';
export * from './restore-code';
export { isHttpUrl, isSameOriginPath } from './urls';
export type { ValidationError } from './validation-error';
