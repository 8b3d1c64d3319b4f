import { isAbortError } from '@bb/api-client';
import { ERROR_CATALOGUE, mapServerErrors } from '@bb/validation';

/** Why a load failed, in the catalogue's words (the server's slug mapped to fields and a form error). */
export type LoadFailure = ReturnType<typeof mapServerErrors>;

export interface LoaderHandlers<Data> {
  loaded(data: Data): void;
  failed(failure: LoadFailure): void;
}

export interface Loader<Data> {
  /**
   * Cancels the load before (its answer is never shown) and starts `load`; settles once the answer
   * is handed on, or the load is cancelled.
   */
  load(load: (signal: AbortSignal) => Promise<Data>): Promise<void>;
  /** Cancels the running load: neither handler hears of it. */
  cancel(): void;
}

/**
 * The dashboard's one loader of server state, without React: a new load supersedes the one
 * before, a cancelled one says nothing, a failure comes mapped through the error catalogue.
 * `useLoaded` runs it for a page; a store that lives outside React (the order's files) holds one.
 */
export function createLoader<Data>(handlers: LoaderHandlers<Data>): Loader<Data> {
  let current: AbortController | null = null;
  return {
    async load(load) {
      current?.abort();
      const controller = new AbortController();
      current = controller;
      try {
        const data = await load(controller.signal);
        if (!controller.signal.aborted) handlers.loaded(data);
      } catch (error) {
        if (controller.signal.aborted || isAbortError(error)) return;
        handlers.failed(mapServerErrors(error, ERROR_CATALOGUE));
      }
    },
    cancel() {
      current?.abort();
      current = null;
    },
  };
}
