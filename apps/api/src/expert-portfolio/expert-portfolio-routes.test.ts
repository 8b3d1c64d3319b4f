import { PORTFOLIO_MAX_ITEMS } from '@bb/validation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../seed/seed-data';
import { type ApiClient, sendAtOnce, slugOf } from '../testing/api-client';
import { uploadSample } from '../testing/application-fixtures';
import { clientFactory, createExpertAccount } from '../testing/customer-fixtures';
import { ENGINES, PUBLIC_ORIGIN, startTestServer, type TestServer } from '../testing/test-server';

const API = `${PUBLIC_ORIGIN}/api/en/1/`;

describe.each(ENGINES)('the expert portfolio on %s', (engine) => {
  let server: TestServer;
  let expert: ApiClient;
  let slug: string;
  let writerId: number;
  const { newClient, signedIn } = clientFactory(() => server, '10.28.21');

  beforeAll(async () => {
    server = await startTestServer(engine);
    expert = await signedIn('writer');
    const writer = await server.ctx.db
      .selectFrom('writers')
      .innerJoin('users', 'users.id', 'writers.user_id')
      .select(['writers.id', 'writers.slug'])
      .where('users.email', '=', DEMO_ACCOUNTS.writer)
      .executeTakeFirstOrThrow();
    ({ slug, id: writerId } = writer);
  });
  afterAll(() => server.close());

  /** The expert adds an item with a freshly uploaded file; answers the response. */
  async function add(client: ApiClient, fields: Record<string, string> = {}) {
    return client.post('writers/portfolio', {
      title: 'Dijkstra in Python',
      discipline: '101',
      description: 'A shortest-path solver with a binary heap,\nand its tests.',
      file: await uploadSample(client, 'dijkstra.py'),
      ...fields,
    });
  }

  const publicList = async () =>
    (await newClient().get(`widgets/writers/${slug}/portfolio`)).json.body.portfolio as Array<{
      id: number;
    }>;
  const apiPath = (url: string) => url.slice(API.length);

  it('adds an item the public portfolio calls show with its file, and removes it', async () => {
    const fileId = await uploadSample(expert, 'dijkstra.py');
    const added = await add(expert, { file: fileId });
    expect(added.status, added.text).toBe(200);
    const item = added.json.body.item;
    expect(item).toMatchObject({
      title: 'Dijkstra in Python',
      summary: 'A shortest-path solver with a binary heap,\nand its tests.',
      description: 'A shortest-path solver with a binary heap,\nand its tests.',
      discipline: { id: 101, title: expect.any(String) },
      file: { name: 'dijkstra.py', size: 15 },
      file_url: `${API}widgets/writers/${slug}/portfolio/${item.id}/file`,
    });
    expect(item).not.toHaveProperty('paper_type');

    const own = await expert.get('writers/portfolio');
    expect(own.json.body.portfolio[0]).toEqual(item);
    expect(own.json.body).toMatchObject({ next_cursor: null, max_count: PORTFOLIO_MAX_ITEMS });
    expect(own.json.body.count).toBe(own.json.body.portfolio.length);

    const listed = await publicList();
    expect(listed[0]).toEqual({
      id: item.id,
      title: item.title,
      summary: item.summary,
      created_at: item.created_at,
      discipline: item.discipline,
      file_url: item.file_url,
    });
    const one = await newClient().get(`widgets/writers/${slug}/portfolio/${item.id}`);
    expect(one.json.body).toMatchObject({
      id: item.id,
      body: item.description,
      file_url: item.file_url,
      writer: { slug },
    });

    // Anyone downloads the file, only ever as an attachment.
    const file = await newClient().get(apiPath(item.file_url));
    expect(file.status).toBe(200);
    expect(file.text).toBe('print("hello")\n');
    expect(file.headers).toMatchObject({
      'content-type': 'application/octet-stream',
      'x-content-type-options': 'nosniff',
    });
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename="dijkstra\.py"/);

    const removed = await expert.delete(`writers/portfolio/${item.id}`);
    expect(removed.status, removed.text).toBe(200);
    expect((await publicList()).map((entry) => entry.id)).not.toContain(item.id);
    expect((await newClient().get(`widgets/writers/${slug}/portfolio/${item.id}`)).status).toBe(
      404,
    );
    expect((await newClient().get(apiPath(item.file_url))).status).toBe(404);
    expect(await server.ctx.files.get(fileId)).toBeUndefined();
    expect((await expert.delete(`writers/portfolio/${item.id}`)).status).toBe(404);
  });

  it('pages the expert’s own items newest first, each once', async () => {
    const ids: number[] = [];
    for (let index = 0; index < 3; index++) {
      server.clock.advance(1000);
      ids.unshift((await add(expert, { title: `Work ${index}` })).json.body.item.id);
    }
    const seen: number[] = [];
    let cursor: string | undefined;
    do {
      const page = await expert.get('writers/portfolio', {
        query: { limit: '2', ...(cursor ? { cursor } : {}) },
      });
      expect(page.status, page.text).toBe(200);
      seen.push(...page.json.body.portfolio.map((item: { id: number }) => item.id));
      cursor = page.json.body.next_cursor ?? undefined;
    } while (cursor);
    expect(seen.slice(0, 3)).toEqual(ids);
    expect(new Set(seen).size).toBe(seen.length);
    for (const id of ids) await expert.delete(`writers/portfolio/${id}`);
  });

  it('refuses each bad field beside it', async () => {
    const refusal = async (fields: Record<string, string>) => {
      const answer = await add(expert, fields);
      return [answer.status, slugOf(answer), answer.json.meta.response.field];
    };
    expect(await refusal({ title: '  ' })).toEqual([400, 'portfolio_title_required', 'title']);
    expect(await refusal({ title: 'x'.repeat(151) })).toEqual([
      400,
      'portfolio_title_too_long',
      'title',
    ]);
    expect(await refusal({ description: 'x'.repeat(2001) })).toEqual([
      400,
      'portfolio_description_too_long',
      'description',
    ]);
    expect(await refusal({ discipline: '999999' })).toEqual([
      400,
      'portfolio_discipline_required',
      'discipline',
    ]);
    expect(await refusal({ file: 'no-such-file' })).toEqual([
      400,
      'portfolio_file_required',
      'file',
    ]);
    expect((await expert.get('writers/portfolio', { query: { limit: '101' } })).status).toBe(400);
  });

  it(`keeps at most ${PORTFOLIO_MAX_ITEMS} items, even when adds arrive at once`, async () => {
    const before = (await expert.get('writers/portfolio')).json.body.count as number;
    const now = server.clock.now;
    const filler = Array.from({ length: PORTFOLIO_MAX_ITEMS - before - 2 }, (_, index) => ({
      writer_id: writerId,
      title: `Filler ${index}`,
      discipline_id: 101,
      paper_type_id: null,
      pages_qty: null,
      summary: 'Filler',
      body: 'Filler',
      created_at: now - 1000 - index,
      file_id: null,
      file_name: null,
      file_content_type: null,
      file_size: null,
    }));
    if (filler.length > 0)
      await server.ctx.db.insertInto('portfolio_items').values(filler).execute();
    const files = await Promise.all(
      Array.from({ length: 4 }, () => uploadSample(expert, 'race.py')),
    );
    const { accepted, refused } = await sendAtOnce(4, (index) =>
      expert.post('writers/portfolio', {
        title: `Race ${index}`,
        discipline: '101',
        description: 'Sent at once',
        file: files[index] ?? '',
      }),
    );
    expect(accepted).toHaveLength(2);
    expect(refused.map((answer) => [answer.status, slugOf(answer)])).toEqual([
      [409, 'portfolio_full'],
      [409, 'portfolio_full'],
    ]);
    expect((await expert.get('writers/portfolio')).json.body.count).toBe(PORTFOLIO_MAX_ITEMS);
    expect(await publicList()).toHaveLength(PORTFOLIO_MAX_ITEMS);
    await server.ctx.db.deleteFrom('portfolio_items').where('writer_id', '=', writerId).execute();
  });

  it('refuses every other role, and another expert’s items by id', async () => {
    const mine = (await add(expert)).json.body.item;
    const seeded = await server.ctx.db
      .selectFrom('portfolio_items')
      .select('id')
      .where('writer_id', '!=', writerId)
      .executeTakeFirstOrThrow();

    // Another expert, with an account of their own.
    const otherEmail = `other-expert-${engine}@bb.example`;
    await createExpertAccount(server.ctx, otherEmail, DEMO_PASSWORD);
    const otherExpert = newClient();
    await otherExpert.post('users/sessions', { login: otherEmail, password: DEMO_PASSWORD });

    expect((await otherExpert.delete(`writers/portfolio/${mine.id}`)).status).toBe(404);
    expect((await expert.delete(`writers/portfolio/${seeded.id}`)).status).toBe(404);
    const otherOwn = (await otherExpert.get('writers/portfolio')).json.body.portfolio;
    expect(otherOwn.map((item: { id: number }) => item.id)).not.toContain(mine.id);

    const visitor = newClient();
    const [customer, operator] = await Promise.all([signedIn('customer'), signedIn('operator')]);
    for (const [client, status] of [
      [visitor, 401],
      [customer, 403],
      [operator, 403],
    ] as const) {
      expect((await client.get('writers/portfolio')).status).toBe(status);
      expect((await add(client)).status).toBe(status);
      expect((await client.delete(`writers/portfolio/${mine.id}`)).status).toBe(status);
    }
    expect((await publicList()).map((item) => item.id)).toContain(mine.id);
    expect(
      await server.ctx.db
        .selectFrom('portfolio_items')
        .select('id')
        .where('id', '=', seeded.id)
        .executeTakeFirst(),
    ).toEqual({ id: seeded.id });
  });
});
