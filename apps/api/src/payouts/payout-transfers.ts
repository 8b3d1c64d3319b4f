import type { Kysely } from 'kysely';
import type { AppContext } from '../app-context';
import type { Database } from '../db/schema';
import { transact } from '../db/transactions';
import {
  type PayoutOutcome,
  type PayoutProvider,
  PayoutRefusedError,
} from '../providers/payout-provider';
import {
  EXPERT_LEDGER,
  PAYOUT_LEDGERS,
  type PayoutLedger,
  payOutLedger,
  releasePayoutEntries,
} from './payout-ledgers';

/** PayPal keeps a failure's reason short; ours is kept to this many characters. */
const REASON_MAX_LENGTH = 500;

/**
 * The payout's sender batch id: derived from its ledger and row (id and creation instant), so a
 * send that is retried (a lost answer, two runs racing) names the same batch, and PayPal pays it
 * once.
 */
export function senderBatchIdOf(
  payout: { id: number; created_at: number },
  ledger: PayoutLedger = EXPERT_LEDGER,
): string {
  return `${ledger.batchPrefix}-${payout.id}-${payout.created_at}`;
}

/**
 * One payout run, for each ledger (the experts' earnings, the partners' commissions): makes the
 * payouts of a payout date that has come (`payOutLedger`), sends
 * each pending one through `payouts`, and reads each sent one's outcome. Without a provider
 * (PayPal not configured) nothing is sent or marked paid: the payouts stay pending and
 * `warn` says how many wait. A payout the provider cannot move now (down, our balance short) is
 * left as it is, the others move on, and the run ends with the first such error; the next run
 * tries it again.
 */
export async function runPayouts(
  ctx: Pick<AppContext, 'db' | 'jobs'>,
  payouts: PayoutProvider | undefined,
  now: number,
  warn: (message: string) => void,
): Promise<void> {
  const errors: unknown[] = [];
  for (const ledger of PAYOUT_LEDGERS) {
    await runLedgerPayouts(ctx, ledger, payouts, now, warn).catch((error: unknown) =>
      errors.push(error),
    );
  }
  if (errors.length > 0) throw errors[0];
}

async function runLedgerPayouts(
  ctx: Pick<AppContext, 'db' | 'jobs'>,
  ledger: PayoutLedger,
  payouts: PayoutProvider | undefined,
  now: number,
  warn: (message: string) => void,
): Promise<void> {
  const { db } = ctx;
  await payOutLedger(db, ledger, now);
  if (!payouts) {
    const { waiting } = await db
      .selectFrom(ledger.payouts)
      .select((eb) => eb.fn.countAll<number | string>().as('waiting'))
      .where('status', '=', 'pending')
      .executeTakeFirstOrThrow();
    if (Number(waiting) > 0) {
      warn(
        `${ledger.payees} payouts waiting unsent: ${waiting}; set PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET to send them`,
      );
    }
    return;
  }
  await sendPendingPayouts(ctx, ledger, payouts, now);
  await settleSentPayouts(db, ledger, payouts, now);
}

/**
 * Sends each pending payout: sent, with PayPal's batch id; or failed when PayPal refuses it as it
 * is (its earnings go back to available). Two runs racing send the same sender batch id and get
 * the same batch: the first to record it moves the row, the other changes nothing.
 */
async function sendPendingPayouts(
  ctx: Pick<AppContext, 'db' | 'jobs'>,
  ledger: PayoutLedger,
  payouts: PayoutProvider,
  now: number,
): Promise<void> {
  const { db } = ctx;
  const pending = await db
    .selectFrom(ledger.payouts)
    .select([
      `${ledger.owner} as owner`,
      'id',
      'amount_cents',
      'paid_on',
      'paypal_email',
      'created_at',
    ])
    .where('status', '=', 'pending')
    .orderBy('id')
    .execute();
  await eachPayout(pending, async (payout) => {
    let batchId: string;
    try {
      ({ batchId } = await payouts.sendPayout({
        senderBatchId: senderBatchIdOf(payout, ledger),
        amountCents: payout.amount_cents,
        receiver: payout.paypal_email,
        note: `Your BB payout of ${payout.paid_on}`,
      }));
    } catch (error) {
      if (!(error instanceof PayoutRefusedError)) throw error;
      await failPayout(db, ledger, payout.id, error.reason, now);
      return;
    }
    await transact(db, async (trx) => {
      const sent = await trx
        .updateTable(ledger.payouts)
        .set({ status: 'sent', batch_id: batchId, sent_at: now })
        .where('id', '=', payout.id)
        .where('status', '=', 'pending')
        .returning('id')
        .executeTakeFirst();
      // Told once, by the run that recorded it.
      if (sent) await ledger.tellSent({ jobs: ctx.jobs, now: () => now }, trx, payout);
    });
  });
}

