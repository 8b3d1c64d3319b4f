// What a page needs for its first paint comes with its HTML: its icon is in the page, and its
// stylesheets and scripts are asked for only once the page has painted (integrations/critical-css,
// integrations/script-island), so neither a slow network nor Lighthouse's model holds the paint.
import type { Browser } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage } from './browser';

/** The benchmarked four. */
const PAGES = ['/', '/python-homework.html', '/terms-and-conditions.html', '/our-experts.html'];

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe.each(PAGES)('%s', (path) => {
  it('carries its icon and asks for no stylesheet or script before its first paint', async () => {
    const { page, context } = await newPage(browser, { viewport: { width: 375, height: 800 } });
    await page.goto(path, { waitUntil: 'networkidle' });
    const icon = await page.evaluate(async () => {
      const href = document.querySelector<HTMLLinkElement>('link[rel="icon"]')?.href ?? '';
      const image = new Image();
      image.src = href;
      await image.decode();
      return { scheme: new URL(href).protocol, width: image.naturalWidth };
    });
    expect(icon.scheme).toBe('data:');
    expect(icon.width).toBeGreaterThan(0);
    const fetched = await page.evaluate(async () => {
      const paint = await new Promise<number>((resolve) => {
        new PerformanceObserver((list, observer) => {
          const entry = list.getEntriesByName('first-contentful-paint')[0];
          if (!entry) return;
          observer.disconnect();
          resolve(entry.startTime);
        }).observe({ type: 'paint', buffered: true });
      });
      const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      return {
        before: resources
          .filter((entry) => ['link', 'script'].includes(entry.initiatorType))
          .filter((entry) => entry.startTime < paint)
          .map((entry) => entry.name),
        after: resources.filter((entry) => entry.startTime >= paint).map((entry) => entry.name),
      };
    });
    expect(fetched.before).toEqual([]);
    expect(fetched.after.some((name) => name.endsWith('.css'))).toBe(true);
    await context.close();
  });
});
