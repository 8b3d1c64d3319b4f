import { type AnalyticsSink, createAnalytics } from '@bb/analytics';
import {
  type AccountClient,
  type ApiClient,
  type ApiClientOptions,
  type CaptchaProvider,
  createApiClient,
  type OrderClient,
} from '@bb/api-client';
import { onDemandRecaptchaV3Provider } from '../captcha/on-demand-recaptcha';
import { loadCommonSettings } from '../settings/common-settings';
import { type AddressBar, browserAddressBar, memoryAddressBar } from './address-bar';
import { browserStorage, type KeyValueStorage, memoryStorage } from './key-value-storage';
import { browserNavigation, memoryNavigation, type PageNavigation } from './page-navigation';
import { browserTabBroadcast, memoryTabBroadcast, type TabBroadcast } from './tab-broadcast';

/**
 * Everything the hooks need from the outside world. Hooks reach the API, storage, the address
 * bar, navigation, other tabs and analytics only through this, so a host, a test or Storybook
 * can supply each part, and nothing touches `window` at import time.
 */
export interface BbEnvironment {
  api: ApiClient;
  localStorage: KeyValueStorage;
  sessionStorage: KeyValueStorage;
  addressBar: AddressBar;
  navigation: PageNavigation;
  tabs: TabBroadcast;
  analytics: AnalyticsSink;
  /**
   * The dashboards' order calls (`createOrderClient()`), for the hooks of an order's page. A
   * host's own, so that pages without orders (the short form) do not ship them.
   */
  orders?: OrderClient;
  /**
   * The dashboards' account calls (`createAccountClient()`), for the profile page's hooks: the
   * password change and the browsers signed in. A host's own, as `orders` is; not an option of
   * `createBrowserEnvironment`, so the public pages' code does not grow by it (spread it in:
   * `{ ...createBrowserEnvironment(), account }`).
   */
  account?: AccountClient;
}

export interface BrowserEnvironmentOptions {
  api?: ApiClient;
  /** Used to create the client when `api` is not given (origin, host prefix, captcha). */
  apiOptions?: ApiClientOptions;
  /**
   * The bot-check provider of the client created from `apiOptions` (the hooks' captchaToken
   * steps ask that client). Default: `apiOptions.captcha`, else reCAPTCHA v3
   * (`createRecaptchaV3Provider()`, its code loaded with the first token a site key asks for),
   * which loads nothing until the settings name a site key.
   */
  captcha?: CaptchaProvider;
  /** Default: the page's `window.dataLayer`, opened once the settings' objects are pushed first. */
  analytics?: AnalyticsSink;
  navigation?: PageNavigation;
  /** The order calls of a dashboard page (`createOrderClient({ origin: '' })`). */
  orders?: OrderClient;
}

/** The real browser environment. Call it in the browser only (in an effect or an event handler). */
export function createBrowserEnvironment(options: BrowserEnvironmentOptions = {}): BbEnvironment {
  const api =
    options.api ??
    createApiClient({
      ...options.apiOptions,
      captcha: options.captcha ?? options.apiOptions?.captcha ?? onDemandRecaptchaV3Provider(),
    });
  return {
    api,
    localStorage: browserStorage('local'),
    sessionStorage: browserStorage('session'),
    addressBar: browserAddressBar(),
    navigation: options.navigation ?? browserNavigation(),
    tabs: browserTabBroadcast(),
    analytics: options.analytics ?? settingsFirstDataLayer(api),
    orders: options.orders,
  };
}

/**
 * The page's data layer. Spec §3: the settings' `gtm_datalayer_objects` go first, so events wait
 * until the settings arrive; if they cannot be loaded, the events go on without them.
 */
function settingsFirstDataLayer(api: ApiClient): AnalyticsSink {
  const analytics = createAnalytics();
  loadCommonSettings(api).then(
    (settings) => analytics.init(settings.gtm_datalayer_objects),
    () => analytics.init(),
  );
  return analytics;
}

/**
 * An environment held in memory: for tests, Storybook and server rendering. Its default client
 * has no captcha provider, so tokens are 'skipped'.
 */
export function createMemoryEnvironment(overrides: Partial<BbEnvironment> = {}): BbEnvironment {
  return {
    api: createApiClient({ origin: 'http://localhost' }),
    localStorage: memoryStorage(),
    sessionStorage: memoryStorage(),
    addressBar: memoryAddressBar(),
    navigation: memoryNavigation(),
    tabs: memoryTabBroadcast(),
    analytics: [],
    ...overrides,
  };
}
