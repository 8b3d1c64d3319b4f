import type { AccountStatus, StaffRole } from '@bb/validation';

/** The operator's staff page. The spec leaves the page open; the wording is ours. */
export const STAFF_TEXTS = {
  inviteTitle: 'Invite a person',
  inviteIntro:
    'They get an e-mail with a link to set their password; the link works once, for 7 days.',
  email: 'E-mail',
  role: 'Role',
  invite: 'Send invitation',
  listTitle: 'Staff',
  tableCaption: 'Staff accounts, the newest first',
  loadingStaff: 'Loading the staff',
  reload: 'Try again',
  emailColumn: 'E-mail',
  roleColumn: 'Role',
  statusColumn: 'Status',
  sinceColumn: 'Added',
  actionsColumn: 'Actions',
  you: '(you)',
  contractOf: (email: string) => `Contract of ${email}`,
  block: 'Block',
  unblock: 'Unblock',
  resend: 'Resend invitation',
  actionLabel: (action: string, email: string) => `${action}: ${email}`,
  invited: (email: string) => `Invitation sent to ${email}.`,
  resent: (email: string) => `A new invitation was sent to ${email}.`,
  blocked: (email: string) => `${email} is blocked: their sessions ended.`,
  unblocked: (email: string) => `${email} can sign in again.`,
} as const;

/**
 * The roles in the invitation's choice, the least powerful first: the choice starts on it, so an
 * operator account is never given by leaving the default.
 */
export const INVITE_ROLE_ORDER: readonly StaffRole[] = [
  'support_contract',
  'earnings',
  'seo',
  'operator',
];

export const ROLE_LABELS: Record<string, string> = {
  operator: 'Operator',
  seo: 'SEO',
  support_contract: 'Support contract',
  earnings: 'Earnings',
  customer: 'Customer',
  writer: 'Expert',
};

export const STATUS_LABELS: Record<AccountStatus, string> = {
  invited: 'Invited',
  active: 'Active',
  blocked: 'Blocked',
};
