import { describe, expect, it } from 'vitest';
import { copyrightYears } from './copyright-years';

describe('copyrightYears', () => {
  it('spans from the foundation year 2013 to the current year', () => {
    expect(copyrightYears(2026)).toBe('2013–2026');
  });

  it('shows one year while the current year is the foundation year', () => {
    expect(copyrightYears(2013)).toBe('2013');
  });
});
