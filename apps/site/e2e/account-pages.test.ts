// The account pages as people arrive at them: sign-up says what happens next; someone already
// signed in who opens sign-up or sign-in sees who they are signed in as and the way to their
// dashboard, not a blank form; the password restore e-mail's link opens the form with the code
// taken from it, so the new password signs the person in without typing the code. The demo
// password is put back after, for the suites that follow on this server.
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@bb/api';
import type { Browser, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, launchBrowser, newPage, signInFormReady } from './browser';
import { callApi, signedIn } from './dashboard-steps';
import { linkIn, mailTo, outboxSize } from './mail-links';

const NEW_PASSWORD = 'Harbour-lantern-58';
/** A demo account no other suite changes, whose password the restore sets and puts back. */
const RESTORED = DEMO_ACCOUNTS.seo;

let browser: Browser;
/** Signed in with the new password: puts the demo password back. */
let restoredIn: Page | undefined;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  if (restoredIn) {
    const { status } = await callApi(restoredIn, 'PATCH', '/users/password', {
      current_password: NEW_PASSWORD,
      password: DEMO_PASSWORD,
    });
    expect(status).toBe(200);
  }
  await browser?.close();
});

describe('the account pages', () => {
  it('tells a visitor signing up that a link to set a password is e-mailed', async () => {
    const { page, context } = await newPage(browser);
    await page.goto('/registration.html', { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1, name: 'Sign up' }).waitFor();
    await page.getByText('e-mail you a link to confirm your address and set a password').waitFor();
    await context.close();
  });

  it.each([
    ['/registration.html', DEMO_ACCOUNTS.customer, DEMO_ACCOUNTS.customer, '/dashboard/customer/'],
    ['/registration.html', DEMO_ACCOUNTS.writer, 'an expert', '/dashboard/writer/'],
    ['/sign-in.html', DEMO_ACCOUNTS.operator, 'an operator', '/dashboard/operator/'],
  ])('shows %s signed in as %s where they are', async (path, login, who, dashboard) => {
    const { page, context, consoleErrors } = await signedIn(browser, login);
    await page.goto(path, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1, name: 'You are signed in' }).waitFor();
    await page.getByRole('main').getByText(`You are signed in as ${who}.`).waitFor();
    const link = page.getByRole('main').getByRole('link', { name: 'Go to your dashboard' });
    expect(await link.getAttribute('href')).toBe(dashboard);
    expect(await page.getByRole('textbox', { name: 'Email' }).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    // Logging out there brings the visitor's form back.
    await page.getByRole('main').getByRole('button', { name: 'Log out' }).click();
    await page.getByRole('textbox', { name: 'Email' }).waitFor();
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it("signs a person in with a new password from the restore e-mail's link, without typing the code", async () => {
    const { page, context } = await newPage(browser);
    await page.goto('/auth_password_reset.html', { waitUntil: 'networkidle' });
    // The breadcrumb and the heading name the page alike.
    const heading = page.getByRole('heading', { level: 1 });
    const crumb = page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem').last();
    expect((await heading.textContent())?.trim()).toBe('Reset your password');
    expect((await crumb.textContent())?.trim()).toBe('Reset your password');

    const before = outboxSize();
    await page.getByRole('textbox', { name: 'Email' }).fill(RESTORED);
    // The consent box shows only when the settings ask for it (showGdpr).
    const consent = page.getByRole('checkbox', { name: /I agree to the Terms/ });
    if ((await consent.count()) > 0) await consent.check();
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByText('We have sent a code to your email.').waitFor();
    const mail = await mailTo(RESTORED, 'password restore code', before);
    await context.close();

    // In a fresh browser, as from the mail program: the link alone, no code typed.
    const opened = await newPage(browser);
    const link = linkIn(mail, '/auth_password_reset.html');
    expect(new URL(link, 'http://site').searchParams.get('code')).toBeTruthy();
    await opened.page.goto(link, { waitUntil: 'networkidle' });
    await opened.page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await opened.page.getByLabel('Repeat new password').fill(NEW_PASSWORD);
    // The code left the address once read, so it is not kept in the history.
    expect(new URL(opened.page.url()).searchParams.has('code')).toBe(false);
    await opened.page.getByRole('button', { name: 'Set new password' }).click();
    await opened.page.getByText('Your password has been changed.').waitFor();
    await opened.context.close();

    // The browser stays open: it puts the demo password back after.
    const { page: signIn } = await newPage(browser);
    await signIn.goto('/sign-in.html', { waitUntil: 'networkidle' });
    await signInFormReady(signIn);
    await signIn.getByRole('textbox', { name: 'Email' }).fill(RESTORED);
    await signIn.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
    await signIn.getByRole('button', { name: 'Log in' }).click();
    await signIn.waitForURL('**/dashboard/seo/**');
    // The dashboard has settled (no navigation left) before the page calls the API after.
    await signIn.getByRole('heading', { level: 1, name: 'Personal Area' }).waitFor();
    restoredIn = signIn;
  });
});
