import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_COMPANY } from '../seed/seed-data';
import { ApiClient, slugOf } from '../testing/api-client';
import { ENGINES, startTestServer, type TestServer } from '../testing/test-server';

describe.each(ENGINES)('settings on %s', (engine) => {
  let plain: TestServer;
  let configured: TestServer;
  beforeAll(async () => {
    plain = await startTestServer(engine);
    configured = await startTestServer(engine, {
      RECAPTCHA_SECRET: 'secret',
      RECAPTCHA_SITE_KEY: 'site-key-1',
      GOOGLE_CLIENT_ID: 'google-client',
      GOOGLE_CLIENT_SECRET: 'google-secret',
      APPLE_CLIENT_ID: 'apple-client',
      APPLE_CLIENT_SECRET: 'apple-secret',
      SERVICE_TYPE_LAYOUT: 'default',
      COOKIE_AGREE_BANNER_TYPE: 'native',
      GTM_DATALAYER_OBJECTS: '[{"site":"bb"}]',
    });
  });
  afterAll(async () => {
    await plain.close();
    await configured.close();
  });

  it('reports nothing available when nothing is configured', async () => {
    const response = await new ApiClient(plain.app).get('common/settings');
    expect(response.json.body).toMatchObject({
      env: {
        is_recaptcha_available: false,
        recaptcha_site_key: '',
        is_apple_oauth2_available: false,
        is_google_oauth2_available: false,
        service_type_layout: 'assignment',
      },
      app_features: { cookie_agree_banner_type: 'custom' },
      gtm_datalayer_objects: [],
    });
  });

  it('reports what the configuration provides', async () => {
    const response = await new ApiClient(configured.app).get('common/settings');
    expect(response.json.body).toMatchObject({
      env: {
        is_recaptcha_available: true,
        recaptcha_site_key: 'site-key-1',
        is_apple_oauth2_available: true,
        is_google_oauth2_available: true,
        service_type_layout: 'default',
      },
      app_features: { cookie_agree_banner_type: 'native' },
      gtm_datalayer_objects: [{ site: 'bb' }],
    });
    expect(JSON.stringify(response.json)).not.toContain('google-secret');
    expect(JSON.stringify(response.json)).not.toContain('"secret"');
  });

  it.each(['localhost', 'LOCALHOST:3000', 'www.localhost', 'bb.localhost'])(
    'gives the company for domain %s',
    async (domain) => {
      const response = await new ApiClient(plain.app).get('common/company-settings', {
        query: { domain },
      });
      expect(response.json.body).toEqual({ company: DEMO_COMPANY });
    },
  );

  it('gives no company for an unknown domain', async () => {
    const response = await new ApiClient(plain.app).get('common/company-settings', {
      query: { domain: 'unknown.example' },
    });
    expect(response.status).toBe(200);
    expect(response.json.body).toEqual({});
  });

  it('uses the Host header when no domain is given', async () => {
    const response = await new ApiClient(plain.app).get('common/company-settings', {
      headers: { host: 'localhost:3000' },
    });
    expect(response.json.body.company?.name).toBe(DEMO_COMPANY.name);
  });

  it('refuses a malformed domain', async () => {
    const response = await new ApiClient(plain.app).get('common/company-settings', {
      query: { domain: 'evil.example/<script>' },
    });
    expect(response.status).toBe(400);
    expect(slugOf(response)).toBe('invalid_request');
  });
});
