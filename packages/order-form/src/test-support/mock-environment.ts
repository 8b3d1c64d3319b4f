import { createMockApi, MOCK_API_ORIGIN, type MockRoutes } from '@bb/api-client/testing';
import {
  createMemoryEnvironment,
  memoryAddressBar,
  memoryNavigation,
  memoryStorage,
  memoryTabBroadcast,
} from '@bb/form-hooks';

export interface MockEnvironmentOptions {
  /** The page address, e.g. with ?data_box_key=… */
  href?: string;
  localStorage?: Record<string, string>;
}

/**
 * A memory environment around the mocked API: where the page would have gone, what analytics
 * received and which requests were made stay readable in tests and play functions.
 */
export function createMockEnvironment(routes: MockRoutes, options: MockEnvironmentOptions = {}) {
  const mock = createMockApi(routes);
  const navigation = memoryNavigation();
  const analytics: unknown[] = [];
  const localStorage = memoryStorage(options.localStorage);
  const environment = createMemoryEnvironment({
    api: mock.api,
    addressBar: memoryAddressBar(options.href ?? `${MOCK_API_ORIGIN}/`),
    navigation,
    analytics,
    localStorage,
    tabs: memoryTabBroadcast(),
  });
  return { environment, mock, navigation, analytics, localStorage };
}

export type MockEnvironment = ReturnType<typeof createMockEnvironment>;
