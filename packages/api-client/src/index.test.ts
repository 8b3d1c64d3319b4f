import { afterEach, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

it('importing the package and creating a client touch no browser global nor fetch', async () => {
  const touched: string[] = [];
  for (const name of ['window', 'document', 'localStorage', 'sessionStorage', 'fetch']) {
    vi.stubGlobal(name, undefined);
    Object.defineProperty(globalThis, name, {
      configurable: true,
      get: () => {
        touched.push(name);
        return undefined;
      },
    });
  }
  vi.resetModules();
  const { createApiClient } = await import('./index');
  const client = createApiClient({ origin: 'https://bb.example' });
  expect(client.url('/common/settings')).toBe('https://bb.example/api/en/1/common/settings');
  expect(touched).toEqual([]);
});
