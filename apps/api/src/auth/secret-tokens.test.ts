import { describe, expect, it } from 'vitest';
import { hashSecret, randomToken } from './secret-tokens';

describe('secret tokens', () => {
  it('carries at least 128 random bits and never repeats', () => {
    const tokens = new Set(Array.from({ length: 1000 }, () => randomToken()));
    expect(tokens.size).toBe(1000);
    for (const token of tokens) {
      expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(16);
      expect(token).toMatch(/^[A-Za-z0-9_-]+$/);
    }
    expect(Buffer.from(randomToken(4), 'base64url').length).toBe(16);
  });

  it('stores a digest that does not reveal the token', () => {
    const token = randomToken();
    const digest = hashSecret(token);
    expect(digest).toMatch(/^[0-9a-f]{64}$/);
    expect(digest).not.toContain(token);
    expect(hashSecret(token)).toBe(digest);
    expect(hashSecret(randomToken())).not.toBe(digest);
  });
});
