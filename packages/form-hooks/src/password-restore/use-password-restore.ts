import { type CaptchaContext, getUtcOffsetMinutes, isAbortError } from '@bb/api-client';
import {
  CAPTCHA_TOKEN_SKIPPED,
  type FormErrors,
  type MessageSlug,
  mapServerErrors,
  POLICY_AGREE_LABEL,
  validatePasswordReset,
  validatePasswordRestoreRequest,
  validateRestoreCode,
} from '@bb/validation';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { type CaptchaRun, captchaTokenStep } from '../captcha/captcha-token-step';
import { useBbEnvironment } from '../environment';
import {
  type CheckedChange,
  readChecked,
  readText,
  type TextChange,
} from '../form-fields/input-value';
import { useFieldErrors } from '../form-fields/use-field-errors';
import { runSteps, type Step, type StepRecord } from '../pipeline/run-steps';
import { SIGN_IN_PATH } from '../registration/use-registration-form';

/**
 * The screens of password restore, in order: ask for a code by e-mail, enter the code, choose
 * a new password (with its confirmation), done.
 */
export type PasswordRestoreStage = 'request' | 'validate' | 'reset' | 'done';

/** The steps of each action. */
export const PASSWORD_RESTORE_STEPS = {
  requestCode: ['loadingOn', 'captchaToken', 'requestCode', 'toValidate', 'loadingOff'],
  validateCode: ['loadingOn', 'validateCode', 'toReset', 'loadingOff'],
  setPassword: ['loadingOn', 'resetPassword', 'toDone', 'loadingOff'],
} as const;

export type PasswordRestoreStepName =
  | (typeof PASSWORD_RESTORE_STEPS)[keyof typeof PASSWORD_RESTORE_STEPS][number]
  | 'errorHandling';

/** The address parameter an e-mailed restore link carries. */
export const RESTORE_CODE_PARAM = 'code';

/**
 * Texts of password restore. The code and password messages come from @bb/validation (spec §5);
 * these screen texts are ours (see README).
 */
export const PASSWORD_RESTORE_TEXTS = {
  title: 'Forgot password',
  requestSubmit: 'Send code',
  codeSent: 'We have sent a code to your email. Enter it below.',
  validateSubmit: 'Continue',
  resendCode: 'Send a new code',
  resetSubmit: 'Set new password',
  done: 'Your password has been changed.',
  logIn: 'Log in',
  showPassword: 'Show password',
  hidePassword: 'Hide password',
  policyAgree: POLICY_AGREE_LABEL,
} as const;

type RestoreField = 'login' | 'policy_agree' | 'code' | 'password' | 'password_confirmation';

const FIELD_ORDER: readonly RestoreField[] = [
  'login',
  'policy_agree',
  'code',
  'password',
  'password_confirmation',
];
const RESTORE_PATH = '/users/password-restore';
const CODE_SLUGS: readonly MessageSlug[] = ['code_incorrect', 'code_expired', 'code_required'];

export interface UsePasswordRestoreOptions {
  /** Route and site key; without a site key the settings' (when reCAPTCHA is available). */
  captchaContext?: CaptchaContext;
}

type RestoreContext = CaptchaRun;

/**
 * Password restore (spec §5, §7) as explicit stages: request a code (POST
 * /users/password-restore), validate it (GET …/actions/validate?code=), set a new password with
 * its confirmation (PATCH). A `code` in the address (the e-mailed link) is read once, removed from
 * the address and validated at once.
 */
