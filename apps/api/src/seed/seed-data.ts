import {
  DISCOUNT_POLICY,
  type DiscountPolicy,
  orderPriceCents,
  USER_ROLES,
  type UserRole,
  WORDS_PER_PAGE,
} from '@bb/validation';
import type { Kysely, Transaction } from 'kysely';
import { hashPassword } from '../auth/password-hashing';
import { normalizeDomain } from '../content/company-domain';
import { contentDocuments } from '../content/content-texts';
import { recomputeExpertStanding } from '../content/expert-standing';
import { isUniqueViolation } from '../db/database';
import type { Database, NewOrder } from '../db/schema';
import { isProfileComplete } from '../expert-profile/profile-completeness';
import { recountWriterWorkload } from '../orders/writer-workload';
import { DISCIPLINE_GROUPS, disciplineId, PAPER_TYPES } from './catalogue-data';
import { seedDemoEarnings } from './earnings-data';
import { seedDemoPartner } from './partner-data';
import { createPrng, type Prng } from './prng';
import { seedDemoSupportContract } from './support-contract-data';
import { seedDemoTickets } from './support-data';
import {
  ORDER_TITLE_TEMPLATES,
  PORTFOLIO_TEMPLATES,
  TESTIMONIAL_CLOSINGS,
  TESTIMONIAL_OPENINGS,
  WRITER_PROFILES,
} from './writers-data';

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

