export type { AppContext } from './app-context';
export { RATE_LIMITS } from './auth/rate-limits';
export type {
  ApiConfig,
  AppleClientConfig,
  FileStorageConfig,
  OidcClientConfig,
  RecaptchaConfig,
  S3StorageConfig,
  StripeConfig,
} from './config';
export { CHECKED_PREFIXES, CONFIG_VARIABLES, ConfigError, loadConfig } from './config';
export type { AppDatabase, Engine } from './db/database';
export { openDatabase } from './db/database';
export { migrateToLatest } from './db/migrations';
export { createFileStorage, type FileStorage } from './files/file-storage';
export { closeOnSignals } from './http/graceful-shutdown';
export { isLoopbackTwin } from './http/loopback-twin';
export { PERMISSIONS_POLICY } from './http/security-headers';
export {
  type CheckoutStandIn,
  type StandInEvent,
  type StandInSession,
  startCheckoutStandIn,
} from './payments/checkout-stand-in';
export { type DemoCheckout, startDemoCheckout } from './payments/demo-checkout';
export { startDemoPayouts } from './payouts/demo-payouts';
export {
  type PayPalStandIn,
  type StandInBatch,
  startPayPalStandIn,
} from './payouts/paypal-stand-in';
export { DEMO_REFERRAL_CODE } from './seed/partner-data';
export { DEMO_ACCOUNTS, DEMO_COMPANY, DEMO_PASSWORD, seedDatabase } from './seed/seed-data';
export { type SitePage, type SitePagesSource, serveSitePages } from './seo/site-pages';
export type { ServerOptions } from './server';
export { buildServer } from './server';
