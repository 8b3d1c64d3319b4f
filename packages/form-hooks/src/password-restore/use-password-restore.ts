import { type CaptchaContext, getUtcOffsetMinutes } from '@bb/api-client';
import { CAPTCHA_TOKEN_SKIPPED, type MessageSlug } from '@bb/validation';
import { useEffect, useState } from 'react';
import { useBbEnvironment } from '../environment';
import { useFieldErrors } from '../form-fields/use-field-errors';
import { SIGN_IN_PATH } from '../registration/registration-texts';
import { useSubmission } from '../submission/use-submission';
import { connectPasswordRestore } from './password-restore-props';
import {
  type PasswordRestoreAction,
  type PasswordRestoreRun,
  type PasswordRestoreStage,
  type PasswordRestoreStepName,
  passwordRestoreSteps,
} from './password-restore-steps';
import { PASSWORD_RESTORE_TEXTS } from './password-restore-texts';
import {
  EMPTY_PASSWORD_RESTORE_VALUES,
  PASSWORD_RESTORE_FIELDS,
  validatePasswordRestoreStage,
} from './password-restore-values';

/** The address parameter an e-mailed restore link carries. */
export const RESTORE_CODE_PARAM = 'code';

const CODE_SLUGS: readonly MessageSlug[] = ['code_incorrect', 'code_expired', 'code_required'];

export interface UsePasswordRestoreOptions {
  /** Route and site key; without a site key the settings' (when reCAPTCHA is available). */
  captchaContext?: CaptchaContext;
}

/**
 * Password restore in stages (spec §5, §7): its values, validation and props over the steps of
 * `password-restore-steps.ts`. A `code` in the address (the e-mailed link) is read after mount,
 * removed from the address and validated at once.
 */
export function usePasswordRestore(options: UsePasswordRestoreOptions = {}) {
  const environment = useBbEnvironment();
  const [stage, setStage] = useState<PasswordRestoreStage>('request');
  const [values, setValues] = useState(EMPTY_PASSWORD_RESTORE_VALUES);
  const [showPassword, setShowPassword] = useState(false);
  const { submission, state } = useSubmission<
    PasswordRestoreRun,
    Exclude<PasswordRestoreStepName, 'errorHandling'>
  >({});
  const fields = useFieldErrors(
    validatePasswordRestoreStage(stage, values),
    PASSWORD_RESTORE_FIELDS,
  );

  /** Runs an action once the values of its stage are valid; the code may be the address's. */
  async function run(
    action: PasswordRestoreAction,
    from: PasswordRestoreStage,
    code = values.code,
  ): Promise<void> {
    if (submission.running) return;
    fields.clearServerErrors();
    submission.clearSubmitError();
    const invalid = validatePasswordRestoreStage(from, { ...values, code });
    if (Object.keys(invalid).length > 0) {
      fields.failSubmit(invalid);
      submission.refuse();
      return;
    }
    fields.passSubmit();
    const result = await submission.run(
      {
        login: values.login,
        policyAgree: values.policy_agree,
        code,
        password: values.password,
        environment,
        captchaContext: options.captchaContext,
        utcOffsetMin: getUtcOffsetMinutes(),
        captchaToken: CAPTCHA_TOKEN_SKIPPED,
        setLoading: submission.setLoading,
        setStage,
      },
      passwordRestoreSteps[action],
    );
    // Strict mode closes and reopens the form while the address's code is checked: check again.
    if (result.outcome === 'cancelled' && !submission.signal.aborted)
      return run(action, from, code);
    if (result.outcome !== 'failed' || !result.mapping) return;
    const { mapping } = result;
    if (mapping.opensConsent) setValues((current) => ({ ...current, showGdpr: true }));
    // A code found wrong or expired by the time the password is set: back to the code stage.
    if (action === 'setPassword' && CODE_SLUGS.some((slug) => mapping.flags[slug])) {
      setStage('validate');
    }
    fields.showServerErrors(mapping);
  }

  /** Stage 1: e-mail a restore code. */
  const requestCode = () => run('requestCode', 'request');
  /** Stage 2: check the code. */
  const validateCode = () => run('validateCode', 'validate');
  /** Stage 3: set the new password. */
  const setNewPassword = () => run('setPassword', 'reset');

  // The e-mailed link: take the code out of the address and check it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on mount, like reading the page address.
  useEffect(() => {
    const addressCode = environment.addressBar.params().get(RESTORE_CODE_PARAM);
    if (addressCode === null) return;
    environment.addressBar.removeParams([RESTORE_CODE_PARAM]);
    setValues((current) => ({ ...current, code: addressCode }));
    setStage('validate');
    if (addressCode) void run('validateCode', 'validate', addressCode);
  }, [environment]);

  return {
    stage,
    values,
    errors: fields.visible,
    ...state,
    showPassword,
    texts: PASSWORD_RESTORE_TEXTS,
    links: { logIn: SIGN_IN_PATH },
    requestCode,
    validateCode,
    setNewPassword,
    /** Back to stage 1 (another e-mail, or a new code). */
    startOver: () => {
      if (submission.running) return;
      fields.passSubmit();
      submission.clearSubmitError();
      setValues((current) => ({ ...current, code: '', password: '', password_confirmation: '' }));
      setStage('request');
    },
    ...connectPasswordRestore({
      stage,
      values,
      setValues,
      showPassword,
      setShowPassword,
      loading: state.loading,
      fields,
      clearSubmitError: submission.clearSubmitError,
      requestCode,
      validateCode,
      setNewPassword,
    }),
  };
}

export type UsePasswordRestoreResult = ReturnType<typeof usePasswordRestore>;
