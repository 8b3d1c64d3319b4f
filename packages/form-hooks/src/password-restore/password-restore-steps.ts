import { PASSWORD_RESTORE_PATH } from '@bb/api-client';
import { type CaptchaRun, captchaTokenStep } from '../captcha/captcha-token-step';
import type { BbEnvironment } from '../environment';
import { type Step, stepNames } from '../submission/step';

/**
 * The screens of password restore, in order: ask for a code by e-mail, enter the code, choose
 * a new password (with its confirmation), done.
 */
export type PasswordRestoreStage = 'request' | 'validate' | 'reset' | 'done';

/** The steps of each action; `passwordRestoreSteps` runs them in order. */
interface ActionStepNames {
  requestCode: 'loadingOn' | 'captchaToken' | 'requestCode' | 'toValidate' | 'loadingOff';
  validateCode: 'loadingOn' | 'validateCode' | 'toReset' | 'loadingOff';
  setPassword: 'loadingOn' | 'resetPassword' | 'toDone' | 'loadingOff';
}

export type PasswordRestoreAction = keyof ActionStepNames;

type ActionStepName<Action extends PasswordRestoreAction> = ActionStepNames[Action];

export type PasswordRestoreStepName = ActionStepName<PasswordRestoreAction> | 'errorHandling';

/** One action of password restore: what the person gave, what the steps use and set. */
export interface PasswordRestoreRun extends CaptchaRun {
  login: string;
  policyAgree: boolean;
  code: string;
  password: string;
  environment: Pick<BbEnvironment, 'api'>;
  setLoading: (loading: boolean) => void;
  /** The form's screen: an action that succeeded moves it on. */
  setStage: (stage: PasswordRestoreStage) => void;
}

type ActionStep<Action extends PasswordRestoreAction> = Step<
  PasswordRestoreRun,
  ActionStepName<Action>
>;

const loadingOn: Step<PasswordRestoreRun, 'loadingOn'> = {
  name: 'loadingOn',
  run: (run) => run.setLoading(true),
};
const loadingOff: Step<PasswordRestoreRun, 'loadingOff'> = {
  name: 'loadingOff',
  run: (run) => run.setLoading(false),
};

/**
 * Password restore (spec §5, §7), one step list per action: request a code (POST
 * /users/password-restore), validate it (GET …/actions/validate?code=), set a new password
 * (PATCH). Each ends by moving the form to the next stage.
 */
export const passwordRestoreSteps: {
  readonly [Action in PasswordRestoreAction]: readonly ActionStep<Action>[];
} = {
  requestCode: [
    loadingOn,
    captchaTokenStep<PasswordRestoreRun>('POST', () => PASSWORD_RESTORE_PATH),
    {
      name: 'requestCode',
      run: (run, signal) =>
        run.environment.api.requestPasswordRestore(
          { login: run.login, policy_agree: run.policyAgree, captcha_token: run.captchaToken },
          { signal, captchaContext: run.captchaContext },
        ),
    },
    { name: 'toValidate', run: (run) => run.setStage('validate') },
    loadingOff,
  ],
  validateCode: [
    loadingOn,
    {
      name: 'validateCode',
      run: (run, signal) => run.environment.api.validateRestoreCode(run.code, { signal }),
    },
    { name: 'toReset', run: (run) => run.setStage('reset') },
    loadingOff,
  ],
  setPassword: [
    loadingOn,
    {
      name: 'resetPassword',
      run: (run, signal) =>
        run.environment.api.resetPassword({ code: run.code, password: run.password }, { signal }),
    },
    { name: 'toDone', run: (run) => run.setStage('done') },
    loadingOff,
  ],
};

/** The steps of each action, in order. */
export const PASSWORD_RESTORE_STEPS = {
  requestCode: stepNames(passwordRestoreSteps.requestCode),
  validateCode: stepNames(passwordRestoreSteps.validateCode),
  setPassword: stepNames(passwordRestoreSteps.setPassword),
};
