/*
 * The demo reviews' words: a small bank per rating band and kind of subject, so a review's words
 * always say what its rating says ("Thank you!" is never a 6).
 */

export type ReviewBand = 'excellent' | 'good' | 'mixed' | 'poor';

/** The band of a rating in tenths: 9 and 10 excellent, 8 good, 6 and 7 mixed, below poor. */
export function reviewBand(ratingX10: number): ReviewBand {
  if (ratingX10 >= 90) return 'excellent';
  if (ratingX10 >= 80) return 'good';
  if (ratingX10 >= 60) return 'mixed';
  return 'poor';
}

/** Whether a subject is written as code or worked as an analysis (the groups of catalogue-data.ts). */
export type SubjectKind = 'code' | 'analysis';
const ANALYSIS_GROUPS = new Set([3, 5, 6]);

export function subjectKind(groupId: number): SubjectKind {
  return ANALYSIS_GROUPS.has(groupId) ? 'analysis' : 'code';
}

/** `{discipline}` stands for the order's discipline. */
export const REVIEW_TEXTS: Record<ReviewBand, Record<SubjectKind, readonly string[]>> = {
  excellent: {
    code: [
      'Clear, well-commented {discipline} code that ran on the first try. Thank you!',
      'Delivered before the deadline, and every step of the {discipline} task was explained.',
      'I finally understand the {discipline} topic I was stuck on. Highly recommended.',
      'Tidy {discipline} solution with tests and a short guide to run it. Will order again.',
    ],
    analysis: [
      'Every step of the {discipline} work was explained, and the results matched the brief exactly.',
      'Clear {discipline} solution with tables and a short interpretation. Thank you!',
      'I finally understand the {discipline} method my course uses. Highly recommended.',
      'Neat, early and easy to follow: the {discipline} part is now the strongest of my report.',
    ],
  },
  good: {
    code: [
      'Good {discipline} work that met the brief; a few comments were short, but it ran fine.',
      'Solid {discipline} solution, on time. One small fix was done quickly when I asked.',
    ],
    analysis: [
      'Correct {discipline} results, on time. The explanation could have been a little longer.',
      'Good {discipline} work; one table needed a revision, which came the same day.',
    ],
  },
  mixed: {
    code: [
      'The {discipline} code works, but I had to ask twice for comments explaining it.',
      'Delivered on the deadline day; the {discipline} part was fine, the write-up thin.',
    ],
    analysis: [
      'The {discipline} answers were mostly right, but one task needed a revision.',
      'Useful, but the {discipline} explanation was shorter than I hoped.',
    ],
  },
  poor: {
    code: [
      'The first {discipline} version missed part of the brief; the revision fixed most of it.',
    ],
    analysis: ['The {discipline} results needed two revisions before they matched the task.'],
  },
};

/** The texts a review of this rating in this discipline may have. */
export function reviewTexts(ratingX10: number, groupId: number, discipline: string): string[] {
  return REVIEW_TEXTS[reviewBand(ratingX10)][subjectKind(groupId)].map((text) =>
    text.replace('{discipline}', discipline),
  );
}
