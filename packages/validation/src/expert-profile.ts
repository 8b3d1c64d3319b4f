import {
  BIO_MAX_LENGTH,
  BIO_MIN_LENGTH,
  EXPERT_DISCIPLINES_MAX_COUNT,
  PEN_NAME_MAX_LENGTH,
  PEN_NAME_MIN_LENGTH,
} from './constants';
import { dashboardValidationError } from './dashboard-validation-error';
import type { FormErrors } from './form-validators';
import { codePointLength } from './text-length';
import type { ValidationError } from './validation-error';

export type ExpertProfileValues = { pen_name?: unknown; bio?: unknown; discipline_ids?: unknown };

/** The profile form's checked fields, in screen order (focus goes to the first in error). */
export const EXPERT_PROFILE_FIELDS = ['pen_name', 'bio', 'discipline_ids'] as const;
export type ExpertProfileField = (typeof EXPERT_PROFILE_FIELDS)[number];

/** A pen name: 2 to 60 characters once trimmed, at least one of them a letter. */
export function validatePenName(value: unknown): ValidationError | null {
  const name = typeof value === 'string' ? value.trim() : '';
  const length = codePointLength(name, PEN_NAME_MAX_LENGTH);
  if (length < PEN_NAME_MIN_LENGTH || length > PEN_NAME_MAX_LENGTH || !/\p{L}/u.test(name))
    return dashboardValidationError('pen_name_invalid');
  return null;
}

/** A bio: what customers read on the expert's page, 30 to 2000 characters once trimmed. */
export function validateBio(value: unknown): ValidationError | null {
  const bio = typeof value === 'string' ? value.trim() : '';
  const length = codePointLength(bio, BIO_MAX_LENGTH);
  if (length < BIO_MIN_LENGTH) return dashboardValidationError('bio_too_short');
  if (length > BIO_MAX_LENGTH) return dashboardValidationError('bio_too_long');
  return null;
}

/** The disciplines the expert covers: 1 to 20 of the dictionary's (the server checks they exist). */
export function validateExpertDisciplines(value: unknown): ValidationError | null {
  const count = Array.isArray(value) ? new Set(value).size : 0;
  if (count === 0) return dashboardValidationError('disciplines_required');
  if (count > EXPERT_DISCIPLINES_MAX_COUNT) return dashboardValidationError('disciplines_too_many');
  return null;
}

/**
 * The expert's profile form, judged as `expertProfileBody` judges it on the server. A profile
 * saved through it is complete (listed publicly): a pen name, a bio, at least one discipline.
 */
export function validateExpertProfile(values: ExpertProfileValues): FormErrors<ExpertProfileField> {
  const errors: FormErrors<ExpertProfileField> = {};
  const penName = validatePenName(values.pen_name);
  if (penName) errors.pen_name = penName;
  const bio = validateBio(values.bio);
  if (bio) errors.bio = bio;
  const disciplines = validateExpertDisciplines(values.discipline_ids);
  if (disciplines) errors.discipline_ids = disciplines;
  return errors;
}
