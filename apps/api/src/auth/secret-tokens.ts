import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits by default (never less than 128), URL-safe. */
export function randomToken(bytes = 32): string {
  return randomBytes(Math.max(bytes, 16)).toString('base64url');
}

/**
 * Secrets (session tokens, restore codes, data box keys, verification links) are stored only as
 * this digest: a database leak gives no usable token. They are random, so a fast hash suffices.
 */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}
