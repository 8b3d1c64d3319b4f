import type { Discipline, DisciplineGroup } from '@bb/api-client';

/** Dictionaries for the discipline tests: groups deliberately listed in another order. */
export const DISCIPLINE_GROUPS: DisciplineGroup[] = [
  { id: 3, title: 'Mathematics', slug: 'mathematics' },
  { id: 1, title: 'Programming', slug: 'programming' },
  { id: 2, title: 'Data analysis', slug: 'data-analysis' },
];

export const DISCIPLINES: Discipline[] = [
  { id: 11, title: 'Python', slug: 'python', grouping: 1, pos_in_popular: 2 },
  { id: 21, title: 'SPSS', slug: 'spss', grouping: 2, pos_in_popular: 0 },
  { id: 12, title: 'JavaScript', slug: 'javascript', grouping: 1, pos_in_popular: 0 },
  {
    id: 31,
    title: 'Linear programming',
    slug: 'linear-programming',
    grouping: 3,
    pos_in_popular: 1,
  },
  { id: 22, title: 'R programming', slug: 'r-programming', grouping: 2, pos_in_popular: 3 },
  { id: 41, title: 'Logic', slug: 'logic', grouping: 99, pos_in_popular: 0 },
];
