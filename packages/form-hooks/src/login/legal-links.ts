import type { UserRole } from '@bb/validation';

/** Links of the login and sign-up forms (spec §2). */
export const LOGIN_LINKS = {
  signUp: '/registration.html',
  forgotPassword: '/auth_password_reset.html',
} as const;

export interface LegalLinks {
  terms: string;
  privacy: string;
}

const CUSTOMER_LEGAL_LINKS: LegalLinks = {
  terms: '/terms-and-conditions.html',
  privacy: '/privacy-policy.html',
};

const WRITER_LEGAL_LINKS: LegalLinks = {
  terms: '/writer-terms-and-conditions.html',
  privacy: '/writer-privacy-policy.html',
};

/** Terms and privacy links: the writer-specific pages when the role is writer (spec §2, §6). */
export function legalLinksFor(role: UserRole | null | undefined): LegalLinks {
  return role === 'writer' ? WRITER_LEGAL_LINKS : CUSTOMER_LEGAL_LINKS;
}
