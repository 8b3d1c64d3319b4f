import { orderPriceCents, WORDS_PER_PAGE } from '@bb/validation';
import type { Transaction } from 'kysely';
import type { Database, NewOrder } from '../db/schema';
import { isProfileComplete } from '../expert-profile/profile-completeness';
import { DISCIPLINE_GROUPS, disciplineId } from './catalogue-data';
import type { Prng } from './prng';
import { reviewTexts, type SubjectKind, subjectKind } from './review-texts';
import {
  EXPERTS,
  type ExpertDescription,
  type ExpertLevel,
  ORDER_TITLE_TEMPLATES,
  PORTFOLIO_SUMMARY,
} from './writers-data';

/*
 * The demo experts, each derived from their description (writers-data.ts): the writer row, their
 * disciplines and portfolio, and their history, finished orders of anonymous customers, part of
 * them rated, each rating with its review in words of its band (review-texts.ts). The rating, the
 * counts and the badges are then computed from those rows by the code that keeps them live
 * (seed-data.ts), so what a page counts is what the lists hold.
 */

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
/** Rows per insert: well under both engines' limits on a statement's parameters. */
const CHUNK = 400;
/** The share of finished orders their customers rated (and reviewed). */
const RATED_SHARE = 0.7;

/** What each level of experience means: years, days with us, finished orders. */
const LEVELS: Record<
  ExpertLevel,
  { years: [number, number]; tenureDays: [number, number]; finished: [number, number] }
> = {
  newcomer: { years: [1, 1], tenureDays: [40, 40], finished: [4, 7] },
  junior: { years: [2, 3], tenureDays: [200, 500], finished: [12, 30] },
  mid: { years: [4, 7], tenureDays: [500, 1400], finished: [30, 90] },
  senior: { years: [8, 14], tenureDays: [1400, 3000], finished: [80, 150] },
};

/** The paper types (catalogue-data.ts) an order in each kind of subject is. */
const PAPER_TYPES_BY_KIND: Record<SubjectKind, readonly number[]> = {
  code: [1, 2, 3, 4, 8],
  analysis: [5, 6, 7, 8, 9],
};

export type Discipline = { id: number; title: string; groupId: number };

const DISCIPLINES_BY_SLUG = new Map<string, Discipline>(
  DISCIPLINE_GROUPS.flatMap((group) =>
    group.disciplines.map((discipline, index) => [
      discipline.slug,
      { id: disciplineId(group.id, index), title: discipline.title, groupId: group.id },
    ]),
  ),
);

/** The discipline of a catalogue slug; a description naming another is a mistake in the data. */
export function disciplineOfSlug(slug: string): Discipline {
  const discipline = DISCIPLINES_BY_SLUG.get(slug);
  if (!discipline) throw new Error(`No discipline with the slug '${slug}' in the catalogue`);
  return discipline;
}

/** The expert's about: their background, then the subjects they help with. */
export function expertAbout(expert: ExpertDescription): string {
  const titles = expert.subjects.map((slug) => disciplineOfSlug(slug).title);
  return `${expert.background} Helps with ${new Intl.ListFormat('en-US').format(titles)}.`;
}

export function expertSlug(penName: string): string {
  return penName
    .toLowerCase()
    .replace(/[^a-z]+/g, '-')
    .replace(/-$/, '');
}

export type SeededExpert = {
  id: number;
  slug: string;
  description: ExpertDescription;
  disciplines: Discipline[];
  isComplete: boolean;
};

/**
 * Inserts every described expert (their account from `accountOf`), their disciplines, portfolio
 * and history. The rating, counts and badges are left to the caller to compute from the rows.
 */
