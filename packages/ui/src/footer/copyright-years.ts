import { FOUNDATION_YEAR } from '@bb/validation';

/** The footer's year span: '2013–2026', or a single year while it is still the founding year. */
export function copyrightYears(currentYear: number, foundationYear: number = FOUNDATION_YEAR) {
  return currentYear > foundationYear ? `${foundationYear}–${currentYear}` : String(foundationYear);
}
