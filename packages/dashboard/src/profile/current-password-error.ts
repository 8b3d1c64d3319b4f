import type { MessageSlug, ServerErrorMapping } from '@bb/validation';
import { PROFILE_TEXTS } from './profile-texts';

/** The slugs about the current password; the catalogue files them under `password`. */
const CURRENT_PASSWORD_SLUGS: readonly MessageSlug[] = [
  'password_incorrect',
  'loginability_issue',
  'account_throttled',
];

/**
 * What to say beside the current password when the server refused the proof of it (wrong, too
 * many attempts, or an account without a password yet, told how to set one); undefined when the
 * answer is not about it. The password change and the payout method both ask for it.
 */
export function currentPasswordError(mapping: ServerErrorMapping): string | undefined {
  const current = CURRENT_PASSWORD_SLUGS.find((slug) => mapping.flags[slug]);
  if (!current) return undefined;
  return current === 'loginability_issue' ? PROFILE_TEXTS.noPasswordYet : mapping.fields.password;
}
