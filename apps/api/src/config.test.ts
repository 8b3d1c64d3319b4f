import { readFileSync } from 'node:fs';
import path from 'node:path';
import { getHeapStatistics } from 'node:v8';
import { describe, expect, it } from 'vitest';
import { CONFIG_VARIABLES, ConfigError, isPostgresUrl, loadConfig } from './config';

describe('loadConfig', () => {
  it('starts on the embedded database under ./data with nothing configured', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      dataDir: path.resolve('data'),
      databaseUrl: path.resolve('data', 'bb.sqlite'),
      databasePool: { size: 10, jobsSize: 4 },
      publicOrigin: 'http://localhost:3000',
      satelliteOrigins: [],
      trustProxy: false,
      rateLimitEnabled: true,
      seedDemoData: true,
      payoutRunSchedule: '0 * * * *',
    });
    expect(config.mail.outboxDir).toBe(path.resolve('data', 'outbox'));
    expect(config.files).toEqual({ kind: 'disk', dir: path.resolve('data', 'files') });
    expect(config.google).toBeUndefined();
    expect(config.apple).toBeUndefined();
    expect(config.recaptcha).toBeUndefined();
    expect(config.stripe).toBeUndefined();
    expect(config.redisUrl).toBeUndefined();
    expect(config.shutdownGraceMs).toBe(10_000);
    // Shedding before the heap runs out: at nine tenths of V8's limit.
    expect(config.shedding.maxEventLoopDelayMs).toBe(1000);
    expect(config.shedding.maxHeapUsedBytes / getHeapStatistics().heap_size_limit).toBeCloseTo(0.9);
    expect(config.shedding.maxRssBytes).toBe(0);
  });

  it('reads every setting', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '0.0.0.0',
      DATABASE_URL: 'postgres://bb@db/bb',
      DATABASE_POOL_SIZE: '40',
      DATABASE_JOBS_POOL_SIZE: '6',
      PUBLIC_ORIGIN: 'https://bb.example/',
      SATELLITE_ORIGINS: 'https://a.example, https://b.example/path',
      TRUST_PROXY: '10.0.0.0/8,127.0.0.1',
      SMTP_URL: 'smtp://mail:25',
      RATE_LIMIT: 'off',
      REDIS_URL: 'rediss://:secret@cache.bb.example:6380',
      SHUTDOWN_GRACE_MS: '30000',
      SHED_EVENT_LOOP_DELAY_MS: '0',
      SHED_HEAP_USED_MB: '512',
      SHED_RSS_MB: '1024',
      SEED_DEMO_DATA: '0',
      PAYOUT_RUN_SCHEDULE: '0 0 1,16 * *',
      GOOGLE_CLIENT_ID: 'id',
      GOOGLE_CLIENT_SECRET: 'secret',
      APPLE_CLIENT_ID: 'com.bb',
      APPLE_CLIENT_SECRET: 'apple-secret',
      RECAPTCHA_SECRET: 's',
      RECAPTCHA_SITE_KEY: 'k',
      RECAPTCHA_MIN_SCORE: '0.7',
      STRIPE_SECRET_KEY: 'sk_live_1',
      STRIPE_WEBHOOK_SECRET: 'whsec_1',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      databaseUrl: 'postgres://bb@db/bb',
      databasePool: { size: 40, jobsSize: 6 },
      publicOrigin: 'https://bb.example',
      satelliteOrigins: ['https://a.example', 'https://b.example'],
      trustProxy: ['10.0.0.0/8', '127.0.0.1'],
      rateLimitEnabled: false,
      redisUrl: 'rediss://:secret@cache.bb.example:6380',
      shutdownGraceMs: 30_000,
      shedding: { maxEventLoopDelayMs: 0, maxHeapUsedBytes: 512 * 2 ** 20, maxRssBytes: 2 ** 30 },
      seedDemoData: false,
      payoutRunSchedule: '0 0 1,16 * *',
      google: { issuer: 'https://accounts.google.com', clientId: 'id', clientSecret: 'secret' },
      apple: {
        issuer: 'https://appleid.apple.com',
        clientId: 'com.bb',
        clientSecret: 'apple-secret',
      },
      recaptcha: {
        secret: 's',
        siteKey: 'k',
        minScore: 0.7,
        verifyUrl: 'https://www.google.com/recaptcha/api/siteverify',
      },
      stripe: {
        secretKey: 'sk_live_1',
        webhookSecret: 'whsec_1',
        apiUrl: 'https://api.stripe.com',
      },
    });
    expect(config.mail.smtpUrl).toBe('smtp://mail:25');
    expect(isPostgresUrl(config.databaseUrl)).toBe(true);
  });

  it('reports every problem at once', () => {
    let error: unknown;
    try {
      loadConfig({
        PORT: 'eighty',
        PUBLIC_ORIGIN: 'ftp://bb.example',
        GOOGLE_CLIENT_ID: 'id',
        RECAPTCHA_SITE_KEY: 'k',
        APPLE_CLIENT_ID: 'com.bb',
        RATE_LIMIT: 'maybe',
        STRIPE_SECRET_KEY: 'sk_test_1',
        REDIS_URL: 'http://cache.bb.example',
        SHUTDOWN_GRACE_MS: '-1',
        PAYOUT_RUN_SCHEDULE: 'hourly',
        DATABASE_POOL_SIZE: '0',
        DATABASE_JOBS_POOL_SIZE: 'many',
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).problems).toHaveLength(12);
    expect((error as ConfigError).problems).toContain(
      'DATABASE_POOL_SIZE must be a whole number from 1 to 500',
    );
  });

  it('keeps files in an S3 bucket when told, with every setting it needs', () => {
    const env = {
      FILE_STORAGE: 's3',
      S3_ENDPOINT: 'https://s3.eu-west-1.amazonaws.com/',
      S3_BUCKET: 'bb-files',
      S3_ACCESS_KEY_ID: 'AKIA1',
      S3_SECRET_ACCESS_KEY: 'secret',
    };
    expect(loadConfig({ ...env, S3_REGION: 'eu-west-1' }).files).toEqual({
      kind: 's3',
      endpoint: 'https://s3.eu-west-1.amazonaws.com',
      bucket: 'bb-files',
      region: 'eu-west-1',
      accessKeyId: 'AKIA1',
      secretAccessKey: 'secret',
    });
    expect(loadConfig({ ...env, S3_ENDPOINT: 'http://127.0.0.1:4568' }).files).toMatchObject({
      endpoint: 'http://127.0.0.1:4568',
      region: 'us-east-1',
    });
    expect(loadConfig({ FILES_DIR: '/srv/bb-files' }).files).toEqual({
      kind: 'disk',
      dir: '/srv/bb-files',
    });
    expect(() => loadConfig({ FILE_STORAGE: 's3', S3_BUCKET: 'b' })).toThrow(
      'FILE_STORAGE=s3 needs S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY',
    );
    expect(() => loadConfig({ ...env, S3_ENDPOINT: 'http://s3.example' })).toThrow(
      /S3_ENDPOINT must be https unless it is a localhost endpoint/,
    );
    expect(() => loadConfig({ FILE_STORAGE: 'ftp' })).toThrow(/FILE_STORAGE must be disk or s3/);
  });

  it('takes payments through Stripe when both of its secrets are set, on https or this machine', () => {
    const keys = { STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1' };
    expect(loadConfig({ ...keys, STRIPE_API_URL: 'http://127.0.0.1:4242/' }).stripe).toEqual({
      secretKey: 'sk_test_1',
      webhookSecret: 'whsec_1',
      apiUrl: 'http://127.0.0.1:4242',
    });
    expect(() => loadConfig({ STRIPE_WEBHOOK_SECRET: 'whsec_1' })).toThrow(
      'STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET must be set together',
    );
    expect(() => loadConfig({ ...keys, STRIPE_API_URL: 'http://stripe.example' })).toThrow(
      /STRIPE_API_URL must be https unless it is a localhost URL/,
    );
    expect(() => loadConfig({ ...keys, STRIPE_API_URL: 'ftp://stripe.example' })).toThrow(
      /STRIPE_API_URL must be an http\(s\) URL/,
    );
  });

  it('sends payouts through PayPal when its client id and secret are set, on https or this machine', () => {
    const keys = { PAYPAL_CLIENT_ID: 'client-1', PAYPAL_CLIENT_SECRET: 'secret-1' };
    expect(loadConfig(keys).paypal).toEqual({
      clientId: 'client-1',
      clientSecret: 'secret-1',
      apiUrl: 'https://api-m.paypal.com',
    });
    expect(
      loadConfig({ ...keys, PAYPAL_API_URL: 'http://localhost:4243/', PAYPAL_WEBHOOK_ID: 'WH-1' })
        .paypal,
    ).toEqual({
      clientId: 'client-1',
      clientSecret: 'secret-1',
      apiUrl: 'http://localhost:4243',
      webhookId: 'WH-1',
    });
    expect(loadConfig({}).paypal).toBeUndefined();
    expect(() => loadConfig({ PAYPAL_CLIENT_SECRET: 'secret-1' })).toThrow(
      'PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET must be set together',
    );
    expect(() => loadConfig({ PAYPAL_WEBHOOK_ID: 'WH-1' })).toThrow(
      'PAYPAL_WEBHOOK_ID needs PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET',
    );
    expect(() => loadConfig({ ...keys, PAYPAL_API_URL: 'http://paypal.example' })).toThrow(
      /PAYPAL_API_URL must be https unless it is a localhost URL/,
    );
    expect(() => loadConfig({ ...keys, PAYPAL_API_URL: 'ftp://paypal.example' })).toThrow(
      /PAYPAL_API_URL must be an http\(s\) URL/,
    );
  });

  it.each([
    [
      'STRIPE_SECRET_KY',
      'STRIPE_SECRET_KY is not a setting (the STRIPE_* settings are STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_API_URL)',
    ],
    [
      'PAYPAL_CLIENT_SECRETS',
      'PAYPAL_CLIENT_SECRETS is not a setting (the PAYPAL_* settings are PAYPAL_CLIENT_ID, PAYPAL_CLIENT_SECRET, PAYPAL_WEBHOOK_ID, PAYPAL_API_URL)',
    ],
  ])(
    'refuses an unknown payment setting such as %s, a typo that would leave the demo in charge',
    (name, problem) => {
      expect(() => loadConfig({ [name]: 'x' })).toThrow(problem);
      expect(() =>
        loadConfig({
          STRIPE_SECRET_KEY: 'sk_test_1',
          STRIPE_WEBHOOK_SECRET: 'whsec_1',
          [name]: 'x',
        }),
      ).toThrow(problem);
    },
  );

  it.each([
    ['STRIPE_API_URL', 'STRIPE_API_URL needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET'],
    ['PAYPAL_API_URL', 'PAYPAL_API_URL needs PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET'],
  ])('refuses %s without the credentials it is for', (name, problem) => {
    expect(() => loadConfig({ [name]: 'http://127.0.0.1:4242' })).toThrow(problem);
  });

  it.each(['hourly', '61 * * * *', '0 0 * * * *'])(
    'refuses a payout run schedule that is not a cron expression of five fields (%s)',
    (schedule) => {
      expect(() => loadConfig({ PAYOUT_RUN_SCHEDULE: schedule })).toThrow(
        'PAYOUT_RUN_SCHEDULE must be a cron expression of five fields',
      );
    },
  );

  it("reads exactly the variables of the README's configuration table", () => {
    const readme = readFileSync(path.resolve(import.meta.dirname, '../README.md'), 'utf8');
    const table = readme.slice(readme.indexOf('## Configuration'), readme.indexOf('## Answers'));
    const documented = [...table.matchAll(/^\| ([^|]+) \|/gm)]
      .flatMap(([, names = '']) => [...names.matchAll(/`([A-Z0-9_]+)`/g)].map(([, name]) => name))
      .sort();
    expect(documented).toEqual([...CONFIG_VARIABLES].sort());
  });

  it.each([
    'http://localhost:3000',
    'http://127.0.0.1:8080',
    'http://bb.localhost',
    'http://[::1]:3000',
    'https://bb.example',
  ])('accepts the origin %s', (origin) => {
    expect(loadConfig({ PUBLIC_ORIGIN: origin }).publicOrigin).toBe(origin);
  });

  it.each(['http://bb.example', 'http://10.0.0.5:3000', 'http://localhost.example.com'])(
    'refuses plain http for the origin %s, which is not this machine',
    (origin) => {
      expect(() => loadConfig({ PUBLIC_ORIGIN: origin })).toThrow(
        /PUBLIC_ORIGIN must be https unless it is a localhost origin/,
      );
    },
  );
});
