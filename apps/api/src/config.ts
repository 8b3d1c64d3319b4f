import path from 'node:path';
import { getHeapStatistics } from 'node:v8';
import { DISCOUNT_POLICY, type DiscountPolicy } from '@bb/validation';
import { CronExpressionParser } from 'cron-parser';

/** An OpenID Connect provider's settings. `clientSecret` is a fixed secret (Google). */
export type OidcClientConfig = {
  issuer: string;
  clientId: string;
  clientSecret: string;
};

/**
 * Apple signs clients in with a client secret that is itself a short-lived JWT signed with the
 * team's key; a fixed `clientSecret` is accepted too (pre-generated, or for a test provider).
 */
export type AppleClientConfig = {
  issuer: string;
  clientId: string;
  clientSecret?: string;
  signingKey?: { teamId: string; keyId: string; privateKeyPem: string };
};

export type RecaptchaConfig = {
  secret: string;
  siteKey: string;
  verifyUrl: string;
  minScore: number;
};

/** An S3-compatible object store; requests go to `{endpoint}/{bucket}/{key}`. */
export type S3StorageConfig = {
  kind: 's3';
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
};

/**
 * Stripe, the payment provider of balance top-ups (its hosted Checkout): the secret API key, the
 * webhook endpoint's signing secret, and the API's origin (a local stand-in in tests and the demo).
 */
export type StripeConfig = { secretKey: string; webhookSecret: string; apiUrl: string };

/**
 * PayPal, through which experts' payouts are sent (its Payouts API): the REST app's client id
 * and secret, the API's origin (a local stand-in in tests and the demo), and the id of the
 * webhook registered for payout events (absent: outcomes are only polled).
 */
export type PayPalConfig = {
  clientId: string;
  clientSecret: string;
  apiUrl: string;
  webhookId?: string;
};

/**
 * Load shedding's limits (http/load-shedding.ts), each 0 when off: past one, requests are
 * answered 503 until the process is back under it.
 */
export type SheddingConfig = {
  /** The event loop's mean delay over a one-second sample. */
  maxEventLoopDelayMs: number;
  maxHeapUsedBytes: number;
  maxRssBytes: number;
};

/** How many PostgreSQL connections a process opens at most (unused on SQLite). */
export type DatabasePoolConfig = { size: number; jobsSize: number };

/**
 * 10 for requests (a query holds one only while it runs) and 4 for pg-boss (a worker per queue
 * polls, plus its cron and maintenance): see the README's "Growth" and "Scale" for when to raise them.
 */
export const DATABASE_POOL_DEFAULTS: DatabasePoolConfig = { size: 10, jobsSize: 4 };

/** Where uploaded files' content is kept: a folder (the default), or an S3 bucket. */
export type FileStorageConfig = { kind: 'disk'; dir: string } | S3StorageConfig;

export type ApiConfig = {
  port: number;
  host: string;
  /** `postgres://…` for PostgreSQL; otherwise a SQLite file path (or `:memory:`). */
  databaseUrl: string;
  /** On PostgreSQL, each process's connections: the requests' pool and the jobs' (pg-boss) own. */
  databasePool: DatabasePoolConfig;
  dataDir: string;
  /** Our own origin: redirects, links in e-mails and OAuth callbacks are built on it. */
  publicOrigin: string;
  /** Other origins (satellite sites) allowed to call the API from the browser. */
  satelliteOrigins: string[];
  /** Fastify's trustProxy: only then is X-Forwarded-Proto (and -For) believed. */
  trustProxy: boolean | string[];
  logLevel: string;
  mail: { smtpUrl?: string; outboxDir: string; from: string };
  files: FileStorageConfig;
  google?: OidcClientConfig;
  apple?: AppleClientConfig;
  recaptcha?: RecaptchaConfig;
  /** Absent: payments are not configured, and a top-up answers payments_unavailable. */
  stripe?: StripeConfig;
  /** Absent: payouts are made but not sent; they stay pending until PayPal is configured. */
  paypal?: PayPalConfig;
  /** When the payout run runs: a cron expression (UTC), hourly by default. */
  payoutRunSchedule: string;
  /** How long a customer has to review a delivery before it is approved (14 days by default). */
  reviewPeriodMs: number;
  rateLimitEnabled: boolean;
  /** Set: the rate limits count in this Redis instead of the database (or memory on SQLite). */
  redisUrl?: string;
  sessions: SessionLifetimes;
  /** On SIGTERM/SIGINT, how long requests in flight may take before their connections are cut. */
  shutdownGraceMs: number;
  shedding: SheddingConfig;
  seedDemoData: boolean;
  /** How long after an order is finished its customer may review it, and its expert rate them. */
  reviewWindowMs: number;
  /** A referral partner's commission on a paid order of a customer they brought, in percent. */
  referralCommissionPercent: number;
  site: { name: string; supportEmail: string };
  /**
   * The welcome and loyalty discounts: @bb/validation's DISCOUNT_POLICY, a code constant (not
   * read from the environment): prices and the Discount Policy page's text both come from it.
   */
  discounts: DiscountPolicy;
  settings: {
    serviceTypeLayout: string;
    cookieAgreeBannerType: string;
    gtmDatalayerObjects: unknown[];
  };
};