export function usePasswordRestore(options: UsePasswordRestoreOptions = {}) {
  const environment = useBbEnvironment();
  const { captchaContext } = options;
  const [stage, setStage] = useState<PasswordRestoreStage>('request');
  const [login, setLoginValue] = useState('');
  const [policyAgree, setPolicyAgreeValue] = useState(false);
  const [showGdpr, setShowGdpr] = useState(false);
  const [code, setCodeValue] = useState('');
  const [password, setPasswordValue] = useState('');
  const [passwordConfirmation, setPasswordConfirmationValue] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [loading, setLoading] = useState(false);
  const [currentStep, setCurrentStep] = useState<PasswordRestoreStepName | null>(null);
  const [steps, setSteps] = useState<StepRecord<PasswordRestoreStepName>[]>([]);
  const [submitError, setSubmitError] = useState<MessageSlug | null>(null);
  // The signal of the action under way; a cancelled one no longer blocks a new action.
  const busy = useRef<AbortSignal | null>(null);
  const unmounted = useRef(new AbortController());

  const validation = validationFor(stage, {
    login,
    policy_agree: policyAgree,
    showGdpr,
    code,
    password,
    password_confirmation: passwordConfirmation,
  });
  const fields = useFieldErrors(validation, {
    fieldOrder: FIELD_ORDER,
    // Entered values show their errors once left; consent and the confirmation after a submit.
    submitModeFields: ['policy_agree', 'password_confirmation'],
  });

  async function run(
    actionSteps: Step<RestoreContext, PasswordRestoreStepName>[],
    invalid: FormErrors<RestoreField>,
    onCodeError?: () => void,
  ) {
    if (busy.current && !busy.current.aborted) return;
    fields.clearServerErrors();
    setSubmitError(null);
    if (Object.keys(invalid).length > 0) {
      fields.failSubmit(invalid);
      return;
    }
    fields.passSubmit();
    const { signal } = unmounted.current;
    busy.current = signal;
    setSteps([]);
    try {
      await runSteps(
        actionSteps,
        {
          environment,
          captchaContext,
          utcOffsetMin: getUtcOffsetMinutes(),
          captchaToken: CAPTCHA_TOKEN_SKIPPED,
        },
        {
          signal,
          onStep: setCurrentStep,
          onRecord: (record) => setSteps((current) => [...current, record]),
        },
      );
    } catch (error) {
      if (signal.aborted || isAbortError(error)) return;
      setCurrentStep('errorHandling');
      const mapping = mapServerErrors(error);
      if (mapping.opensConsent) setShowGdpr(true);
      if (onCodeError && CODE_SLUGS.some((slug) => mapping.flags[slug])) onCodeError();
      fields.showServerErrors(mapping);
      setSubmitError(mapping.formError ?? null);
      setLoading(false);
      setSteps((current) => [...current, { name: 'errorHandling', outcome: 'done' }]);
    } finally {
      if (busy.current === signal) busy.current = null;
      if (!signal.aborted) setCurrentStep(null);
    }
  }

  const loadingOn: Step<RestoreContext, PasswordRestoreStepName> = {
    name: 'loadingOn',
    run: () => setLoading(true),
  };
  const loadingOff: Step<RestoreContext, PasswordRestoreStepName> = {
    name: 'loadingOff',
    run: () => setLoading(false),
  };

  /** Stage 1: e-mail a restore code. */
  function requestCode() {
    const sentLogin = login;
    return run(
      [
        loadingOn,
        captchaTokenStep('POST', () => RESTORE_PATH),
        {
          name: 'requestCode',
          run: (context) =>
            environment.api.requestPasswordRestore(
              { login: sentLogin, policy_agree: policyAgree, captcha_token: context.captchaToken },
              { signal: unmounted.current.signal, captchaContext },
            ),
        },
        { name: 'toValidate', run: () => setStage('validate') },
        loadingOff,
      ],
      validatePasswordRestoreRequest(
        { login, policy_agree: policyAgree },
        { consentShown: showGdpr },
      ),
    );
  }

  /** Stage 2: check the code. */
  function validateCode(value: string = code) {
    return run(
      [
        loadingOn,
        {
          name: 'validateCode',
          run: () =>
            environment.api.validateRestoreCode(value, { signal: unmounted.current.signal }),
        },
        { name: 'toReset', run: () => setStage('reset') },
        loadingOff,
      ],
      errorsOf({ code: validateRestoreCode(value) }),
    );
  }

  /** Stage 3: set the new password; a code found wrong or expired by now goes back to stage 2. */
  function setNewPassword() {
    return run(
      [
        loadingOn,
        {
          name: 'resetPassword',
          run: () =>
            environment.api.resetPassword({ code, password }, { signal: unmounted.current.signal }),
        },
        { name: 'toDone', run: () => setStage('done') },
        loadingOff,
      ],
      validatePasswordReset({ code, password, password_confirmation: passwordConfirmation }),
      () => setStage('validate'),
    );
  }

  // The e-mailed link: read the code once, take it out of the address, and check it. The code is
  // kept in a ref so an effect run again (React's strict mode) checks it again after the first
  // check was cancelled.
  const addressCode = useRef<string | null | undefined>(undefined);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on mount, like reading the page address.
  useEffect(() => {
    const controller = new AbortController();
    unmounted.current = controller;
    if (addressCode.current === undefined) {
      addressCode.current = environment.addressBar.params().get(RESTORE_CODE_PARAM);
      if (addressCode.current !== null) {
        environment.addressBar.removeParams([RESTORE_CODE_PARAM]);
        setCodeValue(addressCode.current);
        setStage('validate');
      }
    }
    if (addressCode.current) void validateCode(addressCode.current);
    return () => controller.abort();
  }, [environment]);

  const errors = fields.visible;
  const describedBy = (field: RestoreField) =>
    errors[field] ? fields.ids(field).errorId : undefined;
  const textField = <Extra extends object>(
    field: RestoreField,
    value: string,
    set: (value: string) => void,
    extra: Extra,
  ) => ({
    ref: fields.register(field),
    id: fields.ids(field).id,
    name: field,
    value,
    onChange: (change: TextChange) => {
      set(readText(change));
      fields.clearServerErrors(field);
      fields.clearServerErrors('form');
    },
    onBlur: () => fields.touch(field),
    'aria-invalid': errors[field] !== undefined,
    'aria-describedby': describedBy(field),
    ...extra,
  });

  return {
    stage,
    values: {
      login,
      policy_agree: policyAgree,
      showGdpr,
      code,
      password,
      password_confirmation: passwordConfirmation,
    },
    errors,
    submitError,
    loading,
    currentStep,
    steps,
    showPassword,
    texts: PASSWORD_RESTORE_TEXTS,
    links: { logIn: SIGN_IN_PATH },
    setLogin: (change: TextChange) => {
      setLoginValue(readText(change));
      fields.clearServerErrors();
      setSubmitError(null);
    },
    setPolicyAgree: (change: CheckedChange) => {
      setPolicyAgreeValue(readChecked(change));
      fields.clearServerErrors('policy_agree');
    },
    setCode: (change: TextChange) => {
      setCodeValue(readText(change));
      fields.clearServerErrors('code');
    },
    setPassword: (change: TextChange) => setPasswordValue(readText(change)),
    setPasswordConfirmation: (change: TextChange) => setPasswordConfirmationValue(readText(change)),
    togglePasswordVisibility: () => setShowPassword((shown) => !shown),
    requestCode,
    validateCode: () => validateCode(),
    setNewPassword,
    /** Back to stage 1 (another e-mail, or a new code). */
    startOver: () => {
      if (busy.current && !busy.current.aborted) return;
      fields.passSubmit();
      setSubmitError(null);
      setCodeValue('');
      setPasswordValue('');
      setPasswordConfirmationValue('');
      setStage('request');
    },
    /** The form of the current stage: submit runs that stage's action. */
    getFormProps: () => ({
      noValidate: true,
      onSubmit: (event?: FormEvent) => {
        event?.preventDefault();
        if (stage === 'request') void requestCode();
        else if (stage === 'validate') void validateCode();
        else if (stage === 'reset') void setNewPassword();
      },
    }),
    getLoginFieldProps: () =>
      textField('login', login, setLoginValue, { type: 'email' as const, autoComplete: 'email' }),
    getPolicyAgreeProps: () => ({
      ref: fields.register('policy_agree'),
      id: fields.ids('policy_agree').id,
      type: 'checkbox' as const,
      name: 'policy_agree',
      checked: policyAgree,
      onChange: (change: CheckedChange) => {
        setPolicyAgreeValue(readChecked(change));
        fields.clearServerErrors('policy_agree');
      },
      hidden: !showGdpr,
      'aria-invalid': errors.policy_agree !== undefined,
      'aria-describedby': describedBy('policy_agree'),
    }),
    getCodeFieldProps: () =>
      textField('code', code, setCodeValue, {
        type: 'text' as const,
        autoComplete: 'one-time-code',
      }),
    getPasswordFieldProps: () =>
      textField('password', password, setPasswordValue, {
        type: showPassword ? ('text' as const) : ('password' as const),
        autoComplete: 'new-password',
      }),
    getPasswordConfirmationFieldProps: () =>
      textField('password_confirmation', passwordConfirmation, setPasswordConfirmationValue, {
        type: showPassword ? ('text' as const) : ('password' as const),
        autoComplete: 'new-password',
      }),
    getPasswordToggleProps: () => ({
      type: 'button' as const,
      onClick: () => setShowPassword((shown) => !shown),
      'aria-pressed': showPassword,
      'aria-label': showPassword
        ? PASSWORD_RESTORE_TEXTS.hidePassword
        : PASSWORD_RESTORE_TEXTS.showPassword,
    }),
    getSubmitButtonProps: () => ({
      type: 'submit' as const,
      disabled: loading,
      'aria-busy': loading,
    }),
  };
}

export type PasswordRestore = ReturnType<typeof usePasswordRestore>;

function validationFor(
  stage: PasswordRestoreStage,
  values: {
    login: string;
    policy_agree: boolean;
    showGdpr: boolean;
    code: string;
    password: string;
    password_confirmation: string;
  },
): FormErrors<RestoreField> {
  switch (stage) {
    case 'request':
      return validatePasswordRestoreRequest(values, { consentShown: values.showGdpr });
    case 'validate':
      return errorsOf({ code: validateRestoreCode(values.code) });
    case 'reset':
      return validatePasswordReset(values);
    case 'done':
      return {};
  }
}

function errorsOf(results: Partial<Record<RestoreField, { key: string; message: string } | null>>) {
  const errors: Record<string, unknown> = {};
  for (const [field, error] of Object.entries(results)) if (error) errors[field] = error;
  return errors as FormErrors<RestoreField>;
}
