// @vitest-environment node
import { createApiClient } from '@bb/api-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { error, type FakeApiServer, ok, startFakeApiServer } from '../test-support/fake-api-server';
import { loadCommonSettings } from './common-settings';

let server: FakeApiServer;
beforeAll(async () => {
  server = await startFakeApiServer();
});
afterEach(() => server.reset());
afterAll(() => server.close());

const SETTINGS = {
  env: { is_recaptcha_available: false },
  app_features: {},
  gtm_datalayer_objects: [],
};

describe('loadCommonSettings', () => {
  it('sends one GET per API client, shared by every caller of that client', async () => {
    server.on('GET /common/settings', ok(SETTINGS));
    const api = createApiClient({ origin: server.origin });
    const first = loadCommonSettings(api);
    const second = loadCommonSettings(api);
    expect(second).toBe(first);
    await expect(first).resolves.toEqual(SETTINGS);
    await expect(loadCommonSettings(api)).resolves.toEqual(SETTINGS);
    expect(server.calls()).toEqual(['GET /common/settings']);

    await loadCommonSettings(createApiClient({ origin: server.origin }));
    expect(server.calls()).toEqual(['GET /common/settings', 'GET /common/settings']);
  });

  it('forgets a failed load, so the next caller tries again', async () => {
    server.onSequence('GET /common/settings', [error('internal_error', 500), ok(SETTINGS)]);
    const api = createApiClient({ origin: server.origin });
    await expect(loadCommonSettings(api)).rejects.toMatchObject({ messageSlug: 'internal_error' });
    await expect(loadCommonSettings(api)).resolves.toEqual(SETTINGS);
    expect(server.calls()).toEqual(['GET /common/settings', 'GET /common/settings']);
  });
});