/** How long a session lasts (see auth/session-store.ts). */
export type SessionLifetimes = {
  /** Without "stay signed in": ends this long after its last use. */
  idleMs: number;
  /** With "stay signed in": the sliding window, renewed on every use. */
  staySignedInIdleMs: number;
  /** No session outlives this from its sign-in, however often it is used. */
  absoluteMs: number;
};

const HOUR_MS = 60 * 60 * 1000;
const MB = 1024 * 1024;
/** Shedding starts at this share of V8's heap limit by default: before the process runs out. */
const HEAP_SHARE = 0.9;
const DAY_MS = 24 * HOUR_MS;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n- ${problems.join('\n- ')}`);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

/**
 * Every variable the configuration reads: the README's table. The root's turbo.json passes
 * exactly these (and the site's build-time ones) to `start` and `dev`, which otherwise drop what
 * they do not list; the site's server/config-variables.test.ts keeps the two equal.
 */
export const CONFIG_VARIABLES = [
  'PORT',
  'HOST',
  'DATA_DIR',
  'DATABASE_URL',
  'DATABASE_POOL_SIZE',
  'DATABASE_JOBS_POOL_SIZE',
  'PUBLIC_ORIGIN',
  'SATELLITE_ORIGINS',
  'TRUST_PROXY',
  'LOG_LEVEL',
  'SMTP_URL',
  'MAIL_FROM',
  'OUTBOX_DIR',
  'FILE_STORAGE',
  'FILES_DIR',
  'S3_ENDPOINT',
  'S3_BUCKET',
  'S3_REGION',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'GOOGLE_CLIENT_ID',
  'GOOGLE_CLIENT_SECRET',
  'GOOGLE_ISSUER',
  'APPLE_CLIENT_ID',
  'APPLE_TEAM_ID',
  'APPLE_KEY_ID',
  'APPLE_PRIVATE_KEY',
  'APPLE_CLIENT_SECRET',
  'APPLE_ISSUER',
  'RECAPTCHA_SECRET',
  'RECAPTCHA_SITE_KEY',
  'RECAPTCHA_VERIFY_URL',
  'RECAPTCHA_MIN_SCORE',
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'STRIPE_API_URL',
  'PAYPAL_CLIENT_ID',
  'PAYPAL_CLIENT_SECRET',
  'PAYPAL_WEBHOOK_ID',
  'PAYPAL_API_URL',
  'PAYOUT_RUN_SCHEDULE',
  'REVIEW_PERIOD_DAYS',
  'RATE_LIMIT',
  'REDIS_URL',
  'SESSION_IDLE_HOURS',
  'SESSION_STAY_SIGNED_IN_DAYS',
  'SESSION_MAX_DAYS',
  'SHUTDOWN_GRACE_MS',
  'SHED_EVENT_LOOP_DELAY_MS',
  'SHED_HEAP_USED_MB',
  'SHED_RSS_MB',
  'SEED_DEMO_DATA',
  'REVIEW_WINDOW_DAYS',
  'REFERRAL_COMMISSION_PERCENT',
  'SITE_NAME',
  'SUPPORT_EMAIL',
  'SERVICE_TYPE_LAYOUT',
  'COOKIE_AGREE_BANNER_TYPE',
  'GTM_DATALAYER_OBJECTS',
] as const;

type ConfigVariable = (typeof CONFIG_VARIABLES)[number];
type Read = (name: ConfigVariable) => string | undefined;

/**
 * Prefixes whose every variable is ours (payments and payouts): another one is a typo such as
 * STRIPE_SECRET_KY, refused at start rather than ignored while the demo checkout takes the money.
 */
export const CHECKED_PREFIXES = ['STRIPE_', 'PAYPAL_'] as const;

/**
 * Reads the configuration from environment variables (see the README's table). Every problem is
 * reported at once, so a misconfigured start fails with the whole list.
 */
export function loadConfig(env: Env = process.env): ApiConfig {
  const problems: string[] = [];
  const read: Read = (name) => {
    const value = env[name]?.trim();
    return value === undefined || value === '' ? undefined : value;
  };
  const known = new Set<string>(CONFIG_VARIABLES);
  for (const name of Object.keys(env).sort()) {
    const prefix = CHECKED_PREFIXES.find((candidate) => name.startsWith(candidate));
    if (prefix === undefined || known.has(name)) continue;
    const group = CONFIG_VARIABLES.filter((variable) => variable.startsWith(prefix));
    problems.push(`${name} is not a setting (the ${prefix}* settings are ${group.join(', ')})`);
  }

  const port = readInteger(read('PORT'), 3000, 0, 65535, 'PORT', problems);
  const host = read('HOST') ?? '127.0.0.1';
  const dataDir = path.resolve(read('DATA_DIR') ?? './data');
  const databaseUrl = read('DATABASE_URL') ?? path.join(dataDir, 'bb.sqlite');
  const publicOrigin = readOrigin(
    read('PUBLIC_ORIGIN') ?? `http://localhost:${port || 3000}`,
    'PUBLIC_ORIGIN',
    problems,
  );
  if (
    URL.canParse(publicOrigin) &&
    publicOrigin.startsWith('http:') &&
    !isLoopbackOrigin(publicOrigin)
  ) {
    // Over plain http the session cookie could not be Secure: only a developer's own machine.
    problems.push(
      `PUBLIC_ORIGIN must be https unless it is a localhost origin, got "${publicOrigin}"`,
    );
  }
  const satelliteOrigins = (read('SATELLITE_ORIGINS') ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter((origin) => origin !== '')
    .map((origin) => readOrigin(origin, 'SATELLITE_ORIGINS', problems));

  const config: ApiConfig = {
    port,
    host,
    databaseUrl,
    databasePool: {
      size: readInteger(
        read('DATABASE_POOL_SIZE'),
        DATABASE_POOL_DEFAULTS.size,
        1,
        500,
        'DATABASE_POOL_SIZE',
        problems,
      ),
      jobsSize: readInteger(
        read('DATABASE_JOBS_POOL_SIZE'),
        DATABASE_POOL_DEFAULTS.jobsSize,
        1,
        100,
        'DATABASE_JOBS_POOL_SIZE',
        problems,
      ),
    },
    dataDir,
    publicOrigin,
    satelliteOrigins,
    trustProxy: readTrustProxy(read('TRUST_PROXY')),
    logLevel: read('LOG_LEVEL') ?? 'info',
    mail: {
      ...(read('SMTP_URL') ? { smtpUrl: read('SMTP_URL') } : {}),
      outboxDir: path.resolve(read('OUTBOX_DIR') ?? path.join(dataDir, 'outbox')),
      from: read('MAIL_FROM') ?? 'BB <no-reply@bb.example>',
    },
    files: readFileStorage(read, dataDir, problems),
    // Hourly: a payout date's run happens in its first hour.
    payoutRunSchedule: readCron(
      read('PAYOUT_RUN_SCHEDULE'),
      '0 * * * *',
      'PAYOUT_RUN_SCHEDULE',
      problems,
    ),
    // The terms' "14 days to review it".
    reviewPeriodMs:
      readInteger(read('REVIEW_PERIOD_DAYS'), 14, 1, 90, 'REVIEW_PERIOD_DAYS', problems) * DAY_MS,
    rateLimitEnabled: readBoolean(read('RATE_LIMIT'), true, 'RATE_LIMIT', problems),
    ...readRedisUrl(read('REDIS_URL'), problems),
    sessions: {
      idleMs:
        readInteger(read('SESSION_IDLE_HOURS'), 12, 1, 24 * 30, 'SESSION_IDLE_HOURS', problems) *
        HOUR_MS,
      staySignedInIdleMs:
        readInteger(
          read('SESSION_STAY_SIGNED_IN_DAYS'),
          14,
          1,
          365,
          'SESSION_STAY_SIGNED_IN_DAYS',
          problems,
        ) * DAY_MS,
      absoluteMs:
        readInteger(read('SESSION_MAX_DAYS'), 30, 1, 365, 'SESSION_MAX_DAYS', problems) * DAY_MS,
    },
    shutdownGraceMs: readInteger(
      read('SHUTDOWN_GRACE_MS'),
      10_000,
      0,
      600_000,
      'SHUTDOWN_GRACE_MS',
      problems,
    ),
    shedding: readShedding(read, problems),
    seedDemoData: readBoolean(read('SEED_DEMO_DATA'), true, 'SEED_DEMO_DATA', problems),
    reviewWindowMs:
      readInteger(read('REVIEW_WINDOW_DAYS'), 30, 1, 365, 'REVIEW_WINDOW_DAYS', problems) * DAY_MS,
    referralCommissionPercent: readInteger(
      read('REFERRAL_COMMISSION_PERCENT'),
      10,
      0,
      50,
      'REFERRAL_COMMISSION_PERCENT',
      problems,
    ),
    site: {
      name: read('SITE_NAME') ?? 'BB',
      supportEmail: read('SUPPORT_EMAIL') ?? 'support@bb.example',
    },
    discounts: DISCOUNT_POLICY,
    settings: {
      serviceTypeLayout: read('SERVICE_TYPE_LAYOUT') ?? 'assignment',
      cookieAgreeBannerType: read('COOKIE_AGREE_BANNER_TYPE') ?? 'custom',
      gtmDatalayerObjects: readJsonArray(
        read('GTM_DATALAYER_OBJECTS'),
        'GTM_DATALAYER_OBJECTS',
        problems,
      ),
    },
  };

  if (
    Math.max(config.sessions.idleMs, config.sessions.staySignedInIdleMs) >
    config.sessions.absoluteMs
  ) {
    problems.push(
      'SESSION_MAX_DAYS must be at least SESSION_IDLE_HOURS and SESSION_STAY_SIGNED_IN_DAYS',
    );
  }

  const googleId = read('GOOGLE_CLIENT_ID');
  const googleSecret = read('GOOGLE_CLIENT_SECRET');
  if (googleId && googleSecret) {
    config.google = {
      issuer: readOrigin(
        read('GOOGLE_ISSUER') ?? 'https://accounts.google.com',
        'GOOGLE_ISSUER',
        problems,
        true,
      ),
      clientId: googleId,
      clientSecret: googleSecret,
    };
  } else if (googleId || googleSecret) {
    problems.push('GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together');
  }

  const appleId = read('APPLE_CLIENT_ID');
  if (appleId) {
    const apple: AppleClientConfig = {
      issuer: readOrigin(
        read('APPLE_ISSUER') ?? 'https://appleid.apple.com',
        'APPLE_ISSUER',
        problems,
        true,
      ),
      clientId: appleId,
    };
    const teamId = read('APPLE_TEAM_ID');
    const keyId = read('APPLE_KEY_ID');
    // A PEM in one environment line usually arrives with its line breaks written as \n.
    const privateKeyPem = read('APPLE_PRIVATE_KEY')?.replaceAll('\\n', '\n');
    const clientSecret = read('APPLE_CLIENT_SECRET');
    if (teamId && keyId && privateKeyPem) apple.signingKey = { teamId, keyId, privateKeyPem };
    else if (clientSecret) apple.clientSecret = clientSecret;
    else {
      problems.push(
        'APPLE_CLIENT_ID needs APPLE_TEAM_ID, APPLE_KEY_ID and APPLE_PRIVATE_KEY (or APPLE_CLIENT_SECRET)',
      );
    }
    config.apple = apple;
  }

  const recaptchaSecret = read('RECAPTCHA_SECRET');
  const recaptchaSiteKey = read('RECAPTCHA_SITE_KEY');
  if (recaptchaSecret && recaptchaSiteKey) {
    config.recaptcha = {
      secret: recaptchaSecret,
      siteKey: recaptchaSiteKey,
      verifyUrl: read('RECAPTCHA_VERIFY_URL') ?? 'https://www.google.com/recaptcha/api/siteverify',
      minScore: readNumber(read('RECAPTCHA_MIN_SCORE'), 0.5, 0, 1, 'RECAPTCHA_MIN_SCORE', problems),
    };
  } else if (recaptchaSecret || recaptchaSiteKey) {
    problems.push('RECAPTCHA_SECRET and RECAPTCHA_SITE_KEY must be set together');
  }

  const stripe = readStripe(read, problems);
  if (stripe) config.stripe = stripe;
  const paypal = readPayPal(read, problems);
  if (paypal) config.paypal = paypal;

  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}

