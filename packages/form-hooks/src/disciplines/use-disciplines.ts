import type { Discipline, DisciplineGroup } from '@bb/api-client';
import { isAbortError } from '@bb/api-client';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useBbEnvironment } from '../environment';
import {
  buildDisciplineGroups,
  type DisciplineOption,
  type DisciplineOptionGroup,
  toDisciplineOption,
} from './discipline-options';
import { type FilteredDisciplines, filterDisciplineGroups } from './filter-disciplines';

export type DisciplinesStatus = 'loading' | 'ready' | 'error';

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
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [status, setStatus] = useState<DisciplinesStatus>('loading');
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    // The attempt counter is read so reload() starts a new request.
    void attempt;
    const controller = new AbortController();
    setStatus('loading');
    api
      .getDisciplines({ signal: controller.signal })
      .then((body) => {
        setLoaded({
          disciplines: Array.isArray(body.discipline_sub) ? body.discipline_sub : [],
          groups: Array.isArray(body.discipline_sub_grouping) ? body.discipline_sub_grouping : [],
        });
        setStatus('ready');
      })
      .catch((error: unknown) => {
        if (isAbortError(error)) return;
        setStatus('error');
      });
    return () => controller.abort();
  }, [api, attempt]);

  const groups = useMemo(
    () => (loaded ? buildDisciplineGroups(loaded.disciplines, loaded.groups) : []),
    [loaded],
  );
  const options = useMemo(
    () => (loaded ? loaded.disciplines.map(toDisciplineOption) : []),
    [loaded],
  );
  const filter = useCallback((query: string) => filterDisciplineGroups(groups, query), [groups]);
  const reload = useCallback(() => setAttempt((count) => count + 1), []);

  return { status, groups, options, filter, reload };
}
