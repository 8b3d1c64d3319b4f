import { LIST_PAGE_MAX_LIMIT } from '@bb/validation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WRITER_BADGES } from '../seed/catalogue-data';
import { ApiClient, slugOf } from '../testing/api-client';
import { ENGINES, PUBLIC_ORIGIN, startTestServer, type TestServer } from '../testing/test-server';
import { isRequestable } from './requestable-writer';

type Card = {
  slug: string;
  rating: number;
  reviews_qty: number;
  orders_finished_qty: number;
  is_online: boolean;
  disciplines: Array<{ id: number }>;
  badges: string[];
};

describe.each(ENGINES)('writers on %s', (engine) => {
  let server: TestServer;
  let client: ApiClient;
  let all: Card[];
  beforeAll(async () => {
    server = await startTestServer(engine);
    client = new ApiClient(server.app);
    all = (await client.get('widgets/writers-top', { query: { reviews_qty: '1' } })).json.body
      .writers;
  });
  afterAll(() => server.close());

  it('has 24 demo experts with ratings on the 0–10 scale and badges of spec §3', async () => {
    const everyone = await server.ctx.db
      .selectFrom('writers')
      .select(['slug', 'rating_x10'])
      .execute();
    expect(everyone).toHaveLength(24);
    for (const writer of everyone) {
      expect(writer.rating_x10).toBeGreaterThanOrEqual(0);
      expect(writer.rating_x10).toBeLessThanOrEqual(100);
    }
    for (const card of all) for (const badge of card.badges) expect(WRITER_BADGES).toContain(badge);
  });

  it('gives one writer by slug with an avatar URL carrying {size}', async () => {
    const response = await client.get('widgets/writers/adrian-k');
    expect(response.json.body).toMatchObject({
      slug: 'adrian-k',
      pen_name: 'Adrian K.',
      avatar_url: `${PUBLIC_ORIGIN}/api/en/1/widgets/avatars/adrian-k.svg?size={size}`,
    });
    expect(typeof response.json.body.rating).toBe('number');
    expect(response.json.body).toHaveProperty('orders_finished_qty');
    expect(response.json.body).toHaveProperty('orders_progress_qty');
  });

  it('gives several writers in the order asked, skipping unknown slugs', async () => {
    const response = await client.get('widgets/writers/julia-n,nobody,adrian-k,julia-n');
    expect(Object.keys(response.json.body)).toEqual(['julia-n', 'adrian-k']);
    expect(response.json.body['adrian-k'].pen_name).toBe('Adrian K.');
  });

  it('answers not_found for an unknown slug', async () => {
    const response = await client.get('widgets/writers/nobody');
    expect(response.status).toBe(404);
    expect(slugOf(response)).toBe('not_found');
  });

  it('pages testimonials, 3 by default, newest first, optionally highlighted only', async () => {
    const first = await client.get('widgets/writers/adrian-k/testimonials');
    expect(first.json.body.testimonials).toHaveLength(3);
    expect(first.json.body.offset).toBe(0);
    const total = first.json.body.total_qty;
    const rest = await client.get('widgets/writers/adrian-k/testimonials', {
      query: { offset: '3', limit: '50' },
    });
    expect(rest.json.body.testimonials).toHaveLength(Math.min(total - 3, 50));
    const dates = [...first.json.body.testimonials, ...rest.json.body.testimonials].map(
      (item: { created_at: number }) => item.created_at,
    );
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    const highlighted = await client.get('widgets/writers/adrian-k/testimonials', {
      query: { highlighted_only: '1', limit: '50' },
    });
    for (const item of highlighted.json.body.testimonials) expect(item.is_highlighted).toBe(true);
  });

  it('counts the testimonials in all and highlighted as they are written, highlighted, moved and removed', async () => {
    const { db } = server.ctx;
    const writerId = async (slug: string) =>
      (
        await db
          .selectFrom('writers')
          .select('id')
          .where('slug', '=', slug)
          .executeTakeFirstOrThrow()
      ).id;
    const [adrian, beatrice] = [await writerId('adrian-k'), await writerId('beatrice-l')];
    /** What the widget counts of `slug`'s testimonials, and how many it pages through. */
    const counted = async (slug: string, highlighted: boolean) => {
      const query = { limit: '50', ...(highlighted && { highlighted_only: '1' }) };
      const first = (await client.get(`widgets/writers/${slug}/testimonials`, { query })).json.body;
      let listed = first.testimonials.length;
      for (let offset = 50; offset < first.total_qty; offset += 50)
        listed += (
          await client.get(`widgets/writers/${slug}/testimonials`, {
            query: { ...query, offset: String(offset) },
          })
        ).json.body.testimonials.length;
      return [first.total_qty, listed];
    };
    const before = await counted('adrian-k', false);
    const highlightedBefore = await counted('adrian-k', true);
    expect(before[0]).toBe(before[1]);
    expect(highlightedBefore[0]).toBe(highlightedBefore[1]);
    const written = await db
      .insertInto('testimonials')
      .values(
        [0, 1, 2, 3, 4].map((at) => ({
          writer_id: adrian,
          order_id: null,
          discipline_id: 101,
          customer_label: `Customer #${2000 + at}`,
          rating_x10: 90,
          text: 'Clear and on time.',
          is_highlighted: at < 2 ? 1 : 0,
          created_at: server.clock.now + at,
        })),
      )
      .returning('id')
      .execute();
    const [first, second, third, fourth] = written.map((row) => row.id);
    await db
      .updateTable('testimonials')
      .set({ is_highlighted: 1 })
      .where('id', '=', third ?? 0)
      .execute();
    await db
      .updateTable('testimonials')
      .set({ writer_id: beatrice })
      .where('id', '=', first ?? 0)
      .execute();
    await db
      .deleteFrom('testimonials')
      .where('id', 'in', [second ?? 0, fourth ?? 0])
      .execute();
    // Five written: one moved to another expert and two removed (one highlighted); one more highlighted.
    const after = await counted('adrian-k', false);
    const highlightedAfter = await counted('adrian-k', true);
    expect(after).toEqual([before[0] + 2, before[0] + 2]);
    expect(highlightedAfter).toEqual([highlightedBefore[0] + 1, highlightedBefore[0] + 1]);
    const moved = await counted('beatrice-l', true);
    expect(moved[0]).toBe(moved[1]);
  });

  it('lists the portfolio and shows one item with its text', async () => {
    const list = await client.get('widgets/writers/beatrice-l/portfolio');
    const [item] = list.json.body.portfolio;
    expect(item).toMatchObject({ id: expect.any(Number), title: expect.any(String) });
    expect(item.body).toBeUndefined();
    const one = await client.get(`widgets/writers/beatrice-l/portfolio/${item.id}`);
    expect(one.json.body.body.length).toBeGreaterThan(50);
    expect(one.json.body.writer.slug).toBe('beatrice-l');
    expect((await client.get(`widgets/writers/adrian-k/portfolio/${item.id}`)).status).toBe(404);
  });

  it('ranks top writers by rating with at least 50 reviews by default', async () => {
    const response = await client.get('widgets/writers-top');
    const writers: Card[] = response.json.body.writers;
    expect(writers.length).toBeGreaterThan(0);
    expect(writers.length).toBeLessThan(24);
    for (const writer of writers) expect(writer.reviews_qty).toBeGreaterThanOrEqual(50);
    const ratings = writers.map((writer) => writer.rating);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
  });

  it('lists every expert with reviews_qty=0, one not reviewed yet included (the site lists them so)', async () => {
    const last = all.at(-1) ?? expect.fail('no writer');
    const newest = last.slug;
    const setReviews = (reviews_qty: number) =>
      server.ctx.db
        .updateTable('writers')
        .set({ reviews_qty })
        .where('slug', '=', newest)
        .execute();
    await setReviews(0);
    const slugsOf = async (reviews_qty: string) =>
      (
        (await client.get('widgets/writers-top', { query: { reviews_qty } })).json.body
          .writers as Card[]
      ).map((writer) => writer.slug);
    expect(await slugsOf('0')).toContain(newest);
    expect(await slugsOf('0')).toHaveLength(24);
    expect(await slugsOf('1')).not.toContain(newest);
    await setReviews(last.reviews_qty);
  });

  it('filters top writers by discipline and online state, and sorts by orders', async () => {
    const python = await client.get('widgets/writers-top', {
      query: { discipline: '101', reviews_qty: '1' },
    });
    for (const writer of python.json.body.writers as Card[])
      expect(writer.disciplines.map((d) => d.id)).toContain(101);
    const online = await client.get('widgets/writers-top', {
      query: { online: 'online', reviews_qty: '1' },
    });
    expect(online.json.body.writers.length).toBe(all.filter((writer) => writer.is_online).length);
    const byOrders = (
      await client.get('widgets/writers-top', {
        query: { sort: 'orders_finished_qty', reviews_qty: '1' },
      })
    ).json.body.writers as Card[];
    const orders = byOrders.map((writer) => writer.orders_finished_qty);
    expect(orders).toEqual([...orders].sort((a, b) => b - a));
  });

  it.each([
    ['widgets/writers-top', { sort: 'price' }],
    ['widgets/writers-top', { online: 'maybe' }],
    ['widgets/writers-top', { reviews_qty: '-1' }],
    ['widgets/writers/adrian-k/testimonials', { limit: '1000' }],
    ['widgets/writers/adrian-k/portfolio/abc', {}],
    ['widgets/writers/bad%20slug', {}],
  ])('refuses bad input on %s %j', async (path, query) => {
    const response = await client.get(path, { query });
    expect(response.status).toBe(400);
    expect(slugOf(response)).toBe('invalid_request');
  });

  /** Experts with an account and a complete profile (the top list holds only those), rated as given. */
  const addExperts = async (prefix: string, ratings: number[]) => {
    const now = server.clock.now;
    const accounts = await server.ctx.db
      .insertInto('users')
      .values(
        ratings.map((_, index) => ({
          email: `${prefix}-${index}@example.com`,
          role: 'writer' as const,
          is_blocked: 0,
          marketing_agree: 0,
          utc_offset_min: 0,
          created_at: now,
        })),
      )
      .returning('id')
      .execute();
    await server.ctx.db
      .insertInto('writers')
      .values(
        accounts.map(({ id }, index) => ({
          user_id: id,
          is_profile_complete: 1,
          slug: `${prefix}-${index}`,
          pen_name: `${prefix} ${index}`,
          rating_x10: ratings[index] ?? 0,
          orders_finished_qty: index % 7,
          orders_progress_qty: 0,
          reviews_qty: 60,
          is_online: 0,
          lang: 'en',
          about: '',
          experience_years: 1,
          created_at: now,
        })),
      )
      .execute();
  };
  /** Every listed expert's slug in the top list's order for `sort`, as the database holds them now. */
  const listedInOrder = async (column: 'rating_x10' | 'orders_finished_qty') =>
    (
      await server.ctx.db
        .selectFrom('writers')
        .select('slug')
        .where('is_profile_complete', '=', 1)
        .where(isRequestable)
        .where('lang', '=', 'en')
        .orderBy(column, 'desc')
        .orderBy('id', 'desc')
        .execute()
    ).map((writer) => writer.slug);
  /** The pages of the top list from the first on; `between` runs after each page. */
  const walk = async (query: Record<string, string>, between?: () => Promise<void>) => {
    const pages: string[][] = [];
    let cursor: string | null = null;
    do {
      const response = await client.get('widgets/writers-top', {
        query: { reviews_qty: '0', ...query, ...(cursor ? { cursor } : {}) },
      });
      expect(response.status).toBe(200);
      pages.push((response.json.body.writers as Card[]).map((writer) => writer.slug));
      cursor = response.json.body.next_cursor;
      await between?.();
    } while (cursor !== null);
    return pages;
  };

  // Last: it adds experts the other tests do not expect.
  it('pages through every listed expert past the first 100, once each, in order, as experts join', async () => {
    await addExperts(
      'paged',
      Array.from({ length: 230 }, (_, index) => index % 101),
    );
    const before = await listedInOrder('rating_x10');
    expect(before.length).toBeGreaterThan(2 * LIST_PAGE_MAX_LIMIT);
    // Between the first pages, one expert joins at the top (before the cursor: not on a later
    // page) and one at the bottom (after it: on the last page).
    let joined = false;
    const pages = await walk({}, async () => {
      if (joined) return;
      joined = true;
      await addExperts('joined-top', [100]);
      await addExperts('joined-bottom', [0]);
    });
    expect(pages.map((page) => page.length)).toEqual([
      LIST_PAGE_MAX_LIMIT,
      LIST_PAGE_MAX_LIMIT,
      before.length + 1 - 2 * LIST_PAGE_MAX_LIMIT,
    ]);
    const after = await listedInOrder('rating_x10');
    expect(pages.flat()).toEqual(after.filter((slug) => slug !== 'joined-top-0'));
    expect(pages.flat()).toContain('joined-bottom-0');

    // Another order, another cursor; fewer a page when asked.
    const byOrders = await walk({ sort: 'orders_finished_qty', limit: '70' });
    expect(byOrders[0]).toHaveLength(70);
    expect(byOrders.flat()).toEqual(await listedInOrder('orders_finished_qty'));
  });

  it.each([{ limit: String(LIST_PAGE_MAX_LIMIT + 1) }, { limit: '0' }, { cursor: 'not-a-cursor' }])(
    'refuses a page it cannot give: %j',
    async (query) => {
      const response = await client.get('widgets/writers-top', { query });
      expect(response.status).toBe(400);
      expect(slugOf(response)).toBe('invalid_request');
    },
  );
});
