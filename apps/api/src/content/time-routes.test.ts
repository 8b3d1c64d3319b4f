import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, slugOf } from '../testing/api-client';
import { ENGINES, startTestServer, type TestServer } from '../testing/test-server';
import { utcOffsetMinutes } from './time-routes';

const NOW = Date.UTC(2026, 10, 22, 12, 0, 0);

describe('utcOffsetMinutes', () => {
  it.each([
    ['2026-11-22T14:00:00', 120],
    ['2026-11-22 06:31', -330],
    ['2026-11-23T01:45:00.123', 825],
    ['2026-11-22T12:00:00Z', 0],
    ['2026-11-22T17:30:00+05:30', 330],
    ['2026-11-22T07:00:00-0500', -300],
  ])('reads %s as %i minutes', (clientDatetime, offset) => {
    expect(utcOffsetMinutes(clientDatetime, NOW)).toBe(offset);
  });
});

describe.each(ENGINES)('time/utc-offset on %s', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(engine);
    server.clock.now = NOW;
  });
  afterAll(() => server.close());

  it("answers the client's offset and our time", async () => {
    const response = await new ApiClient(server.app).get('time/utc-offset', {
      query: { client_datetime: '2026-11-22T15:00:00' },
    });
    expect(response.json.body).toEqual({
      offset: 180,
      server_datetime: '2026-11-22T12:00:00.000Z',
    });
  });

  it.each([{}, { client_datetime: 'yesterday' }, { client_datetime: '2026-02-30T10:00:00' }])(
    'refuses %j',
    async (query) => {
      const response = await new ApiClient(server.app).get('time/utc-offset', { query });
      expect(response.status).toBe(400);
      expect(slugOf(response)).toBe('invalid_request');
    },
  );
});
