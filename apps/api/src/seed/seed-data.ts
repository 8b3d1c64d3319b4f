import { DISCOUNT_POLICY, type DiscountPolicy, USER_ROLES, type UserRole } from '@bb/validation';
import type { Kysely, Transaction } from 'kysely';
import { hashPassword } from '../auth/password-hashing';
import { normalizeDomain } from '../content/company-domain';
import { contentDocuments } from '../content/content-texts';
import { recomputeExpertStanding } from '../content/expert-standing';
import { isUniqueViolation } from '../db/database';
import type { Database, NewOrder } from '../db/schema';
import { recountWriterWorkload } from '../orders/writer-workload';
import { DISCIPLINE_GROUPS, disciplineId, PAPER_TYPES } from './catalogue-data';
import { orderBasics, seedDemoExperts } from './demo-experts';
import { seedDemoEarnings } from './earnings-data';
import { seedDemoPartner } from './partner-data';
import { createPrng } from './prng';
import { seedDemoSupportContract } from './support-contract-data';
import { seedDemoTickets } from './support-data';

/** The demo accounts, one per role, all with DEMO_PASSWORD (see the README; off with SEED_DEMO_DATA=0). */
export const DEMO_ACCOUNTS: Record<UserRole, string> = Object.fromEntries(
  USER_ROLES.map((role) => [role, `${role.replace('_', '-')}@demo.bb.example`]),
) as Record<UserRole, string>;
export const DEMO_PASSWORD = 'Demo-password-1';

/** The sign-in of the demo expert with this slug, other than the first (DEMO_ACCOUNTS.writer). */
export function demoExpertEmail(slug: string): string {
  return `expert-${slug}@demo.bb.example`;
}

/** The demo customer's balance at the start: $500. */
export const DEMO_BALANCE_CENTS = 50_000;

export const DEMO_COMPANY = {
  name: 'BB Academic Services Ltd',
  registration_number: 'Company No. 08741952',
  address_part_1: '14 Harbour Lane, Suite 3B',
  address_part_2: 'Portsmouth PO1 2AB, United Kingdom',
};

const SEED = 20_130_501;
const DAY = 24 * 60 * 60 * 1000;

type SeedOptions = {
  now: number;
  publicOrigin: string;
  site: { name: string; supportEmail: string };
  /** The discounts the Discount Policy page is written from; the code's own by default. */
  discounts?: DiscountPolicy;
  /** The rate of the demo partner's commissions (REFERRAL_COMMISSION_PERCENT). */
  referralCommissionPercent?: number;
  demo: boolean;
  /**
   * The demo's data in the tables and columns of later migrations: the expert's earnings and
   * payouts (0009, 0011), the customer's support tickets (0010), which profiles are complete
   * (0020, which backfills it when it migrates an earlier schema) and the orders' list prices
   * (0028, the same). Off only to seed an earlier
   * schema (the migration tests). Default on.
   */
  demoDashboards?: boolean;
};

/**
 * Fills an empty database: the dictionaries and content always, the demo (experts, reviews,
 * portfolio, 200 latest orders, company settings, one account per role) when `demo` is set.
 * Runs once: a database that already has disciplines is left alone. Deterministic: the same seed
 * gives the same rows, only the instants follow `now`.
 */
export async function seedDatabase(db: Kysely<Database>, options: SeedOptions): Promise<boolean> {
  const existing = await db.selectFrom('disciplines').select('id').limit(1).executeTakeFirst();
  if (existing) return false;
  const passwordHash = options.demo ? await hashPassword(DEMO_PASSWORD) : '';
  try {
    await db.transaction().execute(async (trx) => {
      await seedReferenceData(trx, options);
      if (options.demo) await seedDemo(trx, options, passwordHash);
    });
  } catch (error) {
    // Another process starting at the same moment seeded first; its data stands.
    if (isUniqueViolation(error)) return false;
    throw error;
  }
  return true;
}

async function seedReferenceData(trx: Transaction<Database>, options: SeedOptions): Promise<void> {
  await trx
    .insertInto('discipline_groups')
    .values(
      DISCIPLINE_GROUPS.map((group, index) => ({
        id: group.id,
        title: group.title,
        slug: group.slug,
        position: index + 1,
      })),
    )
    .execute();
  await trx
    .insertInto('disciplines')
    .values(
      DISCIPLINE_GROUPS.flatMap((group) =>
        group.disciplines.map((discipline, index) => ({
          id: disciplineId(group.id, index),
          title: discipline.title,
          slug: discipline.slug,
          grouping: group.id,
          pos_in_popular: discipline.popular ?? 0,
          position: group.id * 100 + index,
        })),
      ),
    )
    .execute();
  await trx
    .insertInto('paper_types')
    .values(PAPER_TYPES.map((type, index) => ({ ...type, position: index + 1 })))
    .execute();
  await trx
    .insertInto('content_variables')
    .values(
      contentDocuments(options.site, options.discounts ?? DISCOUNT_POLICY).map((document) => ({
        name: document.name,
        title: document.title,
        body: JSON.stringify(document.sections),
        updated_at: options.now,
      })),
    )
    .execute();
}

/**
 * The account of a demo expert other than the first (who signs in as DEMO_ACCOUNTS.writer): at
 * demoExpertEmail(slug) with DEMO_PASSWORD, so whoever a customer requests can take the order.
 */
