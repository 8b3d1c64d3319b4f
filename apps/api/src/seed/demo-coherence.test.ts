import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../testing/api-client';
import { ENGINES, startTestServer, type TestServer } from '../testing/test-server';
import { DISCIPLINE_GROUPS } from './catalogue-data';
import { reviewTexts } from './review-texts';

/*
 * The demo data as a visitor reads it through the API the pages are rendered from: the counts the
 * statistics show are the counts of what the lists hold, and each expert's words agree with their
 * subjects and ratings.
 */

type Card = {
  slug: string;
  about: string;
  is_online: boolean;
  orders_finished_qty: number;
  reviews_qty: number;
  disciplines: Array<{ id: number; title: string }>;
};
type Testimonial = { text: string; rating: number; discipline: { id: number; title: string } };

const GROUP_OF_DISCIPLINE = new Map(
  DISCIPLINE_GROUPS.flatMap((group) =>
    group.disciplines.map((discipline) => [discipline.title, group.id] as const),
  ),
);

/** Whether the text names the discipline: its exact title, not part of a longer word ("Java" in "JavaScript", "C" in "C++"). */
function names(text: string, title: string): boolean {
  const escaped = title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?<![\\w+#])${escaped}(?![\\w+#])`).test(text);
}

describe.each(ENGINES)('the demo data on %s', (engine) => {
  let server: TestServer;
  let client: ApiClient;
  let listed: Card[];
  const testimonials = new Map<string, Testimonial[]>();

  beforeAll(async () => {
    server = await startTestServer(engine);
    client = new ApiClient(server.app);
    // Every page of the experts page's list, as the site asks for it.
    listed = [];
    let cursor: string | null = null;
    do {
      const query: Record<string, string> = { reviews_qty: '0' };
      if (cursor) query.cursor = cursor;
      const body = (await client.get('widgets/writers-top', { query })).json.body;
      listed.push(...body.writers);
      cursor = body.next_cursor;
    } while (cursor);
    for (const expert of listed) {
      const all: Testimonial[] = [];
      for (let offset = 0; ; offset += 50) {
        const page = (
          await client.get(`widgets/writers/${expert.slug}/testimonials`, {
            query: { offset: String(offset), limit: '50' },
          })
        ).json.body;
        all.push(...page.testimonials);
        if (all.length >= page.total_qty) break;
      }
      testimonials.set(expert.slug, all);
    }
  }, 120_000);
  afterAll(() => server.close());

  it('counts on the statistics what the experts page, the reviews and the latest orders list', async () => {
    const statistics = (await client.get('widgets/statistics')).json.body;
    const latest = (await client.get('widgets/orders-latest')).json.body;
    expect(listed.length).toBe(24);
    expect(statistics.writers_qty).toBe(listed.length);
    expect(statistics.writers_online_qty).toBe(listed.filter((expert) => expert.is_online).length);
    const finished = listed.reduce((sum, expert) => sum + expert.orders_finished_qty, 0);
    expect(statistics.orders_finished_qty).toBe(finished);
    expect(latest.total_qty).toBe(finished);
    const reviews = [...testimonials.values()].reduce((sum, list) => sum + list.length, 0);
    expect(statistics.reviews_qty).toBe(reviews);
    for (const expert of listed) {
      expect(expert.reviews_qty).toBe(testimonials.get(expert.slug)?.length);
      expect(expert.reviews_qty).toBeLessThanOrEqual(expert.orders_finished_qty);
    }
  });

  it("names in each expert's about their subjects and no other, the page's title first", () => {
    const catalogue = [...GROUP_OF_DISCIPLINE.keys()];
    for (const expert of listed) {
      const own = expert.disciplines.map((discipline) => discipline.title);
      expect(own.length, expert.slug).toBeGreaterThan(0);
      for (const title of own)
        expect(names(expert.about, title), `${expert.slug}: ${title}`).toBe(true);
      const others = catalogue.filter(
        (title) => !own.includes(title) && names(expert.about, title),
      );
      expect(others, expert.slug).toEqual([]);
    }
  });

  it('lists each portfolio item once', async () => {
    for (const expert of listed) {
      const { portfolio } = (await client.get(`widgets/writers/${expert.slug}/portfolio`)).json
        .body;
      const titles = portfolio.map((item: { title: string }) => item.title);
      expect(titles.length, expert.slug).toBeGreaterThan(0);
      expect(new Set(titles).size, expert.slug).toBe(titles.length);
    }
  });

  it("words each review as its rating's band does, in one of the expert's subjects", () => {
    for (const expert of listed) {
      const own = new Set(expert.disciplines.map((discipline) => discipline.id));
      for (const review of testimonials.get(expert.slug) ?? []) {
        expect(own.has(review.discipline.id), expert.slug).toBe(true);
        const group = GROUP_OF_DISCIPLINE.get(review.discipline.title) ?? 0;
        expect(reviewTexts(review.rating * 10, group, review.discipline.title)).toContain(
          review.text,
        );
      }
    }
  });
});
