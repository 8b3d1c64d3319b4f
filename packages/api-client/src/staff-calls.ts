import type { PageInfo, StaffRole } from '@bb/validation';
import type { StaffMember } from './api-types';
import type { CallContext } from './call-context';
import type { PageOptions } from './page-options';
import { createTransport, type RequestOptions, type TransportOptions } from './transport';

export const OPERATOR_STAFF_PATH = '/operators/staff';
export const OPERATOR_ACCOUNTS_PATH = '/operators/accounts';

export interface InviteStaffForm {
  email: string;
  role: StaffRole;
}

const accountPath = (base: string, id: number, step: string) =>
  `${base}/${encodeURIComponent(String(id))}/${step}`;

/**
 * The operator's staff and account blocking: the staff list (paged), an invitation, sending it
 * again, and blocking or unblocking any account by id. Each step answers the account as it now
 * stands.
 */
export function createStaffCalls({ transport }: CallContext) {
  return {
    /** GET /operators/staff: a page of the staff accounts, the newest first. */
    staff: ({ cursor, limit, signal }: PageOptions = {}) =>
      transport.send<{ staff: StaffMember[] } & PageInfo>({
        method: 'GET',
        path: OPERATOR_STAFF_PATH,
        query: { cursor, limit },
        signal,
      }),

    /** POST /operators/staff: an account with the role, its set-password link e-mailed. */
    inviteStaff: (form: InviteStaffForm, { signal }: RequestOptions = {}) =>
      transport.send<{ staff_member: StaffMember }>({
        method: 'POST',
        path: OPERATOR_STAFF_PATH,
        form: { email: form.email, role: form.role },
        signal,
      }),

    /** POST /operators/staff/{id}/invitation: a new link to an invited person (the old one stops working). */
    resendInvitation: (id: number, { signal }: RequestOptions = {}) =>
      transport.send<{ staff_member: StaffMember }>({
        method: 'POST',
        path: accountPath(OPERATOR_STAFF_PATH, id, 'invitation'),
        signal,
      }),

    /**
     * POST /operators/accounts/{id}/block or …/unblock: any account but one's own. A block ends
     * the account's sessions; the last active operator is never blocked.
     */
    setBlocked: (id: number, blocked: boolean, { signal }: RequestOptions = {}) =>
      transport.send<{ account: StaffMember }>({
        method: 'POST',
        path: accountPath(OPERATOR_ACCOUNTS_PATH, id, blocked ? 'block' : 'unblock'),
        signal,
      }),
  };
}

/** The staff calls, a client of their own so that no other page's bundle carries them. */
export function createStaffClient(options: TransportOptions = {}) {
  return createStaffCalls({ transport: createTransport(options) });
}

export type StaffClient = ReturnType<typeof createStaffClient>;
