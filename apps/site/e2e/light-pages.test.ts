// The pages without the order form run no React for their header and notices: the menus, the
// Services dropdown, the scroll buttons and the cookie notice work from the pre-rendered HTML
// (src/light-chrome/), by keyboard and at 320 px, and React loads only for the account menu.
import { DEMO_ACCOUNTS } from '@bb/api';
import type { Browser, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage } from './browser';
import { signedIn } from './dashboard-steps';

const LEGAL_PAGE = '/terms-and-conditions.html';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** A fresh visitor on `path` once the page has loaded and gone quiet; closed after the test. */
async function visit(path: string, viewport = { width: 1280, height: 800 }) {
  const visitor = await newPage(browser, { viewport });
  await visitor.page.goto(path, { waitUntil: 'networkidle' });
  return visitor;
}

/** Whether the page has fetched React DOM (the build's `react` chunk). */
function reactLoaded(page: Page): Promise<boolean> {
  return page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .some((entry) => /\/_astro\/react\.[^/]*\.js$/.test(new URL(entry.name).pathname)),
  );
}

/** The accessible name of the focused element (its aria-label or text). */
function focusedName(page: Page): Promise<string | undefined> {
  return page.evaluate(() => {
    const focused = document.activeElement;
    return focused?.getAttribute('aria-label') ?? focused?.textContent?.trim();
  });
}

