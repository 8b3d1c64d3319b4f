export {
  type CustomDisciplineOption,
  customDisciplineOption,
  type DisciplineSelection,
  disciplineSelectionLabel,
  isCustomDisciplineOption,
  selectDiscipline,
} from './custom-discipline';
export {
  buildDisciplineGroups,
  type DisciplineOption,
  type DisciplineOptionGroup,
  MOST_POPULAR_GROUP_KEY,
  OTHER_GROUP_KEY,
  toDisciplineOption,
} from './discipline-options';
export { createCustomDisciplineLabel, DISCIPLINE_TEXTS } from './discipline-texts';
export { type FilteredDisciplines, filterDisciplineGroups } from './filter-disciplines';
export { type DisciplinesState, type DisciplinesStatus, useDisciplines } from './use-disciplines';
