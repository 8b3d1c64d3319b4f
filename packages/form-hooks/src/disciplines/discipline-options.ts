import type { Discipline, DisciplineGroup } from '@bb/api-client';
import { DISCIPLINE_TEXTS } from './discipline-texts';

/** One choice in the discipline combobox. */
export interface DisciplineOption {
  /** The discipline_sub value. */
  id: number;
  label: string;
  discipline: Discipline;
}

export interface DisciplineOptionGroup {
  /** 'most-popular' for the first group; 'other' for disciplines of an unknown group. */
  key: string;
  title: string;
  options: DisciplineOption[];
}

export const MOST_POPULAR_GROUP_KEY = 'most-popular';
export const OTHER_GROUP_KEY = 'other';

// 'Nonzero' (spec §3); a missing or non-numeric position is not popular.
function isPopular(discipline: Discipline): boolean {
  return Number.isFinite(discipline.pos_in_popular) && discipline.pos_in_popular !== 0;
}

/** A discipline as an option: its id and its title. */
export function toDisciplineOption(discipline: Discipline): DisciplineOption {
  return { id: discipline.id, label: discipline.title, discipline };
}

/**
 * The grouped options of spec §3: first 'Most popular' with the disciplines whose pos_in_popular
 * is nonzero, sorted ascending (ties keep the dictionary's order); then the groups in the order
 * their disciplines first appear, each with its disciplines in dictionary order. A popular
 * discipline is listed in both. Disciplines naming a group the dictionary lacks go to a last
 * 'Other' group rather than disappear. Empty groups are left out.
 */
export function buildDisciplineGroups(
  disciplines: readonly Discipline[],
  groups: readonly DisciplineGroup[],
): DisciplineOptionGroup[] {
  const groupById = new Map(groups.map((group) => [group.id, group]));
  const popular = disciplines.filter(isPopular).sort((a, b) => a.pos_in_popular - b.pos_in_popular);

  const byGroup = new Map<number, DisciplineOptionGroup>();
  const other: DisciplineOptionGroup = {
    key: OTHER_GROUP_KEY,
    title: DISCIPLINE_TEXTS.otherGroup,
    options: [],
  };
  for (const discipline of disciplines) {
    const group = groupById.get(discipline.grouping);
    if (!group) {
      other.options.push(toDisciplineOption(discipline));
      continue;
    }
    let target = byGroup.get(group.id);
    if (!target) {
      target = { key: `group-${group.id}`, title: group.title, options: [] };
      byGroup.set(group.id, target);
    }
    target.options.push(toDisciplineOption(discipline));
  }

  const mostPopular: DisciplineOptionGroup = {
    key: MOST_POPULAR_GROUP_KEY,
    title: DISCIPLINE_TEXTS.mostPopularGroup,
    options: popular.map(toDisciplineOption),
  };
  return [mostPopular, ...byGroup.values(), other].filter((group) => group.options.length > 0);
}
