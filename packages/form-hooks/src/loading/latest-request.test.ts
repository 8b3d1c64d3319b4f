import { describe, expect, it } from 'vitest';
import { latestRequest } from './latest-request';

describe('latestRequest', () => {
  it('cancels the request before when a new one starts', () => {
    const requests = latestRequest();
    const first = requests.start();
    const second = requests.start();
    expect(first.aborted).toBe(true);
    expect(second.aborted).toBe(false);
  });

  it('cancels the running request', () => {
    const requests = latestRequest();
    const running = requests.start();
    requests.cancel();
    expect(running.aborted).toBe(true);
  });
});
