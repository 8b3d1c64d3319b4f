import { signUpEvent } from '@bb/analytics';
import { getUtcOffsetMinutes, isAbortError, type PageType, type Session } from '@bb/api-client';
import {
  MARKETING_AGREE_LABEL,
  type MessageSlug,
  mapServerErrors,
  POLICY_AGREE_LABEL,
  type RegistrationFormField,
  validateRegistrationForm,
} from '@bb/validation';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useBbEnvironment } from '../environment';
import {
  type CheckedChange,
  readChecked,
  readText,
  type TextChange,
} from '../form-fields/input-value';
import { useFieldErrors } from '../form-fields/use-field-errors';
import { legalLinksFor } from '../login/legal-links';
import { loginRoute } from '../login/login-route';
import { runSteps, type Step, type StepRecord } from '../pipeline/run-steps';
import { dashboardHomeOf } from '../session/dashboard-paths';

/** Texts of the sign-up form. 'Sign up' is the spec's link text; the rest is ours (see README). */
export const REGISTRATION_TEXTS = {
  title: 'Sign up',
  submit: 'Sign up',
  haveAccount: 'Already have an account?',
  logIn: 'Log in',
  policyAgree: POLICY_AGREE_LABEL,
  marketingAgree: MARKETING_AGREE_LABEL,
} as const;

/** The sign-in page, linked from the sign-up form. */
export const SIGN_IN_PATH = '/sign-in.html';

/** The sign-up steps, in order. */
export const REGISTRATION_STEPS = [
  'loadingOn',
  'createCustomer',
  'getSession',
  'analyticsSignUp',
  'workOutRoute',
  'navigate',
  'loadingOff',
] as const;

export type RegistrationStepName = (typeof REGISTRATION_STEPS)[number] | 'errorHandling';

export interface UseRegistrationFormOptions {
  /** 'writer' uses the writer terms and privacy links (spec §6). Default 'customer'. */
  role?: 'customer' | 'writer';
  /** Where to go after signing up; used only if it is a path on our own origin. */
  redirectUrl?: string | null;
  /** The page the form sits on, sent as page_type when given. */
  pageType?: PageType;
}

interface RegistrationContext {
  login: string;
  policyAgree: boolean;
  marketingAgree: boolean;
  created?: Record<string, unknown>;
  session?: Session;
  route?: string;
}

const FIELD_ORDER: readonly RegistrationFormField[] = ['login', 'policy_agree'];

/**
 * Sign-up with an e-mail and consent (spec §4, §7): POST /customers (force_auth true, so the new
 * customer is signed in), then the session, the sign_up event and the dashboard. Without
 * policy_agree the API client refuses locally with policy_required and nothing is sent.
 */
