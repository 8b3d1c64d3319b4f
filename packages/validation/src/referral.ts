/**
 * The earnings role's referral links (spec §2 `earnings/`): `/?ref=CODE` on any page. The code is
 * letters only, so it is never taken for the visit id that visit tracking keeps in the same `ref`
 * cookie (spec §4).
 */
export const REFERRAL_CODE_LENGTH = 8;
/** Capital letters without I and O, which read like 1 and 0. */
export const REFERRAL_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
export const REFERRAL_CODE_PATTERN = /^[A-HJ-NP-Z]{8}$/;

/** The link's query parameter, and the cookie that keeps it (first touch: never overwritten). */
export const REFERRAL_PARAM = 'ref';

/** How long the `ref` cookie of a referral keeps a visitor the partner's: 30 days. */
export const REFERRAL_COOKIE_MAX_AGE_S = 30 * 24 * 60 * 60;

export function isReferralCode(value: unknown): value is string {
  return typeof value === 'string' && REFERRAL_CODE_PATTERN.test(value);
}

/** Where a commission stands: pending until its order is settled, then available, then paid out. */
export const COMMISSION_STATES = ['pending', 'available', 'paid_out', 'void'] as const;
export type CommissionState = (typeof COMMISSION_STATES)[number];
