// Experts join, in Chromium against the started site and API: a visitor finds "Become an
// expert" from the sign-in page, is refused beside each field when the form is empty, applies
// with a sample file and follows the e-mailed status link; the demo operator finds the
// application waiting on their home, downloads the sample and approves it; the e-mailed link
// sets the new expert's password, and they sign in to their own dashboard. They complete their
// public profile and appear on /our-experts.html, on a page of their own and in the sitemap
// without a rebuild; the demo customer requests them from that page; the operator finds the order
// with the console's search and assigns it; the expert takes it; the order's history names the
// operator. Blocked from the console, the expert's session ends and they leave the experts page.
import { DEMO_ACCOUNTS } from '@bb/api';
import type { Browser } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, islandReady, launchBrowser, newPage, signInFormReady } from './browser';
import { callApi, signedIn } from './dashboard-steps';
import { linkIn, mailTo } from './mail-links';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('an expert joins', () => {
  it('applies, is approved, completes a profile the live pages show, is requested, assigned from the search, takes the order, is blocked', async () => {
    const stamp = Date.now();
    const name = `Grace Hopper ${stamp}`;
    const email = `grace.${stamp}@example.com`;
    const password = 'Compiler-1952';

    // The visitor finds the page from the sign-in page.
    const visitor = await newPage(browser);
    const { page } = visitor;
    await page.goto('/sign-in.html', { waitUntil: 'networkidle' });
    await page.getByRole('link', { name: 'Become an expert' }).first().click();
    await page.waitForURL('**/become-an-expert.html');
    await page.getByRole('heading', { level: 1, name: 'Become an expert' }).waitFor();
    // Clicked before React takes the form over, the button sends the page's own form natively.
    await islandReady(page, 'ExpertApplicationForm');

    // An empty application is refused beside each field, before anything is sent.
    const send = page.getByRole('button', { name: 'Send my application' });
    await send.click();
    await page.getByText('Please enter your name').waitFor();
    await page.getByText('Please choose at least one discipline').waitFor();
    await page.getByText('Please attach a sample of your work').waitFor();
    const nameField = page.getByRole('textbox', { name: 'Your name' });
    expect(await nameField.getAttribute('aria-invalid')).toBe('true');
    expect(await axeViolations(page)).toEqual([]);

    await nameField.fill(name);
    await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
    const disciplines = page.getByRole('group', { name: /Disciplines you can cover/ });
    const boxes = disciplines.getByRole('checkbox');
    await boxes.nth(0).check();
    await boxes.nth(1).check();
    await page
      .getByRole('textbox', { name: 'Your experience' })
      .fill('Twelve years of teaching compilers, Python and SQL at university level.');
    await page.getByLabel('A sample of your work').setInputFiles({
      name: 'sample.py',
      mimeType: 'text/x-python',
      buffer: Buffer.from('print("hello, world")\n'),
    });
    await page.getByRole('checkbox', { name: /I agree to the Writer Terms/ }).check();
    await send.click();
    await page.getByText('Thank you, your application is on its way').waitFor();

    // The acknowledgement's link shows the application received.
    const received = await mailTo(email, 'we received your expert application');
    await page.goto(linkIn(received, '/become-an-expert-status.html'));
    await page.getByText('Received.').waitFor();
    await visitor.context.close();

    // The operator finds it waiting on their home, reads it, downloads the sample, approves.
    const operator = await signedIn(browser, DEMO_ACCOUNTS.operator);
    const home = operator.page;
    await home.goto('/dashboard/operator/', { waitUntil: 'networkidle' });
    const waiting = home.getByRole('list', {
      name: 'Expert applications waiting for review, newest first',
    });
    const item = waiting.getByRole('listitem').filter({ hasText: name });
    expect(await item.textContent()).toContain(email);
    await item.getByRole('link', { name }).click();
    await home.waitForURL(/\/dashboard\/operator\/applications\/\d+\/$/);
    await home.getByRole('heading', { level: 2, name }).waitFor();
    await home.getByText('Twelve years of teaching compilers').waitFor();
    expect(await axeViolations(home)).toEqual([]);
    const [download] = await Promise.all([
      home.waitForEvent('download'),
      home.getByRole('link', { name: 'Download sample.py' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('sample.py');
    await home.getByRole('button', { name: 'Approve' }).click();
    await home.getByText(/^Approved: the expert grace-hopper-\d+ exists/).waitFor();
    await operator.context.close();

    // The e-mailed link sets a password once.
    const approved = await mailTo(email, 'your expert account is ready');
    const expert = await newPage(browser);
    await expert.page.goto(linkIn(approved, '/auth_password_reset.html'), {
      waitUntil: 'networkidle',
    });
    await islandReady(expert.page, 'PasswordResetForm');
    await expert.page.getByLabel('New password', { exact: true }).fill(password);
    await expert.page.getByLabel('Repeat new password').fill(password);
    await expert.page.getByRole('button', { name: 'Set new password' }).click();
    await expert.page.getByText('Your password has been changed.').waitFor();

    // The new expert signs in and lands on their own dashboard.
    await expert.page.goto('/sign-in.html', { waitUntil: 'networkidle' });
    await signInFormReady(expert.page);
    await expert.page.getByRole('textbox', { name: 'Email' }).fill(email);
    await expert.page.getByLabel('Password', { exact: true }).fill(password);
    await expert.page.getByRole('button', { name: 'Log in' }).click();
    await expert.page.waitForURL('**/dashboard/writer/**');
    await expert.page.getByRole('heading', { level: 1, name: 'My Orders' }).waitFor();

    // They complete their public profile on Profile & Settings.
    const own = expert.page;
    await own.goto('/dashboard/writer/profile/', { waitUntil: 'networkidle' });
    await own.getByRole('heading', { name: 'Public profile' }).waitFor();
    await own
      .getByRole('textbox', { name: 'About you' })
      .fill('I taught compilers for twelve years and help with Python, SQL and algorithms.');
    const covered = own.getByRole('group', { name: /Disciplines you cover/ }).getByRole('checkbox');
    if (
      (await own
        .getByRole('group', { name: /Disciplines you cover/ })
        .getByRole('checkbox', { checked: true })
        .count()) === 0
    ) {
      await covered.first().check();
    }
    expect(await own.getByRole('checkbox', { name: 'I accept new orders' }).isChecked()).toBe(true);
    await own.getByRole('button', { name: 'Save profile' }).click();
    await own.getByText('Your profile is saved.').waitFor();
    await own.getByText('Your profile is complete').waitFor();
    expect(await axeViolations(own)).toEqual([]);
    const publicLink = own.getByRole('link', { name: 'View my public page' });
    const publicPath = new URL((await publicLink.getAttribute('href')) ?? '', 'http://x').pathname;
    const slug = /^\/experts\/([^/]+)\.html$/.exec(publicPath)?.[1];
    expect(slug).toMatch(/^grace-hopper-\d+$/);

    // The public pages show them without a rebuild, within the pages' cache time.
    const reader = await newPage(browser);
    // On whichever page of the experts' list their place falls: "More experts" leads on.
    const listed = async () => {
      let text = '';
      let next: string | null = '/our-experts.html';
      while (next !== null) {
        await reader.page.goto(next);
        text += (await reader.page.locator('main').textContent()) ?? '';
        const more = reader.page.getByRole('link', { name: 'More experts' });
        next = (await more.count()) > 0 ? await more.getAttribute('href') : null;
      }
      return text;
    };
    await expect.poll(listed, { timeout: 30_000, interval: 1_000 }).toContain(name);
    const page200 = await reader.page.goto(publicPath);
    expect(page200?.status()).toBe(200);
    await reader.page.getByRole('heading', { level: 1, name: new RegExp(name) }).waitFor();
    // The sitemap is cached as the pages are (rendered ahead at start): it lists them within its TTL.
    const sitemap = async () => (await (await reader.page.goto('/sitemap.xml'))?.text()) ?? '';
    await expect.poll(sitemap, { timeout: 30_000, interval: 1_000 }).toContain(publicPath);
    await reader.context.close();

    // The demo customer requests them on their page and pays from the balance.
    const customer = await signedIn(browser, DEMO_ACCOUNTS.customer);
    const buyer = customer.page;
    const title = `Parser homework ${stamp}`;
    await buyer.goto(publicPath, { waitUntil: 'networkidle' });
    await buyer.locator('#order').scrollIntoViewIfNeeded();
    const buyerEmail = buyer.getByRole('textbox', { name: 'Email' });
    await expect.poll(() => buyerEmail.isDisabled()).toBe(true);
    await buyer.getByRole('combobox', { name: 'Discipline' }).fill('Python');
    await buyer.getByRole('option', { name: 'Python', exact: true }).click();
    await buyer.getByRole('button', { name: 'Request expert' }).click();
    await buyer.waitForURL('**/dashboard/customer/new-order*');
    await buyer.getByText(name).first().waitFor();
    await buyer.getByRole('textbox', { name: 'Title' }).fill(title);
    await buyer.getByRole('spinbutton', { name: 'Pages' }).fill('1');
    await buyer.getByRole('button', { name: 'Place order' }).click();
    await buyer.waitForURL(/\/dashboard\/customer\/orders\/\d+\/$/);
    const orderId = Number(new URL(buyer.url()).pathname.split('/').at(-2));
    await buyer.getByText('Paid, waiting for an expert').first().waitFor();
    await customer.context.close();

    // The operator finds it with the console's search by its number and assigns it there: the
    // requested expert is chosen already.
    const console_ = await signedIn(browser, DEMO_ACCOUNTS.operator);
    const desk = console_.page;
    await desk.goto('/dashboard/operator/', { waitUntil: 'networkidle' });
    await desk.getByRole('searchbox', { name: 'Order number or words' }).fill(`#${orderId}`);
    await desk.getByRole('button', { name: 'Search' }).first().click();
    const found = desk.getByRole('combobox', { name: `Expert for order #${orderId}` });
    await expect.poll(() => found.inputValue()).toBe(slug);
    const result = desk.getByRole('listitem').filter({ has: found });
    await result.getByRole('button', { name: 'Assign' }).click();
    await result.getByText(`Order #${orderId}: assigned to ${name}`).waitFor();
    expect(await axeViolations(desk)).toEqual([]);

    // The expert takes it.
    await own.goto(`/dashboard/writer/orders_progress/${orderId}/`, { waitUntil: 'networkidle' });
    await own.getByRole('heading', { level: 1, name: title }).waitFor();
    await own.getByRole('button', { name: 'Accept' }).click();
    await own.getByText('You accepted the order. It is in progress.').waitFor();

    // The order's history names the operator's assignment.
    await desk.goto(`/dashboard/operator/orders/${orderId}/`, { waitUntil: 'networkidle' });
    const history = desk.getByRole('region', { name: 'History' });
    await history.getByText('Assigned to an expert').waitFor();
    expect(await history.textContent()).toContain(DEMO_ACCOUNTS.operator);

    expect(expert.consoleErrors).toEqual([]);

    // Blocked from the console's experts page, the expert's session ends at once.
    await desk.goto('/dashboard/operator/experts/', { waitUntil: 'networkidle' });
    await desk.getByRole('searchbox', { name: 'Search' }).fill(email);
    await desk.getByRole('button', { name: 'Search', exact: true }).click();
    await desk.getByRole('link', { name }).click();
    await desk.waitForURL(/\/dashboard\/operator\/experts\/\d+\/$/);
    await desk.getByRole('button', { name: 'Block' }).click();
    const confirm = desk.getByRole('dialog', { name: `Block ${email}?` });
    await confirm.getByRole('button', { name: 'Block' }).click();
    await desk.getByText(`${email} is blocked: their sessions ended.`).waitFor();
    // The account's history shows the block at once.
    await desk.getByRole('region', { name: 'History' }).getByText('Account blocked').waitFor();
    expect((await callApi(own, 'GET', '/writers/profile')).status).toBe(401);
    await console_.context.close();
    await expert.context.close();
  }, 240_000);
});
