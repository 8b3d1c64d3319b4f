export {
  REGISTRATION_STEPS,
  type RegistrationRun,
  type RegistrationStepName,
  registrationSteps,
} from './registration-steps';
export { REGISTRATION_TEXTS, SIGN_IN_PATH } from './registration-texts';
export {
  type UseRegistrationFormOptions,
  type UseRegistrationFormResult,
  useRegistrationForm,
} from './use-registration-form';
