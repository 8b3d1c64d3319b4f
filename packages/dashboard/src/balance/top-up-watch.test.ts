import { fail, ok, topUpOf } from '@bb/api-client/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockOrderClient } from '../test-support/order-fixtures';
import { TOP_UP_POLLING, watchTopUp } from './top-up-watch';

const PATH = 'GET /customers/balance/top-ups/7';

describe('watchTopUp', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('asks at once, then every 1.5 s, until the top-up is paid', async () => {
    const { client, mock } = mockOrderClient({
      [PATH]: [
        ok({ top_up: topUpOf() }),
        ok({ top_up: topUpOf() }),
        ok({ top_up: topUpOf({ status: 'paid' }) }),
      ],
    });
    const result = watchTopUp(client, 7, { signal: new AbortController().signal });
    await vi.advanceTimersByTimeAsync(0);
    expect(mock.count(PATH)).toBe(1);
    await vi.advanceTimersByTimeAsync(1499);
    expect(mock.count(PATH)).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(mock.count(PATH)).toBe(2);
    await vi.advanceTimersByTimeAsync(1500);
    await expect(result).resolves.toEqual({ outcome: 'paid', topUp: topUpOf({ status: 'paid' }) });
    expect(mock.count(PATH)).toBe(3);
  });

  it('ends at an expired top-up, and counts a failed check as still pending', async () => {
    const { client } = mockOrderClient({
      [PATH]: [fail('internal_error', 500), ok({ top_up: topUpOf({ status: 'expired' }) })],
    });
    const result = watchTopUp(client, 7, { signal: new AbortController().signal });
    await vi.advanceTimersByTimeAsync(1500);
    await expect(result).resolves.toMatchObject({ outcome: 'expired' });
  });

  it('says it is late after the quick checks, slows down, and stops when the checks run out', async () => {
    const { client, mock } = mockOrderClient({ [PATH]: ok({ top_up: topUpOf() }) });
    const onLate = vi.fn();
    const result = watchTopUp(client, 7, { signal: new AbortController().signal, onLate });
    const { intervalMs, polls, slowIntervalMs, slowPolls } = TOP_UP_POLLING;
    await vi.advanceTimersByTimeAsync(intervalMs * (polls - 1));
    expect(mock.count(PATH)).toBe(polls);
    expect(onLate).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(slowIntervalMs - 1);
    expect(mock.count(PATH)).toBe(polls);
    await vi.advanceTimersByTimeAsync(slowIntervalMs * slowPolls);
    await expect(result).resolves.toEqual({ outcome: 'stopped' });
    expect(mock.count(PATH)).toBe(polls + slowPolls);
    expect(onLate).toHaveBeenCalledTimes(1);
  });

  it('stops asking when cancelled', async () => {
    const { client, mock } = mockOrderClient({ [PATH]: ok({ top_up: topUpOf() }) });
    const controller = new AbortController();
    const result = watchTopUp(client, 7, { signal: controller.signal });
    const settled = result.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(0);
    controller.abort();
    await expect(settled).resolves.toBeInstanceOf(Error);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(mock.count(PATH)).toBe(1);
  });
});
