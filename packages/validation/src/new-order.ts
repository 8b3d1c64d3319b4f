import {
  ORDER_DESCRIPTION_MAX_LENGTH,
  ORDER_PAGES_MAX,
  ORDER_TITLE_MAX_LENGTH,
  ORDER_WORDS_MAX,
} from './constants';
import { dashboardValidationError } from './dashboard-validation-error';
import { validateDiscipline } from './discipline';
import type { FormErrors } from './form-validators';
import { codePointLength } from './text-length';
import type { ValidationError } from './validation-error';

export type NewOrderFormInput = {
  title?: unknown;
  discipline_sub?: unknown;
  discipline_txt?: unknown;
  description?: unknown;
  pages_qty?: unknown;
  words_qty?: unknown;
  'paper-size-type'?: unknown;
  deadline_datetime?: unknown;
};

/** The full order page's checked fields, in screen order (focus goes to the first in error). */
export const NEW_ORDER_FORM_FIELDS = [
  'title',
  'discipline_sub',
  'description',
  'pages_qty',
  'words_qty',
  'deadline_datetime',
] as const;
export type NewOrderFormField = (typeof NEW_ORDER_FORM_FIELDS)[number];

/**
 * The full order page (spec §3's order draft): a title, a discipline (a custom one with its
 * text), the description within its length, the size in pages or in words as paper-size-type
 * says, and a deadline after `now`. The same rules as the server's request schema.
 */
export function validateNewOrderForm(
  values: NewOrderFormInput,
  { now }: { now: number },
): FormErrors<NewOrderFormField> {
  const form = typeof values === 'object' && values !== null ? values : {};
  const inWords = form['paper-size-type'] === 'words';
  const results: Record<NewOrderFormField, ValidationError | null> = {
    title: validateOrderTitle(form.title),
    discipline_sub: validateDiscipline(form),
    description:
      typeof form.description === 'string' &&
      codePointLength(form.description, ORDER_DESCRIPTION_MAX_LENGTH) > ORDER_DESCRIPTION_MAX_LENGTH
        ? dashboardValidationError('description_too_long')
        : null,
    pages_qty:
      !inWords && !isCount(form.pages_qty, ORDER_PAGES_MAX)
        ? dashboardValidationError('pages_qty_invalid')
        : null,
    words_qty:
      inWords && !isCount(form.words_qty, ORDER_WORDS_MAX)
        ? dashboardValidationError('words_qty_invalid')
        : null,
    deadline_datetime: isFutureInstant(form.deadline_datetime, now)
      ? null
      : dashboardValidationError('deadline_past'),
  };
  const errors: FormErrors<NewOrderFormField> = {};
  for (const field of NEW_ORDER_FORM_FIELDS) {
    const error = results[field];
    if (error) errors[field] = error;
  }
  return errors;
}

/** A title is required (white space alone is none) and at most 200 characters. */
export function validateOrderTitle(value: unknown): ValidationError | null {
  const title = typeof value === 'string' ? value.trim() : '';
  if (title === '') return dashboardValidationError('title_required');
  if (codePointLength(title, ORDER_TITLE_MAX_LENGTH) > ORDER_TITLE_MAX_LENGTH) {
    return dashboardValidationError('title_too_long');
  }
  return null;
}

/** A deadline is a millisecond timestamp after `now`. */
export function isFutureInstant(value: unknown, now: number): boolean {
  return typeof value === 'number' && Number.isFinite(value) && value > now;
}

function isCount(value: unknown, max: number): boolean {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= max;
}