describe('a page without the order form', () => {
  it("runs no React until the visitor reaches for 'My account', whose modal then opens", async () => {
    const { page, context, consoleErrors } = await visit(LEGAL_PAGE);
    const myAccount = page.getByRole('button', { name: 'My account' });
    await myAccount.waitFor();
    await page.getByRole('region', { name: 'Cookie notice' }).waitFor();
    expect(await reactLoaded(page)).toBe(false);
    await myAccount.click();
    const modal = page.getByRole('dialog', { name: 'Log into your account' });
    await modal.waitFor();
    await modal.getByRole('textbox', { name: 'Email' }).waitFor();
    expect(await reactLoaded(page)).toBe(true);
    await page.keyboard.press('Escape');
    await modal.waitFor({ state: 'hidden' });
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('opens the login modal from the keyboard: focus, then Enter', async () => {
    const { page, context } = await visit('/about-us.html');
    const myAccount = page.getByRole('button', { name: 'My account' });
    await myAccount.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: 'Log into your account' }).waitFor();
    await context.close();
  });

  it("shows a signed-in customer's menu", async () => {
    const { page, context } = await signedIn(browser, DEMO_ACCOUNTS.customer);
    await page.goto(LEGAL_PAGE, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'My account' }).click();
    const menu = page.getByRole('dialog', { name: 'Account menu' });
    await menu.getByText(DEMO_ACCOUNTS.customer).waitFor();
    await menu.getByRole('link', { name: 'Orders' }).waitFor();
    await menu.getByRole('button', { name: 'Log out' }).waitFor();
    await context.close();
  });

  it('opens the Services dropdown by keyboard and closes it on Escape, focus leaving, an outside tap', async () => {
    const { page, context, consoleErrors } = await visit(LEGAL_PAGE);
    const header = page.locator('header');
    const services = header.getByRole('button', { name: 'Services' });
    const python = header.getByRole('link', { name: 'Python homework' });
    await services.focus();
    await page.keyboard.press('Enter');
    await expect(services.getAttribute('aria-expanded')).resolves.toBe('true');
    await python.waitFor();
    // Into the dropdown, then Escape hands focus back to its button.
    await page.keyboard.press('Tab');
    expect(await focusedName(page)).toBe('Linear programming homework');
    await page.keyboard.press('Escape');
    await python.waitFor({ state: 'hidden' });
    expect(await focusedName(page)).toBe('Services');
    // Space opens it; focus moving to the logo closes it.
    await page.keyboard.press('Space');
    await python.waitFor();
    await page.keyboard.press('Shift+Tab');
    await python.waitFor({ state: 'hidden' });
    // A tap outside closes it; a swipe of more than 30 px does not. Both on the header's edge,
    // which takes no focus (a press in the page's main moves focus there, which closes it).
    await services.click();
    await python.waitFor();
    await page.mouse.move(2, 20);
    await page.mouse.down();
    await page.mouse.move(2, 75, { steps: 5 });
    await page.mouse.up();
    await expect(python.isVisible()).resolves.toBe(true);
    await page.mouse.click(2, 20);
    await python.waitFor({ state: 'hidden' });
    await expect(services.getAttribute('aria-expanded')).resolves.toBe('false');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('works at 320 px: the menu by keyboard, its Services, Escape and the close button', async () => {
    const { page, context } = await visit('/how-it-works.html', { width: 320, height: 640 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(320);
    const menuButton = page.getByRole('button', { name: 'Menu', exact: true });
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menuButton.focus();
    await page.keyboard.press('Enter');
    await menu.waitFor();
    await expect(menuButton.getAttribute('aria-expanded')).resolves.toBe('true');
    await expect(
      menu.getByRole('link', { name: 'How it works' }).getAttribute('aria-current'),
    ).resolves.toBe('page');
    // Opening focuses the first control: the Services disclosure.
    expect(await focusedName(page)).toBe('Services');
    const python = menu.getByRole('link', { name: 'Python homework' });
    await page.keyboard.press('Enter');
    await python.waitFor();
    await page.keyboard.press('Enter');
    await python.waitFor({ state: 'hidden' });
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });
    expect(await focusedName(page)).toBe('Menu');
    await expect(menuButton.getAttribute('aria-expanded')).resolves.toBe('false');
    await menuButton.click();
    await menu.getByRole('button', { name: 'Close menu' }).click();
    await menu.waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(320);
    await context.close();
  });

  it('closes the menu on a tap on the backdrop', async () => {
    const { page, context } = await visit('/how-it-works.html', { width: 375, height: 740 });
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await menu.waitFor();
    await page.mouse.click(10, 400);
    await menu.waitFor({ state: 'hidden' });
    await context.close();
  });

  it('shows scroll-to-top once the top is out of view; it scrolls back, by keyboard too', async () => {
    const { page, context } = await visit('/customer-faq.html', { width: 320, height: 640 });
    const toTop = page.getByRole('button', { name: 'Scroll to top' });
    await expect(toTop.count()).resolves.toBe(0);
    await page.evaluate(() => window.scrollTo(0, 1500));
    await toTop.waitFor();
    await toTop.focus();
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => window.scrollY === 0);
    await toTop.waitFor({ state: 'detached' });
    await context.close();
  });

  it('opens the modal its address names, with React loaded for it', async () => {
    const { page, context } = await visit('/about-us.html?email-verification=ok');
    const dialog = page.getByRole('dialog', { name: 'Your email has been verified' });
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(new URL(page.url()).searchParams.has('email-verification')).toBe(false);
    await context.close();
  });

  it("sends 'Place an order' to the registration page, there being no form", async () => {
    const { page, context } = await visit('/our-experts.html', { width: 320, height: 640 });
    await page.getByRole('button', { name: 'Place an order' }).click();
    await page.waitForURL('**/registration.html');
    await context.close();
  });

  it("hides the cookie notice after 'It's OK' (by keyboard), across a reload", async () => {
    const { page, context } = await visit(LEGAL_PAGE, { width: 320, height: 640 });
    const notice = page.getByRole('region', { name: 'Cookie notice' });
    await expect(
      notice.getByRole('link', { name: 'More details' }).getAttribute('href'),
    ).resolves.toBe('/cookie-policy.html');
    await notice.getByRole('button', { name: "It's OK" }).focus();
    await page.keyboard.press('Enter');
    await notice.waitFor({ state: 'detached' });
    await expect(page.evaluate(() => localStorage.getItem('policy|usage'))).resolves.toBe('1');
    await page.reload({ waitUntil: 'networkidle' });
    // The account area has settled (its 'My account' is the sign-in icon's below 600 px).
    await page.locator('.bb-account-menu__button').waitFor({ state: 'attached' });
    await expect(notice.count()).resolves.toBe(0);
    expect(await reactLoaded(page)).toBe(false);
    await context.close();
  });
});
