// The design system's Storybook, built at the root (`pnpm build-storybook`), is served by the
// site under /storybook/: its manager page, the index of every story and docs page, a story's
// own frame, each under Storybook's own CSP, and in Chromium a component's docs page in the dark
// theme and a story, with no console error (a blocked script or style is one), and the header's
// desktop story at the 'desktop' viewport's full 1280 x 800 on its docs page and in the canvas.
import type { Frame } from 'playwright';
import { describe, expect, it } from 'vitest';
import { launchBrowser, newPage, siteOrigin } from './browser';

const get = (path: string) => fetch(`${siteOrigin()}${path}`, { redirect: 'manual' });

describe('/storybook/', () => {
  it('answers with Storybook, and /storybook sends a visitor there', async () => {
    const page = await get('/storybook/');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    // Storybook's manager, whose scripts are addressed relative to /storybook/ and load from there.
    expect(await page.text()).toContain("import './sb-manager/runtime.js'");
    const runtime = await get('/storybook/sb-manager/runtime.js');
    expect(runtime.status).toBe(200);
    expect(runtime.headers.get('content-type')).toMatch(/javascript/);
    const bare = await get('/storybook');
    expect(bare.status).toBe(301);
    expect(bare.headers.get('location')).toBe('/storybook/');
  });

  it('lists the introduction, the tokens and a docs page for the order form and the header', async () => {
    const index = await get('/storybook/index.json');
    expect(index.status).toBe(200);
    const { entries } = (await index.json()) as { entries: Record<string, { type: string }> };
    for (const id of [
      'introduction--docs',
      'design-tokens--docs',
      'order-form-short-order-form--docs',
      'ui-header--docs',
    ]) {
      expect(entries[id]?.type, id).toBe('docs');
    }
    expect(entries['ui-header--mobile']?.type).toBe('story');
  });

  it("serves a story's frame", async () => {
    const frame = await get('/storybook/iframe.html');
    expect(frame.status).toBe(200);
    expect(frame.headers.get('cache-control')).toBe('no-cache');
  });

  it.each(['/storybook/', '/storybook/iframe.html'])(
    'serves %s with its own policy, framed by our origin only',
    async (path) => {
      const response = await get(path);
      const policy = response.headers.get('content-security-policy') ?? '';
      // Scripts from Storybook's folder and its pages' hashed inline scripts, not the whole origin.
      expect(policy).toContain(`script-src ${siteOrigin()}/storybook/ 'sha256-`);
      expect(policy).not.toMatch(/script-src[^;]*('self'|unsafe)/);
      expect(policy).toContain("frame-ancestors 'self'");
      expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    },
  );
});

describe('/storybook/ in Chromium', () => {
  it("shows the button's docs page, its stories rendered, in the dark theme, and a story, under Storybook's CSP", async () => {
    const browser = await launchBrowser();
    try {
      const { page, consoleErrors } = await newPage(browser);
      await page.goto('/storybook/?path=/docs/ui-button--docs&globals=theme:dark');
      const docs = page.frameLocator('#storybook-preview-iframe');
      await expect
        .poll(() => docs.getByRole('heading', { level: 1 }).textContent(), { timeout: 20_000 })
        .toBe('Button');
      await docs.getByRole('button', { name: 'Place your order' }).first().waitFor();
      const theme = await docs.locator('html').getAttribute('data-bb-theme');
      expect(theme).toBe('dark');
      await page.goto('/storybook/?path=/story/order-form-short-order-form--horizontal');
      await page
        .frameLocator('#storybook-preview-iframe')
        .getByRole('button', { name: 'Place your order' })
        .waitFor({ timeout: 20_000 });
      expect(consoleErrors).toEqual([]);
    } finally {
      await browser.close();
    }
  }, 120_000); // two Storybook pages in Chromium: a minute is tight on a loaded machine

  it("shows the header's Desktop story whole at 1280 x 800, on its docs page and in the canvas", async () => {
    const browser = await launchBrowser();
    try {
      // A laptop's window: the sidebar and the addon panel leave the canvas less than 1280 x 800.
      const { page } = await newPage(browser, { viewport: { width: 1440, height: 900 } });
      const storyWindow = (frame: Frame) => frame.evaluate(() => [innerWidth, innerHeight]);
      await page.goto('/storybook/?path=/docs/ui-header--docs');
      const docs = page.frameLocator('#storybook-preview-iframe');
      // The Desktop story's own section; its frame is laid out at the 'desktop' viewport's width
      // (.storybook/docs-frames.css), so the header is the desktop one with its navigation.
      const docsFrame = docs.locator('#story--ui-header--desktop iframe');
      await docsFrame.scrollIntoViewIfNeeded({ timeout: 60_000 });
      await docsFrame
        .contentFrame()
        .getByRole('navigation', { name: 'Main' })
        .waitFor({ timeout: 60_000 });
      const inDocs = await (await docsFrame.elementHandle())?.contentFrame();
      expect(inDocs && (await storyWindow(inDocs))[0]).toBe(1280);

      await page.goto('/storybook/?path=/story/ui-header--desktop');
      const canvas = page.frameLocator('#storybook-preview-iframe');
      await canvas.getByRole('navigation', { name: 'Main' }).waitFor({ timeout: 60_000 });
      // The toolbar's viewport applied (Storybook's own until the story's parameters arrive),
      // then the frame at its full size, not shrunk to the canvas (.storybook/manager-head.html).
      await expect
        .poll(() => page.getByLabel('Viewport height').inputValue(), { timeout: 60_000 })
        .toBe('800px');
      const preview = await page.locator('#storybook-preview-iframe').elementHandle();
      const inCanvas = await preview?.contentFrame();
      await expect.poll(async () => inCanvas && storyWindow(inCanvas)).toEqual([1280, 800]);
    } finally {
      await browser.close();
    }
  }, 240_000); // two Storybook pages with a dozen story frames on a loaded machine
});
