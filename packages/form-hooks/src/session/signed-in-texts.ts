import type { UserRole } from '@bb/validation';

/** Each role as a sentence names it; ours, since the spec names roles only by their ids. */
const ROLE_NAMES: Record<UserRole, string> = {
  customer: 'a customer',
  writer: 'an expert',
  operator: 'an operator',
  seo: 'the SEO editor',
  support_contract: 'a support agent',
  earnings: 'a partner',
};

/**
 * What a signed-in person reads where a visitor would find a form (sign-in, sign-up) or an
 * action of another role ('Place an order'): who they are signed in as, and the way to their
 * dashboard.
 */
export const SIGNED_IN_TEXTS = {
  title: 'You are signed in',
  /** `who`: the customer's e-mail, or the role (`roleName`) when the session has no e-mail. */
  signedInAs: (who: string) => `You are signed in as ${who}.`,
  roleName: (role: UserRole) => ROLE_NAMES[role],
  toDashboard: 'Go to your dashboard',
  logOut: 'Log out',
} as const;
