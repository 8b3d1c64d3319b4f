import { DEFAULT_DATE_FORMAT } from '@bb/validation';

const DOLLARS = /* @__PURE__ */ new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
});

/** A price in cents as the dashboard shows it: '$42.50'. */
export function formatPrice(cents: number): string {
  return DOLLARS.format(cents / 100);
}

export interface FormatDeadlineOptions {
  /** An IANA time zone; default: the reader's own. */
  timeZone?: string;
}

/**
 * A millisecond timestamp as the dashboard shows a deadline: spec §9's date format
 * ('MMM dd, yyyy', `DEFAULT_DATE_FORMAT`) and the time of day, e.g. 'Nov 05, 2026, 14:30'.
 */
export function formatDeadline(timestamp: number, options: FormatDeadlineOptions = {}): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    year: 'numeric',
    month: 'short',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: options.timeZone,
  }).formatToParts(timestamp);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((candidate) => candidate.type === type)?.value ?? '';
  const date = DEFAULT_DATE_FORMAT.replace('MMM', part('month'))
    .replace('dd', part('day'))
    .replace('yyyy', part('year'));
  return `${date}, ${part('hour')}:${part('minute')}`;
}
