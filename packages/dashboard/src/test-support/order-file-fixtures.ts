import { createOrderClient } from '@bb/api-client';
import { createMockApi, MOCK_API_ORIGIN, type MockRoutes } from '@bb/api-client/testing';

export { orderFileOf } from '@bb/api-client/testing';

/**
 * An order client whose API answers from `routes` (a mocked fetch, no network). While `offline`
 * is true, every call fails as a lost connection does.
 */
export function mockOrderFilesClient(routes: MockRoutes) {
  const mock = createMockApi(routes);
  const network = { offline: false };
  const fetch: typeof globalThis.fetch = (input, init) =>
    network.offline ? Promise.reject(new TypeError('Failed to fetch')) : mock.fetch(input, init);
  return { client: createOrderClient({ origin: MOCK_API_ORIGIN, fetch }), mock, network };
}

/** A chosen file of `bytes` bytes. */
export function chosenFile(name: string, bytes = 1200, type = 'application/pdf'): File {
  return new File([new Uint8Array(bytes)], name, { type });
}
