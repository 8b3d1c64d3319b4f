// The pages rendered on request, on the built site started with a 1 s cache: a change written to
// its database shows on the experts' pages, the home page and the sitemap without a rebuild, an
// expert the API stops listing leaves them (their page then answers 404), and every rendered page
// carries the hashes of its own inline scripts in its CSP and is sent compressed.
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { freePort } from '../../../scripts/free-port';
import { inlineScriptHashes } from '../server/page-security';
import { type BuiltSite, startBuiltSite } from '../testing/start-built-site';
import { startSatelliteSite } from './satellite-site';

let site: BuiltSite;
let db: DatabaseSync;
let expert: { slug: string; pen_name: string };

beforeAll(async () => {
  site = await startBuiltSite({ LIVE_PAGES_TTL_SECONDS: '1', RATE_LIMIT: 'false' });
  db = new DatabaseSync(path.join(path.dirname(site.outboxDir), 'bb.sqlite'));
  const top = await (
    await fetch(`${site.origin}/api/en/1/widgets/writers-top?reviews_qty=0`)
  ).json();
  expert = top.body.writers[0];
});
afterAll(async () => {
  db?.close();
  await site?.stop();
});

const text = async (pathname: string) => (await fetch(`${site.origin}${pathname}`)).text();
/** The page once the cache has rendered it again after the change (the TTL is 1 s). */
const eventually = (check: () => Promise<void>) =>
  vi.waitFor(check, { timeout: 15_000, interval: 250 });

