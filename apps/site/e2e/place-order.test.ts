// The header's 'Place an order' for someone signed in, from the dashboard (the React header) and
// from a page without the order form (the header without React): the demo customer goes to the
// full order page; every other demo role is told why it cannot order, with the way to its own
// dashboard, and stays where it is rather than landing on an empty sign-up page.
import { DEMO_ACCOUNTS } from '@bb/api';
import { DASHBOARD_HOME_URL_PATHS, type UserRole } from '@bb/validation';
import type { Browser, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, launchBrowser } from './browser';
import { signedIn } from './dashboard-steps';

/** A page without the order form, so without React for its header. */
const LIGHT_PAGE = '/about-us.html';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const placeAnOrder = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: 'Place an order' }).click();

describe("the header's 'Place an order', signed in", () => {
  it('takes the demo customer to the full order page, from the dashboard and from a page without the form', async () => {
    const { page, context, consoleErrors } = await signedIn(browser, DEMO_ACCOUNTS.customer);
    await placeAnOrder(page);
    await page.waitForURL('**/dashboard/customer/new_order/');
    await page.goto(LIGHT_PAGE, { waitUntil: 'networkidle' });
    await placeAnOrder(page);
    await page.waitForURL('**/dashboard/customer/new_order/');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it.each([
    ['writer', 'an expert'],
    ['operator', 'an operator'],
    ['seo', 'the SEO editor'],
    ['support_contract', 'a support agent'],
    ['earnings', 'a partner'],
  ] satisfies Array<[Exclude<UserRole, 'customer'>, string]>)(
    'tells the %s role why it cannot, with the way to its dashboard',
    async (role, named) => {
      const { page, context, consoleErrors } = await signedIn(browser, DEMO_ACCOUNTS[role]);
      const dashboard = `/dashboard${DASHBOARD_HOME_URL_PATHS[role]}`;
      for (const path of [page.url(), LIGHT_PAGE]) {
        await page.goto(path, { waitUntil: 'networkidle' });
        await placeAnOrder(page);
        const notice = page.locator('.bb-place-order-notice:popover-open');
        await notice.waitFor();
        expect(await notice.textContent()).toContain(
          `Orders are placed from a customer account. You are signed in as ${named}.`,
        );
        const link = notice.getByRole('link', { name: 'Go to your dashboard' });
        expect(await link.getAttribute('href')).toBe(dashboard);
        expect(page.url()).not.toContain('/registration.html');
        expect(await axeViolations(page)).toEqual([]);
        // Escape closes it, as a popover does.
        await page.keyboard.press('Escape');
        await notice.waitFor({ state: 'detached' });
      }
      await placeAnOrder(page);
      await page.getByRole('link', { name: 'Go to your dashboard' }).click();
      await page.waitForURL(`**${dashboard}**`);
      expect(consoleErrors).toEqual([]);
      await context.close();
    },
  );
});
