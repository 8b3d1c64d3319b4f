export { type AddressBar, browserAddressBar, memoryAddressBar } from './address-bar';
export {
  type BbEnvironment,
  type BrowserEnvironmentOptions,
  createBrowserEnvironment,
  createMemoryEnvironment,
} from './bb-environment';
export { BbProvider, type BbProviderProps, useBbEnvironment } from './bb-provider';
export {
  browserStorage,
  type KeyValueStorage,
  memoryStorage,
  readJson,
  writeJson,
} from './key-value-storage';
export { browserNavigation, memoryNavigation, type PageNavigation } from './page-navigation';
export {
  browserTabBroadcast,
  memoryTabBroadcast,
  type TabBroadcast,
  type TabMessage,
} from './tab-broadcast';
