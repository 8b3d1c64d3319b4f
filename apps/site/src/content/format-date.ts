const DATE_FORMAT = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
});

/** A millisecond timestamp as the pages print dates ('March 4, 2026'), the same on every build. */
export function formatDate(timestamp: number): string {
  return DATE_FORMAT.format(timestamp);
}
