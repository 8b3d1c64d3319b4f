import { PORTFOLIO_DESCRIPTION_MAX_LENGTH, PORTFOLIO_TITLE_MAX_LENGTH } from './constants';
import type { DashboardMessageKey } from './dashboard-messages';
import { dashboardValidationError } from './dashboard-validation-error';
import { parseDisciplineId } from './discipline';
import type { FormErrors } from './form-validators';
import { codePointLength } from './text-length';
import type { ValidationError } from './validation-error';

export type PortfolioItemValues = {
  title?: unknown;
  discipline?: unknown;
  description?: unknown;
  /** The uploaded file's id (POST /widgets/orphanage-file), or nothing yet. */
  file?: unknown;
};

/** The portfolio form's checked fields, in screen order (focus goes to the first in error). */
export const PORTFOLIO_ITEM_FIELDS = ['title', 'discipline', 'description', 'file'] as const;
export type PortfolioItemField = (typeof PORTFOLIO_ITEM_FIELDS)[number];

/**
 * A new portfolio item: a title (up to 150 characters) and a description (up to 2000), neither
 * blank, a discipline of the dictionary and one uploaded file. The same rules as the server's
 * `portfolioItemBody`; whether the discipline exists is the server's to check.
 */
export function validatePortfolioItem(values: PortfolioItemValues): FormErrors<PortfolioItemField> {
  const form = typeof values === 'object' && values !== null ? values : {};
  const errors: FormErrors<PortfolioItemField> = {};
  const title = requiredText(form.title, PORTFOLIO_TITLE_MAX_LENGTH, 'portfolio_title');
  if (title) errors.title = title;
  if (parseDisciplineId(form.discipline) === null)
    errors.discipline = dashboardValidationError('portfolio_discipline_required');
  const description = requiredText(
    form.description,
    PORTFOLIO_DESCRIPTION_MAX_LENGTH,
    'portfolio_description',
  );
  if (description) errors.description = description;
  if (typeof form.file !== 'string' || form.file === '')
    errors.file = dashboardValidationError('portfolio_file_required');
  return errors;
}

function requiredText(
  value: unknown,
  max: number,
  field: 'portfolio_title' | 'portfolio_description',
): ValidationError | null {
  const text = typeof value === 'string' ? value.trim() : '';
  if (text === '') return dashboardValidationError(`${field}_required` as DashboardMessageKey);
  if (codePointLength(text, max) > max)
    return dashboardValidationError(`${field}_too_long` as DashboardMessageKey);
  return null;
}
