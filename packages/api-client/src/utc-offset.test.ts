import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatClientDatetime, getUtcOffsetMinutes } from './utc-offset';

afterEach(() => {
  vi.unstubAllEnvs();
});

const winter = new Date(Date.UTC(2026, 0, 15, 12, 0, 0));
const summer = new Date(Date.UTC(2026, 6, 15, 12, 0, 0));

describe('getUtcOffsetMinutes (minutes east of UTC)', () => {
  it.each([
    ['UTC', winter, 0],
    ['Asia/Kolkata', winter, 330],
    ['Europe/Berlin', winter, 60],
    ['Europe/Berlin', summer, 120],
    ['America/New_York', winter, -300],
    ['America/New_York', summer, -240],
    ['America/St_Johns', winter, -210],
  ] as const)('%s on %s → %i', (zone, date, minutes) => {
    vi.stubEnv('TZ', zone);
    expect(getUtcOffsetMinutes(date)).toBe(minutes);
  });
});

describe('formatClientDatetime', () => {
  it.each([
    ['UTC', winter, '2026-01-15T12:00:00+00:00'],
    ['Asia/Kolkata', winter, '2026-01-15T17:30:00+05:30'],
    ['America/St_Johns', winter, '2026-01-15T08:30:00-03:30'],
    ['America/New_York', summer, '2026-07-15T08:00:00-04:00'],
  ] as const)('%s: %s → %s', (zone, date, text) => {
    vi.stubEnv('TZ', zone);
    expect(formatClientDatetime(date)).toBe(text);
    expect(new Date(text).getTime()).toBe(date.getTime());
  });
});
