// The site's pages as a visitor sees them, whole, at a phone's 375 px and a desktop's 1280 px,
// compared pixel by pixel with the reference PNGs committed in page-references/ (see
// page-reference.ts; UPDATE_PAGE_REFERENCES=1 rewrites them). The site has one theme (the dark
// one is Storybook's), so one reference per page and width.
//
// Its own server on fresh demo data, not the suite's shared one: the other files add experts,
// orders and reviews there, which lengthen the experts page and change home's figures and lists,
// and a mask hides a region but cannot keep a page's height. The demo data is the same on every
// start but for its instants, which follow the clock: the dates (`<time>`: finished orders) and
// the footer's copyright years are masked (the magenta boxes in the references).
// The cookie notice is accepted before the page loads (a returning visitor's view; widths.test.ts
// checks the first visit's notice), motion is reduced and animations stopped, and the shot is
// taken once the islands have hydrated, every image has loaded and the fonts are ready.
import path from 'node:path';
import type { Browser, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BuiltSite, startBuiltSite } from '../testing/start-built-site';
import { launchBrowser } from './browser';
import { compareWithReference } from './page-reference';

const PAGES = [
  { name: 'home', path: '/' },
  { name: 'landing', path: '/python-homework.html' },
  { name: 'experts', path: '/our-experts.html' },
];
const WIDTHS = [375, 1280];
/** A phone's screen below 800 px (the iPhone X's 812), a laptop's from it, as widths.test.ts. */
const viewportAt = (width: number) => ({ width, height: width < 800 ? 812 : 800 });
const referencesDir = path.join(import.meta.dirname, 'page-references');

let site: BuiltSite;
let browser: Browser;

beforeAll(async () => {
  [site, browser] = await Promise.all([startBuiltSite({ RATE_LIMIT: 'false' }), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

/** Loads `pathname` and waits until nothing on it is still arriving. */
async function settledPage(page: Page, pathname: string): Promise<void> {
  await page.goto(pathname, { waitUntil: 'networkidle' });
  await page.waitForFunction(() => !document.querySelector('astro-island[ssr]'));
  await page.evaluate(async () => {
    const images = [...document.images];
    for (const image of images) image.loading = 'eager';
    await Promise.all(images.map((image) => image.decode()));
    await document.fonts.ready;
  });
}

describe.each(WIDTHS)('at %i px', (width) => {
  it.each(PAGES)('$path matches its reference ($name)', async ({ name, path: at }) => {
    const context = await browser.newContext({
      baseURL: site.origin,
      viewport: viewportAt(width),
      reducedMotion: 'reduce',
    });
    try {
      await context.addInitScript(() => localStorage.setItem('policy|usage', '1'));
      const page = await context.newPage();
      await settledPage(page, at);
      // A date's length changes its mask's width, so each is one fixed date under its mask.
      await page.evaluate(() => {
        for (const time of document.querySelectorAll('time')) time.textContent = 'May 25, 2026';
      });
      const screenshot = await page.screenshot({
        fullPage: true,
        animations: 'disabled',
        caret: 'hide',
        mask: [page.locator('time'), page.locator('.bb-footer__copyright')],
        // The footer, what follows a hero and the expert cards are drawn only when the visitor nears
        // them (content-visibility: auto, site.css); a full-page capture never scrolls, so it would
        // show their reserved, empty boxes.
        style: '* { content-visibility: visible !important; }',
      });
      const reference = path.join(referencesDir, `${name}-${width}.png`);
      expect(await compareWithReference(screenshot, reference)).toBeNull();
    } finally {
      await context.close();
    }
  });
});
