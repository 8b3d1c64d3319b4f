import { type ValidationError, validationError } from './validation-error';

/**
 * The password-restore code is required. Whether it is right or expired only the server knows
 * (slugs code_incorrect and code_expired).
 */
export function validateRestoreCode(value: unknown): ValidationError | null {
  return typeof value === 'string' && value.trim() !== '' ? null : validationError('code_required');
}
