// The dashboard on a phone, in Chromium against the started site and API: signed in as the
// demo customer and the demo expert, none of their pages (every menu entry and an order's page)
// scrolls sideways at 320 or 375 px, the tables are cards, and the menu opens as a drawer that
// takes focus, closes with Escape and navigates.
import { DEMO_ACCOUNTS } from '@bb/api';
import type { Browser, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, launchBrowser } from './browser';
import { signedIn } from './dashboard-steps';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const PHONE_WIDTHS = [320, 375];
/** Every page of a role at two widths, each loaded to its last request: minutes on two cores. */
const WALK_TIMEOUT = 240_000;

/**
 * How far the page is wider than the window (0 when nothing scrolls sideways) and, when it is,
 * the innermost elements reaching past the window's right edge, to say what to fix.
 */
const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => {
    const overflow = document.documentElement.scrollWidth - window.innerWidth;
    const past = [...document.body.querySelectorAll('*')].filter(
      (element) =>
        element.getBoundingClientRect().right > window.innerWidth + 0.5 &&
        ![...element.children].some(
          (child) => child.getBoundingClientRect().right > window.innerWidth + 0.5,
        ),
    );
    const culprits = past
      .slice(0, 3)
      .map((element) => `${element.tagName.toLowerCase()}.${[...element.classList].join('.')}`);
    return overflow > 0 ? { overflow, culprits } : { overflow };
  });

/** The addresses of the menu's entries, read from the side menu at the desktop width. */
async function menuAddresses(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: 'Dashboard' });
  return nav
    .getByRole('link')
    .evaluateAll((links) =>
      links.map((link) => new URL((link as HTMLAnchorElement).href).pathname),
    );
}

/** The page at `path`, loaded and drawn: its h1 shown, its requests settled. */
async function openDashboardPage(page: Page, path: string) {
  await page.goto(path, { waitUntil: 'networkidle' });
  await page.getByRole('heading', { level: 1 }).first().waitFor();
}

describe.each([
  { role: 'customer', login: DEMO_ACCOUNTS.customer, ordersPath: '/dashboard/customer/orders/' },
  {
    role: 'expert',
    login: DEMO_ACCOUNTS.writer,
    ordersPath: '/dashboard/writer/orders_progress/',
  },
])('the $role’s dashboard on a phone', ({ login, ordersPath }) => {
  it(
    'scrolls sideways on none of their pages at 320 and 375 px, its tables as cards',
    async () => {
      const { page, context } = await signedIn(browser, login);
      await openDashboardPage(page, ordersPath);
      const orderLink = page.getByRole('table').getByRole('link').first();
      const orderPath = new URL((await orderLink.getAttribute('href')) ?? '', page.url()).pathname;
      const paths = [...(await menuAddresses(page)), orderPath];
      expect(paths.length).toBeGreaterThan(3);
      for (const width of PHONE_WIDTHS) {
        await page.setViewportSize({ width, height: 740 });
        for (const path of paths) {
          await openDashboardPage(page, path);
          expect({ path, width, ...(await sidewaysOverflow(page)) }).toEqual({
            path,
            width,
            overflow: 0,
          });
        }
      }
      // The orders as cards: each value shown under the column's name, the price not cut off.
      await openDashboardPage(page, ordersPath);
      const price = page.getByRole('table').locator('td[data-label="Price"]').first();
      await expect.poll(() => price.isVisible()).toBe(true);
      const box = await price.boundingBox();
      expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= 375).toBe(true);
      await context.close();
    },
    WALK_TIMEOUT,
  );

  it('opens the menu as a drawer that takes focus, closes with Escape and navigates', async () => {
    const { page, context } = await signedIn(browser, login);
    await page.setViewportSize({ width: 375, height: 740 });
    await openDashboardPage(page, ordersPath);
    // The side menu is folded away: the bar's button opens it.
    await expect.poll(() => page.getByRole('navigation', { name: 'Dashboard' }).count()).toBe(0);
    const button = page.getByRole('button', { name: 'Dashboard menu' });
    await button.click();
    const drawer = page.getByRole('dialog', { name: 'Dashboard menu' });
    await drawer.waitFor();
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    expect(await drawer.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    const current = drawer.locator('a[aria-current="page"]');
    expect(new URL((await current.getAttribute('href')) ?? '', page.url()).pathname).toBe(
      ordersPath,
    );
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });
    expect(await button.evaluate((element) => element === document.activeElement)).toBe(true);

    await button.click();
    const links = drawer.getByRole('navigation', { name: 'Dashboard' }).getByRole('link');
    const target = links.last();
    const targetPath = new URL((await target.getAttribute('href')) ?? '', page.url()).pathname;
    const targetName = (await target.textContent()) ?? '';
    await target.click();
    await page.waitForURL(`**${targetPath}`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.getByRole('button', { name: 'Dashboard menu' }).click();
    expect(
      await page
        .getByRole('dialog', { name: 'Dashboard menu' })
        .getByRole('link', { name: targetName })
        .getAttribute('aria-current'),
    ).toBe('page');
    await context.close();
  }, 120_000);
});

describe('the expert’s orders', () => {
  it('come with their work to do first, finished and cancelled work after it, without their own name', async () => {
    const { page, context } = await signedIn(browser, DEMO_ACCOUNTS.writer);
    await page.setViewportSize({ width: 375, height: 740 });
    await openDashboardPage(page, '/dashboard/writer/orders_progress/');
    const table = page.getByRole('table');
    expect(await table.locator('td[data-label="Expert"]').count()).toBe(0);
    const statuses = await table.locator('td[data-label="Status"]').allTextContents();
    // New and current work (a dispute among it) before finished and cancelled orders.
    const history = ['Finished', 'Cancelled'];
    const firstPast = statuses.findIndex((label) => history.includes(label));
    const lastActive = statuses.findLastIndex((label) => !history.includes(label));
    expect(statuses.length).toBeGreaterThan(0);
    expect(firstPast === -1 || lastActive < firstPast).toBe(true);
    await context.close();
  });
});
