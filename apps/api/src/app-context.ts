import type { Kysely } from 'kysely';
import type { CaptchaVerifier } from './captcha/recaptcha';
import type { ApiConfig } from './config';
import type { Engine } from './db/database';
import type { RateLimitStore } from './db/rate-limit-store';
import type { Database } from './db/schema';
import type { FileStorage } from './files/file-storage';
import type { Jobs } from './jobs/jobs';
import type { Mailer } from './mail/mailer';
import type { OidcProviders } from './oauth/oidc-providers';
import type { PaymentProvider } from './providers/payment-provider';
import type { PayoutProvider } from './providers/payout-provider';

/** What every route needs, built once per server and handed to each route plugin. */
export type AppContext = {
  config: ApiConfig;
  db: Kysely<Database>;
  engine: Engine;
  /** The clock (epoch ms); tests move it to reach expiry times. */
  now: () => number;
  mailer: Mailer;
  /** Where uploaded files' content lives. */
  files: FileStorage;
  captcha: CaptchaVerifier;
  /** Where the rate limits count: shared by every process on PostgreSQL or Redis. */
  rateLimits: RateLimitStore;
  oidc: OidcProviders;
  /** The payment provider of balance top-ups; absent when payments are not configured. */
  payments?: PaymentProvider;
  /** Where experts' payouts are sent (PayPal); absent when payouts are not configured. */
  payouts?: PayoutProvider;
  /** Background work that runs once across every process (jobs/jobs.ts). */
  jobs: Jobs;
};