function readStripe(read: Read, problems: string[]): StripeConfig | undefined {
  const secretKey = read('STRIPE_SECRET_KEY');
  const webhookSecret = read('STRIPE_WEBHOOK_SECRET');
  if (!secretKey || !webhookSecret) {
    if (secretKey || webhookSecret)
      problems.push('STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET must be set together');
    // An API address alone would look configured while top-ups go to the demo checkout.
    else if (read('STRIPE_API_URL'))
      problems.push('STRIPE_API_URL needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET');
    return undefined;
  }
  const apiUrl = readProviderUrl(read, 'STRIPE_API_URL', 'https://api.stripe.com', problems);
  return { secretKey, webhookSecret, apiUrl };
}

function readPayPal(read: Read, problems: string[]): PayPalConfig | undefined {
  const clientId = read('PAYPAL_CLIENT_ID');
  const clientSecret = read('PAYPAL_CLIENT_SECRET');
  if (!clientId || !clientSecret) {
    if (clientId || clientSecret)
      problems.push('PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET must be set together');
    // A webhook id or an API address alone would look configured while no payout is ever sent.
    else {
      for (const name of ['PAYPAL_WEBHOOK_ID', 'PAYPAL_API_URL'] as const)
        if (read(name)) problems.push(`${name} needs PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET`);
    }
    return undefined;
  }
  const apiUrl = readProviderUrl(read, 'PAYPAL_API_URL', 'https://api-m.paypal.com', problems);
  const webhookId = read('PAYPAL_WEBHOOK_ID');
  return { clientId, clientSecret, apiUrl, ...(webhookId ? { webhookId } : {}) };
}

