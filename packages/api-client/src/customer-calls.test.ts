import { afterAll, beforeAll, expect, it } from 'vitest';
import { createApiClient } from './api-client';
import { type RecordingServer, startRecordingServer } from './test-support/recording-server';

let server: RecordingServer;

beforeAll(async () => {
  server = await startRecordingServer();
});
afterAll(() => server.close());

it('createCustomer without policy_agree is refused locally with policy_required', async () => {
  const client = createApiClient({ origin: server.origin });
  await expect(
    client.createCustomer({ login: 'new@example.com', policy_agree: false }),
  ).rejects.toMatchObject({ name: 'ApiError', messageSlug: 'policy_required', status: 0 });
  expect(server.requests).toHaveLength(0);
});
