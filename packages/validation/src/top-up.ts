import { TOP_UP_MAX_CENTS, TOP_UP_MIN_CENTS } from './constants';
import { dashboardValidationError } from './dashboard-validation-error';
import type { ValidationError } from './validation-error';

/**
 * What a person types as a top-up ("50", "49.99", "$1,200") in cents, or null when it is not an
 * amount of dollars with at most two decimals.
 */
export function topUpAmountCents(value: unknown): number | null {
  if (typeof value === 'number') return Number.isInteger(value) && value >= 0 ? value : null;
  if (typeof value !== 'string') return null;
  const match = /^\$?\s*(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/.exec(value.trim());
  if (!match) return null;
  const dollars = Number((match[1] ?? '').replaceAll(',', ''));
  const cents = Number((match[2] ?? '').padEnd(2, '0'));
  return dollars * 100 + cents;
}

/** A top-up is from $10 to $5,000 (what one card payment of the provider takes comfortably). */
export function validateTopUpAmount(value: unknown): ValidationError | null {
  const cents = topUpAmountCents(value);
  return cents === null || cents < TOP_UP_MIN_CENTS || cents > TOP_UP_MAX_CENTS
    ? dashboardValidationError('top_up_amount_invalid')
    : null;
}
