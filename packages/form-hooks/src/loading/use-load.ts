import { type DependencyList, useCallback, useEffect, useState } from 'react';

export type LoadStatus = 'loading' | 'ready' | 'error';

export interface Load<Data> {
  status: LoadStatus;
  /** What the last load answered; kept while loading again, gone after a failure. */
  data: Data | undefined;
  /** Loads again (after an error). */
  reload(): void;
}

/**
 * Something a hook loads once mounted (in the browser, never on the server): again when `deps`
 * change or on `reload()`, the request before cancelled, and cancelled when the hook goes away.
 * A cancelled request changes nothing. `load` null loads nothing; `deps` name everything `load`
 * reads, as an effect's would.
 */
export function useLoad<Data>(
  load: ((signal: AbortSignal) => Promise<Data>) | null,
  deps: DependencyList,
): Load<Data> {
  const [state, setState] = useState<{ status: LoadStatus; data?: Data }>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `deps` (what `load` reads) and reload() say when to load.
  useEffect(() => {
    if (!load) return;
    const controller = new AbortController();
    const { signal } = controller;
    setState((previous) => ({ ...previous, status: 'loading' }));
    load(signal).then(
      (data) => {
        if (!signal.aborted) setState({ status: 'ready', data });
      },
      () => {
        if (!signal.aborted) setState({ status: 'error' });
      },
    );
    return () => controller.abort();
  }, [...deps, attempt]);

  const reload = useCallback(() => setAttempt((count) => count + 1), []);
  return { status: state.status, data: state.data, reload };
}
