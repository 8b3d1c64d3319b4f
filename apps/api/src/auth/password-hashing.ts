import { hash, verify } from '@node-rs/argon2';

// argon2id (the library's default algorithm) at OWASP's minimum: 19 MiB, 2 passes, 1 lane.
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/**
 * The form a password is hashed and checked in: Unicode NFKC, so the same password typed on two
 * keyboards (a precomposed "é" or "e" with a combining accent, a full-width digit) is one password
 * (NIST SP 800-63B 5.1.1.2). Both hashing and verifying go through it.
 */
export function normalizePassword(password: string): string {
  return password.normalize('NFKC');
}

export function hashPassword(password: string): Promise<string> {
  return hash(normalizePassword(password), OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, normalizePassword(password));
  } catch {
    // A hash we cannot read never matches.
    return false;
  }
}
