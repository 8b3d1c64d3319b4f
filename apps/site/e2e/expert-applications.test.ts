// Experts join, in Chromium against the started site and API: a visitor finds "Become an
// expert" from the sign-in page, is refused beside each field when the form is empty, applies
// with a sample file and follows the e-mailed status link; the demo operator finds the
// application waiting on their home, downloads the sample and approves it; the e-mailed link
// sets the new expert's password, and they sign in to their own dashboard.
import { DEMO_ACCOUNTS } from '@bb/api';
import { type OutboxMessage, readOutbox } from '@bb/api/testing';
import type { Browser } from 'playwright';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { axeViolations, launchBrowser, newPage } from './browser';
import { signedIn } from './dashboard-steps';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The first e-mail to `to` whose subject has `subject`, once it is in the outbox. */
async function mailTo(to: string, subject: string): Promise<OutboxMessage> {
  let found: OutboxMessage | undefined;
  await expect
    .poll(() => {
      found = readOutbox(inject('outboxDir')).find(
        (message) => message.to === to && message.subject.includes(subject),
      );
      return found !== undefined;
    })
    .toBe(true);
  return found as OutboxMessage;
}

/** The link of an e-mail to a page of ours, as a path to open on the started site. */
function linkIn(mail: OutboxMessage, path: string): string {
  const link = mail.text.split(/\s+/).find((word) => word.includes(path));
  if (!link) throw new Error(`No ${path} link in "${mail.subject}"`);
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

describe('an expert joins', () => {
  it('applies with a sample, is approved by the operator, sets a password and signs in', async () => {
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
    await expert.page.getByLabel('New password', { exact: true }).fill(password);
    await expert.page.getByLabel('Repeat new password').fill(password);
    await expert.page.getByRole('button', { name: 'Set new password' }).click();
    await expert.page.getByText('Your password has been changed.').waitFor();

    // The new expert signs in and lands on their own dashboard.
    await expert.page.goto('/sign-in.html', { waitUntil: 'networkidle' });
    await expert.page.getByRole('textbox', { name: 'Email' }).fill(email);
    await expert.page.getByLabel('Password', { exact: true }).fill(password);
    await expert.page.getByRole('button', { name: 'Log in' }).click();
    await expert.page.waitForURL('**/dashboard/writer/**');
    await expert.page.getByRole('heading', { level: 1, name: 'My Orders' }).waitFor();
    expect(expert.consoleErrors).toEqual([]);
    await expert.context.close();
  });
});
