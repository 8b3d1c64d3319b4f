// Every page a visitor can open: listed in the sitemap, answering 200 with one heading, no
// console error (a script the CSP blocks is one), and no axe violation; an unknown address
// answers 404 with the 404 page.
import type { Browser } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, launchBrowser, newPage, siteOrigin } from './browser';

/** Routes of spec §2 that every build must have, whatever else the sitemap lists. */
const SPEC_ROUTES = [
  '/',
  '/how-it-works.html',
  '/about-us.html',
  '/our-experts.html',
  '/latest-orders.html',
  '/customer-faq.html',
  '/terms-and-conditions.html',
  '/privacy-policy.html',
  '/cookie-policy.html',
  '/confidentiality-policy.html',
  '/refund-policy.html',
  '/discount-policy.html',
  '/writer-terms-and-conditions.html',
  '/writer-privacy-policy.html',
  '/linear-programming-homework.html',
  '/excel-homework.html',
  '/java-homework.html',
  '/javascript-homework.html',
  '/matlab-homework.html',
  '/math-analysis-homework.html',
  '/php-homework.html',
  '/python-homework.html',
  '/angularjs-homework.html',
  '/r-programming.html',
  '/ruby-homework.html',
  '/c-programming-homework.html',
  '/spss-homework.html',
  '/sql-homework.html',
  '/programming-project-help.html',
  '/pay-for-programming-homework.html',
  '/sign-in.html',
  '/registration.html',
  '/auth_password_reset.html',
];

let browser: Browser;
let sitemapRoutes: string[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  const sitemap = await (await fetch(`${siteOrigin()}/sitemap.xml`)).text();
  sitemapRoutes = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    ([, loc = '']) => new URL(loc).pathname,
  );
});
afterAll(() => browser?.close());

describe('the sitemap', () => {
  it('lists every route of the specification', () => {
    expect(sitemapRoutes).toEqual(expect.arrayContaining(SPEC_ROUTES));
  });
});

describe('every listed page', () => {
  it('answers 200 with one h1, no console error and no axe violation', async () => {
    const problems: string[] = [];
    const { context, page, consoleErrors } = await newPage(browser);
    for (const route of sitemapRoutes) {
      consoleErrors.length = 0;
      const response = await page.goto(route, { waitUntil: 'networkidle' });
      if (response?.status() !== 200) problems.push(`${route}: status ${response?.status()}`);
      const headings = await page.locator('h1').count();
      if (headings !== 1) problems.push(`${route}: ${headings} h1 elements`);
      for (const violation of await axeViolations(page))
        problems.push(`${route}: axe: ${violation}`);
      for (const error of consoleErrors) problems.push(`${route}: console: ${error}`);
    }
    await context.close();
    expect(problems).toEqual([]);
  }, 300_000);
});

describe('an unknown address', () => {
  it('answers 404 with the 404 page', async () => {
    const { context, page } = await newPage(browser);
    const response = await page.goto('/no-such-page.html');
    expect(response?.status()).toBe(404);
    await expect(page.locator('h1').textContent()).resolves.toBe('Page not found');
    await context.close();
  });
});

describe("a page's script policy", () => {
  it('refuses a script from our origin outside the built assets, as an uploaded file would be', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/about-us.html');
    // What an HTML injection would add: a script whose address is a file served by the API.
    const blocked = await page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          document.addEventListener('securitypolicyviolation', (event) =>
            resolve(`${event.effectiveDirective} ${new URL(event.blockedURI).pathname}`),
          );
          const script = document.createElement('script');
          script.src = '/api/en/1/customers/orders/1/files/1';
          script.onload = () => resolve('loaded');
          script.onerror = () => setTimeout(() => resolve('failed without the policy'), 500);
          document.head.append(script);
        }),
    );
    await context.close();
    expect(blocked).toBe('script-src-elem /api/en/1/customers/orders/1/files/1');
  });
});
