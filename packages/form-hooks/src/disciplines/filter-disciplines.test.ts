// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { DISCIPLINE_GROUPS, DISCIPLINES } from './discipline-fixtures';
import { buildDisciplineGroups } from './discipline-options';
import { filterDisciplineGroups } from './filter-disciplines';

const groups = buildDisciplineGroups(DISCIPLINES, DISCIPLINE_GROUPS);
const labels = (query: string) =>
  filterDisciplineGroups(groups, query).groups.map((group) => [
    group.title,
    group.options.map((option) => option.label),
  ]);

describe('filterDisciplineGroups', () => {
  it('shows every group for a blank query, with no custom option', () => {
    expect(filterDisciplineGroups(groups, '   ')).toEqual({ groups, customOption: null });
  });

  it('matches a substring case-insensitively, each match once (no Most popular)', () => {
    expect(labels('PROGRAM')).toEqual([
      ['Data analysis', ['R programming']],
      ['Mathematics', ['Linear programming']],
    ]);
  });

  it('ignores surrounding white space and collapses inner runs', () => {
    expect(labels('  linear    prog ')).toEqual([['Mathematics', ['Linear programming']]]);
  });

  it('offers Create "{text}" when no title equals the text', () => {
    const { groups: found, customOption } = filterDisciplineGroups(groups, 'Pyth');
    expect(found.map((group) => group.title)).toEqual(['Programming']);
    expect(customOption).toEqual({ id: 30000, label: 'Create "Pyth"', text: 'Pyth' });
  });

  it('offers no custom option when a title equals the text', () => {
    expect(filterDisciplineGroups(groups, 'python').customOption).toBeNull();
  });

  it('offers only the custom option when nothing matches', () => {
    expect(filterDisciplineGroups(groups, 'Astronomy')).toEqual({
      groups: [],
      customOption: { id: 30000, label: 'Create "Astronomy"', text: 'Astronomy' },
    });
  });
});
