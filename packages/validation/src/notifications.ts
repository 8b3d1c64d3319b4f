/**
 * The e-mail categories a person can turn off in their profile, and those they cannot: money
 * (payment received, refund, payout sent) and their account (password, sign-in) always reach them.
 */
export const EMAIL_CATEGORIES = [
  'payments',
  'account',
  'order_updates',
  'messages',
  'reminders',
  'reviews',
] as const;
export type EmailCategory = (typeof EMAIL_CATEGORIES)[number];

export const TRANSACTIONAL_EMAIL_CATEGORIES = [
  'payments',
  'account',
] as const satisfies readonly EmailCategory[];

/** The categories a person may turn off. */
export const OPTIONAL_EMAIL_CATEGORIES = EMAIL_CATEGORIES.filter(
  (category) => !(TRANSACTIONAL_EMAIL_CATEGORIES as readonly string[]).includes(category),
) as Exclude<EmailCategory, (typeof TRANSACTIONAL_EMAIL_CATEGORIES)[number]>[];
export type OptionalEmailCategory = (typeof OPTIONAL_EMAIL_CATEGORIES)[number];

export function isTransactionalEmailCategory(category: EmailCategory): boolean {
  return (TRANSACTIONAL_EMAIL_CATEGORIES as readonly string[]).includes(category);
}
