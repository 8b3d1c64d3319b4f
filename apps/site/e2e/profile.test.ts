// The profile page in Chromium against the started site and API: the demo customer, signed in
// from two browsers, sees both on Profile (this one marked), is refused a wrong current password
// beside the field, changes the password, and the other browser is signed out; the new password
// then signs in. The demo password is put back after, for the suites that follow on this server.
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@bb/api';
import type { Browser, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, launchBrowser, newPage, signInFormReady } from './browser';
import { callApi, signedIn } from './dashboard-steps';

const NEW_PASSWORD = 'Tidal-compass-73';

let browser: Browser;
/** The page that changed the password (its session outlives the change): it puts it back. */
let changedIn: Page | undefined;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  if (changedIn) {
    const { status } = await callApi(changedIn, 'PATCH', '/users/password', {
      current_password: NEW_PASSWORD,
      password: DEMO_PASSWORD,
    });
    expect(status).toBe(200);
  }
  await browser?.close();
});

const isFocused = (page: Page, text: string) =>
  page.getByText(text).evaluate((node) => node === document.activeElement);

describe('the profile page', () => {
  it('lists the browsers signed in, refuses a wrong current password, and a change signs the other browser out', async () => {
    const other = await signedIn(browser, DEMO_ACCOUNTS.customer);
    const customer = await signedIn(browser, DEMO_ACCOUNTS.customer);
    const { page, consoleErrors } = customer;

    await page.getByRole('link', { name: 'Profile' }).first().click();
    await page.waitForURL('**/dashboard/customer/profile/');
    await page.getByRole('heading', { level: 1, name: 'Profile' }).waitFor();
    const list = page.getByRole('list', {
      name: 'Browsers signed in to your account, this one first',
    });
    await list.waitFor();
    // The demo customer may be signed in elsewhere by earlier suites: at least these two.
    const browsers = list.getByRole('listitem');
    expect(await browsers.count()).toBeGreaterThanOrEqual(2);
    expect(await browsers.first().textContent()).toContain('This browser');
    expect(await list.getByText('This browser').count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);

    // A wrong current password is said beside it, which takes focus.
    const current = page.getByLabel('Current password', { exact: true });
    await current.fill('Not-my-password-1');
    await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Repeat the new password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('Wrong password, please try again').waitFor();
    await expect.poll(() => current.evaluate((node) => node === document.activeElement)).toBe(true);
    expect(await current.getAttribute('aria-invalid')).toBe('true');
    expect(await axeViolations(page)).toEqual([]);

    // The right one: the change is announced, and only this browser is left.
    await current.fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Change password' }).click();
    const changed = 'Your password is changed. Other browsers were signed out.';
    await page.getByText(changed).waitFor();
    changedIn = page;
    await expect.poll(() => isFocused(page, changed)).toBe(true);
    await page.getByText('Only this browser is signed in to your account.').waitFor();
    expect(await browsers.count()).toBe(1);
    expect(await current.inputValue()).toBe('');
    expect(await axeViolations(page)).toEqual([]);
    // Chromium's line for the refused wrong password's answer; nothing else.
    expect(consoleErrors).toEqual([
      'Failed to load resource: the server responded with a status of 401 (Unauthorized)',
    ]);

    // The other browser is signed out: its dashboard sends it to sign in.
    await other.page.reload();
    await other.page.waitForURL('**/sign-in.html?redirect=*');
    await other.context.close();

    // The new password signs in.
    const fresh = await newPage(browser);
    await fresh.page.goto('/sign-in.html', { waitUntil: 'networkidle' });
    await signInFormReady(fresh.page);
    await fresh.page.getByRole('textbox', { name: 'Email' }).fill(DEMO_ACCOUNTS.customer);
    await fresh.page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
    await fresh.page.getByRole('button', { name: 'Log in' }).click();
    await fresh.page.waitForURL('**/dashboard/**');
    await fresh.context.close();
  });
});