async function demoExpertAccount(
  trx: Transaction<Database>,
  slug: string,
  passwordHash: string,
  now: number,
): Promise<number> {
  const row = await trx
    .insertInto('users')
    .values({
      email: demoExpertEmail(slug),
      password_hash: passwordHash,
      role: 'writer',
      is_blocked: 0,
      name: null,
      email_verified_at: now,
      policy_agreed_at: now,
      marketing_agree: 0,
      utc_offset_min: 0,
      created_at: now - 400 * DAY,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function seedDemo(
  trx: Transaction<Database>,
  options: SeedOptions,
  passwordHash: string,
): Promise<void> {
  const prng = createPrng(SEED);
  const { now } = options;

  const domains = new Set([
    'localhost',
    '127.0.0.1',
    normalizeDomain(new URL(options.publicOrigin).host),
  ]);
  await trx
    .insertInto('company_settings')
    .values([...domains].map((domain) => ({ domain, ...DEMO_COMPANY })))
    .execute();

  const userIds = {} as Record<UserRole, number>;
  for (const role of USER_ROLES) {
    const row = await trx
      .insertInto('users')
      .values({
        email: DEMO_ACCOUNTS[role],
        password_hash: passwordHash,
        role,
        is_blocked: 0,
        name: null,
        email_verified_at: now,
        policy_agreed_at: now,
        marketing_agree: 0,
        utc_offset_min: 0,
        created_at: now - 400 * DAY,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    userIds[role] = row.id;
  }

  const experts = await seedDemoExperts(trx, prng, now, (slug, index) =>
    index === 0 ? Promise.resolve(userIds.writer) : demoExpertAccount(trx, slug, passwordHash, now),
  );
  const newcomer = experts.find((expert) => expert.description.level === 'newcomer');
  if (newcomer) {
    await trx
      .insertInto('writer_badges')
      .values({ writer_id: newcomer.id, badge: 'newcomer_of_month', position: 0 })
      .execute();
  }

  const demoWriter = experts[0];
  const demoDiscipline = demoWriter?.disciplines[0];
  const demoOrders: NewOrder[] = [];
  if (demoWriter && demoDiscipline) {
    const customerLabelText = `Customer #${1000 + userIds.customer}`;
    demoOrders.push(
      {
        ...orderBasics(prng, demoDiscipline, now - 20 * DAY),
        customer_user_id: userIds.customer,
        customer_label: customerLabelText,
        writer_id: demoWriter.id,
        status: 'finished',
        rating_x10: null,
        finished_at: now - 20 * DAY,
      },
      {
        ...orderBasics(prng, demoDiscipline, now + 3 * DAY),
        customer_user_id: userIds.customer,
        customer_label: customerLabelText,
        writer_id: demoWriter.id,
        status: 'in_progress',
        rating_x10: null,
        finished_at: null,
      },
    );
  }
  const paidOrders = demoOrders.length
    ? await trx
        .insertInto('orders')
        .values(demoOrders)
        .returning(['id', 'price_cents', 'created_at', 'status'])
        .execute()
    : [];
  if (options.demoDashboards !== false) {
    // The demo's orders had no discount (0028 backfills the same on an earlier schema).
    await trx
      .updateTable('orders')
      .set((eb) => ({ list_price_cents: eb.ref('price_cents') }))
      .execute();
    const completeProfiles = experts.filter((expert) => expert.isComplete).map(({ id }) => id);
    if (completeProfiles.length > 0) {
      await trx
        .updateTable('writers')
        .set({ is_profile_complete: 1 })
        .where('id', 'in', completeProfiles)
        .execute();
    }
    if (demoWriter) await seedDemoEarnings(trx, demoWriter.id, DEMO_ACCOUNTS.writer, now);
    const finished = paidOrders.find((order) => order.status === 'finished');
    await seedDemoTickets(trx, userIds, finished?.id ?? null, now);
    if (finished) {
      const partner = { userId: userIds.earnings, email: DEMO_ACCOUNTS.earnings, passwordHash };
      await seedDemoPartner(
        trx,
        partner,
        finished.id,
        options.referralCommissionPercent ?? 10,
        now,
      );
    }
    await seedDemoSupportContract(trx, userIds, now);
  }
  // The demo customer's funds: a top-up that paid their two orders and leaves enough for several
  // more, so the whole loop runs from the start and the balance page has a ledger to show.
  const paidCents = paidOrders.reduce((sum, order) => sum + order.price_cents, 0);
  await trx
    .insertInto('balance_entries')
    .values([
      {
        user_id: userIds.customer,
        amount_cents: DEMO_BALANCE_CENTS + paidCents,
        reason: 'top_up',
        order_id: null,
        created_at: now - 30 * DAY,
      },
      ...paidOrders.map((order) => ({
        user_id: userIds.customer,
        amount_cents: -order.price_cents,
        reason: 'order_payment' as const,
        order_id: order.id,
        created_at: order.created_at,
      })),
    ])
    .execute();

  // The experts' figures follow their orders (every order above, the dashboards' included), as
  // every later step and review keeps them: counts of the rows, a review per testimonial.
  await recountWriterWorkload(trx);
  await trx
    .updateTable('writers')
    .set((eb) => ({
      reviews_qty: eb
        .selectFrom('testimonials')
        .select((inner) => inner.fn.countAll<number>().as('qty'))
        .whereRef('testimonials.writer_id', '=', 'writers.id'),
    }))
    .execute();
  if (options.demoDashboards !== false) {
    for (const expert of experts) await recomputeExpertStanding(trx, expert.id);
    await awardWriterOfMonth(trx);
  }
}

/** The demo's writer of the month: the best rated expert. */
async function awardWriterOfMonth(trx: Transaction<Database>): Promise<void> {
  const best = await trx
    .selectFrom('writers')
    .select('id')
    .orderBy('rating_x10', 'desc')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('writer_badges')
    .values({ writer_id: best.id, badge: 'writer_of_month', position: 0 })
    .execute();
}
