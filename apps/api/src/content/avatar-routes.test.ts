import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, slugOf } from '../testing/api-client';
import { ENGINES, startTestServer, type TestServer } from '../testing/test-server';

describe.each(ENGINES)('avatars on %s', (engine) => {
  let server: TestServer;
  let client: ApiClient;
  beforeAll(async () => {
    server = await startTestServer(engine);
    client = new ApiClient(server.app);
  });
  afterAll(() => server.close());

  it('serves generated SVG avatars, the same drawing for a seed at every size, as an image only', async () => {
    const response = await client.get('widgets/avatars/adrian-k.svg', { query: { size: '64' } });
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toContain('image/svg+xml');
    expect(response.headers['content-security-policy']).toMatch(/default-src 'none'.*sandbox/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.text).toContain('width="64"');
    expect(response.text).not.toMatch(/<script|<foreignObject|href=/i);
    const large = await client.get('widgets/avatars/adrian-k.svg', { query: { size: '256' } });
    expect(large.text.replaceAll('256', '64')).toBe(response.text);
    const other = await client.get('widgets/avatars/beatrice-l.svg', { query: { size: '64' } });
    expect(other.text).not.toBe(response.text);
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
