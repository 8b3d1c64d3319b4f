import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, isPostgresUrl, loadConfig } from './config';

describe('loadConfig', () => {
  it('starts on the embedded database under ./data with nothing configured', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      dataDir: path.resolve('data'),
      databaseUrl: path.resolve('data', 'bb.sqlite'),
      publicOrigin: 'http://localhost:3000',
      satelliteOrigins: [],
      trustProxy: false,
      rateLimitEnabled: true,
      seedDemoData: true,
    });
    expect(config.mail.outboxDir).toBe(path.resolve('data', 'outbox'));
    expect(config.google).toBeUndefined();
    expect(config.apple).toBeUndefined();
    expect(config.recaptcha).toBeUndefined();
  });

  it('reads every setting', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '0.0.0.0',
      DATABASE_URL: 'postgres://bb@db/bb',
      PUBLIC_ORIGIN: 'https://bb.example/',
      SATELLITE_ORIGINS: 'https://a.example, https://b.example/path',
      TRUST_PROXY: '10.0.0.0/8,127.0.0.1',
      SMTP_URL: 'smtp://mail:25',
      RATE_LIMIT: 'off',
      SEED_DEMO_DATA: '0',
      GOOGLE_CLIENT_ID: 'id',
      GOOGLE_CLIENT_SECRET: 'secret',
      APPLE_CLIENT_ID: 'com.bb',
      APPLE_CLIENT_SECRET: 'apple-secret',
      RECAPTCHA_SECRET: 's',
      RECAPTCHA_SITE_KEY: 'k',
      RECAPTCHA_MIN_SCORE: '0.7',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      databaseUrl: 'postgres://bb@db/bb',
      publicOrigin: 'https://bb.example',
      satelliteOrigins: ['https://a.example', 'https://b.example'],
      trustProxy: ['10.0.0.0/8', '127.0.0.1'],
      rateLimitEnabled: false,
      seedDemoData: false,
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
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).problems).toHaveLength(6);
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
