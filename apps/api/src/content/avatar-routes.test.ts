import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, slugOf } from '../testing/api-client';
import { ENGINES, startTestServer, type TestServer } from '../testing/test-server';
import { initials } from './avatar-svg';

describe('initials', () => {
  it.each([
    ['Adrian K.', 'AK'],
    ['xenia', 'X'],
    ['Élodie  de la Cruz', 'ÉD'],
    ['<b>', 'B'],
  ])('of %j is %j', (name, expected) => {
    expect(initials(name)).toBe(expected);
  });
});

describe.each(ENGINES)('avatars on %s', (engine) => {
  let server: TestServer;
  let client: ApiClient;
  beforeAll(async () => {
    server = await startTestServer(engine);
    client = new ApiClient(server.app);
  });
  afterAll(() => server.close());

  it('serves generated SVG avatars', async () => {
    const response = await client.get('widgets/avatars/adrian-k.svg', { query: { size: '64' } });
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toContain('image/svg+xml');
    expect(response.text).toContain('width="64"');
    expect(response.text).toContain('>AK</text>');
    const generic = await client.get('widgets/avatars/customer-7.svg');
    expect(generic.text).toContain('width="128"');
    expect((await client.get('widgets/avatars/../../x.svg')).status).toBeGreaterThanOrEqual(400);
  });

  it('refuses a size out of range', async () => {
    const response = await client.get('widgets/avatars/adrian-k.svg', { query: { size: '5000' } });
    expect(response.status).toBe(400);
    expect(slugOf(response)).toBe('invalid_request');
  });
});
