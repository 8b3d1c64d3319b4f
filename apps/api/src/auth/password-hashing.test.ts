import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password-hashing';

describe('password hashing', () => {
  it('hashes with argon2id, salted, and verifies only the right password', async () => {
    const first = await hashPassword('correct horse 1');
    const second = await hashPassword('correct horse 1');
    expect(first).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(first).not.toBe(second);
    expect(first).not.toContain('correct horse 1');
    expect(await verifyPassword(first, 'correct horse 1')).toBe(true);
    expect(await verifyPassword(first, 'correct horse 2')).toBe(false);
    expect(await verifyPassword('not a hash', 'correct horse 1')).toBe(false);
  });

  it('treats the NFKC-equal spellings of a Unicode password as one password', async () => {
    // A precomposed é and a full-width 1, typed elsewhere as e + combining acute and an ASCII 1.
    const stored = await hashPassword('caf\u00e9-Ｐass\uff11');
    expect(await verifyPassword(stored, 'cafe\u0301-Pass1')).toBe(true);
    expect(await verifyPassword(stored, 'cafe-Pass1')).toBe(false);
  });
});
