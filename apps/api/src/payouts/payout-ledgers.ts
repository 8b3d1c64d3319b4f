import { type Insertable, type Kysely, sql } from 'kysely';
import type { AppContext } from '../app-context';
import type { Database, ExpertPayoutTable } from '../db/schema';
import { transact } from '../db/transactions';
import { tellPayoutSent } from '../notifications/tell-order-event';
import { lastPayoutDate, PAYOUT_METHOD_HOLD_MS, payoutDay } from '../orders/expert-earnings';

/**
 * Who the payout run pays, each from a ledger of its own: the experts' earnings and the referral
 * partners' commissions. The partners' tables have the experts' columns (the owner's aside), so
 * one payout code (this file and payout-transfers.ts) pays both: a ledger names its tables and
 * owner column, typed as the experts' ones.
 */
export interface PayoutLedger {
  payouts: 'expert_payouts';
  entries: 'expert_earnings';
  /** The owner's column in both tables. */
  owner: 'writer_id';
  /** Starts the PayPal sender batch id of this ledger's payouts (unique across ledgers). */
  batchPrefix: string;
  /** Who the run's warning names. */
  payees: string;
  /**
   * The owners with entries available before `paidOn` and a PayPal e-mail set before the hold:
   * each owner with a PayPal e-mail (a row per expert or partner, not per order) looked up in the
   * partial index `…_unpaid` (migration 0037), which holds just the entries available and not
   * yet paid (each run empties it), rather than every unpaid entry, among them those of the
   * orders still in work.
   */
  dueOwners(db: Kysely<Database>, paidOn: number): Promise<{ id: number; paypalEmail: string }[]>;
  /** Tells the owner their payout was sent, in the transaction that recorded it. */
  tellSent(
    ctx: Pick<AppContext, 'jobs' | 'now'>,
    trx: Kysely<Database>,
    payout: { owner: number; amount_cents: number },
  ): Promise<void>;
}

/**
 * A ledger's `dueOwners`: its payees' table (where each keeps a PayPal e-mail, under `key`) and
 * its entries' table and owner column, typed as the experts' ones like the ledger's own names.
 */
function dueOwnersOf(
  payees: { table: 'writers'; key: 'id' },
  entries: 'expert_earnings',
  owner: 'writer_id',
): PayoutLedger['dueOwners'] {
  // No aliases: the plans (and their test) name the tables themselves.
  const payee = <C extends string>(column: C) => `${payees.table}.${column}` as `writers.${C}`;
  const entry = <C extends string>(column: C) => `${entries}.${column}` as `expert_earnings.${C}`;
  return async (db, paidOn) => {
    const rows = await db
      .selectFrom(payees.table)
      .select([(eb) => eb.ref(payee(payees.key)).as('owner'), payee('payout_paypal_email')])
      .where(payee('payout_paypal_email'), 'is not', null)
      .where((eb) =>
        eb.or([
          eb(payee('payout_paypal_email_set_at'), 'is', null),
          eb(payee('payout_paypal_email_set_at'), '<=', paidOn - PAYOUT_METHOD_HOLD_MS),
        ]),
      )
      .where(({ exists, selectFrom }) =>
        exists(
          selectFrom(entries)
            .select(entry('id'))
            .whereRef(entry(owner), '=', payee(payees.key))
            .where(entry('payout_id'), 'is', null)
            .where(entry('available_at'), '<', paidOn),
        ),
      )
      .execute();
    return rows.map((row) => ({ id: row.owner, paypalEmail: row.payout_paypal_email ?? '' }));
  };
}

/** The experts' ledger: expert_earnings paid by expert_payouts. */
export const EXPERT_LEDGER: PayoutLedger = {
  payouts: 'expert_payouts',
  entries: 'expert_earnings',
  owner: 'writer_id',
  batchPrefix: 'bb-payout',
  payees: 'Expert',
  dueOwners: dueOwnersOf({ table: 'writers', key: 'id' }, 'expert_earnings', 'writer_id'),
  async tellSent(ctx, trx, payout) {
    const expert = await trx
      .selectFrom('writers')
      .select('user_id')
      .where('id', '=', payout.owner)
      .executeTakeFirst();
    if (expert?.user_id == null) return;
    await tellPayoutSent(ctx, trx, 'expert', {
      userId: expert.user_id,
      amount_cents: payout.amount_cents,
    });
  },
};

/** The referral partners' ledger: partner_commissions paid by partner_payouts (referrals/). */
export const PARTNER_LEDGER: PayoutLedger = {
  payouts: 'partner_payouts' as 'expert_payouts',
  entries: 'partner_commissions' as 'expert_earnings',
  owner: 'partner_user_id' as 'writer_id',
  batchPrefix: 'bb-partner-payout',
  payees: 'Partner',
  dueOwners: dueOwnersOf(
    { table: 'referral_partners' as 'writers', key: 'user_id' as 'id' },
    'partner_commissions' as 'expert_earnings',
    'partner_user_id' as 'writer_id',
  ),
  tellSent: (ctx, trx, payout) =>
    tellPayoutSent(ctx, trx, 'partner', {
      userId: payout.owner,
      amount_cents: payout.amount_cents,
    }),
};

