export {
  REGISTRATION_STEPS,
  REGISTRATION_TEXTS,
  type RegistrationForm,
  type RegistrationStepName,
  SIGN_IN_PATH,
  type UseRegistrationFormOptions,
  useRegistrationForm,
} from './use-registration-form';
