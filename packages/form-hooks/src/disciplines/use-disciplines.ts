import type { Discipline, DisciplineGroup } from '@bb/api-client';
import { useCallback, useMemo } from 'react';
import { useBbEnvironment } from '../environment';
import { type LoadStatus, useLoad } from '../loading';
import {
  buildDisciplineGroups,
  type DisciplineOption,
  type DisciplineOptionGroup,
  toDisciplineOption,
} from './discipline-options';
import { type FilteredDisciplines, filterDisciplineGroups } from './filter-disciplines';

export type DisciplinesStatus = LoadStatus;

export interface DisciplinesState {
  status: DisciplinesStatus;
  /** 'Most popular' first, then the groups in order of appearance. */
  groups: DisciplineOptionGroup[];
  /** Every discipline once, in dictionary order. */
  options: DisciplineOption[];
  /** The combobox filter for the typed text (see filterDisciplineGroups). */
  filter(query: string): FilteredDisciplines;
  /** Loads the dictionaries again (after an error). */
  reload(): void;
}

interface Loaded {
  disciplines: Discipline[];
  groups: DisciplineGroup[];
}

/** The discipline dictionaries (GET /widgets/dictionaries/discipline_sub,discipline_sub_grouping). */
export function useDisciplines(): DisciplinesState {
  const { api } = useBbEnvironment();
  const {
    status,
    data: loaded,
    reload,
  } = useLoad(
    (signal): Promise<Loaded> =>
      api.getDisciplines({ signal }).then((body) => ({
        disciplines: Array.isArray(body.discipline_sub) ? body.discipline_sub : [],
        groups: Array.isArray(body.discipline_sub_grouping) ? body.discipline_sub_grouping : [],
      })),
    [api],
  );

  const groups = useMemo(
    () => (loaded ? buildDisciplineGroups(loaded.disciplines, loaded.groups) : []),
    [loaded],
  );
  const options = useMemo(
    () => (loaded ? loaded.disciplines.map(toDisciplineOption) : []),
    [loaded],
  );
  const filter = useCallback((query: string) => filterDisciplineGroups(groups, query), [groups]);

  return { status, groups, options, filter, reload };
}
