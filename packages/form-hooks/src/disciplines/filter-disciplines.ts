import { type CustomDisciplineOption, customDisciplineOption } from './custom-discipline';
import { type DisciplineOptionGroup, MOST_POPULAR_GROUP_KEY } from './discipline-options';

export interface FilteredDisciplines {
  groups: DisciplineOptionGroup[];
  /** Offered when the typed text matches no discipline's title exactly. */
  customOption: CustomDisciplineOption | null;
}

/** Case-insensitive, accent-sensitive comparison text; inner white space collapsed. */
function normalize(text: string): string {
  return text.trim().replace(/\s+/g, ' ').toLocaleLowerCase('en');
}

/**
 * The combobox filter: options whose title contains the typed text, case-insensitively, with
 * surrounding white space ignored and inner runs collapsed. A blank query shows every group.
 * While filtering, 'Most popular' is left out so each match shows once, and empty groups go. The
 * custom option is offered for any non-blank text no title equals (case-insensitively).
 */
export function filterDisciplineGroups(
  groups: readonly DisciplineOptionGroup[],
  query: string,
): FilteredDisciplines {
  const needle = normalize(query);
  if (needle === '') return { groups: [...groups], customOption: null };
  const filtered = groups
    .filter((group) => group.key !== MOST_POPULAR_GROUP_KEY)
    .map((group) => ({
      ...group,
      options: group.options.filter((option) => normalize(option.label).includes(needle)),
    }))
    .filter((group) => group.options.length > 0);
  const exact = filtered.some((group) =>
    group.options.some((option) => normalize(option.label) === needle),
  );
  return { groups: filtered, customOption: exact ? null : customDisciplineOption(query) };
}
