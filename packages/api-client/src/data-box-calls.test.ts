import type { ServerResponse } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApiClient } from './api-client';
import {
  errorEnvelope,
  okEnvelope,
  type RecordingServer,
  sendJson,
  startRecordingServer,
} from './test-support/recording-server';

let server: RecordingServer;

beforeAll(async () => {
  server = await startRecordingServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.reset();
});

describe('getDataBox falls back to {}', () => {
  it.each<{ failure: string; answer: (res: ServerResponse) => void }>([
    {
      failure: 'an expired key (404 error envelope)',
      answer: (res) => sendJson(res, 404, errorEnvelope('data_box_not_found')),
    },
    { failure: 'a server error page', answer: (res) => res.writeHead(500).end('<h1>Oops</h1>') },
    {
      failure: 'data that is not JSON',
      answer: (res) => sendJson(res, 200, okEnvelope({ data: '{oops' })),
    },
    {
      failure: 'data that is a JSON list',
      answer: (res) => sendJson(res, 200, okEnvelope({ data: '[1,2]' })),
    },
    {
      failure: 'data that is not a string',
      answer: (res) => sendJson(res, 200, okEnvelope({ data: { a: 1 } })),
    },
    { failure: 'no data', answer: (res) => sendJson(res, 200, okEnvelope({})) },
  ])('on $failure', async ({ answer }) => {
    server.respondWith((_q, res) => answer(res));
    const client = createApiClient({ origin: server.origin });
    await expect(client.getDataBox('k1')).resolves.toEqual({});
    expect(server.requests.map((r) => r.path)).toEqual(['/api/en/1/widgets/data-boxes/k1']);
  });

  it('on a timeout', async () => {
    server.respondWith(() => undefined);
    const client = createApiClient({ origin: server.origin, timeoutMs: 50 });
    await expect(client.getDataBox('k1')).resolves.toEqual({});
  });

  it('on a refused connection', async () => {
    const other = await startRecordingServer();
    await other.close();
    const client = createApiClient({ origin: other.origin });
    await expect(client.getDataBox('k1')).resolves.toEqual({});
  });

  it('without asking when the key is empty', async () => {
    const client = createApiClient({ origin: server.origin });
    await expect(client.getDataBox('')).resolves.toEqual({});
    expect(server.requests).toHaveLength(0);
  });
});

it("getDataBox still rejects on the caller's own cancellation", async () => {
  server.respondWith(() => undefined);
  const client = createApiClient({ origin: server.origin });
  const controller = new AbortController();
  const pending = client.getDataBox('k1', { signal: controller.signal });
  await server.received(1);
  controller.abort();
  await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
});

it('a data box round-trips an order draft', async () => {
  const stored = new Map<string, string>();
  server.respondWith((request, res) => {
    if (request.method === 'POST') {
      stored.set('k7', request.form?.data ?? '');
      sendJson(res, 200, okEnvelope({ key: 'k7' }));
    } else {
      sendJson(res, 200, okEnvelope({ data: stored.get(request.path.split('/').pop() ?? '') }));
    }
  });
  const client = createApiClient({ origin: server.origin });
  const draft = {
    discipline_sub: 30000,
    discipline_txt: 'Prolog',
    deadline_datetime: 1_800_000_000_000,
  };
  const { key } = await client.createDataBox({ data: draft });
  await expect(client.getDataBox(key)).resolves.toEqual(draft);
});