/** A provider's API origin: https, unless it is a local stand-in. */
function readProviderUrl(
  read: Read,
  name: ConfigVariable,
  fallback: string,
  problems: string[],
): string {
  const apiUrl = readOrigin(read(name) ?? fallback, name, problems);
  if (URL.canParse(apiUrl) && apiUrl.startsWith('http:') && !isLoopbackOrigin(apiUrl)) {
    // The credentials travel in every request's Authorization header.
    problems.push(`${name} must be https unless it is a localhost URL, got "${apiUrl}"`);
  }
  return apiUrl;
}

function readFileStorage(read: Read, dataDir: string, problems: string[]): FileStorageConfig {
  const kind = read('FILE_STORAGE') ?? 'disk';
  if (kind === 'disk')
    return { kind, dir: path.resolve(read('FILES_DIR') ?? path.join(dataDir, 'files')) };
  if (kind !== 's3') {
    problems.push(`FILE_STORAGE must be disk or s3, got "${kind}"`);
    return { kind: 'disk', dir: path.join(dataDir, 'files') };
  }
  const required = [
    'S3_ENDPOINT',
    'S3_BUCKET',
    'S3_ACCESS_KEY_ID',
    'S3_SECRET_ACCESS_KEY',
  ] as const;
  const missing = required.filter((name) => read(name) === undefined);
  if (missing.length > 0) problems.push(`FILE_STORAGE=s3 needs ${missing.join(', ')}`);
  const endpoint = readOrigin(
    read('S3_ENDPOINT') ?? 'https://s3.amazonaws.com',
    'S3_ENDPOINT',
    problems,
    true,
  );
  if (URL.canParse(endpoint) && endpoint.startsWith('http:') && !isLoopbackOrigin(endpoint)) {
    // The files and the request signatures would cross the network in clear.
    problems.push(`S3_ENDPOINT must be https unless it is a localhost endpoint, got "${endpoint}"`);
  }
  return {
    kind,
    endpoint,
    bucket: read('S3_BUCKET') ?? '',
    region: read('S3_REGION') ?? 'us-east-1',
    accessKeyId: read('S3_ACCESS_KEY_ID') ?? '',
    secretAccessKey: read('S3_SECRET_ACCESS_KEY') ?? '',
  };
}

