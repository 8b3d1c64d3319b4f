import { POLICY_AGREE_LABEL } from '@bb/validation';

/**
 * Texts of password restore. The code and password messages come from @bb/validation (spec §5);
 * these screen texts and the field labels are ours (see README; the spec gives none).
 */
export const PASSWORD_RESTORE_TEXTS = {
  title: 'Reset your password',
  requestSubmit: 'Send code',
  codeSent: 'We have sent a code to your email. Enter it below.',
  validateSubmit: 'Continue',
  resendCode: 'Send a new code',
  resetSubmit: 'Set new password',
  done: 'Your password has been changed.',
  logIn: 'Log in',
  showPassword: 'Show password',
  hidePassword: 'Hide password',
  email: 'Email',
  code: 'Code',
  password: 'New password',
  passwordConfirmation: 'Repeat new password',
  policyAgree: POLICY_AGREE_LABEL,
} as const;
