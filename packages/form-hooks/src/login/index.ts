export { type LegalLinks, LOGIN_LINKS, legalLinksFor } from './legal-links';
export { loginRoute } from './login-route';
export { LOGIN_TEXTS } from './login-texts';
export { clearStoredLogin, hasStoredLogin } from './stored-login';
export {
  LOGIN_SUBMIT_STEPS,
  type LoginForm,
  type LoginFormStatus,
  type LoginFormValues,
  type LoginStepName,
  type UseLoginFormOptions,
  useLoginForm,
} from './use-login-form';
