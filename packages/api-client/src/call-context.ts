import type { CaptchaContext, CaptchaProvider } from './captcha';
import type { RequestOptions, Transport } from './transport';

/** What each group of calls is built from. */
export interface CallContext {
  transport: Transport;
  captcha?: CaptchaProvider;
}

/** Options of a call that spends a bot-check token. */
export interface CaptchaRequestOptions extends RequestOptions {
  /** Route and site key handed to the captcha provider with the action. */
  captchaContext?: CaptchaContext;
}
