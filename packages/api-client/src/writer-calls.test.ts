import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApiClient } from './api-client';
import {
  errorEnvelope,
  okEnvelope,
  type RecordingServer,
  sendJson,
  startRecordingServer,
} from './test-support/recording-server';
import { toWritersBySlug } from './writer-calls';

const anna = {
  slug: 'anna-k',
  pen_name: 'Anna',
  avatar_url: '',
  rating: 9,
  orders_finished_qty: 1,
  orders_progress_qty: 0,
};
const bob = { ...anna, slug: 'bob', pen_name: 'Bob' };

let server: RecordingServer;

beforeAll(async () => {
  server = await startRecordingServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.reset();
});

describe('toWritersBySlug', () => {
  it.each([
    { shape: 'a map by slug', body: { 'anna-k': anna, bob }, expected: { 'anna-k': anna, bob } },
    { shape: 'a list', body: [anna, bob], expected: { 'anna-k': anna, bob } },
    { shape: 'one writer (one slug asked)', body: anna, expected: { 'anna-k': anna } },
    { shape: 'nothing', body: null, expected: {} },
    { shape: 'entries without a slug', body: { x: { pen_name: 'X' } }, expected: {} },
  ])('reads $shape', ({ body, expected }) => {
    expect(toWritersBySlug(body)).toEqual(expected);
  });
});

it('getWritersBySlugs with one slug reads a single-writer answer', async () => {
  server.respondWith((_q, res) => sendJson(res, 200, okEnvelope(anna)));
  const client = createApiClient({ origin: server.origin });
  await expect(client.getWritersBySlugs(['anna-k'])).resolves.toEqual({ 'anna-k': anna });
});

it('getWritersBySlugs with one unknown slug gives an empty map, as in a list', async () => {
  // One slug is GET /widgets/writers/{slug}, which answers 404 not_found for an unknown expert.
  server.respondWith((_q, res) => sendJson(res, 404, errorEnvelope('not_found')));
  const client = createApiClient({ origin: server.origin });
  await expect(client.getWritersBySlugs(['nobody'])).resolves.toEqual({});
  await expect(client.getWritersBySlugs(['nobody', 'no-one'])).rejects.toMatchObject({
    name: 'ApiError',
    messageSlug: 'not_found',
    status: 404,
  });
  await expect(client.getWriter('nobody')).rejects.toMatchObject({ status: 404 });
});

it('getWritersBySlugs with one slug still fails on other errors', async () => {
  server.respondWith((_q, res) => sendJson(res, 500, errorEnvelope('internal_error')));
  const client = createApiClient({ origin: server.origin });
  await expect(client.getWritersBySlugs(['anna-k'])).rejects.toMatchObject({ status: 500 });
});

it('getWritersBySlugs with no slugs answers {} without a request', async () => {
  const client = createApiClient({ origin: server.origin });
  await expect(client.getWritersBySlugs([])).resolves.toEqual({});
  expect(server.requests).toHaveLength(0);
});

it('escapes slugs in the path but keeps the commas', async () => {
  server.respondWith((_q, res) => sendJson(res, 200, okEnvelope({})));
  const client = createApiClient({ origin: server.origin });
  await client.getWritersBySlugs(['a/b', 'c d']);
  expect(server.requests[0]?.path).toBe('/api/en/1/widgets/writers/a%2Fb,c%20d');
});
