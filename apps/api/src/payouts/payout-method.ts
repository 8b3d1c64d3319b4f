import { dashboardPagePath } from '@bb/validation';
import { payoutMethodBody } from '@bb/validation/requests';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppContext } from '../app-context';
import { verifyCurrentPassword } from '../auth/sign-in-guard';
import type { Database, User } from '../db/schema';
import { parseInput } from '../http/parse-input';
import { payoutMethodChangedMessage } from '../mail/mail-messages';
import { PAYOUT_METHOD_HOLD_MS } from '../orders/expert-earnings';

/**
 * Whose payout method: an expert (their writers row) or a referral partner (their
 * referral_partners row). Both rows have the same two columns, so one code reads and sets them;
 * `pagePath` is the dashboard page where the owner changes it.
 */
export type PayoutMethodOwner = {
  table: 'writers' | 'referral_partners';
  key: 'id' | 'user_id';
  id: number;
  pagePath: string;
};

/** The expert `writerId` as the owner of a payout method. */
export function expertPayoutOwner(writerId: number): PayoutMethodOwner {
  return {
    table: 'writers',
    key: 'id',
    id: writerId,
    pagePath: dashboardPagePath('writer', 'profile'),
  };
}

/** The PayPal e-mail the owner named, or null. */
export async function payoutMethodOf(
  db: Kysely<Database>,
  owner: PayoutMethodOwner,
): Promise<string | null> {
  const row = await db
    .selectFrom(owner.table as 'writers')
    .select('payout_paypal_email')
    .where(owner.key as 'id', '=', owner.id)
    .executeTakeFirstOrThrow();
  return row.payout_paypal_email;
}

/**
 * Sets the owner's PayPal e-mail and answers the one it replaced. A new address is stamped with
 * the time (the payout run's hold counts from it); the same address again changes nothing. The
 * row is locked on PostgreSQL so that two changes in flight each report what they replaced.
 */
export async function setPayoutMethod(
  ctx: AppContext,
  owner: PayoutMethodOwner,
  paypalEmail: string,
): Promise<{ previous: string | null; changed: boolean }> {
  const table = owner.table as 'writers';
  const key = owner.key as 'id';
  return ctx.db.transaction().execute(async (trx) => {
    let query = trx.selectFrom(table).select('payout_paypal_email').where(key, '=', owner.id);
    if (ctx.engine === 'postgres') query = query.forUpdate();
    const { payout_paypal_email: previous } = await query.executeTakeFirstOrThrow();
    if (previous === paypalEmail) return { previous, changed: false };
    await trx
      .updateTable(table)
      .set({ payout_paypal_email: paypalEmail, payout_paypal_email_set_at: ctx.now() })
      .where(key, '=', owner.id)
      .execute();
    return { previous, changed: true };
  });
}

/**
 * PATCH …/payout-method of an expert or a partner (`user` signed in, owning `owner`): the new
 * PayPal e-mail (`paypal_email`, `validatePaypalEmail`) is set once the owner proves their password
 * (`current_password`, counted like a sign-in); a change is e-mailed. Answers the e-mail set.
 */
export async function changePayoutMethod(
  ctx: AppContext,
  request: FastifyRequest,
  user: User,
  owner: PayoutMethodOwner,
): Promise<string> {
  const { paypal_email, current_password } = parseInput(payoutMethodBody, request.body);
  await verifyCurrentPassword(ctx, request, user, current_password);
  const { previous, changed } = await setPayoutMethod(ctx, owner, paypal_email);
  if (changed) {
    await sendPayoutMethodNotice(
      ctx,
      { accountEmail: user.email, from: previous, to: paypal_email, pagePath: owner.pagePath },
      request.log,
    );
  }
  return paypal_email;
}

/**
 * Tells the owner their payout method changed: at their account's address, and at the old
 * PayPal address when it is another one (the one a thief would not read). The change is saved
 * already, so a failure to send is logged.
 */
export async function sendPayoutMethodNotice(
  ctx: AppContext,
  change: { accountEmail: string; from: string | null; to: string; pagePath: string },
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
    profileUrl: new URL(change.pagePath, publicOrigin).href,
  };
  try {
    for (const to of recipients) {
      await ctx.mailer.send(payoutMethodChangedMessage(site, to, details));
    }
  } catch (error) {
    log.error({ err: error }, 'payout method notice not sent');
  }
}
