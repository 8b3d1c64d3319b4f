export {
  REGISTRATION_STEPS,
  type RegistrationRun,
  type RegistrationStepName,
  registrationSteps,
} from './registration-steps';
export {
  REGISTRATION_TEXTS,
  type RegistrationForm,
  SIGN_IN_PATH,
  type UseRegistrationFormOptions,
  useRegistrationForm,
} from './use-registration-form';
