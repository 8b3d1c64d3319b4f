// Every kind of page at the widths people use, 320 to 1440 px, with the cookie notice showing as
// a first visit has it: no page scrolls sideways, the header keeps to one line of 80 px on a
// desktop (its navigation items side by side, none wrapped or run under the actions), and
// nothing covers the page's primary call to action (the point at its centre belongs to it). One
// browser, the pages one after another.
import { DEMO_ACCOUNTS } from '@bb/api';
import { HEADER_HEIGHT, XL_BREAKPOINT } from '@bb/ui';
import type { Browser, BrowserContext, Locator, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage } from './browser';
import { signedIn } from './dashboard-steps';

const WIDTHS = [320, 375, 768, 1024, 1280, 1440];
/** A phone's screen below 800 px (the iPhone X's 812), a laptop's from it. */
const viewportAt = (width: number) => ({ width, height: width < 800 ? 812 : 800 });

interface CheckedPage {
  path: string;
  /** The page's primary call to action. */
  cta: (page: Page) => Locator;
}

const headerButton = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: 'Place an order' });
const mainButton = (name: string) => (page: Page) =>
  page.getByRole('main').getByRole('button', { name, exact: true });

const PUBLIC_PAGES: CheckedPage[] = [
  { path: '/', cta: mainButton('Place your order') },
  { path: '/python-homework.html', cta: mainButton('Place your order') },
  { path: '/our-experts.html', cta: headerButton },
  { path: '/terms-and-conditions.html', cta: headerButton },
  { path: '/sign-in.html', cta: mainButton('Log in') },
  { path: '/registration.html', cta: mainButton('Sign up') },
];
const DASHBOARD_PAGES: CheckedPage[] = [
  { path: '/dashboard/customer/orders/', cta: headerButton },
  { path: '/dashboard/customer/balance/', cta: mainButton('Top up') },
];

/** What is wrong with `checked` at this width, in words; nothing when all holds. */
async function problemsAt(page: Page, checked: CheckedPage, width: number): Promise<string[]> {
  await page.setViewportSize(viewportAt(width));
  await page.goto(checked.path, { waitUntil: 'networkidle' });
  await page.getByRole('region', { name: 'Cookie notice' }).waitFor();
  const where = `${checked.path} at ${width} px`;
  const problems: string[] = [];

  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  if (overflow > 0) problems.push(`${where} scrolls ${overflow} px sideways`);

  if (width >= XL_BREAKPOINT) {
    const header = await page.evaluate(() => {
      const box = (element: Element | null) => element?.getBoundingClientRect();
      const links = [...document.querySelectorAll('.bb-header .bb-navigation__link')];
      return {
        height: box(document.querySelector('.bb-header'))?.height,
        tops: new Set(links.map((link) => Math.round(box(link)?.top ?? 0))).size,
        heights: new Set(links.map((link) => Math.round(box(link)?.height ?? 0))).size,
        navigationEnd: box(document.querySelector('.bb-navigation__list'))?.right ?? 0,
        actionsStart: box(document.querySelector('.bb-header__actions'))?.left ?? Infinity,
      };
    });
    if (header.height !== HEADER_HEIGHT) problems.push(`${where}: header ${header.height} px high`);
    if (header.tops > 1 || header.heights > 1) {
      problems.push(`${where}: the navigation's items are not on one line`);
    }
    if (header.navigationEnd > header.actionsStart) {
      problems.push(`${where}: the navigation runs under the header's actions`);
    }
  }

  const cta = checked.cta(page);
  await cta.scrollIntoViewIfNeeded();
  const covered = await cta.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return hit && element.contains(hit) ? null : (hit?.closest('[class]')?.className ?? 'nothing');
  });
  if (covered) problems.push(`${where}: "${await cta.textContent()}" is covered by ${covered}`);
  return problems;
}

async function problemsOf(page: Page, pages: CheckedPage[]): Promise<string[]> {
  const problems: string[] = [];
  for (const checked of pages) {
    for (const width of WIDTHS) problems.push(...(await problemsAt(page, checked, width)));
  }
  return problems;
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('every page from 320 to 1440 px', () => {
  it('keeps the public pages within the screen, the header on one line, the call to action uncovered', async () => {
    const visitor = await newPage(browser);
    const problems = await problemsOf(visitor.page, PUBLIC_PAGES);
    await visitor.context.close();
    expect(problems).toEqual([]);
  }, 240_000);

  it("keeps the demo customer's orders and balance pages within the screen, the call to action uncovered", async () => {
    let context: BrowserContext | undefined;
    try {
      const customer = await signedIn(browser, DEMO_ACCOUNTS.customer);
      context = customer.context;
      expect(await problemsOf(customer.page, DASHBOARD_PAGES)).toEqual([]);
    } finally {
      await context?.close();
    }
  }, 120_000);
});
