// Each page paints with only its own rules inline and loads the site's stylesheets after
// (integrations/critical-css): nothing on the page may look or sit differently once they arrive,
// or visitors would see a flash and the page would shift.
import type { Browser, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, siteOrigin } from './browser';

/** The benchmarked four, pages of each other layout, and pages with a React form. */
const PAGES = [
  '/',
  '/python-homework.html',
  '/terms-and-conditions.html',
  '/our-experts.html',
  '/how-it-works.html',
  '/latest-orders.html',
  '/sign-in.html',
  '/become-an-expert.html',
];
const WIDTHS = [375, 1280];

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/**
 * Every element's place and look, in document order (spinners stopped at their first frame), with
 * everything drawn: what lies below the first screen waits at a reserved height until the visitor
 * nears it (content-visibility: auto), and the rules compared here are those it is drawn with.
 */
function layoutOf(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const drawAll = document.createElement('style');
    drawAll.textContent = '* { content-visibility: visible !important; }';
    document.head.append(drawAll);
    for (const animation of document.getAnimations()) {
      animation.pause();
      animation.currentTime = 0;
    }
    return [...document.body.querySelectorAll('*')].map((element) => {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      const where = [box.x, box.y, box.width, box.height].map(Math.round).join(',');
      const look = [style.display, style.color, style.backgroundColor, style.fontSize].join(' ');
      return `${element.tagName.toLowerCase()}.${element.getAttribute('class') ?? ''} ${where} ${look}`;
    });
  });
}

/**
 * The page's HTML as served once, so both looks lay out the same markup (pages that list the
 * latest orders change as other test files place orders on the shared server).
 */
async function servedHtml(path: string): Promise<string> {
  const response = await fetch(`${siteOrigin()}${path}`);
  expect(response.status).toBe(200);
  return response.text();
}

/**
 * `html` without scripts (so no island changes it between the two looks), at `width`, served at
 * `path`: with `whole`, its stylesheets load (the `<noscript>` links); without, they are refused
 * and only the inline rules apply.
 */
async function look(path: string, html: string, width: number, whole: boolean) {
  const { page, context } = await newPage(browser, {
    javaScriptEnabled: false,
    viewport: { width, height: 800 },
  });
  let served = 0;
  await page.route(`${siteOrigin()}${path}`, (route) => {
    served++;
    return route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html });
  });
  const stylesheets: string[] = [];
  await page.route('**/_astro/*.css', (route) => {
    stylesheets.push(route.request().url());
    return whole ? route.continue() : route.abort();
  });
  await page.goto(path, { waitUntil: 'load' });
  expect(served).toBe(1);
  const layout = await layoutOf(page);
  await context.close();
  return { layout, stylesheets };
}

/** The elements whose place or look differ, each with how. */
function changed(before: string[], after: string[]): string[] {
  expect(after).toHaveLength(before.length);
  return before.flatMap((line, index) =>
    line === after[index] ? [] : [`${line}  ->  ${after[index]}`],
  );
}

describe("a page's inline rules", () => {
  it("lay out an expert's page as the whole stylesheets do", async () => {
    const experts = await servedHtml('/our-experts.html');
    const expertPage = String(/href="(\/experts\/[^"]+\.html)"/.exec(experts)?.[1]);
    expect(expertPage).toMatch(/^\/experts\//);
    const html = await servedHtml(expertPage);
    const inlineOnly = await look(expertPage, html, 375, false);
    const whole = await look(expertPage, html, 375, true);
    expect(whole.stylesheets.length).toBeGreaterThan(0);
    expect(changed(inlineOnly.layout, whole.layout)).toEqual([]);
  });

  for (const path of PAGES)
    for (const width of WIDTHS)
      it(`lay out ${path} at ${width} px as the whole stylesheets do`, async () => {
        const html = await servedHtml(path);
        const inlineOnly = await look(path, html, width, false);
        const whole = await look(path, html, width, true);
        expect(whole.stylesheets.length).toBeGreaterThan(0);
        expect(inlineOnly.layout.length).toBeGreaterThan(50);
        expect(changed(inlineOnly.layout, whole.layout)).toEqual([]);
      });
});
