import { dashboardPagePath } from '@bb/validation';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppContext } from '../app-context';
import type { Database } from '../db/schema';
import { payoutMethodChangedMessage } from '../mail/mail-messages';
import { PAYOUT_METHOD_HOLD_MS } from '../orders/expert-earnings';

const PROFILE_PATH = dashboardPagePath('writer', 'profile');

/** The PayPal e-mail on the expert's profile, or null. */
export async function payoutMethodOf(
  db: Kysely<Database>,
  writerId: number,
): Promise<string | null> {
  const writer = await db
    .selectFrom('writers')
    .select('payout_paypal_email')
    .where('id', '=', writerId)
    .executeTakeFirstOrThrow();
  return writer.payout_paypal_email;
}

/**
 * Sets the expert's PayPal e-mail and answers the one it replaced. A new address is stamped with
 * the time (the payout run's hold counts from it); the same address again changes nothing. The
 * row is locked on PostgreSQL so that two changes in flight each report what they replaced.
 */
export async function setPayoutMethod(
  ctx: AppContext,
  writerId: number,
  paypalEmail: string,
): Promise<{ previous: string | null; changed: boolean }> {
  return ctx.db.transaction().execute(async (trx) => {
    let query = trx.selectFrom('writers').select('payout_paypal_email').where('id', '=', writerId);
    if (ctx.engine === 'postgres') query = query.forUpdate();
    const { payout_paypal_email: previous } = await query.executeTakeFirstOrThrow();
    if (previous === paypalEmail) return { previous, changed: false };
    await trx
      .updateTable('writers')
      .set({ payout_paypal_email: paypalEmail, payout_paypal_email_set_at: ctx.now() })
      .where('id', '=', writerId)
      .execute();
    return { previous, changed: true };
  });
}

/**
 * Tells the expert their payout method changed: at their account's address, and at the old
 * PayPal address when it is another one (the one a thief would not read). The change is saved
 * already, so a failure to send is logged.
 */
export async function sendPayoutMethodNotice(
  ctx: AppContext,
  change: { accountEmail: string; from: string | null; to: string },
  log: FastifyBaseLogger,
): Promise<void> {
  const { site, publicOrigin } = ctx.config;
  const recipients = [change.accountEmail];
  if (change.from !== null && change.from.toLowerCase() !== change.accountEmail.toLowerCase()) {
    recipients.push(change.from);
  }
  const details = {
    from: change.from,
    to: change.to,
    at: ctx.now(),
    holdHours: PAYOUT_METHOD_HOLD_MS / 3_600_000,
    resetUrl: new URL('/auth_password_reset.html', publicOrigin).href,
    profileUrl: new URL(PROFILE_PATH, publicOrigin).href,
  };
  try {
    for (const to of recipients) {
      await ctx.mailer.send(payoutMethodChangedMessage(site, to, details));
    }
  } catch (error) {
    log.error({ err: error }, 'payout method notice not sent');
  }
}
