// A dispute in Chromium against the started site and API: the customer disputes a delivered
// order with a reason and a file, the operator refunds 40% of the price on the order's page, the
// customer's balance page and the expert's Financial Overview show the refund, and both parties
// are told: under the dashboard's bell and by e-mail, each linking their order's page.
import { DEMO_ACCOUNTS } from '@bb/api';
import { readOutbox } from '@bb/api/testing';
import type { Browser, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { axeViolations, launchBrowser } from './browser';
import {
  assignFromOperatorHome,
  deliverAsExpert,
  dollars,
  firstExpert,
  placePaidOrder,
  REFUSED_DELIVERY_CONSOLE_ERROR,
  signedIn,
} from './dashboard-steps';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** The subjects of the e-mails to `to` about order `orderId`, once `count` have left. */
async function mailedAbout(to: string, orderId: number, count: number): Promise<string[]> {
  const subjects = () =>
    readOutbox(inject('outboxDir'))
      .filter((mail) => mail.to === to && mail.subject.includes(`order #${orderId}`))
      .map((mail) => mail.subject);
  await expect.poll(() => subjects().length).toBeGreaterThanOrEqual(count);
  return subjects();
}

/** Opens the bell on a dashboard page and follows the notification that says `text`. */
async function followNotification(page: Page, text: string, orderPath: string) {
  await page.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
  await page
    .getByRole('link', { name: new RegExp(text) })
    .first()
    .click();
  await page.waitForURL(`**${orderPath}`);
}

describe('a dispute on a delivered order', () => {
  it('is opened by the customer, refunded 40% by the operator, shows in the ledger and the earnings, and reaches both parties under the bell and by e-mail', async () => {
    const operator = await signedIn(browser, DEMO_ACCOUNTS.operator);
    const expert = await firstExpert(operator.page);
    const customer = await signedIn(browser, DEMO_ACCOUNTS.customer);
    const title = `Disputed essay ${Date.now()}`;
    const { id: orderId, price_cents: price } = await placePaidOrder(customer.page, {
      title,
      description: 'Write the analysis in R, not Python.',
      pagesQty: 2,
    });
    await assignFromOperatorHome(operator.page, orderId, expert, { requested: false });
    const writer = await signedIn(browser, DEMO_ACCOUNTS.writer);
    const result = { name: 'analysis.py', text: 'print("the analysis")' };
    await deliverAsExpert(writer.page, orderId, title, 'The analysis is delivered.', result);

    // The customer disputes it: the reason and a file that shows it.
    const page = customer.page;
    await page.goto(`/dashboard/customer/orders/${orderId}/`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await page
      .getByRole('textbox', { name: 'What is wrong with the work?' })
      .fill('The instructions asked for R; the result is Python.');
    await page.getByLabel('Attach files that show it (optional)').setInputFiles({
      name: 'instructions.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('Use R.'),
    });
    await page.getByRole('button', { name: 'Open a dispute' }).click();
    await page
      .getByText('The dispute is open. An operator will answer on the order’s messages.')
      .waitFor();
    await page.getByText('Disputed, held for an operator').first().waitFor();
    expect(await axeViolations(page)).toEqual([]);

    // The operator resolves it on the order's page with 40% of the price back.
    const refund = Math.ceil(price * 0.4);
    const console = operator.page;
    await console.goto(`/dashboard/operator/orders/${orderId}/`, { waitUntil: 'networkidle' });
    await console.getByRole('heading', { name: 'Resolve the dispute' }).waitFor();
    await console.getByText('instructions.txt').first().waitFor();
    await console.getByRole('radio', { name: 'a partial refund (the order is finished)' }).check();
    await console
      .getByRole('textbox', { name: 'Refund in US dollars' })
      .fill((refund / 100).toFixed(2));
    await console.getByRole('button', { name: 'Resolve' }).click();
    await console.getByText('The dispute is resolved.').waitFor();
    expect(await axeViolations(console)).toEqual([]);

    // The customer's ledger shows the refund; the expert earns 70% of what was kept.
    await page.goto('/dashboard/customer/balance/', { waitUntil: 'networkidle' });
    const entry = page.getByRole('row').filter({ hasText: `Refund for order #${orderId}` });
    await entry.waitFor();
    expect(await entry.textContent()).toContain(`+${dollars(refund)}`);

    await writer.page.goto('/dashboard/writer/balance/', { waitUntil: 'networkidle' });
    await writer.page.getByRole('heading', { level: 1, name: 'Financial Overview' }).waitFor();
    const row = writer.page.getByRole('row').filter({ hasText: title });
    await row.getByText('Available', { exact: true }).waitFor();
    const earning = Math.floor((Math.floor((price * 70) / 100) * (price - refund)) / price);
    expect(await row.getByRole('cell').nth(2).textContent()).toBe(dollars(earning));

    // Both parties are told under the bell, which leads to their order's page, and by e-mail.
    const resolved = `The dispute on order #${orderId} is resolved`;
    await followNotification(page, resolved, `/dashboard/customer/orders/${orderId}/`);
    await writer.page.goto('/dashboard/writer/orders_progress/', { waitUntil: 'networkidle' });
    await followNotification(
      writer.page,
      `The customer opened a dispute on order #${orderId}`,
      `/dashboard/writer/orders_progress/${orderId}/`,
    );
    expect(await mailedAbout(DEMO_ACCOUNTS.customer, orderId, 2)).toEqual(
      expect.arrayContaining([
        `BB: the dispute on order #${orderId} is resolved`,
        `BB: a refund for order #${orderId}`,
      ]),
    );
    expect(await mailedAbout(DEMO_ACCOUNTS.writer, orderId, 2)).toEqual(
      expect.arrayContaining([
        `BB: a dispute is opened on order #${orderId}`,
        `BB: the dispute on order #${orderId} is resolved`,
      ]),
    );

    expect(customer.consoleErrors).toEqual([]);
    expect(operator.consoleErrors).toEqual([]);
    expect(writer.consoleErrors).toEqual([REFUSED_DELIVERY_CONSOLE_ERROR]);
    for (const visitor of [operator, customer, writer]) await visitor.context.close();
    // Three parties' pages, a delivery and a resolution: longer than one page's journey.
  }, 180_000);
});
