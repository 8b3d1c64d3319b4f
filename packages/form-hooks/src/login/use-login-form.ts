import { signInEvent } from '@bb/analytics';
import {
  ApiError,
  type CaptchaContext,
  type CreatedSession,
  getUtcOffsetMinutes,
  isAbortError,
  type PreCheckResult,
  type Session,
} from '@bb/api-client';
import {
  CAPTCHA_TOKEN_SKIPPED,
  type LoginFormField,
  type MessageSlug,
  mapServerErrors,
  normalizeLogin,
  STAY_SIGNED_IN_DEFAULT,
  type UserRole,
  validateLoginForm,
} from '@bb/validation';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { type CaptchaRun, captchaTokenStep } from '../captcha/captcha-token-step';
import { checkErrorOf, consentNeeded } from '../email-check/email-check-state';
import { type EmailCheck, useEmailCheck } from '../email-check/use-email-check';
import { useBbEnvironment } from '../environment';
import {
  type CheckedChange,
  readChecked,
  readText,
  type TextChange,
} from '../form-fields/input-value';
import { useFieldErrors } from '../form-fields/use-field-errors';
import { runSteps, STOP, type Step, type StepRecord } from '../pipeline/run-steps';
import { dashboardHomeOf } from '../session/dashboard-paths';
import { getSessionStore } from '../session/session-store';
import { useSession } from '../session/use-session';
import { type LegalLinks, LOGIN_LINKS, legalLinksFor } from './legal-links';
import { loginRoute } from './login-route';
import { LOGIN_TEXTS } from './login-texts';
import { clearStoredLogin, hasStoredLogin } from './stored-login';

/** The login form values of spec §3. */
export interface LoginFormValues {
  login: string;
  password: string;
  stay_signed_in: boolean;
  policy_agree: boolean;
  marketing_agree: boolean;
  showGdpr: boolean;
  user_role: UserRole;
  remote: boolean;
  name: string;
}

/** The login submit sequence of spec §4, in its order. */
export const LOGIN_SUBMIT_STEPS = [
  'loadingOn',
  'preCheck',
  'captchaToken',
  'createSession',
  'getSession',
  'clearStoredLogin',
  'workOutRoute',
  'analyticsSignIn',
  'navigate',
  'loadingOff',
] as const;

export type LoginStepName = (typeof LOGIN_SUBMIT_STEPS)[number] | 'errorHandling';

export type LoginFormStatus = 'idle' | 'submitting' | 'succeeded' | 'failed';

export interface UseLoginFormOptions {
  /** Where to go after signing in; used only if it is a path on our own origin. */
  redirectUrl?: string | null;
  /** A remote login (a modal over a form that carries on): no navigation. */
  remote?: boolean;
  /** The role this form is for, sent to the pre-check; omit to accept any role. */
  userRole?: UserRole;
  /** Called with the session after a successful login. */
  onLoggedIn?: (session: Session) => void;
  /**
   * Route and site key handed to the captcha provider. Without a site key the settings' is used
   * when they say reCAPTCHA is available; otherwise the step is skipped and 'skipped' is sent.
   */
  captchaContext?: CaptchaContext;
  /** The form's name value (spec §3); default 'login'. */
  /** The e-mail the field starts with, e.g. the one typed into the short form before its login modal. */
  initialLogin?: string;
  name?: string;
}

interface LoginContext extends CaptchaRun {
  login: string;
  password: string;
  policyAgree: boolean;
  marketingAgree: boolean;
  preCheck?: PreCheckResult;
  createdSession?: CreatedSession;
  session?: Session;
  route?: string;
}

const FIELD_ORDER: readonly LoginFormField[] = ['login', 'password', 'policy_agree'];
const SESSIONS_PATH = '/users/sessions';

/**
 * The login form, page and modal (spec §2, §3, §4, §5): values, the e-mail pre-check, the
 * password toggle, validation on submit with focus to the first error, the submit sequence as
 * named steps, server errors through the catalogue, and the already-logged-in state.
 */
