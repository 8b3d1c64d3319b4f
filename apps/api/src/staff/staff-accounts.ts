import { type AccountStatus, STAFF_ROLES, type StaffRole } from '@bb/validation';
import type { Kysely } from 'kysely';
import { insertUser } from '../accounts/account-queries';
import { type AuditAction, recordAuditEvent } from '../audit/audit-log';
import { isUniqueViolation } from '../db/database';
import { keysetPage, keysetPageOf, type PageRequest } from '../db/keyset-page';
import type { Database, User } from '../db/schema';
import { transact } from '../db/transactions';
import { ApiError } from '../http/envelope';

/** An account as the operator's staff list shows it. */
export type StaffMember = {
  id: number;
  email: string;
  role: string;
  status: AccountStatus;
  created_at: number;
};

/**
 * Where an account stands: blocked, or a staff account whose owner has not set a password yet
 * (invited), or active. A customer without a password (signed up through Google) is active.
 */
export function accountStatus(
  user: Pick<User, 'role' | 'is_blocked' | 'password_hash'>,
): AccountStatus {
  if (user.is_blocked === 1) return 'blocked';
  const invitable = user.role !== 'customer' && user.role !== 'writer';
  return invitable && user.password_hash === null ? 'invited' : 'active';
}

export function staffMember(user: User): StaffMember {
  return {
    id: user.id,
    email: user.email,
    role: user.role,
    status: accountStatus(user),
    created_at: user.created_at,
  };
}

/** A page of the staff accounts (every role but customer and expert), newest first. */
export async function staffPage(db: Kysely<Database>, page: PageRequest) {
  const rows = await keysetPage(
    db.selectFrom('users').selectAll().where('role', 'in', STAFF_ROLES),
    { key: 'users.created_at', id: 'users.id', direction: 'desc' },
    page,
  ).execute();
  const { rows: shown, next_cursor } = keysetPageOf(rows, page, (row) => ({
    key: row.created_at,
    id: row.id,
  }));
  return { staff: shown.map(staffMember), next_cursor };
}

/** The staff account with this id; undefined for another role's account or none. */
export function findStaffAccount(db: Kysely<Database>, id: number): Promise<User | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where('id', '=', id)
    .where('role', 'in', STAFF_ROLES)
    .executeTakeFirst();
}

/**
 * A staff account without a password (its owner sets one through a set-password link), recorded
 * in the audit log as `action` by `actorUserId`. An address that has an account is refused with
 * account_exists, also when two requests create it at once.
 */
export async function createStaffAccount(
  db: Kysely<Database>,
  account: {
    email: string;
    role: StaffRole;
    at: number;
    actorUserId: number | null;
    action: Extract<AuditAction, 'account_created' | 'staff_invited'>;
  },
): Promise<User> {
  try {
    return await transact(db, async (trx) => {
      const user = await insertUser(trx, {
        email: account.email,
        password_hash: null,
        role: account.role,
        is_blocked: 0,
        name: null,
        email_verified_at: null,
        policy_agreed_at: null,
        marketing_agree: 0,
        utc_offset_min: 0,
        created_at: account.at,
      });
      await recordAuditEvent(trx, {
        actorUserId: account.actorUserId,
        action: account.action,
        subjectUserId: user.id,
        detail: account.role,
        at: account.at,
      });
      return user;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiError('account_exists', 409, 'email');
    throw error;
  }
}
