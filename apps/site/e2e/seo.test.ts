// The seo role in Chromium against the started site and API: the demo seo account finds every
// public page on its Personal Area (the site's own titles within 60 characters, each with an
// og:image), edits a landing page's title and description, the public page and the sitemap show
// the edit without a rebuild, and reverting the edit restores the page.
import { DEMO_ACCOUNTS } from '@bb/api';
import type { Browser, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, launchBrowser, newPage } from './browser';
import { callApi, signedIn } from './dashboard-steps';

const LANDING = '/python-homework.html';
/** The live pages' TTL in this suite is 2 s (start-site.ts): an edit shows within a few. */
const WITHIN_TTL = { timeout: 15_000, interval: 500 };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** What a visitor's browser reads in the page's head. */
async function publicHead(visitor: Page) {
  await visitor.goto(LANDING);
  return visitor.evaluate(() => ({
    title: document.title,
    description: document.querySelector('meta[name="description"]')?.getAttribute('content'),
    ogImage: document.querySelector('meta[property="og:image"]')?.getAttribute('content'),
  }));
}

describe('the seo role', () => {
  it('edits a landing page shown without a rebuild, in the sitemap too, and reverts the edit', async () => {
    const { page } = await signedIn(browser, DEMO_ACCOUNTS.seo);
    await page.waitForURL('**/dashboard/seo/');
    await page.getByRole('heading', { level: 1, name: 'Personal Area' }).waitFor();
    // The server renders every page ahead once it listens; a listing before it is done waits.
    await page.getByRole('button', { name: `Edit ${LANDING}` }).waitFor({ timeout: 120_000 });
    expect(await axeViolations(page)).toEqual([]);

    // Every page of the site, the site's own titles within 60 characters and each with an image.
    const listed = await callApi(page, 'GET', '/seo/pages');
    const pages: { path: string; kind: string; flags: string[] }[] = listed.json.body.pages;
    expect(pages.filter((item) => item.kind === 'landing')).toHaveLength(16);
    expect(pages.some((item) => item.kind === 'expert')).toBe(true);
    expect(pages.filter((item) => item.flags.includes('title_too_long'))).toEqual([]);
    expect(pages.filter((item) => item.flags.includes('og_image_missing'))).toEqual([]);

    const visitor = (await newPage(browser)).page;
    const before = await publicHead(visitor);
    expect(before.ogImage).toMatch(/\/og-image\.png$/);

    // The edit.
    const title = `Python homework help, step by step ${Date.now() % 10_000}`;
    const description = 'Python assignments explained line by line by a vetted expert.';
    await page.getByRole('button', { name: `Edit ${LANDING}` }).click();
    await page.getByRole('textbox', { name: 'Title' }).fill(title);
    await page.getByRole('textbox', { name: 'Description' }).fill(description);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText(`${LANDING} is saved.`, { exact: false }).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    // The public page and the sitemap, without a rebuild.
    await expect.poll(async () => (await publicHead(visitor)).title, WITHIN_TTL).toBe(title);
    expect((await publicHead(visitor)).description).toBe(description);
    await expect
      .poll(
        async () =>
          (await (await visitor.request.get('/sitemap.xml')).text()).includes(
            `${LANDING}</loc><lastmod>`,
          ),
        WITHIN_TTL,
      )
      .toBe(true);

    // The revert of that edit restores the page as it was.
    const history = page.getByRole('region', { name: 'Edits of this page, the newest first' });
    await history
      .getByRole('button', { name: /^Revert the edit of / })
      .first()
      .click();
    await page.getByText('The edit is reverted', { exact: false }).waitFor();
    await expect.poll(async () => (await publicHead(visitor)).title, WITHIN_TTL).toBe(before.title);
    expect((await publicHead(visitor)).description).toBe(before.description);
  }, 240_000);
});
