export { COOKIE_NOTICE_TEXTS } from './cookie-notice-texts';
export {
  COOKIE_NOTICE_RAISED_CLASS,
  keepClearOfPrimaryAction,
  PRIMARY_ACTION_PROPS,
} from './keep-clear-of-primary-action';
export {
  COOKIE_AGREEMENT_KEY,
  COOKIE_AGREEMENT_VALUE,
  type CookieNoticeOptions,
  NATIVE_COOKIE_BANNER,
  type UseCookieNoticeResult,
  useCookieNotice,
} from './use-cookie-notice';
