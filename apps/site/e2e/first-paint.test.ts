// What a page needs for its first paint comes with its HTML: its icon is in the page, and its
// stylesheets and scripts are asked for only once the page has painted (integrations/critical-css,
// integrations/script-island), so neither a slow network nor Lighthouse's model holds the paint.
// And its first screen draws in its one font family: each family the browser must look up before
// the paint is main-thread time (the icon's SVG text once cost that; the footer's payment logos,
// in Arial, are drawn only when the visitor nears them).
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

  it('runs none of its scripts while its HTML is parsed (inline scripts are modules)', async () => {
    // That they still run once it is parsed, the stylesheets requested after the paint (above)
    // and the header's journeys show.
    const { page, context } = await newPage(browser);
    const html = await (await page.request.get(path)).text();
    const scripts = html.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) {
      expect(script).toMatch(/\stype="(module|application\/ld\+json)"/);
    }
    await context.close();
  });

  it("draws its first screen's text and its icon in the site font family", async () => {
    const { page, context } = await newPage(browser, { viewport: { width: 375, height: 800 } });
    await page.goto(path, { waitUntil: 'load' });
    const families = await page.evaluate(async () => {
      const used = new Set<string>();
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const element = node.parentElement;
        if (!element || !node.textContent?.trim()) continue;
        if (element.closest('script, style, template, title, noscript')) continue;
        const box = element.getClientRects()[0];
        if (!box || box.top >= innerHeight) continue;
        used.add(getComputedStyle(element).fontFamily);
      }
      const icon = document.querySelector<HTMLLinkElement>('link[rel="icon"]')?.href ?? '';
      const iconText = icon.startsWith('data:image/svg')
        ? new DOMParser()
            .parseFromString(decodeURIComponent(icon.slice(icon.indexOf(',') + 1)), 'image/svg+xml')
            .querySelectorAll('text').length
        : 0;
      return { used: [...used], iconText };
    });
    expect(families.used).toHaveLength(1);
    expect(families.used[0]).toMatch(/^system-ui,/);
    expect(families.iconText).toBe(0);
    await context.close();
  });
});

describe("a legal page's sections after the first, drawn when the visitor nears them", () => {
  it.each([
    { width: 320, height: 640 },
    { width: 1440, height: 900 },
  ])(
    'at $width px, waits for the last and lands every contents link on its section',
    async (viewport) => {
      const { page, context } = await newPage(browser, { viewport });
      await page.goto('/terms-and-conditions.html', { waitUntil: 'load' });
      const lastDrawn = () =>
        page.evaluate(() =>
          document
            .querySelector('.site-prose > section:last-child > h2')
            ?.checkVisibility({ contentVisibilityAuto: true }),
        );
      expect(await lastDrawn()).toBe(false);
      const links = await page
        .getByRole('navigation', { name: 'On this page' })
        .getByRole('link')
        .all();
      expect(links.length).toBeGreaterThan(5);
      for (const link of links) {
        const id = (await link.getAttribute('href'))?.slice(1) ?? '';
        await page.evaluate(() => window.scrollTo(0, 0));
        await link.click();
        await expect
          .poll(() =>
            page.evaluate(
              (target) => document.getElementById(target)?.getBoundingClientRect().top,
              id,
            ),
          )
          .toBeCloseTo(0, 0);
      }
      expect(await lastDrawn()).toBe(true);
      await context.close();
    },
  );
});
