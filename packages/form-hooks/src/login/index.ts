export { type LegalLinks, LOGIN_LINKS, legalLinksFor } from './legal-links';
export type { LoginFormValues, UseLoginFormOptions } from './login-form-values';
export { loginRoute } from './login-route';
export { LOGIN_SUBMIT_STEPS, type LoginRun, type LoginStepName, loginSteps } from './login-steps';
export { LOGIN_TEXTS } from './login-texts';
export { clearStoredLogin, hasStoredLogin } from './stored-login';
export { type UseLoginFormResult, useLoginForm } from './use-login-form';
