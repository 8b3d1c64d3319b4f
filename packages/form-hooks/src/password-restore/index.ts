export {
  PASSWORD_RESTORE_STEPS,
  PASSWORD_RESTORE_TEXTS,
  type PasswordRestore,
  type PasswordRestoreStage,
  type PasswordRestoreStepName,
  RESTORE_CODE_PARAM,
  type UsePasswordRestoreOptions,
  usePasswordRestore,
} from './use-password-restore';