function readShedding(read: Read, problems: string[]): SheddingConfig {
  const heapDefault = Math.floor((getHeapStatistics().heap_size_limit * HEAP_SHARE) / MB);
  const megabytes = (name: ConfigVariable, fallback: number) =>
    readInteger(read(name), fallback, 0, 1024 * 1024, name, problems) * MB;
  return {
    maxEventLoopDelayMs: readInteger(
      read('SHED_EVENT_LOOP_DELAY_MS'),
      1000,
      0,
      60_000,
      'SHED_EVENT_LOOP_DELAY_MS',
      problems,
    ),
    maxHeapUsedBytes: megabytes('SHED_HEAP_USED_MB', heapDefault),
    maxRssBytes: megabytes('SHED_RSS_MB', 0),
  };
}

function readRedisUrl(raw: string | undefined, problems: string[]): { redisUrl?: string } {
  if (raw === undefined) return {};
  if (!URL.canParse(raw) || !/^rediss?:$/.test(new URL(raw).protocol)) {
    problems.push(`REDIS_URL must be a redis:// or rediss:// URL, got "${raw}"`);
    return {};
  }
  return { redisUrl: raw };
}

export function isPostgresUrl(databaseUrl: string): boolean {
  return /^postgres(ql)?:\/\//i.test(databaseUrl);
}

