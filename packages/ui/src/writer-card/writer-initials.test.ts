import { describe, expect, it } from 'vitest';
import { writerInitials } from './writer-initials';

describe('writerInitials', () => {
  it('takes the first and last words’ first letters', () => {
    expect(writerInitials('Ada L.')).toBe('AL');
    expect(writerInitials('  grace   brewster  hopper ')).toBe('GH');
  });

  it('takes one letter from a one-word name and none from an empty one', () => {
    expect(writerInitials('Grace')).toBe('G');
    expect(writerInitials('   ')).toBe('');
  });
});
