import type { Discipline, DisciplineGroup } from '@bb/api-client';

/** The discipline dictionaries of the kit's stories and tests: three groups, three popular. */
export const STORY_DISCIPLINE_GROUPS: DisciplineGroup[] = [
  { id: 1, title: 'Programming', slug: 'programming' },
  { id: 2, title: 'Data analysis', slug: 'data-analysis' },
  { id: 3, title: 'Mathematics', slug: 'mathematics' },
];

export const STORY_DISCIPLINES: Discipline[] = [
  ['Python', 1, 1],
  ['C programming', 1, 0],
  ['JavaScript', 1, 3],
  ['SPSS', 2, 0],
  ['R programming', 2, 2],
  ['Statistics', 2, 0],
  ['Linear programming', 3, 0],
  ['Calculus', 3, 0],
].map(([title, grouping, popular], index) => ({
  id: 100 + index,
  title: title as string,
  slug: (title as string).toLowerCase().replace(/\s+/g, '-'),
  grouping: grouping as number,
  pos_in_popular: popular as number,
}));
