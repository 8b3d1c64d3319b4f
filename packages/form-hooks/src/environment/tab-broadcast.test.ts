import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserTabBroadcast, memoryTabBroadcast, type TabMessage } from './tab-broadcast';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('memoryTabBroadcast', () => {
  it('records what is posted and delivers it to every subscriber until it unsubscribes', () => {
    const tabs = memoryTabBroadcast();
    const first = vi.fn();
    const second = vi.fn();
    tabs.subscribe(first);
    const stop = tabs.subscribe(second);
    tabs.post({ type: 'logout' });
    stop();
    tabs.post({ type: 'logout' });
    expect(tabs.posted).toEqual([{ type: 'logout' }, { type: 'logout' }]);
    expect(first).toHaveBeenCalledTimes(2);
    expect(second).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledWith({ type: 'logout' });
  });
});

describe('browserTabBroadcast', () => {
  it('tells the other tabs of the same site, not itself', async () => {
    const thisTab = browserTabBroadcast();
    const otherTab = browserTabBroadcast();
    const ownMessages = vi.fn();
    thisTab.subscribe(ownMessages);
    const received = new Promise<TabMessage>((resolve) => {
      otherTab.subscribe(resolve);
    });
    thisTab.post({ type: 'logout' });
    await expect(received).resolves.toEqual({ type: 'logout' });
    expect(ownMessages).not.toHaveBeenCalled();
  });

  it('stops delivering after unsubscribing', async () => {
    const thisTab = browserTabBroadcast();
    const otherTab = browserTabBroadcast();
    const listener = vi.fn();
    otherTab.subscribe(listener)();
    const later = browserTabBroadcast();
    const delivered = new Promise((resolve) => later.subscribe(resolve));
    thisTab.post({ type: 'logout' });
    await delivered;
    expect(listener).not.toHaveBeenCalled();
  });

  it('falls back to this page only where BroadcastChannel does not exist', () => {
    vi.stubGlobal('BroadcastChannel', undefined);
    const tabs = browserTabBroadcast();
    const listener = vi.fn();
    tabs.subscribe(listener);
    tabs.post({ type: 'logout' });
    expect(listener).toHaveBeenCalledWith({ type: 'logout' });
  });
});
