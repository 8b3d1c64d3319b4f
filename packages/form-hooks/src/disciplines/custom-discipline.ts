import { CUSTOM_DISCIPLINE_ID } from '@bb/validation';
import type { DisciplineOption } from './discipline-options';
import { createCustomDisciplineLabel } from './discipline-texts';

/** The values a discipline choice sets on the form. */
export interface DisciplineSelection {
  discipline_sub: number;
  discipline_txt: string;
}

/** The custom option offered for typed text: id 30000, labelled Create "{text}". */
export interface CustomDisciplineOption {
  id: typeof CUSTOM_DISCIPLINE_ID;
  label: string;
  /** The text the user typed, trimmed: it becomes discipline_txt. */
  text: string;
}

export function customDisciplineOption(typed: string): CustomDisciplineOption {
  const text = typed.trim();
  return { id: CUSTOM_DISCIPLINE_ID, label: createCustomDisciplineLabel(text), text };
}

export function isCustomDisciplineOption(
  option: DisciplineOption | CustomDisciplineOption,
): option is CustomDisciplineOption {
  return option.id === CUSTOM_DISCIPLINE_ID && 'text' in option;
}

/**
 * Choosing an option: the custom one stores 30000 and the typed text in discipline_txt; any other
 * discipline clears discipline_txt (spec §5).
 */
export function selectDiscipline(
  option: DisciplineOption | CustomDisciplineOption,
): DisciplineSelection {
  return isCustomDisciplineOption(option)
    ? { discipline_sub: CUSTOM_DISCIPLINE_ID, discipline_txt: option.text }
    : { discipline_sub: option.id, discipline_txt: '' };
}

/**
 * The label the field shows for the current selection: the typed text for the custom option
 * (spec §3), the discipline's title otherwise, '' when nothing (or an unknown id) is selected.
 */
export function disciplineSelectionLabel(
  selection: { discipline_sub?: number | null; discipline_txt?: string | null },
  options: readonly DisciplineOption[],
): string {
  const id = selection.discipline_sub;
  if (!id) return '';
  if (id === CUSTOM_DISCIPLINE_ID) return selection.discipline_txt ?? '';
  return options.find((option) => option.id === id)?.label ?? '';
}