export function useLoginForm(options: UseLoginFormOptions = {}) {
  const environment = useBbEnvironment();
  const session = useSession();
  const { redirectUrl, remote = false, userRole, captchaContext } = options;
  const emailCheck = useEmailCheck({ requiredRole: userRole });
  const [login, setLoginValue] = useState(options.initialLogin ?? '');
  const [password, setPasswordValue] = useState('');
  const [staySignedIn, setStaySignedIn] = useState(STAY_SIGNED_IN_DEFAULT);
  const [showPassword, setShowPassword] = useState(false);
  const [status, setStatus] = useState<LoginFormStatus>('idle');
  const [loading, setLoading] = useState(false);
  const [currentStep, setCurrentStep] = useState<LoginStepName | null>(null);
  const [steps, setSteps] = useState<StepRecord<LoginStepName>[]>([]);
  const [submitError, setSubmitError] = useState<MessageSlug | null>(null);
  const submitting = useRef(false);
  const unmounted = useRef(new AbortController());
  const autoRedirected = useRef(false);
  const onLoggedIn = useRef(options.onLoggedIn);
  useEffect(() => {
    onLoggedIn.current = options.onLoggedIn;
  });
  useEffect(() => {
    const controller = new AbortController();
    unmounted.current = controller;
    return () => controller.abort();
  }, []);

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
  const fields = useFieldErrors(validation, {
    fieldOrder: FIELD_ORDER,
    // Spec §5: field validation on the login form runs on submit.
    submitModeFields: FIELD_ORDER,
  });

  const alreadyLoggedIn = session.isLoggedIn;
  const home = session.dashboardHomeUrlPath;

  // Spec §2: a user already logged in is redirected to the dashboard automatically.
  useEffect(() => {
    if (!alreadyLoggedIn || remote || home === null || autoRedirected.current) return;
    if (submitting.current) return;
    autoRedirected.current = true;
    environment.navigation.navigate(loginRoute(home, redirectUrl));
  }, [alreadyLoggedIn, remote, home, redirectUrl, environment]);

  const loginSteps: Step<LoginContext, LoginStepName>[] = [
    { name: 'loadingOn', run: () => setLoading(true) },
    {
      name: 'preCheck',
      skip: (context) => !context.login || !context.password,
      run: async (context) => {
        const result = await emailCheck.check(context.login);
        context.preCheck = result;
        const problem = checkErrorOf(result);
        if (problem) throw new ApiError(problem.slug, 0, { context: 'pre-check' });
        // The account does not exist and consent is required: the block opens for the person
        // to tick before the account can be made.
        if (consentNeeded(result) && !context.policyAgree) {
          fields.failSubmit({ policy_agree: true });
          return STOP;
        }
        return undefined;
      },
    },
    captchaTokenStep('POST', () => SESSIONS_PATH),
    {
      name: 'createSession',
      skip: (context) => !context.login || !context.password,
      run: async (context) => {
        context.createdSession = await environment.api.createSession(
          {
            login: context.login,
            password: context.password,
            utc_offset_min: context.utcOffsetMin,
            captcha_token: context.captchaToken,
            stay_signed_in: staySignedIn,
            policy_agree: context.policyAgree,
            marketing_agree: context.marketingAgree,
          },
          { signal: unmounted.current.signal, captchaContext },
        );
      },
    },
    {
      name: 'getSession',
      skip: (context) => !context.createdSession,
      run: async (context) => {
        context.session = await environment.api.getSession({ signal: unmounted.current.signal });
      },
    },
    {
      name: 'clearStoredLogin',
      skip: () => !hasStoredLogin([environment.localStorage, environment.sessionStorage]),
      run: () => clearStoredLogin([environment.localStorage, environment.sessionStorage]),
    },
    {
      name: 'workOutRoute',
      skip: (context) => !context.session,
      run: (context) => {
        const sessionHome = dashboardHomeOf(context.session ?? null);
        if (sessionHome) context.route = loginRoute(sessionHome, redirectUrl);
      },
    },
    {
      name: 'analyticsSignIn',
      skip: (context) => !context.session?.user_role,
      run: (context) => {
        if (!context.session) return;
        environment.analytics.push(
          signInEvent({ userRole: context.session.user_role, method: 'password' }),
        );
      },
    },
    {
      name: 'navigate',
      skip: (context) => remote || !context.route,
      run: (context) => {
        if (context.route) environment.navigation.navigate(context.route);
      },
    },
    { name: 'loadingOff', run: () => setLoading(false) },
  ];

  async function submit(): Promise<void> {
    if (submitting.current || alreadyLoggedIn) return;
    fields.clearServerErrors();
    setSubmitError(null);
    const invalid = validateLoginForm(values, { consentShown: values.showGdpr });
    if (Object.keys(invalid).length > 0) {
      fields.failSubmit(invalid);
      setStatus('failed');
      return;
    }
    fields.passSubmit();
    submitting.current = true;
    setStatus('submitting');
    const records: StepRecord<LoginStepName>[] = [];
    setSteps(records);
    const context: LoginContext = {
      login: normalizeLogin(login),
      password,
      policyAgree: values.policy_agree,
      marketingAgree: values.marketing_agree,
      environment,
      captchaContext,
      utcOffsetMin: getUtcOffsetMinutes(),
      captchaToken: CAPTCHA_TOKEN_SKIPPED,
    };
    const { signal } = unmounted.current;
    try {
      await runSteps(loginSteps, context, {
        signal,
        onStep: setCurrentStep,
        onRecord: (record) => setSteps((current) => [...current, record]),
      });
      setLoading(false);
      const signedIn = context.session;
      setStatus(signedIn ? 'succeeded' : 'failed');
      if (signedIn) {
        if (remote) await getSessionStore(environment).acceptSession(signedIn);
        onLoggedIn.current?.(signedIn);
      }
    } catch (error) {
      if (signal.aborted) return;
      if (isAbortError(error)) {
        // Typing superseded the pre-check: the person is changing the e-mail, nothing failed.
        setLoading(false);
        setStatus('idle');
        return;
      }
      // The error-handling step: slugs to field texts, consent opened for policy errors.
      setCurrentStep('errorHandling');
      const mapping = mapServerErrors(error);
      fields.showServerErrors(mapping);
      if (mapping.opensConsent) emailCheck.showConsent();
      setSubmitError(mapping.formError ?? null);
      setLoading(false);
      setStatus('failed');
      setSteps((current) => [...current, { name: 'errorHandling', outcome: 'done' }]);
    } finally {
      submitting.current = false;
      if (!signal.aborted) setCurrentStep(null);
    }
  }

  const setLogin = (change: TextChange) => {
    const next = readText(change);
    if (next === login) return;
    setLoginValue(next);
    // Typing clears login_ability, hides and resets consent, resets the role (the e-mail check)
    // and clears the submit error (spec §4).
    emailCheck.loginTyped();
    fields.clearServerErrors();
    setSubmitError(null);
  };
  const setPassword = (change: TextChange) => {
    setPasswordValue(readText(change));
    fields.clearServerErrors('password');
  };

  // The pre-check's verdict (different role, blocked) shows on the field as soon as it is known.
  const errors = { ...fields.visible };
  if (errors.login === undefined && emailCheck.checkError)
    errors.login = emailCheck.checkError.message;

  const fieldDisabled = alreadyLoggedIn;
  const describedBy = (field: LoginFormField, extra?: string) => {
    const ids = [extra, errors[field] ? fields.ids(field).errorId : undefined].filter(Boolean);
    return ids.length > 0 ? ids.join(' ') : undefined;
  };
  const loginIds = fields.ids('login');
  const tooltipId = `${loginIds.id}-tooltip`;
  const hintId = `${loginIds.id}-logged-in`;
  const links: typeof LOGIN_LINKS & LegalLinks = {
    ...LOGIN_LINKS,
    ...legalLinksFor(values.user_role),
  };

  return {
    values,
    /** Errors to show now, by field; `form` holds a form-level server message. */
    errors,
    /** The first server slug of the last submit (spec §8: the form-level error). */
    submitError,
    status,
    loading,
    currentStep,
    /** What happened to each step of the last submit, in order. */
    steps,
    emailCheck: emailCheckView(emailCheck),
    showPassword,
    alreadyLoggedIn,
    /** Spec §2 writes this link without /dashboard: `{dashboard_home_url_path}orders/`. */
    continueToDashboardHref: alreadyLoggedIn && home ? `${home}orders/` : null,
    /** The e-mail field's tooltip: the returning-customer text once the account is known. */
    loginTooltip: emailCheck.loginAbility
      ? LOGIN_TEXTS.returningCustomerTooltip
      : LOGIN_TEXTS.emailUsageTooltip,
    links,
    texts: LOGIN_TEXTS,
    ids: {
      login: loginIds,
      password: fields.ids('password'),
      policyAgree: fields.ids('policy_agree'),
      form: fields.ids('form'),
      loginTooltip: tooltipId,
      alreadyLoggedInHint: hintId,
    },
    setLogin,
    setPassword,
    setStaySignedIn,
    setPolicyAgree: (change: CheckedChange) => {
      emailCheck.setPolicyAgree(readChecked(change));
      fields.clearServerErrors('policy_agree');
    },
    setMarketingAgree: (change: CheckedChange) => emailCheck.setMarketingAgree(readChecked(change)),
    togglePasswordVisibility: () => setShowPassword((shown) => !shown),
    submit,
    focusFirstError: () => fields.focusFirstError(),
    getFormProps: () => ({
      noValidate: true,
      onSubmit: (event?: FormEvent) => {
        event?.preventDefault();
        void submit();
      },
      'aria-describedby': errors.form ? fields.ids('form').errorId : undefined,
    }),
    getLoginFieldProps: () => ({
      ref: fields.register('login'),
      id: loginIds.id,
      name: 'login',
      type: 'email' as const,
      autoComplete: 'email',
      value: login,
      onChange: setLogin,
      onBlur: () => {
        fields.touch('login');
        emailCheck.loginLeft(login);
      },
      disabled: fieldDisabled,
      'aria-invalid': errors.login !== undefined,
      'aria-describedby': describedBy('login', alreadyLoggedIn ? hintId : tooltipId),
      'aria-busy': emailCheck.isChecking,
    }),
    getPasswordFieldProps: () => ({
      ref: fields.register('password'),
      id: fields.ids('password').id,
      name: 'password',
      type: showPassword ? ('text' as const) : ('password' as const),
      autoComplete: 'current-password',
      value: password,
      onChange: setPassword,
      onBlur: () => fields.touch('password'),
      disabled: fieldDisabled,
      'aria-invalid': errors.password !== undefined,
      'aria-describedby': describedBy('password', alreadyLoggedIn ? hintId : undefined),
    }),
    getPasswordToggleProps: () => ({
      type: 'button' as const,
      onClick: () => setShowPassword((shown) => !shown),
      'aria-pressed': showPassword,
      'aria-controls': fields.ids('password').id,
      'aria-label': showPassword ? LOGIN_TEXTS.hidePassword : LOGIN_TEXTS.showPassword,
      disabled: fieldDisabled,
    }),
    getStaySignedInProps: () => ({
      type: 'checkbox' as const,
      name: 'stay_signed_in',
      checked: staySignedIn,
      onChange: (change: CheckedChange) => setStaySignedIn(readChecked(change)),
      disabled: fieldDisabled,
    }),
    getPolicyAgreeProps: () => ({
      ref: fields.register('policy_agree'),
      id: fields.ids('policy_agree').id,
      type: 'checkbox' as const,
      name: 'policy_agree',
      checked: emailCheck.policyAgree,
      onChange: (change: CheckedChange) => {
        emailCheck.setPolicyAgree(readChecked(change));
        fields.clearServerErrors('policy_agree');
      },
      hidden: !emailCheck.showGdpr,
      disabled: fieldDisabled,
      'aria-invalid': errors.policy_agree !== undefined,
      'aria-describedby': describedBy('policy_agree'),
    }),
    getMarketingAgreeProps: () => ({
      type: 'checkbox' as const,
      name: 'marketing_agree',
      checked: emailCheck.marketingAgree,
      onChange: (change: CheckedChange) => emailCheck.setMarketingAgree(readChecked(change)),
      hidden: !emailCheck.showGdpr,
      disabled: fieldDisabled,
    }),
    getSubmitButtonProps: () => ({
      type: 'submit' as const,
      disabled: loading || alreadyLoggedIn,
      'aria-busy': loading,
    }),
  };
}

export type LoginForm = ReturnType<typeof useLoginForm>;

/** The parts of the e-mail check a login form shows: spinner, checkmark, consent. */
function emailCheckView(emailCheck: EmailCheck) {
  return {
    status: emailCheck.status,
    isChecking: emailCheck.isChecking,
    showSuccessMark: emailCheck.showSuccessMark,
    loginAbility: emailCheck.loginAbility,
    showGdpr: emailCheck.showGdpr,
    checkError: emailCheck.checkError,
  };
}
