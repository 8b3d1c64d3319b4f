import type { DataLayerObject } from '@bb/analytics';
import { type ApiClientOptions, createApiClient, createOrderClient } from '@bb/api-client';
import type { ReactNode } from 'react';
import { memoryAddressBar } from '../environment/address-bar';
import { type BbEnvironment, createMemoryEnvironment } from '../environment/bb-environment';
import { BbProvider } from '../environment/bb-provider';
import { memoryStorage } from '../environment/key-value-storage';
import { memoryNavigation } from '../environment/page-navigation';
import { memoryTabBroadcast } from '../environment/tab-broadcast';
import type { FakeApiServer } from './fake-api-server';

export interface TestEnvironmentOptions {
  /** The page address, e.g. 'http://localhost/login.html?code=abc'. */
  href?: string;
  localStorage?: Record<string, string>;
  sessionStorage?: Record<string, string>;
  /** The api client option `captcha` (default: none, so the token is 'skipped'). */
  captcha?: ApiClientOptions['captcha'];
  /** The api client's fetch, e.g. one that keeps cookies for a real server. */
  fetch?: typeof fetch;
  /** Share one broadcast between environments to play several tabs. */
  tabs?: ReturnType<typeof memoryTabBroadcast>;
}

export interface TestEnvironment {
  environment: BbEnvironment;
  /** A `renderHook` wrapper: the BbProvider around this environment. */
  wrapper: (props: { children: ReactNode }) => ReactNode;
  addressBar: ReturnType<typeof memoryAddressBar>;
  navigation: ReturnType<typeof memoryNavigation>;
  tabs: ReturnType<typeof memoryTabBroadcast>;
  analytics: DataLayerObject[];
}

/**
 * A memory environment whose API client and order client talk to the server (the fake or the real
 * API), and its wrapper.
 */
export function createTestEnvironment(
  server: Pick<FakeApiServer, 'origin'>,
  options: TestEnvironmentOptions = {},
): TestEnvironment {
  const addressBar = memoryAddressBar(options.href);
  const navigation = memoryNavigation();
  const tabs = options.tabs ?? memoryTabBroadcast();
  const analytics: DataLayerObject[] = [];
  const environment = createMemoryEnvironment({
    api: createApiClient({
      origin: server.origin,
      captcha: options.captcha,
      fetch: options.fetch,
    }),
    localStorage: memoryStorage(options.localStorage),
    sessionStorage: memoryStorage(options.sessionStorage),
    addressBar,
    navigation,
    tabs,
    analytics,
    orders: createOrderClient({ origin: server.origin, fetch: options.fetch }),
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <BbProvider environment={environment}>{children}</BbProvider>
  );
  return { environment, wrapper, addressBar, navigation, tabs, analytics };
}
