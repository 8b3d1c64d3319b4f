import type { Kysely } from 'kysely';
import type { Engine } from '../db/database';
import { keysetPage, keysetPageOf, type PageRequest } from '../db/keyset-page';
import type { Database, SupportContract } from '../db/schema';
import { transact } from '../db/transactions';
import { ApiError } from '../http/envelope';

const MINUTE = 60_000;

/** A contract period as the operator sets it (supportContractBody's output). */
export type ContractTerms = Pick<
  SupportContract,
  | 'period_start'
  | 'period_end'
  | 'terms'
  | 'rate_kind'
  | 'rate_cents'
  | 'contracted_hours'
  | 'first_response_minutes'
  | 'resolution_minutes'
>;

/** The agent's period that holds `at`, if any. */
export function currentContract(
  db: Kysely<Database>,
  agentUserId: number,
  at: number,
): Promise<SupportContract | undefined> {
  return db
    .selectFrom('support_contracts')
    .selectAll()
    .where('agent_user_id', '=', agentUserId)
    .where('period_start', '<=', at)
    .where('period_end', '>', at)
    .executeTakeFirst();
}

/** The median of `values` (the mean of the middle two for an even count); null for none. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] ?? 0;
  return sorted.length % 2 === 1 ? upper : Math.round(((sorted[middle - 1] ?? 0) + upper) / 2);
}

/**
 * A period's figures against its targets: the tickets the agent first answered within it, the
 * median time to that first answer, the breaches (a first answer later than its target, a
 * closing of the agent's ticket later than the resolution target) and what the period earned,
 * in cents: per ticket answered, or the contracted hours at the hourly rate.
 */
export async function contractFigures(db: Kysely<Database>, contract: SupportContract) {
  const [responses, resolutions] = await Promise.all([
    db
      .selectFrom('support_tickets')
      .select(['created_at', 'first_response_at'])
      .where('first_response_user_id', '=', contract.agent_user_id)
      .where('first_response_at', '>=', contract.period_start)
      .where('first_response_at', '<', contract.period_end)
      .execute(),
    db
      .selectFrom('support_tickets')
      .select(['created_at', 'resolved_at'])
      .where('resolved_user_id', '=', contract.agent_user_id)
      .where('resolved_at', '>=', contract.period_start)
      .where('resolved_at', '<', contract.period_end)
      .execute(),
  ]);
  const waits = responses.map((ticket) => (ticket.first_response_at ?? 0) - ticket.created_at);
  const firstResponseBreaches = waits.filter(
    (wait) => wait > contract.first_response_minutes * MINUTE,
  ).length;
  const resolutionBreaches = resolutions.filter(
    (ticket) =>
      (ticket.resolved_at ?? 0) - ticket.created_at > contract.resolution_minutes * MINUTE,
  ).length;
  const answered = responses.length;
  return {
    tickets_answered: answered,
    tickets_resolved: resolutions.length,
    median_first_response_ms: median(waits),
    first_response_breaches: firstResponseBreaches,
    resolution_breaches: resolutionBreaches,
    breaches: firstResponseBreaches + resolutionBreaches,
    earned_cents:
      contract.rate_kind === 'per_ticket'
        ? answered * contract.rate_cents
        : contract.contracted_hours * contract.rate_cents,
  };
}

/** A period as the API answers it: its terms, its targets and its figures. */
export async function contractPeriod(db: Kysely<Database>, contract: SupportContract) {
  return {
    id: contract.id,
    agent_id: contract.agent_user_id,
    period_start: contract.period_start,
    period_end: contract.period_end,
    terms: contract.terms,
    rate_kind: contract.rate_kind,
    rate_cents: contract.rate_cents,
    contracted_hours: contract.contracted_hours,
    first_response_minutes: contract.first_response_minutes,
    resolution_minutes: contract.resolution_minutes,
    figures: await contractFigures(db, contract),
  };
}

/**
 * A page of the agent's periods, the latest first, each with its figures; `before` keeps only
 * those that ended by then (the agent's past periods).
 */
export async function contractPeriods(
  db: Kysely<Database>,
  agentUserId: number,
  page: PageRequest,
  before?: number,
) {
  let query = db
    .selectFrom('support_contracts')
    .selectAll()
    .where('agent_user_id', '=', agentUserId);
  if (before !== undefined) query = query.where('period_end', '<=', before);
  const rows = await keysetPage(
    query,
    { key: 'support_contracts.period_start', id: 'support_contracts.id', direction: 'desc' },
    page,
  ).execute();
  const shown = keysetPageOf(rows, page, (row) => ({ key: row.period_start, id: row.id }));
  return {
    periods: await Promise.all(shown.rows.map((row) => contractPeriod(db, row))),
    next_cursor: shown.next_cursor,
  };
}

/**
 * Saves a period of the agent's contract: a new one (`contractId` undefined) or a change to one
 * of theirs. A period overlapping another of the agent's is refused `contract_overlap`; the
 * agent's row is locked first on PostgreSQL, so two saves at once cannot both pass the check.
 */
export function saveContract(
  db: Kysely<Database>,
  engine: Engine,
  agentUserId: number,
  terms: ContractTerms,
  at: number,
  contractId?: number,
): Promise<SupportContract> {
  return transact(db, async (trx) => {
    let agent = trx
      .selectFrom('users')
      .select('id')
      .where('id', '=', agentUserId)
      .where('role', '=', 'support_contract');
    if (engine === 'postgres') agent = agent.forUpdate();
    if (!(await agent.executeTakeFirst())) throw new ApiError('not_found', 404, 'agent_id');
    let overlap = trx
      .selectFrom('support_contracts')
      .select('id')
      .where('agent_user_id', '=', agentUserId)
      .where('period_start', '<', terms.period_end)
      .where('period_end', '>', terms.period_start);
    if (contractId !== undefined) overlap = overlap.where('id', '<>', contractId);
    if (await overlap.executeTakeFirst())
      throw new ApiError('contract_overlap', 409, 'period_start');
    if (contractId === undefined)
      return trx
        .insertInto('support_contracts')
        .values({ ...terms, agent_user_id: agentUserId, created_at: at, updated_at: at })
        .returningAll()
        .executeTakeFirstOrThrow();
    const saved = await trx
      .updateTable('support_contracts')
      .set({ ...terms, updated_at: at })
      .where('id', '=', contractId)
      .where('agent_user_id', '=', agentUserId)
      .returningAll()
      .executeTakeFirst();
    if (!saved) throw new ApiError('not_found', 404, 'contract_id');
    return saved;
  });
}
