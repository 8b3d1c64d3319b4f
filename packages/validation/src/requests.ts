/**
 * `@bb/validation/requests`: the request schemas of the API (valibot), their building blocks and
 * `parseRequest`, for the server. A separate entry, so a browser bundle that takes the rules and
 * messages from the main entry never holds valibot.
 */
export * from './parse-request';
export * from './referral-requests';
export {
  captchaTokenField,
  clientTypeField,
  commaList,
  formBoolean,
  formInteger,
  formText,
  formToken,
  listPageFields,
  loginField,
  newPasswordField,
  optionalField,
  paypalEmailField,
  restoreCodeField,
  signInPasswordField,
  staffEmailField,
  utcOffsetField,
  withDefault,
} from './request-fields';
export * from './request-schemas';
export {
  seoIdParams,
  seoPageBody,
  seoPageQuery,
  seoPagesQuery,
  seoPageVersionsQuery,
  seoRedirectBody,
  seoRedirectsQuery,
} from './seo-request-schemas';
export * from './support-contract-requests';