export async function seedDemoExperts(
  trx: Transaction<Database>,
  prng: Prng,
  now: number,
  accountOf: (slug: string, index: number) => Promise<number>,
): Promise<SeededExpert[]> {
  const experts: SeededExpert[] = [];
  const history: Array<{ order: NewOrder; expert: SeededExpert; review: string | null }> = [];
  for (const [index, description] of EXPERTS.entries()) {
    const level = LEVELS[description.level];
    const slug = expertSlug(description.penName);
    const disciplines = description.subjects.map(disciplineOfSlug);
    const about = expertAbout(description);
    const joinedAt = now - prng.int(...level.tenureDays) * DAY;
    const row = await trx
      .insertInto('writers')
      .values({
        user_id: await accountOf(slug, index),
        slug,
        pen_name: description.penName,
        rating_x10: 0,
        orders_finished_qty: 0,
        orders_progress_qty: 0,
        reviews_qty: 0,
        is_online: prng.chance(0.45) ? 1 : 0,
        lang: 'en',
        about,
        experience_years: prng.int(...level.years),
        created_at: joinedAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const expert: SeededExpert = {
      id: row.id,
      slug,
      description,
      disciplines,
      isComplete: isProfileComplete({
        pen_name: description.penName,
        about,
        disciplineCount: disciplines.length,
      }),
    };
    experts.push(expert);
    await trx
      .insertInto('writer_disciplines')
      .values(
        disciplines.map((discipline) => ({ writer_id: row.id, discipline_id: discipline.id })),
      )
      .execute();
    await trx
      .insertInto('portfolio_items')
      .values(
        description.portfolio.map((item, position) => {
          const discipline = disciplineOfSlug(item.subject);
          return {
            writer_id: row.id,
            title: item.title,
            discipline_id: discipline.id,
            paper_type_id: item.paperTypeId,
            pages_qty: prng.int(3, 12),
            summary: PORTFOLIO_SUMMARY.summary,
            body: PORTFOLIO_SUMMARY.body.replace('{discipline}', discipline.title),
            created_at: now - (position * 60 + prng.int(5, 50)) * DAY,
          };
        }),
      )
      .execute();

    // The mean mark their customers give, in tenths.
    const qualityX10 = prng.int(86, 98);
    const finishedAts = new Set<number>();
    for (let count = prng.int(...level.finished); count > 0; count--) {
      const discipline = prng.pick(disciplines);
      // More of their work is recent, as a growing marketplace's is; one instant per order, so
      // the order's testimonial finds it by (expert, instant) below.
      let finishedAt = now - HOUR - Math.floor(prng.next() ** 2 * (now - HOUR - joinedAt - DAY));
      while (finishedAts.has(finishedAt)) finishedAt -= 1;
      finishedAts.add(finishedAt);
      const ratingX10 = prng.chance(RATED_SHARE) ? 10 * markAround(prng, qualityX10) : null;
      history.push({
        expert,
        order: {
          ...orderBasics(prng, discipline, finishedAt),
          customer_user_id: null,
          customer_label: anonymousCustomerLabel(prng),
          writer_id: row.id,
          status: 'finished',
          rating_x10: ratingX10,
          finished_at: finishedAt,
        },
        review:
          ratingX10 === null
            ? null
            : prng.pick(reviewTexts(ratingX10, discipline.groupId, discipline.title)),
      });
    }
  }

  history.sort((a, b) => (a.order.finished_at ?? 0) - (b.order.finished_at ?? 0));
  const orderIds = new Map<string, number>();
  for (let start = 0; start < history.length; start += CHUNK) {
    const rows = await trx
      .insertInto('orders')
      .values(history.slice(start, start + CHUNK).map((entry) => entry.order))
      .returning(['id', 'writer_id', 'finished_at'])
      .execute();
    for (const row of rows) orderIds.set(`${row.writer_id}:${row.finished_at}`, row.id);
  }
  const testimonials = history.flatMap(({ order, review }) => {
    if (review === null || order.rating_x10 == null || order.finished_at == null) return [];
    const highlighted = order.rating_x10 === 100 && prng.chance(0.1);
    return [
      {
        writer_id: order.writer_id ?? 0,
        order_id: orderIds.get(`${order.writer_id}:${order.finished_at}`) ?? null,
        discipline_id: order.discipline_id,
        customer_label: order.customer_label,
        rating_x10: order.rating_x10,
        text: review,
        is_highlighted: highlighted ? 1 : 0,
        created_at: Math.min(now, order.finished_at + prng.int(1, 48) * HOUR),
      },
    ];
  });
  for (let start = 0; start < testimonials.length; start += CHUNK) {
    await trx
      .insertInto('testimonials')
      .values(testimonials.slice(start, start + CHUNK))
      .execute();
  }
  return experts;
}

/** A whole mark out of 10 near the expert's mean: mostly within one mark, rarely two or more. */
function markAround(prng: Prng, qualityX10: number): number {
  const spread = (prng.next() + prng.next() - 1) * 2.4;
  return Math.min(10, Math.max(4, Math.round(qualityX10 / 10 + spread)));
}

export function orderBasics(prng: Prng, discipline: Discipline, deadlineAt: number) {
  const pagesQty = prng.int(1, 15);
  const title = prng.pick(ORDER_TITLE_TEMPLATES).replace('{discipline}', discipline.title);
  const paperTypeId = prng.pick(PAPER_TYPES_BY_KIND[subjectKind(discipline.groupId)]);
  // At least four days before the deadline: the demo's order in progress (due in three) was
  // placed and paid in the past, before anything a test or visitor places.
  const createdAt = deadlineAt - prng.int(4, 10) * DAY;
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

/** A customer of the demo's history, who has no account (labels of accounts start at #1001). */
function anonymousCustomerLabel(prng: Prng): string {
  return `Customer #${prng.int(20_000, 99_999)}`;
}