export const LATEST_ORDERS_QTY = 200;
const SEED = 20_130_501;
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

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

  const disciplinesByGroup = new Map(
    DISCIPLINE_GROUPS.map((group) => [
      group.id,
      group.disciplines.map((discipline, index) => ({
        id: disciplineId(group.id, index),
        title: discipline.title,
      })),
    ]),
  );

  const writers: Array<{
    id: number;
    ratingX10: number;
    disciplines: Array<{ id: number; title: string }>;
  }> = [];
  const completeProfiles: number[] = [];
  for (const [index, profile] of WRITER_PROFILES.entries()) {
    const isNewcomer = index === WRITER_PROFILES.length - 1;
    const reviewsQty = isNewcomer ? 0 : prng.int(12, 900);
    const ratingX10 = isNewcomer ? 0 : prng.int(72, 100);
    const disciplines = profile.groups.flatMap((groupId) =>
      (disciplinesByGroup.get(groupId) ?? []).filter(
        (_, position) => position < 4 || prng.chance(0.4),
      ),
    );
    const slug = profile.penName
      .toLowerCase()
      .replace(/[^a-z]+/g, '-')
      .replace(/-$/, '');
    const row = await trx
      .insertInto('writers')
      .values({
        user_id:
          index === 0 ? userIds.writer : await demoExpertAccount(trx, slug, passwordHash, now),
        slug,
        pen_name: profile.penName,
        rating_x10: ratingX10,
        orders_finished_qty: isNewcomer ? 0 : reviewsQty + prng.int(10, 400),
        // Counted from the orders once they are in (recountWriterWorkload below). The draw that
        // seeded it is still made, so every later demo value stays as it was (see retiredDraws).
        orders_progress_qty: prng.int(0, 6) * 0,
        reviews_qty: reviewsQty,
        is_online: prng.chance(0.45) ? 1 : 0,
        lang: 'en',
        about: profile.background,
        experience_years: isNewcomer ? 1 : prng.int(2, 12),
        created_at: now - (isNewcomer ? 40 : prng.int(200, 3000)) * DAY,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    writers.push({ id: row.id, ratingX10, disciplines });
    if (
      isProfileComplete({
        pen_name: profile.penName,
        about: profile.background,
        disciplineCount: disciplines.length,
      })
    ) {
      completeProfiles.push(row.id);
    }

    // The month's awards; the badges earned by rule follow the orders (recomputed below).
    if (!isNewcomer) retiredDraws(prng, ratingX10 >= 90 ? 6 : 4);
    if (isNewcomer) {
      await trx
        .insertInto('writer_badges')
        .values({ writer_id: row.id, badge: 'newcomer_of_month', position: 0 })
        .execute();
    }
    await trx
      .insertInto('writer_disciplines')
      .values(
        disciplines.map((discipline) => ({ writer_id: row.id, discipline_id: discipline.id })),
      )
      .execute();

    if (!isNewcomer) {
      const testimonialsQty = prng.int(4, 14);
      await trx
        .insertInto('testimonials')
        .values(
          Array.from({ length: testimonialsQty }, (_, position) => {
            const discipline = prng.pick(disciplines);
            return {
              writer_id: row.id,
              order_id: null,
              discipline_id: discipline.id,
              customer_label: customerLabel(prng),
              rating_x10: Math.min(100, Math.max(60, ratingX10 + prng.int(-10, 6))),
              text: testimonialText(prng, discipline.title),
              is_highlighted: prng.chance(0.3) ? 1 : 0,
              created_at: now - (position * 9 + prng.int(1, 8)) * DAY,
            };
          }),
        )
        .execute();
    }
    const portfolioQty = isNewcomer ? 1 : prng.int(2, 4);
    await trx
      .insertInto('portfolio_items')
      .values(
        Array.from({ length: portfolioQty }, (_, position) => {
          const discipline = prng.pick(disciplines);
          const template = prng.pick(PORTFOLIO_TEMPLATES);
          return {
            writer_id: row.id,
            title: template.title.replace('{discipline}', discipline.title),
            discipline_id: discipline.id,
            paper_type_id: prng.pick(PAPER_TYPES).id,
            pages_qty: prng.int(2, 12),
            summary: template.summary,
            body: template.body.replaceAll('{discipline}', discipline.title),
            created_at: now - (position * 60 + prng.int(30, 59)) * DAY,
          };
        }),
      )
      .execute();
  }

  const ratedWriters = writers.slice(0, -1);
  const latestOrders: NewOrder[] = Array.from({ length: LATEST_ORDERS_QTY }, (_, index) => {
    const writer = prng.pick(ratedWriters);
    const discipline = prng.pick(writer.disciplines);
    const finishedAt = now - (index * 7 + prng.int(1, 6)) * HOUR;
    return {
      ...orderBasics(prng, discipline, finishedAt),
      customer_user_id: null,
      customer_label: customerLabel(prng),
      writer_id: writer.id,
      status: 'finished',
      // Whole marks around the expert's standing, which their rating is then computed from.
      rating_x10:
        10 * Math.round(Math.min(100, Math.max(60, writer.ratingX10 + prng.int(-12, 8))) / 10),
      finished_at: finishedAt,
    };
  });
  await trx.insertInto('orders').values(latestOrders).execute();

  const demoWriter = ratedWriters[0];
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
  // The experts' figures follow their orders, as every later step and review keeps them.
  await recountWriterWorkload(trx);
  if (options.demoDashboards !== false) {
    // The demo's orders had no discount (0028 backfills the same on an earlier schema).
    await trx
      .updateTable('orders')
      .set((eb) => ({ list_price_cents: eb.ref('price_cents') }))
      .execute();
    for (const writer of ratedWriters) await recomputeExpertStanding(trx, writer.id);
    await awardWriterOfMonth(trx);
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
}

function orderBasics(prng: Prng, discipline: { id: number; title: string }, deadlineAt: number) {
  const pagesQty = prng.int(1, 15);
  const title = prng.pick(ORDER_TITLE_TEMPLATES).replace('{discipline}', discipline.title);
  const paperTypeId = prng.pick(PAPER_TYPES).id;
  const createdAt = deadlineAt - prng.int(2, 10) * DAY;
  return {
    requested_writer_id: null,
    title,
    description: `Solve the tasks in the attached brief and explain each step. Subject: ${discipline.title}.`,
    paper_type_id: paperTypeId,
    discipline_id: discipline.id,
    discipline_txt: null,
    pages_qty: pagesQty,
    words_qty: pagesQty * WORDS_PER_PAGE,
    // What the order cost when it was placed, by the price rule the API charges.
    price_cents: orderPriceCents({ pagesQty, wordsQty: 0, deadline: deadlineAt, now: createdAt }),
    deadline_at: deadlineAt,
    created_at: createdAt,
  };
}

/**
 * Makes the draws of the badges the demo once picked at random (now earned by rule), so the
 * values drawn after them, the demo experts' and orders' that tests and pictures name, stay the same.
 */
function retiredDraws(prng: Prng, count: number): void {
  for (let draw = 0; draw < count; draw++) prng.next();
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

function customerLabel(prng: Prng): string {
  return `Customer #${prng.int(1000, 99999)}`;
}

function testimonialText(prng: Prng, discipline: string): string {
  return `${prng.pick(TESTIMONIAL_OPENINGS).replace('{discipline}', discipline)} ${prng.pick(TESTIMONIAL_CLOSINGS)}`;
}
