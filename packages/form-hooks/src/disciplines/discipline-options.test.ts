// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { DISCIPLINE_GROUPS, DISCIPLINES } from './discipline-fixtures';
import { buildDisciplineGroups } from './discipline-options';

const titles = (groups: ReturnType<typeof buildDisciplineGroups>) =>
  groups.map((group) => [group.title, group.options.map((option) => option.label)]);

describe('buildDisciplineGroups', () => {
  it("puts 'Most popular' first, sorted by pos_in_popular, then the groups in order of appearance", () => {
    expect(titles(buildDisciplineGroups(DISCIPLINES, DISCIPLINE_GROUPS))).toEqual([
      ['Most popular', ['Linear programming', 'Python', 'R programming']],
      ['Programming', ['Python', 'JavaScript']],
      ['Data analysis', ['SPSS', 'R programming']],
      ['Mathematics', ['Linear programming']],
      ['Other', ['Logic']],
    ]);
  });

  it('gives each option the discipline id as its value', () => {
    const [mostPopular] = buildDisciplineGroups(DISCIPLINES, DISCIPLINE_GROUPS);
    expect(mostPopular?.key).toBe('most-popular');
    expect(mostPopular?.options.map((option) => option.id)).toEqual([31, 11, 22]);
    expect(mostPopular?.options[0]?.discipline.slug).toBe('linear-programming');
  });

  it('keeps the dictionary order between equal positions', () => {
    const tied = [
      { id: 1, title: 'B', slug: 'b', grouping: 1, pos_in_popular: 1 },
      { id: 2, title: 'A', slug: 'a', grouping: 1, pos_in_popular: 1 },
    ];
    const [mostPopular] = buildDisciplineGroups(tied, DISCIPLINE_GROUPS);
    expect(mostPopular?.options.map((option) => option.label)).toEqual(['B', 'A']);
  });

  it("leaves out 'Most popular' when no discipline is popular, and empty groups", () => {
    const plain = DISCIPLINES.map((discipline) => ({ ...discipline, pos_in_popular: 0 }));
    expect(titles(buildDisciplineGroups(plain.slice(0, 3), DISCIPLINE_GROUPS))).toEqual([
      ['Programming', ['Python', 'JavaScript']],
      ['Data analysis', ['SPSS']],
    ]);
  });

  it('gives no groups for empty dictionaries', () => {
    expect(buildDisciplineGroups([], [])).toEqual([]);
  });
});
