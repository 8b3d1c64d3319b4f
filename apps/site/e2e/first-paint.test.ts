// What a page needs for its first paint comes with its HTML: its icon is in the page, and its
// stylesheets and scripts are asked for only once the page has painted (integrations/critical-css,
// integrations/script-island), so neither a slow network nor Lighthouse's model holds the paint.
// And its first screen draws in its one font family: each family the browser must look up before
// the paint is main-thread time (the icon's SVG text once cost that; the footer's payment logos,
// in Arial, are drawn only when the visitor nears them).
import type { Browser, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage } from './browser';

/** The benchmarked four. */
const PAGES = ['/', '/python-homework.html', '/terms-and-conditions.html', '/our-experts.html'];
const PAGES_WITH_FORM = ['/', '/python-homework.html'];

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

/** Whether the last section's heading is drawn, not only reserved space. */
function lastDrawnIn(page: Page, sections: string) {
  return page.evaluate(
    (selector) =>
      document
        .querySelector(`${selector} > section:last-child > h2`)
        ?.checkVisibility({ contentVisibilityAuto: true }),
    sections,
  );
}

/** Waits for the element `id` names to reach the top of the window. */
function expectAtTop(page: Page, id: string) {
  return expect
    .poll(() =>
      page.evaluate((target) => document.getElementById(target)?.getBoundingClientRect().top, id),
    )
    .toBeCloseTo(0, 0);
}

/** The long pages whose sections after the first wait for the visitor, and their contents. */
const LONG_PAGES = [
  { path: '/terms-and-conditions.html', contents: 'On this page', sections: '.site-prose' },
  { path: '/customer-faq.html', contents: 'FAQ topics', sections: '.company-faq' },
];
const VIEWPORTS = [
  { width: 320, height: 640 },
  { width: 1440, height: 900 },
];

describe.each(LONG_PAGES)(
  "$path's sections after the first, drawn when the visitor nears them",
  ({ path, contents, sections }) => {
    it.each(VIEWPORTS)(
      'at $width px, waits for the last and lands every contents link on its section',
      async (viewport) => {
        const { page, context } = await newPage(browser, { viewport });
        await page.goto(path, { waitUntil: 'load' });
        const lastDrawn = () => lastDrawnIn(page, sections);
        // Chromium may draw it for a frame or two while the sections above take their heights.
        await expect.poll(lastDrawn).toBe(false);
        const links = await page
          .getByRole('navigation', { name: contents })
          .getByRole('link')
          .all();
        expect(links.length).toBeGreaterThan(3);
        for (const link of links) {
          const id = (await link.getAttribute('href'))?.slice(1) ?? '';
          await page.evaluate(() => window.scrollTo(0, 0));
          await link.click();
          await expectAtTop(page, id);
        }
        expect(await lastDrawn()).toBe(true);
        await context.close();
      },
    );

    it.each(VIEWPORTS)(
      "at $width px, opens an address naming the last section's last heading at that heading",
      async (viewport) => {
        const { page, context } = await newPage(browser, { viewport });
        await page.goto(path, { waitUntil: 'load' });
        const id = await page.evaluate(
          (selector) =>
            [...document.querySelectorAll(`${selector} > section:last-child [id]`)].at(-1)?.id ??
            '',
          sections,
        );
        expect(id).toBeTruthy();
        // A new tab: the address is opened, not a fragment scrolled to on a page already shown.
        const opened = await context.newPage();
        await opened.goto(`${path}#${id}`, { waitUntil: 'load' });
        await expectAtTop(opened, id);
        await context.close();
      },
    );
  },
);

describe('a reload, which the browser restores to the same scroll offset', () => {
  /** The first heading still in view and how far it sits from the top, or where `text` sits. */
  const place = (page: Page, text?: string) =>
    page.evaluate((text) => {
      const headings = [...document.querySelectorAll('main h2, main h3')];
      const heading = headings.find((element) =>
        text ? element.textContent?.trim() === text : element.getBoundingClientRect().bottom > 0,
      );
      return {
        heading: heading?.textContent?.trim(),
        top: Math.round(heading?.getBoundingClientRect().top ?? Number.NaN),
      };
    }, text);
  /** The place once nothing moves any more (the order form adds rows once its settings load). */
  const settledPlace = async (page: Page, text?: string) => {
    let last = await place(page, text);
    for (let read = 0; read < 20; read++) {
      await page.waitForTimeout(300);
      const now = await place(page, text);
      if (now.heading === last.heading && Object.is(now.top, last.top)) return now;
      last = now;
    }
    throw new Error(`the page still moves after 6 s (last read ${JSON.stringify(last)})`);
  };
  /**
   * How far off a reload may land: on the pages with the order form, its Google button appears
   * once the settings have loaded, after the browser has restored the offset (60 px higher up).
   */
  const slack = (path: string) => (PAGES_WITH_FORM.includes(path) ? 64 : 1);

  it.each(
    [...PAGES, '/customer-faq.html'].flatMap((path) =>
      VIEWPORTS.map((viewport) => ({ path, ...viewport })),
    ),
  )(
    'keeps the visitor at the same place on $path at $width px',
    async ({ path, width, height }) => {
      const { page, context } = await newPage(browser, { viewport: { width, height } });
      await page.goto(path, { waitUntil: 'load' });
      for (const share of [0.3, 0.6, 0.85]) {
        await page.evaluate(
          (share) =>
            window.scrollTo(0, share * (document.documentElement.scrollHeight - innerHeight)),
          share,
        );
        const before = await settledPlace(page);
        await page.reload({ waitUntil: 'load' });
        // The page's end, where no heading is in view, shows the footer either way.
        if (!before.heading) continue;
        const after = await settledPlace(page, before.heading);
        expect(Math.abs(after.top - before.top)).toBeLessThanOrEqual(slack(path));
      }
      await context.close();
    },
  );
});
