import { CUSTOM_DISCIPLINE_ID, MAX_ID } from './constants';
import { type ValidationError, validationError } from './validation-error';

export type DisciplineValue = { discipline_sub?: unknown; discipline_txt?: unknown };

/**
 * A discipline id as a number, from a number or a numeric string (form values arrive as either);
 * null when the value is no positive integer id.
 */
export function parseDisciplineId(value: unknown): number | null {
  const id =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && /^\d{1,10}$/.test(value)
        ? Number(value)
        : Number.NaN;
  return Number.isInteger(id) && id > 0 && id <= MAX_ID ? id : null;
}

/**
 * discipline_sub is required. The custom option (id 30000) also needs the text the user typed
 * in discipline_txt, since that text is the discipline.
 */
export function validateDiscipline(value: unknown): ValidationError | null {
  const { discipline_sub, discipline_txt } = (
    typeof value === 'object' && value !== null ? value : {}
  ) as DisciplineValue;
  const id = parseDisciplineId(discipline_sub);
  if (id === null) return validationError('discipline_required');
  if (
    id === CUSTOM_DISCIPLINE_ID &&
    !(typeof discipline_txt === 'string' && discipline_txt.trim() !== '')
  ) {
    return validationError('discipline_required');
  }
  return null;
}
