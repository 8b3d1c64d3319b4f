// The brand's layout on the pages a visitor lands on, at a phone's and a desktop's width: each
// expert card is one link named after the expert that a click anywhere on the card follows,
// card grids leave no empty column in a row, the short form's card ends where the form does,
// and the drawings are hidden from screen readers with their box sized before they paint.
import type { Browser, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const WIDTHS = [375, 1280];
const PAGES = ['/', '/python-homework.html'];

async function visit(pathname: string, width: number): Promise<Page> {
  const { page } = await newPage(browser, { viewport: { width, height: 900 } });
  await page.goto(pathname, { waitUntil: 'networkidle' });
  return page;
}

/** Each grid of cards: how many columns it lays out and how many cards each row holds. */
function gridRows(page: Page) {
  return page.locator('.site-grid').evaluateAll((grids) =>
    grids.map((grid) => {
      const columns = getComputedStyle(grid).gridTemplateColumns.split(' ').length;
      const rows = new Map<number, number>();
      for (const card of grid.children) {
        const top = Math.round(card.getBoundingClientRect().top);
        rows.set(top, (rows.get(top) ?? 0) + 1);
      }
      return { columns, cards: grid.children.length, rows: [...rows.values()] };
    }),
  );
}

describe.each(WIDTHS)('at %i px', (width) => {
  it.each(PAGES)(
    '%s: each expert card is one link, followed from anywhere on it',
    async (pathname) => {
      const page = await visit(pathname, width);
      const cards = page.locator('.site-expert-cards > li');
      expect(await cards.count()).toBeGreaterThan(0);
      const first = cards.first();
      const name = (await first.locator('.bb-writer-card__name').textContent())?.trim() ?? '';
      const links = first.getByRole('link');
      expect(await links.count()).toBe(1);
      const href = await links.first().getAttribute('href');
      expect(href).toMatch(/^\/experts\/.+\.html$/);
      expect(await first.getByRole('link', { name, exact: true }).count()).toBe(1);
      // A click on the card's figures, not on the name: the link's box covers the card.
      const figure = first.getByText('Orders finished');
      await figure.evaluate((element) => element.scrollIntoView({ block: 'center' }));
      const box = await figure.boundingBox();
      if (!box) throw new Error('the card has no figures on screen');
      await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
      await page.waitForURL(`**${href}`);
      await page.context().close();
    },
  );

  it.each(PAGES)('%s: no grid leaves an empty column in a row it could fill', async (pathname) => {
    const page = await visit(pathname, width);
    for (const grid of await gridRows(page)) {
      // Every row but the last is full, and the last is full too unless the cards run out.
      const full = grid.rows.slice(0, -1).every((count) => count === grid.columns);
      expect(full, JSON.stringify(grid)).toBe(true);
      expect(grid.columns, JSON.stringify(grid)).toBeLessThanOrEqual(grid.cards);
      if (grid.cards % grid.columns === 0) expect(grid.rows.at(-1)).toBe(grid.columns);
    }
    await page.context().close();
  });

  it.each(PAGES)('%s: the short form fills its card, no empty band below it', async (pathname) => {
    const page = await visit(pathname, width);
    const gap = await page.locator('.site-order-form').evaluate((card) => {
      const form = card.querySelector('.bb-order-form');
      if (!form) return Number.POSITIVE_INFINITY;
      const padding = Number.parseFloat(getComputedStyle(card).paddingBottom);
      return card.getBoundingClientRect().bottom - form.getBoundingClientRect().bottom - padding;
    });
    // The form's own trailing notices may take a line; a reserved band would be far taller.
    expect(gap).toBeLessThan(8);
    await page.context().close();
  });

  it.each(PAGES)(
    '%s: the drawings are hidden from screen readers and sized before they paint',
    async (pathname) => {
      const page = await visit(pathname, width);
      const drawings = await page.locator('svg.site-art').evaluateAll((svgs) =>
        svgs.map((svg) => ({
          hidden: svg.getAttribute('aria-hidden'),
          sized: Boolean(svg.getAttribute('width') && svg.getAttribute('height')),
        })),
      );
      expect(drawings.length).toBeGreaterThan(0);
      for (const drawing of drawings) expect(drawing).toEqual({ hidden: 'true', sized: true });
      await page.context().close();
    },
  );
});
