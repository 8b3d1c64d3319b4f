import { type ValidationError, validationError } from './validation-error';

/** The required consent checkbox: only a ticked box (true) passes. */
export function validatePolicyAgree(value: unknown): ValidationError | null {
  return value === true ? null : validationError('policy_empty');
}