function readInteger(
  raw: string | undefined,
  fallback: number,
  min: number,
  max: number,
  name: string,
  problems: string[],
): number {
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    problems.push(`${name} must be a whole number from ${min} to ${max}`);
    return fallback;
  }
  return value;
}

function readNumber(
  raw: string | undefined,
  fallback: number,
  min: number,
  max: number,
  name: string,
  problems: string[],
): number {
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < min || value > max) {
    problems.push(`${name} must be a number from ${min} to ${max}`);
    return fallback;
  }
  return value;
}

function readBoolean(
  raw: string | undefined,
  fallback: boolean,
  name: string,
  problems: string[],
): boolean {
  if (raw === undefined) return fallback;
  if (['1', 'true', 'on', 'yes'].includes(raw.toLowerCase())) return true;
  if (['0', 'false', 'off', 'no'].includes(raw.toLowerCase())) return false;
  problems.push(`${name} must be 1/0, true/false, on/off or yes/no`);
  return fallback;
}

/** A cron expression of five fields (minute to weekday); the jobs run it in UTC. */
function readCron(
  raw: string | undefined,
  fallback: string,
  name: string,
  problems: string[],
): string {
  if (raw === undefined) return fallback;
  try {
    if (raw.split(/\s+/).length !== 5) throw new Error('not five fields');
    CronExpressionParser.parse(raw);
    return raw;
  } catch {
    problems.push(`${name} must be a cron expression of five fields, such as "0 * * * *"`);
    return fallback;
  }
}

/** An origin (`scheme://host[:port]`); issuers may carry a path (`allowPath`). */
function readOrigin(raw: string, name: string, problems: string[], allowPath = false): string {
  try {
    const url = new URL(raw);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('scheme');
    if (allowPath) return raw.replace(/\/$/, '');
    return url.origin;
  } catch {
    problems.push(`${name} must be an http(s) URL, got "${raw}"`);
    return raw;
  }
}

/** localhost, a name under .localhost (RFC 6761), 127.0.0.0/8 or [::1]: this machine only. */
export function isLoopbackOrigin(origin: string): boolean {
  const { hostname } = new URL(origin);
  return (
    hostname === 'localhost' ||
    hostname.endsWith('.localhost') ||
    /^127(\.\d{1,3}){3}$/.test(hostname) ||
    hostname === '[::1]'
  );
}

/** on/off, or a comma-separated list of proxy addresses or CIDR ranges to trust. */
function readTrustProxy(raw: string | undefined): boolean | string[] {
  if (raw === undefined) return false;
  const lower = raw.toLowerCase();
  if (['1', 'true', 'on', 'yes'].includes(lower)) return true;
  if (['0', 'false', 'off', 'no'].includes(lower)) return false;
  return raw.split(',').map((entry) => entry.trim());
}

function readJsonArray(raw: string | undefined, name: string, problems: string[]): unknown[] {
  if (raw === undefined) return [];
  try {
    const value: unknown = JSON.parse(raw);
    if (Array.isArray(value)) return value;
  } catch {
    // Reported below.
  }
  problems.push(`${name} must be a JSON array`);
  return [];
}
