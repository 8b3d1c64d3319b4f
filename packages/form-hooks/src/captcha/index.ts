export { captchaSiteKeyOf, resolveCaptchaContext } from './captcha-site-key';
export { type CaptchaRun, captchaTokenStep } from './captcha-token-step';
export {
  createRecaptchaV3Provider,
  type Grecaptcha,
  type LoadScript,
  RECAPTCHA_SCRIPT_URL,
  type RecaptchaV3ProviderOptions,
  recaptchaScriptSrc,
} from './recaptcha-v3-provider';
