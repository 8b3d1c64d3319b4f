export { COOKIE_NOTICE_TEXTS } from './cookie-notice-texts';
export {
  COOKIE_AGREEMENT_KEY,
  COOKIE_AGREEMENT_VALUE,
  type CookieNoticeOptions,
  NATIVE_COOKIE_BANNER,
  type UseCookieNoticeResult,
  useCookieNotice,
} from './use-cookie-notice';
