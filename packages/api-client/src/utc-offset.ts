/**
 * Minutes east of UTC at `date` (UTC+02:00 gives 120, UTC-05:00 gives -300): the sign of
 * utc_offset_min. Date#getTimezoneOffset counts the other way, hence the negation.
 */
export function getUtcOffsetMinutes(date: Date = new Date()): number {
  const offset = -date.getTimezoneOffset();
  return offset === 0 ? 0 : offset;
}

/** Local wall-clock time with its offset, e.g. '2026-11-22T14:05:09+02:00' (client_datetime). */
export function formatClientDatetime(date: Date = new Date()): string {
  const pad = (value: number) => String(Math.abs(value)).padStart(2, '0');
  const offset = getUtcOffsetMinutes(date);
  const sign = offset < 0 ? '-' : '+';
  return (
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}` +
    `T${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}` +
    `${sign}${pad(Math.trunc(offset / 60))}:${pad(offset % 60)}`
  );
}
