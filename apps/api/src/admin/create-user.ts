import { STAFF_ROLES, type StaffRole, validateStaffEmail } from '@bb/validation';
import { issueRestoreCode, WELCOME_LINK_TTL_MS } from '../auth/one-time-secrets';
import { loginToEmail } from '../auth/user-lookup';
import type { ApiConfig } from '../config';
import { openDatabase } from '../db/database';
import { createFileStorage } from '../files/file-storage';
import { ApiError } from '../http/envelope';
import { prepareDatabase } from '../seed/prepare-database';
import { createStaffAccount } from '../staff/staff-accounts';

/** A refusal of the command, said to the person who ran it (exit code 1). */
export class AdminCommandError extends Error {}

/**
 * `admin create-user --role ROLE --email EMAIL`: an account with a staff role on the configured
 * database (migrated and, when empty, seeded first, as a start would), and its set-password link
 * (single use, 7 days; the code path and rules of password restore). Returns the lines to print.
 */
export async function createUserCommand(
  config: ApiConfig,
  options: { role?: string; email?: string },
  now: () => number = Date.now,
): Promise<string[]> {
  // The roles as the spec writes them ('support-contract') name ours too.
  const role = (options.role ?? '').replaceAll('-', '_');
  if (!(STAFF_ROLES as readonly string[]).includes(role)) {
    throw new AdminCommandError(
      `Unknown role "${role}": use --role with one of ${STAFF_ROLES.join(', ')}.`,
    );
  }
  const emailError = validateStaffEmail(options.email);
  if (emailError) throw new AdminCommandError(`--email: ${emailError.message}.`);
  const email = loginToEmail(options.email ?? '');

  const database = openDatabase(config.databaseUrl, config.databasePool.size);
  try {
    await prepareDatabase(database, createFileStorage(config.files), config, now());
    const user = await createStaffAccount(database.db, {
      email,
      role: role as StaffRole,
      at: now(),
      actorUserId: null,
      action: 'account_created',
    }).catch((error: unknown) => {
      if (error instanceof ApiError && error.slug === 'account_exists') {
        throw new AdminCommandError(`An account with the e-mail ${email} exists already.`);
      }
      throw error;
    });
    const { url } = await issueRestoreCode(
      { db: database.db, now, config },
      user.id,
      'set_password',
    );
    const days = WELCOME_LINK_TTL_MS / (24 * 60 * 60_000);
    return [
      `Created the ${role} account ${email} (id ${user.id}).`,
      `Open this link to set its password (it works once, for ${days} days):`,
      url,
    ];
  } finally {
    await database.db.destroy();
  }
}
