import type { CustomDisciplineOption, DisciplineOption, FilteredDisciplines } from '@bb/form-hooks';

export type ComboboxChoice = DisciplineOption | CustomDisciplineOption;

/** One option of the listbox, with the element id aria-activedescendant points at. */
export interface ComboboxItem {
  id: string;
  /** Its place among every option shown, top to bottom: what the arrow keys move through. */
  index: number;
  choice: ComboboxChoice;
}

/** A group of options under its label; the custom option's section has no label. */
export interface ComboboxSection {
  key: string;
  title: string | null;
  items: ComboboxItem[];
}

const CUSTOM_SECTION_KEY = 'custom';

/**
 * The listbox's sections for what the filter gave: its groups in order ('Most popular' first
 * when nothing is typed), then Create "{text}" when offered. A discipline listed in two groups
 * (a popular one) gets one option in each, with distinct ids.
 */
export function comboboxSections(filtered: FilteredDisciplines, idPrefix: string) {
  const sections: ComboboxSection[] = [];
  const items: ComboboxItem[] = [];
  const add = (key: string, choice: ComboboxChoice): ComboboxItem => {
    const item = { id: `${idPrefix}-${key}-${choice.id}`, index: items.length, choice };
    items.push(item);
    return item;
  };
  for (const group of filtered.groups) {
    sections.push({
      key: group.key,
      title: group.title,
      items: group.options.map((option) => add(group.key, option)),
    });
  }
  if (filtered.customOption) {
    sections.push({
      key: CUSTOM_SECTION_KEY,
      title: null,
      items: [add(CUSTOM_SECTION_KEY, filtered.customOption)],
    });
  }
  return { sections, items };
}

export type ComboboxMove = 'next' | 'previous' | 'first' | 'last';

/**
 * The option that becomes active after a key: ArrowDown and ArrowUp step and wrap around,
 * Home and End jump to either end. -1 means none (an empty list).
 */
export function moveActiveIndex(current: number, count: number, move: ComboboxMove): number {
  if (count === 0) return -1;
  switch (move) {
    case 'first':
      return 0;
    case 'last':
      return count - 1;
    case 'next':
      return current < 0 || current >= count - 1 ? 0 : current + 1;
    case 'previous':
      return current <= 0 ? count - 1 : current - 1;
  }
}
