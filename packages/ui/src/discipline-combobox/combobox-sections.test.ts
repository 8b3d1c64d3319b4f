import { buildDisciplineGroups, filterDisciplineGroups } from '@bb/form-hooks';
import { describe, expect, it } from 'vitest';
import { STORY_DISCIPLINE_GROUPS, STORY_DISCIPLINES } from '../test-support/discipline-fixtures';
import { comboboxSections, moveActiveIndex } from './combobox-sections';

const groups = buildDisciplineGroups(STORY_DISCIPLINES, STORY_DISCIPLINE_GROUPS);

describe('comboboxSections', () => {
  it("lists 'Most popular' first, then the groups, each option once per group with its own id", () => {
    const { sections, items } = comboboxSections(filterDisciplineGroups(groups, ''), 'list');
    expect(sections.map((section) => section.title)).toEqual([
      'Most popular',
      'Programming',
      'Data analysis',
      'Mathematics',
    ]);
    expect(sections[0]?.items.map((item) => item.choice.label)).toEqual([
      'Python',
      'R programming',
      'JavaScript',
    ]);
    const pythons = items.filter((item) => item.choice.label === 'Python');
    expect(pythons.map((item) => item.id)).toEqual(['list-most-popular-100', 'list-group-1-100']);
    expect(items.map((item) => item.index)).toEqual(items.map((_, index) => index));
  });

  it('ends with Create "{text}" (id 30000) for text no title equals, in no group', () => {
    const { sections, items } = comboboxSections(filterDisciplineGroups(groups, 'prog'), 'list');
    expect(sections.map((section) => section.title)).toEqual([
      'Programming',
      'Data analysis',
      'Mathematics',
      null,
    ]);
    expect(items.at(-1)?.choice).toMatchObject({ id: 30000, label: 'Create "prog"', text: 'prog' });
  });

  it('offers no Create option when the text is a discipline’s title', () => {
    const { items } = comboboxSections(filterDisciplineGroups(groups, 'python'), 'list');
    expect(items.map((item) => item.choice.label)).toEqual(['Python']);
  });
});

describe('moveActiveIndex', () => {
  it.each([
    [-1, 'next', 0],
    [0, 'next', 1],
    [4, 'next', 0],
    [-1, 'previous', 4],
    [0, 'previous', 4],
    [3, 'previous', 2],
    [2, 'first', 0],
    [2, 'last', 4],
  ] as const)('from %i, %s goes to %i of five', (current, move, expected) => {
    expect(moveActiveIndex(current, 5, move)).toBe(expected);
  });

  it('has nothing to move to in an empty list', () => {
    expect(moveActiveIndex(-1, 0, 'next')).toBe(-1);
  });
});