describe('the pages rendered on request', () => {
  it.each(['/', '/python-homework.html', '/our-experts.html', '/latest-orders.html'])(
    '%s answers 200 with the hashes of its inline scripts in its CSP, brotli-compressed',
    async (pathname) => {
      const response = await fetch(`${site.origin}${pathname}`, {
        headers: { 'accept-encoding': 'br' },
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-encoding')).toBe('br');
      expect(response.headers.get('cache-control')).toBe('no-cache');
      const html = await response.text();
      const hashes = inlineScriptHashes(html);
      expect(hashes.length).toBeGreaterThan(0);
      const policy = response.headers.get('content-security-policy') ?? '';
      for (const hash of hashes) expect(policy).toContain(hash);
    },
  );

  it("show an expert's new name, then drop the expert the API stops listing, without a rebuild", async () => {
    expect(await text('/our-experts.html')).toContain(expert.pen_name);
    expect(await text(`/experts/${expert.slug}.html`)).toContain(expert.pen_name);
    expect(await text('/sitemap.xml')).toContain(`/experts/${expert.slug}.html`);

    db.prepare('UPDATE writers SET pen_name = ? WHERE slug = ?').run('Renamed Live', expert.slug);
    await eventually(async () => {
      expect(await text('/our-experts.html')).toContain('Renamed Live');
      expect(await text('/')).toContain('Renamed Live');
      expect(await text(`/experts/${expert.slug}.html`)).toContain('Renamed Live');
    });

    // Another language's experts are not listed on this site: as a blocked expert would be.
    db.prepare("UPDATE writers SET lang = 'de' WHERE slug = ?").run(expert.slug);
    await eventually(async () => {
      expect(await text('/our-experts.html')).not.toContain('Renamed Live');
      expect(await text('/sitemap.xml')).not.toContain(`/experts/${expert.slug}.html`);
      expect((await fetch(`${site.origin}/experts/${expert.slug}.html`)).status).toBe(404);
    });
  });

  it("leads an expert's old address to their page at the new one, whatever their place in the list", async () => {
    const top = await (
      await fetch(`${site.origin}/api/en/1/widgets/writers-top?reviews_qty=0`)
    ).json();
    const last: { slug: string; pen_name: string } = top.body.writers.at(-1);
    // Renamed as Profile & Settings renames: a new slug, the old one kept as an alias.
    const { id } = db.prepare('SELECT id FROM writers WHERE slug = ?').get(last.slug) as {
      id: number;
    };
    db.prepare('UPDATE writers SET slug = ? WHERE id = ?').run(`${last.slug}-new`, id);
    db.prepare(
      'INSERT INTO writer_slug_aliases (slug, writer_id, created_at) VALUES (?, ?, ?)',
    ).run(last.slug, id, Date.now());
    await eventually(async () => {
      const response = await fetch(`${site.origin}/experts/${last.slug}.html`, {
        redirect: 'manual',
      });
      expect(response.status).toBe(301);
      expect(new URL(response.headers.get('location') ?? '', site.origin).pathname).toBe(
        `/experts/${last.slug}-new.html`,
      );
    });
    const page = await fetch(`${site.origin}/experts/${last.slug}-new.html`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(last.pen_name);
  });

  it("answers an unknown expert's address with the 404 page and status 404", async () => {
    const response = await fetch(`${site.origin}/experts/no-such-expert.html`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('<h1');
    expect(response.headers.get('content-security-policy')).toContain("'sha256-");
  });

  // Last: it adds experts the other tests do not expect.
  it('lists every expert past the first page, a page at a time through plain links, and in the sitemap', async () => {
    const now = Date.now();
    const addUser = db.prepare(
      "INSERT INTO users (email, role, is_blocked, marketing_agree, utc_offset_min, created_at) VALUES (?, 'writer', 0, 0, 0, ?) RETURNING id",
    );
    const addWriter = db.prepare(
      "INSERT INTO writers (user_id, is_profile_complete, slug, pen_name, rating_x10, orders_finished_qty, orders_progress_qty, reviews_qty, is_online, lang, about, experience_years, created_at) VALUES (?, 1, ?, ?, 0, 0, 0, 0, 0, 'en', '', 1, ?)",
    );
    db.exec('BEGIN');
    for (let index = 0; index < 130; index++) {
      const { id } = addUser.get(`paged-${index}@example.com`, now) as { id: number };
      addWriter.run(id, `paged-expert-${index}`, `Paged Expert ${index}`, now);
    }
    db.exec('COMMIT');
    const listed = (
      db
        .prepare(
          "SELECT slug FROM writers WHERE is_profile_complete = 1 AND is_available = 1 AND lang = 'en'",
        )
        .all() as Array<{ slug: string }>
    ).map(({ slug }) => slug);
    expect(listed.length).toBeGreaterThan(150);

    // Each page links to the next with a plain <a> (no script needed) until the last.
    const seen: string[] = [];
    await eventually(async () => {
      seen.length = 0;
      let next: string | null = '/our-experts.html';
      const pages: string[] = [];
      while (next !== null) {
        const response = await fetch(`${site.origin}${next}`);
        expect(response.status).toBe(200);
        const html = await response.text();
        pages.push(html);
        seen.push(...[...html.matchAll(/href="\/experts\/([^"]+)\.html"/g)].map((m) => m[1] ?? ''));
        const more = /<a [^>]*href="(\/our-experts\.html\?after=[^"]+)"[^>]*rel="next"/.exec(html);
        next = more?.[1]?.replaceAll('&amp;', '&') ?? null;
      }
      expect(pages.length).toBeGreaterThan(1);
      // A page holds as many experts however many there are: a full grid of 24.
      expect(pages[0]?.match(/href="\/experts\//g)).toHaveLength(24);
      expect(new Set(seen)).toEqual(new Set(listed));
      // A later page is not indexed on its own, and leads back to the first.
      expect(pages[1]).toContain('noindex');
      expect(pages[1]).toContain('Back to the top experts');
    });
    // Once each: no expert repeats on a later page.
    expect(seen).toHaveLength(new Set(seen).size);

    await eventually(async () => {
      const sitemap = await text('/sitemap.xml');
      for (const slug of listed) expect(sitemap).toContain(`/experts/${slug}.html</loc>`);
    });
    expect((await fetch(`${site.origin}/our-experts.html?after=made-up`)).status).toBe(404);
  });

  it("links a review to its expert's page however far down the list, and names an unlisted one without a link", async () => {
    const now = Date.now();
    // The oldest of the experts added above, all rated 0: the last in the list.
    const { id: farDown } = db
      .prepare("SELECT id FROM writers WHERE slug = 'paged-expert-0'")
      .get() as { id: number };
    const { id: userId } = db
      .prepare(
        "INSERT INTO users (email, role, is_blocked, marketing_agree, utc_offset_min, created_at) VALUES ('unlisted@example.com', 'writer', 0, 0, 0, ?) RETURNING id",
      )
      .get(now) as { id: number };
    const { id: unlisted } = db
      .prepare(
        "INSERT INTO writers (user_id, is_profile_complete, slug, pen_name, rating_x10, orders_finished_qty, orders_progress_qty, reviews_qty, is_online, lang, about, experience_years, created_at) VALUES (?, 0, 'unlisted-reviewed', 'Unlisted Reviewed', 0, 0, 0, 0, 0, 'en', '', 1, ?) RETURNING id",
      )
      .get(userId, now) as { id: number };
    const { id: discipline } = db.prepare('SELECT id FROM disciplines LIMIT 1').get() as {
      id: number;
    };
    // Highlighted, so the rotator shows them first.
    const addReview = db.prepare(
      "INSERT INTO testimonials (writer_id, discipline_id, customer_label, rating_x10, text, is_highlighted, created_at) VALUES (?, ?, 'Customer 1', 90, 'Clear and on time.', 1, ?)",
    );
    addReview.run(farDown, discipline, now);
    addReview.run(unlisted, discipline, now);
    await eventually(async () => {
      const html = await text('/latest-orders.html');
      expect(html).toContain('<a href="/experts/paged-expert-0.html">Paged Expert 0</a>');
      expect(html).toContain('Unlisted Reviewed');
      expect(html).not.toContain('/experts/unlisted-reviewed.html');
    });
  });

  it('in a static build, writes the list as numbered pages of 24 that cover every expert once', async () => {
    // The server pages with `?after=`; the numbered files exist only where nothing renders on request.
    expect((await fetch(`${site.origin}/our-experts-2.html`)).status).toBe(404);
    const listed = (
      db
        .prepare(
          "SELECT slug FROM writers WHERE is_profile_complete = 1 AND is_available = 1 AND lang = 'en'",
        )
        .all() as Array<{ slug: string }>
    ).map(({ slug }) => slug);
    const staticOrigin = `http://127.0.0.1:${await freePort()}`;
    const staticSite = await startSatelliteSite({
      mainOrigin: site.origin,
      satelliteOrigin: staticOrigin,
    });
    try {
      const seen: string[] = [];
      const pages: string[] = [];
      let next: string | null = '/our-experts.html';
      while (next !== null) {
        const response: Response = await fetch(`${staticOrigin}${next}`);
        expect(response.status).toBe(200);
        const html: string = await response.text();
        pages.push(html);
        seen.push(
          ...[...html.matchAll(/href="[^"]*\/experts\/([^"]+)\.html"/g)].map((m) => m[1] ?? ''),
        );
        next = /<a [^>]*href="(\/our-experts-\d+\.html)"[^>]*rel="next"/.exec(html)?.[1] ?? null;
      }
      expect(pages).toHaveLength(Math.ceil(listed.length / 24));
      expect(pages[0]?.match(/\/experts\/[^"]+\.html"/g)).toHaveLength(24);
      expect(pages[0]).toContain(`All experts (${listed.length})`);
      expect(pages[1]).toContain('noindex');
      expect(pages[1]).toContain('Back to the top experts');
      expect(seen).toHaveLength(listed.length);
      expect(new Set(seen)).toEqual(new Set(listed));
      const sitemap = await (await fetch(`${staticOrigin}/sitemap.xml`)).text();
      expect(sitemap).toContain('/our-experts.html</loc>');
      expect(sitemap).not.toContain('/our-experts-2.html');
    } finally {
      await staticSite.close();
    }
  }, 300_000);
});
