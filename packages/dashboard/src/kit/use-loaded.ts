import type { MessageSlug } from '@bb/validation';
import { useCallback, useEffect, useRef, useState } from 'react';
import { createLoader } from './loader';

export type LoadStatus = 'loading' | 'ready' | 'error';

export interface Loaded<Data> {
  status: LoadStatus;
  data: Data | undefined;
  /** The catalogue's text for a failed load, and its slug ('not_found'). */
  errorMessage: string | null;
  errorSlug: MessageSlug | null;
  /** Loads again (after an error, or to see where things stand). */
  reload(): void;
  /** Replaces what was loaded with what a later answer says (a step's order, a sent thread). */
  setData(data: Data): void;
}

/**
 * Something the page loads once it shows, by `key` (a new key loads again), cancelled when the
 * page goes away. The dashboard's one loader: every feature reads server state through it.
 */
export function useLoaded<Data>(
  key: string,
  load: (signal: AbortSignal) => Promise<Data>,
): Loaded<Data> {
  const [state, setState] = useState<{
    status: LoadStatus;
    data?: Data;
    error: string | null;
    slug?: MessageSlug;
  }>({ status: 'loading', error: null });
  const [attempt, setAttempt] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;

  useEffect(() => {
    // Read so that a new key, or reload(), starts a new load.
    void key;
    void attempt;
    const loader = createLoader<Data>({
      loaded: (data) => setState({ status: 'ready', data, error: null }),
      failed: ({ fields, formError }) =>
        setState({
          status: 'error',
          error: fields.form ?? Object.values(fields)[0] ?? null,
          slug: formError,
        }),
    });
    setState((previous) => ({ ...previous, status: 'loading', error: null }));
    void loader.load(loadRef.current);
    return () => loader.cancel();
  }, [key, attempt]);

  return {
    status: state.status,
    data: state.data,
    errorMessage: state.error,
    errorSlug: state.slug ?? null,
    reload: useCallback(() => setAttempt((count) => count + 1), []),
    setData: useCallback((data: Data) => setState({ status: 'ready', data, error: null }), []),
  };
}
