/*
 * How an expert's rating and badges follow from their orders: the one place their numbers live.
 * The rating and awards page states them (content-texts.ts); expert-standing.ts applies them.
 */

/** How many of an expert's latest rated orders their rating averages. */
export const RATED_ORDERS_AVERAGED = 20;

/**
 * The weight of an expert's `nth` latest rated order (1: the latest) in their rating: the latest
 * counts RATED_ORDERS_AVERAGED times, the one before once less, down to once.
 */
export function ratingWeight(nth: number): number {
  return RATED_ORDERS_AVERAGED + 1 - nth;
}

/**
 * The weighted average of ratings (in tenths, newest first; those past RATED_ORDERS_AVERAGED are
 * left out), rounded to a tenth; 0 with none, as a new expert shows.
 */
export function weightedRatingX10(ratingsNewestFirst: readonly number[]): number {
  const counted = ratingsNewestFirst.slice(0, RATED_ORDERS_AVERAGED);
  let sum = 0;
  let weights = 0;
  counted.forEach((ratingX10, index) => {
    const weight = ratingWeight(index + 1);
    sum += weight * ratingX10;
    weights += weight;
  });
  return weights === 0 ? 0 : Math.round(sum / weights);
}

/** The badges earned by rule, recomputed from the orders (in the order a card lists them). */
export const BADGE_RULES = {
  /** The latest this many ratings are all 10. */
  triple10: { tensInARow: 3 },
  /** Each of the latest this many ratings is at least this (tenths). */
  nineplus: { ratedOrders: 20, minRatingX10: 90 },
  /** The latest this many finished orders were each delivered by their deadline. */
  punctuality_proofed: { onTimeInARow: 50 },
  /** At least this many finished orders (an expert cannot cancel an order they accepted). */
  reliability_proofed: { finishedOrders: 100 },
  /** At least this many customers placed a second order with the expert. */
  customer_loyalty: { returningCustomers: 10 },
} as const;
export type RuleBadge = keyof typeof BADGE_RULES;
export const RULE_BADGES = Object.keys(BADGE_RULES) as RuleBadge[];

/**
 * The month's awards (writer_of_month, newcomer_of_month), given on the first day of each month
 * for the month before, by one score that combines rating, volume and punctuality: the expert's
 * rating times the orders they completed in that month delivered by their deadline. A newcomer
 * joined at most `newcomerMonths` months before the award.
 */
export const MONTHLY_AWARDS = { newcomerMonths: 3 } as const;
export const MONTHLY_AWARD_BADGES = ['writer_of_month', 'newcomer_of_month'] as const;

/** The score of the month's awards (see MONTHLY_AWARDS). */
export function monthlyAwardScore(ratingX10: number, onTimeOrders: number): number {
  return ratingX10 * onTimeOrders;
}