/** Reads each sent payout's batch: paid, failed (its earnings back to available), or still sent. */
async function settleSentPayouts(
  db: Kysely<Database>,
  ledger: PayoutLedger,
  payouts: PayoutProvider,
  now: number,
): Promise<void> {
  const sent = await db
    .selectFrom(ledger.payouts)
    .select(['id', 'batch_id'])
    .where('status', '=', 'sent')
    .orderBy('id')
    .execute();
  await eachPayout(sent, async (payout) => {
    if (payout.batch_id === null) return;
    await settlePayout(db, ledger, payout.id, await payouts.readPayout(payout.batch_id), now);
  });
}

/**
 * PayPal's webhook reports the outcome of the batch `batchId`: the sent payout of that batch is
 * settled as polling would settle it (a payout not yet recorded as sent is left to the next
 * poll). Answers whether a sent payout had that batch.
 */
export async function settlePayoutOfBatch(
  db: Kysely<Database>,
  batchId: string,
  outcome: PayoutOutcome,
  now: number,
): Promise<boolean> {
  for (const ledger of PAYOUT_LEDGERS) {
    const payout = await db
      .selectFrom(ledger.payouts)
      .select('id')
      .where('batch_id', '=', batchId)
      .where('status', '=', 'sent')
      .executeTakeFirst();
    if (!payout) continue;
    await settlePayout(db, ledger, payout.id, outcome, now);
    return true;
  }
  return false;
}

/** A sent payout becomes paid or failed; one still on its way stays sent. */
async function settlePayout(
  db: Kysely<Database>,
  ledger: PayoutLedger,
  payoutId: number,
  outcome: PayoutOutcome,
  now: number,
): Promise<void> {
  if (outcome.state === 'paid') {
    await db
      .updateTable(ledger.payouts)
      .set({ status: 'paid', settled_at: now })
      .where('id', '=', payoutId)
      .where('status', '=', 'sent')
      .execute();
  } else if (outcome.state === 'failed') {
    await failPayout(db, ledger, payoutId, outcome.reason, now);
  }
}

/**
 * Moves each payout on in turn; one that cannot move now (PayPal cannot read its batch, or will
 * not send it yet) does not hold up the others. The first error is thrown once all were tried.
 */
async function eachPayout<Row>(rows: Row[], step: (row: Row) => Promise<void>): Promise<void> {
  const errors: unknown[] = [];
  for (const row of rows) await step(row).catch((error: unknown) => errors.push(error));
  if (errors.length > 0) throw errors[0];
}

/**
 * The payout will not arrive: it is marked failed with the reason, and its earnings (and what it
 * netted of refunds) leave it,
 * available again for the next payout date (to the PayPal e-mail on the profile then), in one
 * transaction so the ledger never counts them twice or not at all.
 */
async function failPayout(
  db: Kysely<Database>,
  ledger: PayoutLedger,
  payoutId: number,
  reason: string,
  now: number,
): Promise<void> {
  await transact(db, async (trx) => {
    const failed = await trx
      .updateTable(ledger.payouts)
      .set({
        status: 'failed',
        failure_reason: reason.slice(0, REASON_MAX_LENGTH),
        settled_at: now,
      })
      .where('id', '=', payoutId)
      .where('status', 'in', ['pending', 'sent'])
      .returning('id')
      .executeTakeFirst();
    if (!failed) return;
    // What it netted of a refund (reduceEarning, reduceCommission) is owed again.
    await releasePayoutEntries(trx, ledger, payoutId);
  });
}
