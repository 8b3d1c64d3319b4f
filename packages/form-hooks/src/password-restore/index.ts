export {
  connectPasswordRestore,
  type PasswordRestoreConnection,
} from './password-restore-props';
export {
  PASSWORD_RESTORE_STEPS,
  type PasswordRestoreAction,
  type PasswordRestoreRun,
  type PasswordRestoreStage,
  type PasswordRestoreStepName,
  passwordRestoreSteps,
} from './password-restore-steps';
export { PASSWORD_RESTORE_TEXTS } from './password-restore-texts';
export {
  type PasswordRestoreField,
  type PasswordRestoreValues,
  validatePasswordRestoreStage,
} from './password-restore-values';
export {
  RESTORE_CODE_PARAM,
  type UsePasswordRestoreOptions,
  type UsePasswordRestoreResult,
  usePasswordRestore,
} from './use-password-restore';