export function useRegistrationForm(options: UseRegistrationFormOptions = {}) {
  const environment = useBbEnvironment();
  const { role = 'customer', redirectUrl, pageType } = options;
  const [login, setLoginValue] = useState('');
  const [policyAgree, setPolicyAgreeValue] = useState(false);
  const [marketingAgree, setMarketingAgree] = useState(false);
  const [loading, setLoading] = useState(false);
  const [status, setStatus] = useState<'idle' | 'submitting' | 'succeeded' | 'failed'>('idle');
  const [currentStep, setCurrentStep] = useState<RegistrationStepName | null>(null);
  const [steps, setSteps] = useState<StepRecord<RegistrationStepName>[]>([]);
  const [submitError, setSubmitError] = useState<MessageSlug | null>(null);
  const submitting = useRef(false);
  const unmounted = useRef(new AbortController());
  useEffect(() => {
    const controller = new AbortController();
    unmounted.current = controller;
    return () => controller.abort();
  }, []);

  const values = { login, policy_agree: policyAgree, marketing_agree: marketingAgree };
  const validation = validateRegistrationForm(values);
  const fields = useFieldErrors(validation, {
    fieldOrder: FIELD_ORDER,
    // The e-mail shows its error once left; the consent only after a failed submit.
    submitModeFields: ['policy_agree'],
  });

  const registrationSteps: Step<RegistrationContext, RegistrationStepName>[] = [
    { name: 'loadingOn', run: () => setLoading(true) },
    {
      name: 'createCustomer',
      run: async (context) => {
        context.created =
          (await environment.api.createCustomer(
            {
              login: context.login,
              policy_agree: context.policyAgree,
              marketing_agree: context.marketingAgree,
              utc_offset_min: getUtcOffsetMinutes(),
              page_type: pageType,
            },
            { signal: unmounted.current.signal },
          )) ?? {};
      },
    },
    {
      name: 'getSession',
      skip: (context) => !context.created,
      run: async (context) => {
        context.session = await environment.api.getSession({ signal: unmounted.current.signal });
      },
    },
    {
      name: 'analyticsSignUp',
      skip: (context) => userIdOf(context) === null || !context.session,
      run: (context) => {
        const userId = userIdOf(context);
        if (userId === null || !context.session) return;
        environment.analytics.push(
          signUpEvent({ userRole: context.session.user_role, method: 'email', userId }),
        );
      },
    },
    {
      name: 'workOutRoute',
      skip: (context) => !context.session,
      run: (context) => {
        const home = dashboardHomeOf(context.session ?? null);
        if (home) context.route = loginRoute(home, redirectUrl);
      },
    },
    {
      name: 'navigate',
      skip: (context) => !context.route,
      run: (context) => {
        if (context.route) environment.navigation.navigate(context.route);
      },
    },
    { name: 'loadingOff', run: () => setLoading(false) },
  ];

  async function submit(): Promise<void> {
    if (submitting.current) return;
    fields.clearServerErrors();
    setSubmitError(null);
    const invalid = validateRegistrationForm(values);
    // A wrong e-mail is shown with everything else missing. A missing consent alone goes on to
    // the sign-up call, which refuses it locally with policy_required (spec §4).
    if (invalid.login) {
      fields.failSubmit(invalid);
      setStatus('failed');
      return;
    }
    fields.passSubmit();
    submitting.current = true;
    setStatus('submitting');
    setSteps([]);
    const context: RegistrationContext = { login, policyAgree, marketingAgree };
    const { signal } = unmounted.current;
    try {
      await runSteps(registrationSteps, context, {
        signal,
        onStep: setCurrentStep,
        onRecord: (record) => setSteps((current) => [...current, record]),
      });
      setStatus('succeeded');
    } catch (error) {
      if (signal.aborted || isAbortError(error)) return;
      setCurrentStep('errorHandling');
      const mapping = mapServerErrors(error);
      fields.showServerErrors(mapping);
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
    setLoginValue(readText(change));
    fields.clearServerErrors('login');
    fields.clearServerErrors('form');
  };
  const setPolicyAgree = (change: CheckedChange) => {
    setPolicyAgreeValue(readChecked(change));
    fields.clearServerErrors('policy_agree');
  };
  const errors = fields.visible;
  const describedBy = (field: RegistrationFormField) =>
    errors[field] ? fields.ids(field).errorId : undefined;

  return {
    values,
    errors,
    submitError,
    status,
    loading,
    currentStep,
    steps,
    links: { ...legalLinksFor(role), logIn: SIGN_IN_PATH },
    texts: REGISTRATION_TEXTS,
    ids: {
      login: fields.ids('login'),
      policyAgree: fields.ids('policy_agree'),
      form: fields.ids('form'),
    },
    setLogin,
    setPolicyAgree,
    setMarketingAgree: (change: CheckedChange) => setMarketingAgree(readChecked(change)),
    submit,
    focusFirstError: () => fields.focusFirstError(),
    getFormProps: () => ({
      noValidate: true,
      onSubmit: (event?: FormEvent) => {
        event?.preventDefault();
        void submit();
      },
    }),
    getLoginFieldProps: () => ({
      ref: fields.register('login'),
      id: fields.ids('login').id,
      name: 'login',
      type: 'email' as const,
      autoComplete: 'email',
      value: login,
      onChange: setLogin,
      onBlur: () => fields.touch('login'),
      'aria-invalid': errors.login !== undefined,
      'aria-describedby': describedBy('login'),
    }),
    getPolicyAgreeProps: () => ({
      ref: fields.register('policy_agree'),
      id: fields.ids('policy_agree').id,
      type: 'checkbox' as const,
      name: 'policy_agree',
      checked: policyAgree,
      onChange: setPolicyAgree,
      'aria-invalid': errors.policy_agree !== undefined,
      'aria-describedby': describedBy('policy_agree'),
    }),
    getMarketingAgreeProps: () => ({
      type: 'checkbox' as const,
      name: 'marketing_agree',
      checked: marketingAgree,
      onChange: (change: CheckedChange) => setMarketingAgree(readChecked(change)),
    }),
    getSubmitButtonProps: () => ({
      type: 'submit' as const,
      disabled: loading,
      'aria-busy': loading,
    }),
  };
}

export type RegistrationForm = ReturnType<typeof useRegistrationForm>;

/** The new customer's id: the session's, else one the sign-up answer carries. */
function userIdOf(context: RegistrationContext): number | null {
  const candidates = [context.session?.user_id, context.created?.user_id, context.created?.id];
  const id = candidates.find((value) => typeof value === 'number' && Number.isFinite(value));
  return typeof id === 'number' ? id : null;
}
