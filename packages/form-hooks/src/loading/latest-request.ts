/** One request at a time, each with its own AbortSignal. */
export interface LatestRequest {
  /** Cancels the request before (if it still runs) and starts a new one: its signal. */
  start(): AbortSignal;
  /** Cancels the running request. */
  cancel(): void;
}

/**
 * The cancellation the short form's loaders share (the hooks through `useLoad`, the session
 * store, the e-mail check): a new request supersedes the one before, and leaving cancels it.
 */
export function latestRequest(): LatestRequest {
  let current: AbortController | null = null;
  return {
    start() {
      current?.abort();
      current = new AbortController();
      return current.signal;
    },
    cancel() {
      current?.abort();
      current = null;
    },
  };
}
