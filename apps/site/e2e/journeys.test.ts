// What visitors and customers do on the site, in Chromium against the started site and API on
// the demo data: place a first order, sign in, meet the notices and the address-driven modals.
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@bb/api';
import { POLICY_AGREE_LABEL } from '@bb/validation';
import type { Browser, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newPage, signInFormReady } from './browser';
import { orderFromHomeForm } from './home-form-order';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** A fresh visitor on `path`, hydrated; closed after the test. */
async function visit(path: string, options: Parameters<typeof newPage>[1] = {}) {
  const visitor = await newPage(browser, options);
  await visitor.page.goto(path, { waitUntil: 'networkidle' });
  return visitor;
}

async function signIn(page: Page, login: string, password: string) {
  await signInFormReady(page);
  await page.getByRole('textbox', { name: 'Email' }).fill(login);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

describe('a new visitor', () => {
  it('places an order from the home form and lands, signed in, on the new order with its data box', async () => {
    const { page, context, consoleErrors } = await visit('/');
    const email = `new-${Date.now()}@example.com`;
    const key = await orderFromHomeForm(page, email);
    expect(key).toMatch(/\S+/);
    await expect(page.getByText(`Signed in as ${email}`).waitFor()).resolves.toBeUndefined();
    const saved = await page.evaluate(
      (dataBoxKey) =>
        fetch(`/api/en/1/widgets/data-boxes/${dataBoxKey}`, {
          headers: { 'X-Requested-With': 'XMLHttpRequest' },
        }).then((response) => response.json()),
      key,
    );
    expect(JSON.parse(saved.body.data)).toMatchObject({ login: email, policy_agree: true });
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});

describe('a returning customer', () => {
  it("signs in from the 'My account' modal and lands on their orders", async () => {
    const { page, context } = await visit('/about-us.html');
    await page.getByRole('button', { name: 'My account' }).click();
    const modal = page.getByRole('dialog', { name: 'Log into your account' });
    await modal.waitFor();
    await modal.getByRole('textbox', { name: 'Email' }).fill(DEMO_ACCOUNTS.customer);
    await modal.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await modal.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL('**/dashboard/customer/orders/');
    await page.getByText(`Signed in as ${DEMO_ACCOUNTS.customer}`).waitFor();
    await context.close();
  });

  it("is told 'Wrong password, please try again'", async () => {
    const { page, context } = await visit('/sign-in.html');
    await signIn(page, DEMO_ACCOUNTS.customer, 'Not-the-password-1');
    await page.getByText('Wrong password, please try again').waitFor();
    expect(new URL(page.url()).pathname).toBe('/sign-in.html');
    await context.close();
  });

  it('is sent to sign in from the dashboard when signed out, and back after signing in', async () => {
    const { page, context } = await visit('/dashboard/customer/balance/');
    await page.waitForURL('**/sign-in.html?redirect=*');
    await signIn(page, DEMO_ACCOUNTS.customer, DEMO_PASSWORD);
    await page.waitForURL('**/dashboard/customer/balance/');
    await page.getByRole('heading', { name: 'Balance' }).waitFor();
    await context.close();
  });
});

describe('a writer', () => {
  it('sees the other-role notice instead of the form on a landing page', async () => {
    const { page, context } = await visit('/sign-in.html');
    await signIn(page, DEMO_ACCOUNTS.writer, DEMO_PASSWORD);
    // Its landing sends it on to its home; the frame's menu shows once there.
    await page.getByRole('navigation', { name: 'Dashboard' }).waitFor();
    await page.goto('/python-homework.html', { waitUntil: 'networkidle' });
    await page.getByText('You are currently logged in as a writer').waitFor();
    await page.getByText('Only customers can place orders in the system.').waitFor();
    await page.getByText('Please log out if you would like to place an order.').waitFor();
    await context.close();
  });
});

describe('the cookie notice', () => {
  it("stays hidden after 'It's OK', across a reload", async () => {
    const { page, context } = await visit('/');
    await page.getByRole('button', { name: "It's OK" }).click();
    await expect(page.evaluate(() => localStorage.getItem('policy|usage'))).resolves.toBe('1');
    await page.reload({ waitUntil: 'networkidle' });
    await expect(page.getByRole('button', { name: "It's OK" }).count()).resolves.toBe(0);
    await context.close();
  });
});

describe('a phone 320 px wide', () => {
  it('shows pages without sideways scrolling, signed out and signed in', async () => {
    const { page, context } = await visit('/sign-in.html', {
      viewport: { width: 320, height: 640 },
    });
    const scrollWidth = () => page.evaluate(() => document.documentElement.scrollWidth);
    const header = page.locator('header');
    expect(await scrollWidth()).toBe(320);
    await header.getByRole('link', { name: 'Sign in' }).waitFor();
    await signIn(page, DEMO_ACCOUNTS.customer, DEMO_PASSWORD);
    await page.waitForURL('**/dashboard/customer/orders/');
    for (const path of ['/', '/about-us.html', '/dashboard/customer/orders/']) {
      await page.goto(path, { waitUntil: 'networkidle' });
      // Signed in, the account menu stands where the sign-in link was.
      await header.getByRole('button', { name: 'My account' }).waitFor();
      expect({ path, width: await scrollWidth() }).toEqual({ path, width: 320 });
    }
    await context.close();
  });
});

describe('the mobile menu at 375 px', () => {
  it('opens, and closes on Escape', async () => {
    const { page, context } = await visit('/how-it-works.html', {
      viewport: { width: 375, height: 740 },
    });
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await menu.getByRole('navigation', { name: 'Main' }).waitFor();
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });
    await context.close();
  });

  it('closes on a route change: a link in it opens its page with the menu closed', async () => {
    const { page, context } = await visit('/how-it-works.html', {
      viewport: { width: 375, height: 740 },
    });
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await menu.getByRole('link', { name: 'About us' }).click();
    await page.waitForURL('**/about-us.html');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await expect(menu.isVisible()).resolves.toBe(false);
    await context.close();
  });
});

describe('a visitor with a Google account', () => {
  it('signs in through the local OpenID provider after consenting, and lands in the dashboard', async () => {
    const { page, context, consoleErrors } = await visit('/sign-in.html');
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    const consent = page.getByRole('dialog', { name: 'Review our Terms to sign up' });
    await consent.waitFor();
    await consent.getByRole('checkbox', { name: POLICY_AGREE_LABEL }).check();
    await consent.getByRole('button', { name: 'Continue' }).click();

    await page.waitForURL((url) => url.pathname.startsWith('/dashboard'));
    await page.getByText(`Signed in as ${inject('googleEmail')}`).waitFor();
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});

describe('the modals the address opens', () => {
  it('shows the e-mail verification and removes its parameter on Continue', async () => {
    const { page, context } = await visit('/?email-verification=ok');
    const dialog = page.getByRole('dialog', { name: 'Your email has been verified' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(dialog.isVisible()).resolves.toBe(false);
    expect(new URL(page.url()).searchParams.has('email-verification')).toBe(false);
    await context.close();
  });

  it('shows a hostile OAuth error message as text and removes its parameters on Ok', async () => {
    const message = '<img src=x onerror="window.__hacked=1">Account not allowed';
    const query = new URLSearchParams({ error: 'oauth2', slug: 'oauth_failed', message });
    const { page, context } = await visit(`/?${query}`);
    const dialog = page.getByRole('dialog', { name: 'Oops! Something went wrong' });
    await dialog.getByText(message).waitFor();
    await expect(dialog.locator('img').count()).resolves.toBe(0);
    await expect(page.evaluate(() => 'window.__hacked' in window)).resolves.toBe(false);
    await dialog.getByRole('button', { name: 'Ok' }).click();
    const params = new URL(page.url()).searchParams;
    expect(['error', 'slug', 'message'].filter((name) => params.has(name))).toEqual([]);
    await context.close();
  });
});

describe('a page whose load is held up', () => {
  it("works from its header at once: 'Place an order' scrolls to the form, 'My account' opens its modal", async () => {
    const { page, context, consoleErrors } = await newPage(browser, {
      viewport: { width: 1280, height: 800 },
    });
    // An expert's avatar that never arrives holds the load event, after which the account area
    // would start on its own: the visitor reaching for it starts it first.
    await page.route('**/widgets/avatars/**', () => {});
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    const form = page.locator('#order');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.getByRole('banner').getByRole('button', { name: 'Place an order' }).click();
    await expect
      .poll(() => form.evaluate((element) => element.getBoundingClientRect().top))
      .toBeLessThan(800);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.locator('.bb-header__account').hover();
    await page.getByRole('button', { name: 'My account' }).click();
    await expect(page.getByRole('dialog').waitFor()).resolves.toBeUndefined();
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});

describe('a visitor whose browser cannot fetch the login modal', () => {
  it("sees 'Hmm, something seems to be missing' in its place, and the header keeps working", async () => {
    const { page, context } = await visit('/about-us.html');
    // Offline, or a new release replaced the file this open page still names.
    await page.route('**/_astro/login-modal-dialog*.js', (route) => route.abort());
    await page.getByRole('button', { name: 'My account' }).click();
    await expect(
      page.getByText('Hmm, something seems to be missing').waitFor(),
    ).resolves.toBeUndefined();
    expect(await page.getByRole('dialog').count()).toBe(0);
    await expect(page.getByRole('button', { name: 'Place an order' }).isEnabled()).resolves.toBe(
      true,
    );
    await context.close();
  });
});

describe('with JavaScript off', () => {
  it('every kind of page can still be read', async () => {
    const { context, page } = await newPage(browser, { javaScriptEnabled: false });
    for (const path of [
      '/',
      '/our-experts.html',
      '/terms-and-conditions.html',
      '/java-homework.html',
    ]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.locator('main h1').isVisible(), path).resolves.toBe(true);
      const text = (await page.locator('main').textContent()) ?? '';
      expect(text.length, path).toBeGreaterThan(200);
    }
    await context.close();
  });
});