export const PAYOUT_LEDGERS: readonly PayoutLedger[] = [EXPERT_LEDGER, PARTNER_LEDGER];

/**
 * Pays every owner of `ledger` what became available before the last payout date (on or before
 * `now`), to the PayPal account they named: one payout per owner and date, pending until it is
 * sent (payouts/payout-transfers.ts). An owner with no payout method, or whose PayPal e-mail was
 * set within PAYOUT_METHOD_HOLD_MS before the date, is not paid on it; their entries stay
 * available for the next date. Safe to run at any time and from several processes: the payout
 * row is unique per owner and date, so a second run finds it taken and changes nothing. Answers
 * how many payouts it made.
 */
export async function payOutLedger(
  db: Kysely<Database>,
  ledger: PayoutLedger,
  now: number,
): Promise<number> {
  const paidOn = lastPayoutDate(now);
  let made = 0;
  for (const owner of await ledger.dueOwners(db, paidOn)) {
    const paid = await transact(db, (trx) =>
      payOutOwner(trx, ledger, owner.id, owner.paypalEmail, paidOn, now),
    );
    if (paid) made += 1;
  }
  return made;
}

/** The experts' payouts of the last payout date (`payOutLedger`). */
export function payOutEarnings(db: Kysely<Database>, now: number): Promise<number> {
  return payOutLedger(db, EXPERT_LEDGER, now);
}

/** One expert's payout on the payout date `paidOn` (`payOutOwner`). */
export function payOutExpert(
  trx: Kysely<Database>,
  writerId: number,
  paypalEmail: string,
  paidOn: number,
  now: number,
): Promise<boolean> {
  return payOutOwner(trx, EXPERT_LEDGER, writerId, paypalEmail, paidOn, now);
}

/**
 * One owner's payout on the payout date `paidOn`, inside the transaction `trx`: every entry
 * available before that date, less what refunds of entries paid out before owe back. Answers
 * false when the date's payout was already made, or would pay nothing.
 */
export async function payOutOwner(
  trx: Kysely<Database>,
  ledger: PayoutLedger,
  ownerId: number,
  paypalEmail: string,
  paidOn: number,
  now: number,
): Promise<boolean> {
  const { payouts, entries, owner } = ledger;
  const payout = await trx
    .insertInto(payouts)
    .values({
      [owner]: ownerId,
      amount_cents: 0,
      paid_on: payoutDay(paidOn),
      paypal_email: paypalEmail,
      created_at: now,
    } as Insertable<ExpertPayoutTable>)
    .onConflict((conflict) => conflict.columns([owner, 'paid_on']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!payout) return false;
  // The amount is what the payout took, so it always matches its entries.
  const taken = await trx
    .updateTable(entries)
    .set({ payout_id: payout.id })
    .where(owner, '=', ownerId)
    .where('payout_id', 'is', null)
    .where('available_at', '<', paidOn)
    .returning('amount_cents')
    .execute();
  // What refunds of entries paid out before owe back is netted here: the payee's entries in
  // `…_owed_back` (migration 0038), whose condition the literal matches on PostgreSQL.
  const owed = await trx
    .updateTable(entries)
    .set({ clawback_payout_id: payout.id })
    .where(owner, '=', ownerId)
    .where('clawback_cents', '>', sql.lit(0))
    .where('clawback_payout_id', 'is', null)
    .returning('clawback_cents')
    .execute();
  const amount =
    taken.reduce((sum, row) => sum + row.amount_cents, 0) -
    owed.reduce((sum, row) => sum + row.clawback_cents, 0);
  // A payout of nothing is not made (nothing became available before the date, or what is owed
  // back takes all of it): the entries and what is owed wait for the next date.
  if (amount <= 0) {
    await releasePayoutEntries(trx, ledger, payout.id);
    await trx.deleteFrom(payouts).where('id', '=', payout.id).execute();
    return false;
  }
  await trx
    .updateTable(payouts)
    .set({ amount_cents: amount })
    .where('id', '=', payout.id)
    .execute();
  return true;
}

/**
 * The entries the payout `payoutId` took leave it, and what it netted of refunds is owed again
 * (a payout of nothing, a failed one): each found by its payout in an index.
 */
export async function releasePayoutEntries(
  trx: Kysely<Database>,
  ledger: PayoutLedger,
  payoutId: number,
): Promise<void> {
  await trx
    .updateTable(ledger.entries)
    .set({ payout_id: null })
    .where('payout_id', '=', payoutId)
    .execute();
  await trx
    .updateTable(ledger.entries)
    .set({ clawback_payout_id: null })
    .where('clawback_payout_id', '=', payoutId)
    .execute();
}
