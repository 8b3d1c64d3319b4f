import { getUtcOffsetMinutes } from '@bb/api-client';
import {
  CAPTCHA_TOKEN_SKIPPED,
  type LoginFormField,
  normalizeLogin,
  STAY_SIGNED_IN_DEFAULT,
  validateLoginForm,
} from '@bb/validation';
import { useEffect, useRef, useState } from 'react';
import { withCheckError } from '../email-check/email-check-state';
import { useEmailCheck } from '../email-check/use-email-check';
import { useBbEnvironment } from '../environment';
import { useFieldErrors } from '../form-fields/use-field-errors';
import { getSessionStore } from '../session/session-store';
import { useSubmission } from '../submission/use-submission';
import { LOGIN_LINKS, legalLinksFor } from './legal-links';
import { connectLoginForm, type LoginFields } from './login-form-props';
import type { LoginFormValues, UseLoginFormOptions } from './login-form-values';
import { loginSteps } from './login-steps';
import { LOGIN_TEXTS } from './login-texts';
import { useLoggedInRedirect } from './use-logged-in-redirect';

const FIELD_ORDER: readonly LoginFormField[] = ['login', 'password', 'policy_agree'];

/**
 * The login form, page and modal (spec §2, §3, §4, §5): values, the e-mail pre-check, the
 * password toggle, validation on submit with focus to the first error, and the already-logged-in
 * state, over the steps of `login-steps.ts`.
 */
export function useLoginForm(options: UseLoginFormOptions = {}) {
  const environment = useBbEnvironment();
  const { redirectUrl, remote = false, userRole } = options;
  const emailCheck = useEmailCheck({ requiredRole: userRole });
  const [own, setOwn] = useState<LoginFields>({
    login: options.initialLogin ?? '',
    password: '',
    staySignedIn: STAY_SIGNED_IN_DEFAULT,
    showPassword: false,
  });
  const { login, password, staySignedIn } = own;
  const { submission, state } = useSubmission({
    steps: loginSteps,
    succeeded: (run) => run.session !== undefined,
  });
  const onLoggedIn = useRef(options.onLoggedIn);
  useEffect(() => {
    onLoggedIn.current = options.onLoggedIn;
  });

  const values: LoginFormValues = {
    login,
    password,
    stay_signed_in: staySignedIn,
    policy_agree: emailCheck.policyAgree,
    marketing_agree: emailCheck.marketingAgree,
    showGdpr: emailCheck.showGdpr,
    user_role: userRole ?? emailCheck.userRole,
    remote,
    name: options.name ?? 'login',
  };
  const validation = validateLoginForm(values, { consentShown: values.showGdpr });
  // Spec §5: field validation on the login form runs on submit.
  const fields = useFieldErrors(validation, {
    fieldOrder: FIELD_ORDER,
    submitModeFields: FIELD_ORDER,
  });
  const { alreadyLoggedIn, home } = useLoggedInRedirect({
    remote,
    redirectUrl,
    submission,
  });

  async function submit(): Promise<void> {
    if (submission.running || alreadyLoggedIn) return;
    fields.clearServerErrors();
    submission.clearSubmitError();
    if (Object.keys(validation).length > 0) {
      fields.failSubmit(validation);
      submission.refuse();
      return;
    }
    fields.passSubmit();
    const result = await submission.run({
      login: normalizeLogin(login),
      password,
      staySignedIn,
      policyAgree: values.policy_agree,
      marketingAgree: values.marketing_agree,
      remote,
      redirectUrl,
      environment,
      captchaContext: options.captchaContext,
      utcOffsetMin: getUtcOffsetMinutes(),
      captchaToken: CAPTCHA_TOKEN_SKIPPED,
      setLoading: submission.setLoading,
      preCheck: emailCheck.check,
      askForConsent: () => fields.failSubmit({ policy_agree: true }),
    });
    if (result.outcome === 'succeeded' && result.context.session) {
      if (remote) await getSessionStore(environment).acceptSession(result.context.session);
      onLoggedIn.current?.(result.context.session);
    }
    if (result.outcome === 'failed' && result.mapping) {
      // The error-handling step's follow-up: slugs to field texts, consent opened for policy errors.
      fields.showServerErrors(result.mapping);
      if (result.mapping.opensConsent) emailCheck.showConsent();
    }
  }

  const errors = withCheckError(fields.visible, emailCheck.checkError);
  return {
    values,
    /** Errors to show now, by field; `form` holds a form-level server message. */
    errors,
    ...state,
    showPassword: own.showPassword,
    alreadyLoggedIn,
    /** Spec §2 writes this link without /dashboard: `{dashboard_home_url_path}orders/`. */
    continueToDashboardHref: alreadyLoggedIn && home ? `${home}orders/` : null,
    /** The e-mail field's tooltip: the returning-customer text once the account is known. */
    loginTooltip: emailCheck.loginAbility
      ? LOGIN_TEXTS.returningCustomerTooltip
      : LOGIN_TEXTS.emailUsageTooltip,
    links: { ...LOGIN_LINKS, ...legalLinksFor(values.user_role) },
    texts: LOGIN_TEXTS,
    submit,
    focusFirstError: () => fields.focusFirstError(),
    ...connectLoginForm({
      fields,
      emailCheck,
      errors,
      values: own,
      change: (key, value) => setOwn((current) => ({ ...current, [key]: value })),
      loading: state.loading,
      alreadyLoggedIn,
      clearSubmitError: submission.clearSubmitError,
      submit,
    }),
  };
}

export type UseLoginFormResult = ReturnType<typeof useLoginForm>;
