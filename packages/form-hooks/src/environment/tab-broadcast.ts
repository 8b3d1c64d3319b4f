/** Messages between tabs of the same site, e.g. "logged out", so every open form resets. */
export type TabMessage = { type: 'logout' };

export interface TabBroadcast {
  post(message: TabMessage): void;
  /** Returns the unsubscribe function. */
  subscribe(listener: (message: TabMessage) => void): () => void;
}

const CHANNEL_NAME = 'bb';

export function browserTabBroadcast(): TabBroadcast {
  if (typeof BroadcastChannel === 'undefined') return memoryTabBroadcast();
  const channel = new BroadcastChannel(CHANNEL_NAME);
  return {
    post: (message) => channel.postMessage(message),
    subscribe: (listener) => {
      const onMessage = (event: MessageEvent<TabMessage>) => listener(event.data);
      channel.addEventListener('message', onMessage);
      return () => channel.removeEventListener('message', onMessage);
    },
  };
}

/** Delivers to the subscribers of this one object: a test plays several tabs with one of these. */
export function memoryTabBroadcast(): TabBroadcast & { posted: TabMessage[] } {
  const listeners = new Set<(message: TabMessage) => void>();
  const posted: TabMessage[] = [];
  return {
    posted,
    post: (message) => {
      posted.push(message);
      for (const listener of listeners) listener(message);
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
