import { isAbortError, type OrderClient, type TopUp } from '@bb/api-client';

/**
 * How the page waits for the provider's webhook: a quick check at once and every `intervalMs`
 * for `polls` checks, then (the payment is late) every `slowIntervalMs` for `slowPolls` more,
 * then it stops and offers to check again.
 */
export interface TopUpPolling {
  intervalMs: number;
  polls: number;
  slowIntervalMs: number;
  slowPolls: number;
}

/** About 12 s of quick checks, then five minutes of slow ones. */
export const TOP_UP_POLLING: TopUpPolling = {
  intervalMs: 1500,
  polls: 8,
  slowIntervalMs: 10_000,
  slowPolls: 30,
};

export type TopUpWatchResult =
  | { outcome: 'paid' | 'expired'; topUp: TopUp }
  | { outcome: 'stopped' };

export interface WatchTopUpOptions {
  polling?: TopUpPolling;
  signal: AbortSignal;
  /** The quick checks are over and the payment is still pending. */
  onLate?: () => void;
}

/**
 * Asks for top-up `id` until the provider has answered for it (paid or expired) or the checks
 * run out. A failed check counts as still pending (the next one may pass); cancelling `signal`
 * stops it with an AbortError.
 */
export async function watchTopUp(
  client: OrderClient,
  id: number,
  { polling = TOP_UP_POLLING, signal, onLate }: WatchTopUpOptions,
): Promise<TopUpWatchResult> {
  const checks = polling.polls + polling.slowPolls;
  for (let check = 1; check <= checks; check++) {
    const topUp = await currentTopUp(client, id, signal);
    if (topUp && topUp.status !== 'pending') return { outcome: topUp.status, topUp };
    if (check === polling.polls) onLate?.();
    if (check < checks) {
      await delay(check < polling.polls ? polling.intervalMs : polling.slowIntervalMs, signal);
    }
  }
  return { outcome: 'stopped' };
}

async function currentTopUp(
  client: OrderClient,
  id: number,
  signal: AbortSignal,
): Promise<TopUp | null> {
  try {
    return (await client.getTopUp(id, { signal })).top_up;
  } catch (error) {
    if (signal.aborted || isAbortError(error)) throw error;
    return null;
  }
}

function delay(ms: number, signal: AbortSignal): Promise<void> {
  signal.throwIfAborted();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });
}
