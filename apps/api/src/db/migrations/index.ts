import type { Kysely } from 'kysely';
import { type Migration, type MigrationProvider, Migrator } from 'kysely/migration';
import type { FileStorage } from '../../files/file-storage';
import type { Engine } from '../database';
import type { Database } from '../schema';
import { initial } from './0001_initial';
import { signInGuards } from './0002_sign_in_guards';
import { sessionActivity } from './0003_session_activity';
import { balanceLedger } from './0004_balance_ledger';
import { orderMessages } from './0005_order_messages';
import { orderFileStorage } from './0006_order_file_storage';
import { topUps } from './0007_top_ups';
import { expertEarnings } from './0009_expert_earnings';
import { supportTickets } from './0010_support_tickets';
import { payoutTransfers } from './0011_payout_transfers';
import { payoutMethodSetAt } from './0012_payout_method_set_at';
import { messageNotices } from './0013_message_notices';
import { rateLimits } from './0014_rate_limits';
import { orderListIndexes } from './0015_order_list_indexes';
import { ledgerListIndexes } from './0016_ledger_list_indexes';
import { widgetIndexes } from './0017_widget_indexes';
import { expertApplications } from './0018_expert_applications';
import { staffAudit } from './0019_staff_audit';
import { expertProfiles } from './0020_expert_profiles';
import { expertPortfolio } from './0021_expert_portfolio';
import { orderConsole } from './0022_order_console';
import { countsAndStatistics } from './0024_counts_and_statistics';
import { reviewPeriodAndDeadlines } from './0025_review_period_and_deadlines';
import { refundsAndDisputes } from './0026_refunds_and_disputes';
import { reviews } from './0027_reviews';
import { orderDiscounts } from './0028_order_discounts';
import { notifications } from './0029_notifications';
import { referralPartners } from './0030_referral_partners';
import { supportAgents } from './0031_support_agents';
import { seoPages } from './0032_seo_pages';
import { deliveryTimes } from './0033_delivery_times';
import { ledgerTotals } from './0034_ledger_totals';
import { keptCounts } from './0035_kept_counts';
import { orderTimersSwept } from './0036_order_timers_swept';
import { ticketCountsAndBoundedSums } from './0037_ticket_counts_and_bounded_sums';
import { ticketCountsAndOwedBack } from './0038_ticket_counts_and_owed_back';
import { migrationContext } from './migration-context';

/**
 * The schema as code, one migration per file, for both engines, in the order they landed. A
 * migration's name is recorded in every database that ran it: a name never changes, and a new
 * change is a new file added at the end of this list.
 */
export function schemaMigrations(engine: Engine, files: FileStorage): Record<string, Migration> {
  const context = migrationContext(engine, files);
  return {
    '0001_initial': initial(context),
    '0002_sign_in_guards': signInGuards(),
    '0003_session_activity': sessionActivity(),
    '0004_balance_ledger': balanceLedger(context),
    '0005_order_messages': orderMessages(context),
    '0006_order_file_storage': orderFileStorage(context),
    '0007_top_ups': topUps(context),
    '0009_expert_earnings': expertEarnings(context),
    '0010_support_tickets': supportTickets(context),
    '0011_payout_transfers': payoutTransfers(),
    '0012_payout_method_set_at': payoutMethodSetAt(),
    '0013_message_notices': messageNotices(),
    '0014_rate_limits': rateLimits(),
    '0015_order_list_indexes': orderListIndexes(),
    '0016_ledger_list_indexes': ledgerListIndexes(),
    '0017_widget_indexes': widgetIndexes(),
    '0018_expert_applications': expertApplications(),
    '0019_staff_audit': staffAudit(context),
    '0020_expert_profiles': expertProfiles(),
    '0021_expert_portfolio': expertPortfolio(context),
    '0022_order_console': orderConsole(context),
    '0024_counts_and_statistics': countsAndStatistics(),
    '0025_review_period_and_deadlines': reviewPeriodAndDeadlines(context),
    '0026_refunds_and_disputes': refundsAndDisputes(context),
    '0027_reviews': reviews(context),
    '0028_order_discounts': orderDiscounts(),
    '0029_notifications': notifications(context),
    '0030_referral_partners': referralPartners(context),
    '0031_support_agents': supportAgents(context),
    '0032_seo_pages': seoPages(context),
    '0033_delivery_times': deliveryTimes(),
    '0034_ledger_totals': ledgerTotals(context),
    '0035_kept_counts': keptCounts(context),
    '0036_order_timers_swept': orderTimersSwept(),
    '0037_ticket_counts_and_bounded_sums': ticketCountsAndBoundedSums(context),
    '0038_ticket_counts_and_owed_back': ticketCountsAndOwedBack(context),
  };
}

/** Brings the schema up to date; safe to run at every start and from several processes. */
export async function migrateToLatest(
  db: Kysely<Database>,
  engine: Engine,
  files: FileStorage,
): Promise<void> {
  const provider: MigrationProvider = {
    getMigrations: async () => schemaMigrations(engine, files),
  };
  const { error, results } = await new Migrator({ db, provider }).migrateToLatest();
  if (error) {
    const failed = results?.find((result) => result.status === 'Error')?.migrationName;
    throw new Error(`Database migration ${failed ?? ''} failed`, { cause: error });
  }
}
