import { DATA_BOX_MAX_BYTES, DATA_BOX_TTL_SECONDS } from '@bb/validation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashSecret } from '../auth/secret-tokens';
import { ApiClient, slugOf } from '../testing/api-client';
import { ENGINES, startTestServer, type TestServer } from '../testing/test-server';

const draft = JSON.stringify({
  paper_type: 1,
  discipline_sub: 101,
  discipline_txt: '',
  writer_req_slug: 'adrian-k',
  login: 'visitor@bb.example',
  deadline_datetime: 1_900_000_000_000,
  description: 'Ünïcödé and emoji 🎓 survive',
});

describe.each(ENGINES)('data boxes on %s', (engine) => {
  let server: TestServer;
  let client: ApiClient;
  beforeAll(async () => {
    server = await startTestServer(engine);
    client = new ApiClient(server.app);
  });
  afterAll(() => server.close());

  it('keeps a draft and gives it back by key, with the default ttl of 1800 s', async () => {
    const created = await client.post('widgets/data-boxes', { data: draft });
    expect(created.status).toBe(200);
    expect(created.json.body.key).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(created.json.body.ttl).toBe(DATA_BOX_TTL_SECONDS);

    const read = await client.get(`widgets/data-boxes/${created.json.body.key}`);
    expect(read.status).toBe(200);
    expect(read.json.body.data).toBe(draft);
    expect(JSON.parse(read.json.body.data).discipline_sub).toBe(101);
  });

  it('stores only a digest of the key', async () => {
    const { key } = (await client.post('widgets/data-boxes', { data: '{"a":1}' })).json.body;
    const rows = await server.ctx.db.selectFrom('data_boxes').select('key_hash').execute();
    expect(rows.map((row) => row.key_hash)).toContain(hashSecret(key));
    expect(rows.map((row) => row.key_hash)).not.toContain(key);
  });

  it('forgets the draft when its ttl has passed', async () => {
    const { key } = (await client.post('widgets/data-boxes', { data: draft, ttl: '60' })).json.body;
    server.clock.advance(59_000);
    expect((await client.get(`widgets/data-boxes/${key}`)).status).toBe(200);
    server.clock.advance(2_000);
    const expired = await client.get(`widgets/data-boxes/${key}`);
    expect(expired.status).toBe(404);
    expect(slugOf(expired)).toBe('data_box_not_found');
  });

  it('answers data_box_not_found for an unknown key', async () => {
    const response = await client.get('widgets/data-boxes/AAAAAAAAAAAAAAAAAAAAAA');
    expect(response.status).toBe(404);
    expect(slugOf(response)).toBe('data_box_not_found');
  });

  it('accepts exactly 64 KiB and refuses one byte more with data_box_too_large', async () => {
    const exact = JSON.stringify('x'.repeat(DATA_BOX_MAX_BYTES - 2));
    expect(Buffer.byteLength(exact)).toBe(DATA_BOX_MAX_BYTES);
    expect((await client.post('widgets/data-boxes', { data: exact })).status).toBe(200);

    const tooLarge = await client.post('widgets/data-boxes', {
      data: JSON.stringify('x'.repeat(DATA_BOX_MAX_BYTES - 1)),
    });
    expect(tooLarge.status).toBe(413);
    expect(slugOf(tooLarge)).toBe('data_box_too_large');
    expect(tooLarge.json.meta.response.message).toMatch(/too large/);
  });

  it('refuses a body far over the limit with the same clear error', async () => {
    const response = await client.post('widgets/data-boxes', { data: 'y'.repeat(400 * 1024) });
    expect(response.status).toBe(413);
    expect(slugOf(response)).toBe('data_box_too_large');
  });

  it.each([
    ['data that is not JSON', { data: '{not json' }],
    ['no data', {}],
    ['a ttl of zero', { data: '{}', ttl: '0' }],
    ['a ttl that is not a number', { data: '{}', ttl: 'soon' }],
  ])('refuses %s with invalid_request', async (_case, form) => {
    const before = await server.ctx.db.selectFrom('data_boxes').select('key_hash').execute();
    const response = await client.post('widgets/data-boxes', form);
    expect(response.status).toBe(400);
    expect(slugOf(response)).toBe('invalid_request');
    expect(await server.ctx.db.selectFrom('data_boxes').select('key_hash').execute()).toHaveLength(
      before.length,
    );
  });
});
